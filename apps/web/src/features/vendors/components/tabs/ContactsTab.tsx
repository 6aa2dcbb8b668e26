import { Select } from '@mantine/core';
import { CONTACT_TYPES, ZCreateVendorContactSchema, type TContactType, type TVendorAbilities, type TVendorContact } from '@procura/shared';
import { ContactFormModal } from '../../../../components/contacts/ContactFormModal';
import { contactName } from '../../../../components/contacts/contact-columns';
import { ContactsTab as RecordContactsTab } from '../../../../components/contacts/ContactsTab';
import { useDeleteVendorContact, useSaveVendorContact, useUpdateVendorContactType, useVendorContacts } from '../../queries';

const ZContactFormSchema = ZCreateVendorContactSchema.omit({ vendorId: true });

/** Changed in place through spec §7's contact-type route; a failure says 'Failed to update vendor contact.'. */
function ContactTypeSelect({ contact }: { contact: TVendorContact }) {
  const update = useUpdateVendorContactType();
  return (
    <Select
      aria-label={`Contact type of ${contactName(contact)}`}
      data={[...CONTACT_TYPES]}
      value={contact.contactType}
      onChange={(next) => next && next !== contact.contactType && update.mutate({ userId: contact.id, contactType: next as TContactType })}
      allowDeselect={false}
      disabled={update.isPending}
      size="xs"
      w={150}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The vendor's people with their contact type; adding, editing and removing follow the contacts rights. */
export function ContactsTab({ vendorId, abilities }: { vendorId: string; abilities: TVendorAbilities }) {
  const remove = useDeleteVendorContact();
  return (
    <RecordContactsTab<TVendorContact>
      label="Vendor contacts"
      useContacts={(query) => useVendorContacts({ vendorId, ...query }, abilities.viewContacts)}
      isSearchable
      signIn="column"
      renderContactType={abilities.editContacts ? (contact) => <ContactTypeSelect contact={contact} /> : undefined}
      hiddenText={abilities.viewContacts ? undefined : 'You may not see this vendor’s contacts.'}
      canAdd={abilities.addContacts}
      canEdit={abilities.editContacts}
      canRemove={abilities.removeContacts}
      renderForm={(contact, onClose) => (
        <ContactFormModal
          key={contact?.id ?? 'new'}
          title="Add vendor contact"
          contact={contact}
          schema={ZContactFormSchema}
          useSave={(binding) => useSaveVendorContact(vendorId, binding)}
          onClose={onClose}
        />
      )}
      remove={remove}
      removeMessage={(name) => `${name} will be removed from this vendor and can no longer sign in. Their history is kept.`}
      empty={{ title: 'No contacts yet', description: abilities.addContacts ? 'Add the first with Add contact.' : undefined }}
    />
  );
}
