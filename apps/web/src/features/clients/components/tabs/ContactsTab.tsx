import { ZCreateCorporateContactSchema, type TClientAbilities } from '@procura/shared';
import { ContactFormModal } from '../../../../components/contacts/ContactFormModal';
import { ContactsTab as RecordContactsTab } from '../../../../components/contacts/ContactsTab';
import { useCorporateContacts, useDeleteCorporateContact, useSaveCorporateContact } from '../../queries';

const ZContactFormSchema = ZCreateCorporateContactSchema.omit({ clientId: true });

/** The client's corporate contacts; adding, editing and removing follow the people rules. */
export function ContactsTab({ clientId, abilities }: { clientId: string; abilities: TClientAbilities }) {
  const remove = useDeleteCorporateContact();
  return (
    <RecordContactsTab
      label="Corporate contacts"
      useContacts={(query) => useCorporateContacts(clientId, query, abilities.viewContacts)}
      isSearchable
      signIn="column"
      hiddenText={abilities.viewContacts ? undefined : 'You may not see this client’s contacts.'}
      canAdd={abilities.addContacts}
      canEdit={abilities.editContacts}
      canRemove={abilities.removeContacts}
      renderForm={(contact, onClose) => (
        <ContactFormModal
          key={contact?.id ?? 'new'}
          title="Add corporate contact"
          contact={contact}
          schema={ZContactFormSchema}
          useSave={(binding) => useSaveCorporateContact(clientId, binding)}
          onClose={onClose}
        />
      )}
      remove={remove}
      removeMessage={(name) => `${name} will be removed from this client and can no longer sign in. Their history is kept.`}
      empty={{ title: 'No corporate contacts yet', description: abilities.addContacts ? 'Add the first with Add contact.' : undefined }}
    />
  );
}
