import type { TClientSow, TClientSowItem, TSowDoc, TSowLibraryEntry, TSowLibraryItem, TSowProperty } from '@procura/shared';
import { clientSowAbilities, sowLibraryAbilities, type TPolicyActor } from '@procura/shared/policies';
import type { TClientSowDetailRow, TClientSowRow } from './client-sow.repo.js';
import type { TLibraryDetailRow, TLibraryRow } from './sow-library.repo.js';
import type { TSowPropertyRow } from './sow-properties.repo.js';

type TSowActor = Pick<TPolicyActor, 'kind' | 'permissions'>;

/* The rows as their repos read them, in their API shapes. Check constraints hold the enums. */

export const presentLibraryItem = (actor: TSowActor, r: TLibraryRow): TSowLibraryItem => ({
  id: r.id,
  title: r.title,
  status: r.status as TSowLibraryItem['status'],
  version: r.version,
  serviceId: r.serviceId,
  serviceName: r.serviceName,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  excerpt: r.excerpt,
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: r.updatedByName,
  abilities: sowLibraryAbilities(actor),
});

export const presentLibraryEntry = (actor: TSowActor, r: TLibraryDetailRow): TSowLibraryEntry => ({
  ...presentLibraryItem(actor, r),
  content: r.content as TSowDoc,
  contentHtml: r.contentHtml,
  createdAt: r.createdAt.toISOString(),
});

export const presentClientSowItem = (actor: TSowActor, r: TClientSowRow, now: Date): TClientSowItem => ({
  id: r.id,
  name: r.name,
  status: r.status as TClientSowItem['status'],
  source: r.source as TClientSowItem['source'],
  composedOffline: r.composedOffline,
  version: r.version,
  clientId: r.clientId,
  clientName: r.clientName,
  serviceId: r.serviceId,
  serviceName: r.serviceName,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  libraryEntryId: r.libraryEntryId,
  propertyCount: Number(r.propertyCount),
  updatedAt: r.updatedAt.toISOString(),
  updatedByName: r.updatedByName,
  abilities: clientSowAbilities(actor, { status: r.status as TClientSowItem['status'] }, now),
});

export const presentClientSow = (actor: TSowActor, r: TClientSowDetailRow, now: Date): TClientSow => ({
  ...presentClientSowItem(actor, r, now),
  content: r.content as TSowDoc,
  contentHtml: r.contentHtml,
  sourceFileKey: r.sourceFileKey,
  createdAt: r.createdAt.toISOString(),
});

/** What an audit entry keeps of a client scope (the History tab compares these). */
export const auditedClientSow = (r: TClientSowDetailRow) => ({
  name: r.name,
  status: r.status,
  serviceName: r.serviceName,
  version: r.version,
  source: r.source,
});

export const presentSowProperty = (r: TSowPropertyRow): TSowProperty => ({
  ...r,
  propertySizeUnit: r.propertySizeUnit as TSowProperty['propertySizeUnit'],
  sizeUnit: r.sizeUnit as TSowProperty['sizeUnit'],
});
