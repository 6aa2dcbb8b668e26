import type { ComponentProps, ReactNode } from 'react';
import type { TPageQuery } from '../DataTable';
import { ContactFormModal } from './ContactFormModal';
import type { TContactRow } from './contact-columns';
import { ContactsTab, type TContactsQuery, type TContactsTabProps } from './ContactsTab';

/** The contacts rights a client's or a vendor's `abilities` carry. */
type TContactAbilities = { viewContacts: boolean; addContacts: boolean; editContacts: boolean; removeContacts: boolean };

interface TOrganizationContactsTabProps<TContact extends TContactRow> {
  /** Whose people they are, as the messages name it. */
  organization: 'client' | 'vendor';
  label: string;
  abilities: TContactAbilities;
  useContacts: (query: TContactsQuery, enabled: boolean) => TPageQuery<TContact>;
  /** The add form: its title, the contact contract without the owner id, and the feature's calls. */
  form: Pick<ComponentProps<typeof ContactFormModal>, 'title' | 'schema' | 'useSave'>;
  remove: TContactsTabProps<TContact>['remove'];
  emptyTitle: string;
  renderContactType?: (contact: TContact) => ReactNode;
}

/**
 * An organization's (a client's or a vendor's) contacts: people who may sign in, searchable, added
 * and edited with the one contact form; adding, editing and removing follow the record's abilities.
 */
export function OrganizationContactsTab<TContact extends TContactRow>({
  organization,
  label,
  abilities,
  useContacts,
  form,
  remove,
  emptyTitle,
  renderContactType,
}: TOrganizationContactsTabProps<TContact>) {
  return (
    <ContactsTab<TContact>
      label={label}
      useContacts={(query) => useContacts(query, abilities.viewContacts)}
      isSearchable
      signIn="column"
      renderContactType={renderContactType}
      hiddenText={abilities.viewContacts ? undefined : `You may not see this ${organization}’s contacts.`}
      canAdd={abilities.addContacts}
      canEdit={abilities.editContacts}
      canRemove={abilities.removeContacts}
      renderForm={(contact, onClose) => (
        <ContactFormModal key={contact?.id ?? 'new'} title={form.title} contact={contact} schema={form.schema} useSave={form.useSave} onClose={onClose} />
      )}
      remove={remove}
      removeMessage={(name) => `${name} will be removed from this ${organization} and can no longer sign in. Their history is kept.`}
      empty={{ title: emptyTitle, description: abilities.addContacts ? 'Add the first with Add contact.' : undefined }}
    />
  );
}
