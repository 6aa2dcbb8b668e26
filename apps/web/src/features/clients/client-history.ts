import { CLIENT_TYPE_LABELS, STATUS_LABELS } from '@procura/shared';
import type { THistoryVocabulary } from '../../components/history-text';

/** A client's history in words (apps/api clientSnapshot). */
export const CLIENT_HISTORY: THistoryVocabulary = {
  actions: {
    create: 'Created',
    update: 'Edited',
    activate: 'Activated',
    deactivate: 'Deactivated',
    update_theme_header_image: 'Header image changed',
  },
  fields: {
    name: { label: 'Name' },
    clientType: { label: 'Type', values: CLIENT_TYPE_LABELS },
    status: { label: 'Status', values: STATUS_LABELS },
    parentCompany: { label: 'Parent company' },
    addressLine1: { label: 'Address line 1' },
    addressLine2: { label: 'Address line 2' },
    country: { label: 'Country' },
    state: { label: 'State' },
    city: { label: 'City' },
    zip: { label: 'ZIP' },
    phoneCode: { label: 'Phone code' },
    phoneNumber: { label: 'Phone number', kind: 'phone' },
    website: { label: 'Website' },
    notes: { label: 'Notes' },
    logoKey: { label: 'Logo', kind: 'file' },
    headerImageKey: { label: 'Header image', kind: 'file' },
  },
};
