import { CONTACT_TYPES, type TPropertyContact, type TPropertyDetail } from '@procura/shared';
import { IconUserCog } from '@tabler/icons-react';
import { ContactsTab as RecordContactsTab } from '../../../../components/contacts/ContactsTab';
import { useChangeContactType, usePropertyContacts, useRemovePropertyContact } from '../../queries';
import { ContactFormModal } from './ContactFormModal';

/** The people to call about a property: linked from its client, or added as contacts only. */
export function ContactsTab({ property }: { property: TPropertyDetail }) {
  const changeType = useChangeContactType(property.id);
  const remove = useRemovePropertyContact(property.id);
  const canManage = property.abilities.manageContacts;

  return (
    <RecordContactsTab<TPropertyContact>
      label="Property contacts"
      useContacts={(query) => usePropertyContacts({ propertyId: property.id, ...query })}
      intro="People to call about this property: on-site staff, the property manager, the owner's representative."
      signIn="note"
      canAdd={canManage}
      canEdit={false}
      canRemove={canManage}
      moreActions={
        canManage
          ? (contact) =>
              CONTACT_TYPES.filter((type) => type !== contact.contactType).map((type) => ({
                label: `Make ${type}`,
                icon: <IconUserCog aria-hidden size={16} />,
                onSelect: () => changeType.mutate({ id: contact.id, contactType: type }),
              }))
          : undefined
      }
      renderForm={(_contact, onClose, listed) => (
        <ContactFormModal
          propertyId={property.id}
          clientId={property.clientId}
          linkedUserIds={new Set(listed.map((contact) => contact.userId))}
          onClose={onClose}
        />
      )}
      remove={remove}
      removeLabel="Remove from property"
      removeMessage={(name) => `Remove ${name} from ${property.name}? The person stays a contact of the client.`}
      empty={{
        title: 'No contacts yet',
        description: canManage ? 'Add the people to call about this property.' : 'Contacts added to this property will appear here.',
      }}
    />
  );
}
