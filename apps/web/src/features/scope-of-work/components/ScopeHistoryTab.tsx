import { CLIENT_SOW_SOURCE_LABELS, CLIENT_SOW_STATUS_LABELS, PROPERTY_SIZE_UNIT_LABELS } from '@procura/shared';
import { useState } from 'react';
import { HistoryTimeline } from '../../../components/HistoryTimeline';
import { useClientScopeHistory } from '../queries';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  status: 'Status changed',
  restore: 'Version restored',
  properties_add: 'Applied to properties',
  property_update: 'Property details changed',
  properties_remove: 'Removed from properties',
};

const FIELDS: Record<string, string> = {
  name: 'Name',
  status: 'Status',
  source: 'Source',
  serviceName: 'Service',
  serviceId: 'Service',
  propertiesAdded: 'Properties added',
  propertiesRemoved: 'Properties removed',
  propertyCount: 'Properties',
  version: 'Version',
  changeNote: 'Change note',
  content: 'Text',
  composedOffline: 'Composed offline',
  properties: 'Properties',
  propertyIds: 'Properties',
  property: 'Property',
  sizeValue: 'Size',
  sizeUnit: 'Unit',
  siteNotes: 'Site notes',
  seasonStart: 'Season starts',
  seasonEnd: 'Season ends',
  restoredFrom: 'Restored from version',
};

// The text itself is in Versions, with a diff: here it would be a wall of JSON.
const HIDDEN = new Set(['content', 'contentHtml', 'contentText', 'updatedAt', 'createdAt', 'searchText', 'tenantId', 'id']);

function formatValue(field: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (field === 'status' && value in CLIENT_SOW_STATUS_LABELS) return CLIENT_SOW_STATUS_LABELS[value as keyof typeof CLIENT_SOW_STATUS_LABELS];
  if (field === 'source' && value in CLIENT_SOW_SOURCE_LABELS) return CLIENT_SOW_SOURCE_LABELS[value as keyof typeof CLIENT_SOW_SOURCE_LABELS];
  if (field === 'sizeUnit' && value in PROPERTY_SIZE_UNIT_LABELS) return PROPERTY_SIZE_UNIT_LABELS[value as keyof typeof PROPERTY_SIZE_UNIT_LABELS];
  return null;
}

export function ScopeHistoryTab({ scopeId }: { scopeId: string }) {
  const [page, setPage] = useState(1);
  const history = useClientScopeHistory(scopeId, page);
  return <HistoryTimeline history={history} page={page} onPageChange={setPage} actionLabels={ACTIONS} fieldLabels={FIELDS} formatValue={formatValue} hiddenFields={HIDDEN} label="Scope history" />;
}
