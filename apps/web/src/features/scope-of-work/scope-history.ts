import { CLIENT_SOW_SOURCE_LABELS, CLIENT_SOW_STATUS_LABELS, PROPERTY_SIZE_UNIT_LABELS } from '@procura/shared';
import type { THistoryVocabulary } from '../../components/history-text';

/** A client scope's history in words: its text, status and properties. */
export const SCOPE_HISTORY: THistoryVocabulary = {
  actions: {
    create: 'Created',
    update: 'Edited',
    status: 'Status changed',
    restore: 'Version restored',
    properties_add: 'Applied to properties',
    property_update: 'Property details changed',
    properties_remove: 'Removed from properties',
  },
  fields: {
    name: { label: 'Name' },
    status: { label: 'Status', values: CLIENT_SOW_STATUS_LABELS },
    source: { label: 'Source', values: CLIENT_SOW_SOURCE_LABELS },
    serviceName: { label: 'Service' },
    serviceId: { label: 'Service' },
    propertiesAdded: { label: 'Properties added' },
    propertiesRemoved: { label: 'Properties removed' },
    propertyCount: { label: 'Properties' },
    version: { label: 'Version' },
    changeNote: { label: 'Change note' },
    composedOffline: { label: 'Composed offline' },
    properties: { label: 'Properties' },
    propertyIds: { label: 'Properties' },
    property: { label: 'Property' },
    sizeValue: { label: 'Size' },
    sizeUnit: { label: 'Unit', values: PROPERTY_SIZE_UNIT_LABELS },
    siteNotes: { label: 'Site notes' },
    seasonStart: { label: 'Season starts', kind: 'day' },
    seasonEnd: { label: 'Season ends', kind: 'day' },
    restoredFrom: { label: 'Restored from version' },
  },
  // The text itself is in Versions, with a diff: here it would be a wall of JSON.
  hidden: new Set(['content', 'contentHtml', 'contentText']),
};
