import { Select } from '@mantine/core';
import { CONTACT_TYPES, ZCreateVendorContactSchema, type TContactType, type TVendorAbilities, type TVendorContact } from '@procura/shared';
import { contactName } from '../../../../components/contacts/contact-columns';
import { OrganizationContactsTab } from '../../../../components/contacts/OrganizationContactsTab';
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
  return (
    <OrganizationContactsTab<TVendorContact>
      organization="vendor"
      label="Vendor contacts"
      abilities={abilities}
      useContacts={(query, enabled) => useVendorContacts({ vendorId, ...query }, enabled)}
      renderContactType={abilities.editContacts ? (contact) => <ContactTypeSelect contact={contact} /> : undefined}
      form={{ title: 'Add vendor contact', schema: ZContactFormSchema, useSave: (binding) => useSaveVendorContact(vendorId, binding) }}
      remove={useDeleteVendorContact()}
      emptyTitle="No contacts yet"
    />
  );
}
