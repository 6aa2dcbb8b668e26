import type { TPropertyService, TUpdatePropertyServiceInput } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { isUniqueViolation, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { assertMayRead, visibleProperty, writableProperty } from './properties.service.js';
import { auditProperty } from './property-history.js';
import { propertyServicesRepo, type TPropertyServiceRow } from './property-services.repo.js';

const DUPLICATE = 'This service is already required at the property.';
const CUSTOM_NEEDS_DATES = 'A custom season needs its start and end dates.';

const present = (r: TPropertyServiceRow): TPropertyService => ({
  ...r,
  frequency: r.frequency as TPropertyService['frequency'],
  season: r.season as TPropertyService['season'],
  updatedAt: r.updatedAt.toISOString(),
});

/** What an audit entry keeps of a required service. */
const audited = (r: TPropertyService) => ({
  service: r.serviceName,
  frequency: r.frequency,
  season: r.season,
  seasonStart: r.seasonStart,
  seasonEnd: r.seasonEnd,
  notes: r.notes,
});

type TServiceFields = { frequency?: string; season?: string; seasonStart?: string | null; seasonEnd?: string | null; notes?: string | null };

function checkSeason(v: TServiceFields): void {
  if (v.season === 'CUSTOM' && !(v.seasonStart && v.seasonEnd)) throw fieldError('seasonStart', CUSTOM_NEEDS_DATES);
  if (v.seasonStart && v.seasonEnd && v.seasonEnd < v.seasonStart) throw fieldError('seasonEnd', 'The season ends before it starts.');
}

/** Required services of a property: which catalogue service, how often and in which season. */
export function createPropertyServicesService({ db }: { db: TRequestDb }) {
  async function requirement(tx: TScopedTx, actor: TActor, id: string) {
    const row = await propertyServicesRepo.get(tx, id);
    if (!row) throw notFound('Property service');
    return { row: present(row), property: await writableProperty(tx, actor, row.propertyId) };
  }

  return {
    async list(actor: TActor, propertyId: string, page: number, limit: number) {
      assertMayRead(actor);
      return withActor(db, actor, async (tx) => {
        await visibleProperty(tx, actor, propertyId);
        const { rows, total } = await propertyServicesRepo.list(tx, propertyId, page, limit);
        return { data: rows.map(present), total, page, limit };
      });
    },

    async create(actor: TActor, input: TServiceFields & { propertyId: string; serviceId: string }): Promise<TPropertyService> {
      checkSeason(input);
      try {
        return await withActor(db, actor, async (tx) => {
          const property = await writableProperty(tx, actor, input.propertyId);
          if (!(await propertyServicesRepo.activeService(tx, input.serviceId))) throw fieldError('serviceId', 'Choose an active service from the catalogue.');
          const id = await propertyServicesRepo.insert(tx, {
            tenantId: property.tenantId,
            propertyId: property.id,
            serviceId: input.serviceId,
            frequency: input.frequency,
            season: input.season,
            seasonStart: input.seasonStart ?? null,
            seasonEnd: input.seasonEnd ?? null,
            notes: input.notes ?? null,
          });
          const created = present((await propertyServicesRepo.get(tx, id)) as TPropertyServiceRow);
          await auditProperty(tx, actor, property, 'service_add', null, audited(created));
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE, { serviceId: [DUPLICATE] });
        throw error;
      }
    },

    async update(actor: TActor, id: string, input: TUpdatePropertyServiceInput & TServiceFields): Promise<TPropertyService> {
      return withActor(db, actor, async (tx) => {
        const { row, property } = await requirement(tx, actor, id);
        const season = input.season ?? row.season;
        // Leaving a custom season drops its dates unless new ones come with the change.
        const keepDates = season === 'CUSTOM' || input.seasonStart !== undefined || input.seasonEnd !== undefined;
        const merged = {
          frequency: input.frequency ?? row.frequency,
          season,
          seasonStart: keepDates ? (input.seasonStart !== undefined ? input.seasonStart : row.seasonStart) : null,
          seasonEnd: keepDates ? (input.seasonEnd !== undefined ? input.seasonEnd : row.seasonEnd) : null,
          notes: input.notes !== undefined ? input.notes : row.notes,
        };
        checkSeason(merged);
        await propertyServicesRepo.update(tx, id, merged);
        const after = present((await propertyServicesRepo.get(tx, id)) as TPropertyServiceRow);
        await auditProperty(tx, actor, property, 'service_update', audited(row), audited(after));
        return after;
      });
    },

    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const { row, property } = await requirement(tx, actor, id);
        await propertyServicesRepo.remove(tx, id);
        await auditProperty(tx, actor, property, 'service_remove', audited(row), null);
      });
    },
  };
}

export type TPropertyServicesService = ReturnType<typeof createPropertyServicesService>;
