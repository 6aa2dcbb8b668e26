import { ZCreateCorporateContactSchema, type TClientAbilities } from '@procura/shared';
import { OrganizationContactsTab } from '../../../../components/contacts/OrganizationContactsTab';
import { useCorporateContacts, useDeleteCorporateContact, useSaveCorporateContact } from '../../queries';

const ZContactFormSchema = ZCreateCorporateContactSchema.omit({ clientId: true });

/** The client's corporate contacts; adding, editing and removing follow the people rules. */
export function ContactsTab({ clientId, abilities }: { clientId: string; abilities: TClientAbilities }) {
  return (
    <OrganizationContactsTab
      organization="client"
      label="Corporate contacts"
      abilities={abilities}
      useContacts={(query, enabled) => useCorporateContacts(clientId, query, enabled)}
      form={{ title: 'Add corporate contact', schema: ZContactFormSchema, useSave: (binding) => useSaveCorporateContact(clientId, binding) }}
      remove={useDeleteCorporateContact()}
      emptyTitle="No corporate contacts yet"
    />
  );
}
