import {
  type TCreateProperty,
  type TPermissionType,
  type TPropertyDetail,
  type TPropertyFilters,
  type TPropertyListQuery,
  type TPropertyPage,
  type TUpdateProperty,
  todayIso,
} from '@procura/shared';
import { canReadProperties } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { isUniqueViolation, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { auditedProperty, presentProperty, presentPropertyDetail } from './properties.presenter.js';
import { resolveGeography, type TGeoFields } from './properties.geography.js';
import { propertiesRepo } from './properties.repo.js';
import { auditHistory } from '../../platform/audit.js';
import { auditProperty } from './property-history.js';

const CODE_TAKEN = 'This client already has a property with this code.';

/** Who may read properties at all (canReadProperties): a 403 otherwise. */
export function assertMayRead(actor: TActor, permissionType: TPermissionType = 'property_management'): void {
  if (!canReadProperties(actor, permissionType)) throw forbidden();
}

/** The property as the actor may see it, or 404: another tenant's property does not exist. */
export async function visibleProperty(tx: TScopedTx, actor: TActor, id: string) {
  const row = await propertiesRepo.head(tx, actor, id, 'read');
  if (!row) throw notFound('Property');
  return row;
}

/**
 * A property the actor may change, or 404: the owner's (a vendor that reads a shared property
 * does not write it, and learns nothing more than that it cannot find one to change).
 */
export async function writableProperty(tx: TScopedTx, actor: TActor, id: string) {
  const row = await propertiesRepo.head(tx, actor, id, 'write');
  if (!row) throw notFound('Property');
  return row;
}

async function detail(tx: TScopedTx, actor: TActor, id: string) {
  const row = await propertiesRepo.get(tx, actor, id);
  if (!row) throw notFound('Property');
  return row;
}

/** A code already taken for the client is the caller's to fix: 409 naming `code`. */
async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODE_TAKEN, { code: [CODE_TAKEN] });
    throw error;
  }
}

const geoOf = (row: TGeoFields): TGeoFields => ({
  countryId: row.countryId,
  stateId: row.stateId,
  countyId: row.countyId,
  cityId: row.cityId,
  zip: row.zip,
  latitude: row.latitude,
  longitude: row.longitude,
});

export function createPropertiesService({ db, clock = systemClock }: { db: TRequestDb; clock?: TClock }) {
  return {
    async list(actor: TActor, query: TPropertyListQuery): Promise<TPropertyPage> {
      assertMayRead(actor);
      const { rows, total, nextCursor } = await withActor(db, actor, (tx) => propertiesRepo.list(tx, actor, query));
      return { data: rows.map((row) => presentProperty(actor, row)), total, page: query.cursor ? 1 : query.page, limit: query.limit, nextCursor };
    },

    /** The map's pins with each property's coverage as of today (UTC), as JSON text straight from the database. */
    async mapPoints(actor: TActor, filters: TPropertyFilters): Promise<string> {
      assertMayRead(actor);
      return withActor(db, actor, (tx) => propertiesRepo.mapPoints(tx, actor, filters, todayIso(clock.now())));
    },

    async get(actor: TActor, id: string): Promise<TPropertyDetail> {
      assertMayRead(actor);
      return withActor(db, actor, async (tx) => presentPropertyDetail(actor, await detail(tx, actor, id)));
    },

    async create(actor: TActor, input: TCreateProperty): Promise<TPropertyDetail> {
      return uniqueCode(() =>
        withActor(db, actor, async (tx) => {
          const client = await propertiesRepo.writableClient(tx, actor, input.clientId);
          if (!client) throw notFound('Client');
          const geo = await resolveGeography(tx, input, null);
          const id = await propertiesRepo.insert(tx, {
            tenantId: client.tenantId,
            clientId: client.id,
            name: input.name,
            code: input.code,
            propertyType: input.propertyType,
            sizeValue: input.sizeValue ?? null,
            sizeUnit: input.sizeUnit,
            addressLine1: input.addressLine1 ?? null,
            addressLine2: input.addressLine2 ?? null,
            ...geo,
            status: input.status,
            notes: input.notes ?? null,
            createdBy: actor.userId,
          });
          const created = await detail(tx, actor, id);
          await auditProperty(tx, actor, { id, tenantId: client.tenantId }, 'create', null, auditedProperty(created));
          return presentPropertyDetail(actor, created);
        }),
      );
    },

    async update(actor: TActor, id: string, input: TUpdateProperty): Promise<TPropertyDetail> {
      return uniqueCode(() =>
        withActor(db, actor, async (tx) => {
          const stored = await writableProperty(tx, actor, id);
          const before = await detail(tx, actor, id);
          const touchesPlace = (['countryId', 'stateId', 'countyId', 'cityId', 'zip', 'latitude', 'longitude'] as const).some((k) => input[k] !== undefined);
          const geo = touchesPlace ? await resolveGeography(tx, input, geoOf(stored)) : {};
          await propertiesRepo.update(tx, id, {
            name: input.name,
            code: input.code,
            propertyType: input.propertyType,
            sizeValue: input.sizeValue,
            sizeUnit: input.sizeUnit,
            addressLine1: input.addressLine1,
            addressLine2: input.addressLine2,
            status: input.status,
            notes: input.notes,
            ...geo,
          });
          const after = await detail(tx, actor, id);
          await auditProperty(tx, actor, stored, 'update', auditedProperty(before), auditedProperty(after));
          return presentPropertyDetail(actor, after);
        }),
      );
    },

    /**
     * Deleting removes the property with its contacts and access grants (links to people). A
     * property that still has required services or documents is refused (409): deactivate it
     * (status INACTIVE) to take it out of use and keep its record, or remove those first. Its
     * history stays in the audit trail either way.
     */
    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const stored = await writableProperty(tx, actor, id);
        const before = await detail(tx, actor, id);
        const { services, documents } = await propertiesRepo.dependents(tx, id);
        if (services > 0 || documents > 0) {
          const what = [
            services > 0 ? `${services} required service${services === 1 ? '' : 's'}` : '',
            documents > 0 ? `${documents} document${documents === 1 ? '' : 's'}` : '',
          ]
            .filter(Boolean)
            .join(' and ');
          throw conflict(`This property still has ${what}. Deactivate it instead, or remove them first.`);
        }
        await propertiesRepo.remove(tx, id);
        await auditProperty(tx, actor, stored, 'delete', auditedProperty(before), null);
      });
    },

    async history(actor: TActor, id: string, page: number, limit: number) {
      assertMayRead(actor);
      return withActor(db, actor, async (tx) => {
        await visibleProperty(tx, actor, id);
        return auditHistory(tx, 'property', id, page, limit);
      });
    },
  };
}

export type TPropertiesService = ReturnType<typeof createPropertiesService>;
