import {
  type ZServiceCategoryInputSchema,
  type ZServiceInputSchema,
  type TActionType,
  type TService,
  type TServiceBulkInput,
  type TServiceBulkResponse,
  type TServiceBulkResult,
  type TServiceCategory,
  type TServiceCategoryUpdate,
  type TServiceListQuery,
  type TServiceUpdate,
} from '@procura/shared';
import { canMaintainServiceCatalog } from '@procura/shared/policies';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import { isUniqueViolation, type TExecutor, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { checkRows, resolveRows } from './services-bulk.js';
import { presentCategory, presentService, presentServiceOption } from './services.presenter.js';
import { serviceCategoriesRepo, servicesRepo, type TServiceChanges } from './services.repo.js';

const PROVIDER_ONLY = 'Only the provider maintains the services catalogue.';
const categoryTaken = (name: string) => `A category named "${name}" already exists.`;
const serviceTaken = (category: string, name: string) => `${category} already has a service named "${name}".`;

export interface TServicesDeps {
  db: TRequestDb;
}

/** PostgreSQL's foreign-key violation: a row still refers to the one being deleted. */
const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The services catalogue (issue #8 item 4). Reading: anyone signed in. Writing: the
 * service_management permission in the provider's workspace; the route checks the permission,
 * this the workspace, and the policies refuse any other writer as a last wall.
 */
export function createServicesService({ db }: TServicesDeps) {
  /**
   * Checked after the row is found: the catalogue is no secret (everyone reads it), and an id
   * that does not exist answers 404 to everyone, as the cross-tenant test expects.
   */
  function assertWriter(actor: TActor, action: TActionType): void {
    if (!canMaintainServiceCatalog(actor, action)) throw forbidden(PROVIDER_ONLY);
  }

  async function category(tx: TScopedTx, id: string) {
    const row = await serviceCategoriesRepo.get(tx, id);
    if (!row) throw notFound('Service category');
    return presentCategory(row);
  }

  async function service(tx: TScopedTx, id: string): Promise<TService> {
    const row = await servicesRepo.get(tx, id);
    if (!row) throw notFound('Service');
    return presentService(row);
  }

  /** A unique index may still refuse what the check above it let through (two writers at once). */
  async function unique<T>(fn: () => Promise<T>, field: string, message: string): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(message, { [field]: [message] });
      throw error;
    }
  }

  const audit = (tx: TScopedTx, actor: TActor, entity: 'service' | 'service_category', entityId: string, action: string, before: unknown, after: unknown) =>
    recordAudit(tx, actor, { entity, entityId, action, before, after });

  return {
    listCategories: (actor: TActor): Promise<TServiceCategory[]> =>
      withActor(db, actor, async (tx) => (await serviceCategoriesRepo.list(tx)).map(presentCategory)),

    async createCategory(actor: TActor, input: z.output<typeof ZServiceCategoryInputSchema>): Promise<TServiceCategory> {
      assertWriter(actor, 'Create');
      return withActor(db, actor, async (tx) => {
        const message = categoryTaken(input.name);
        if ((await serviceCategoriesRepo.find(tx, [], [input.name])).length > 0) throw conflict(message, { name: [message] });
        const id = await unique(
          () => serviceCategoriesRepo.insert(tx, { name: input.name, description: input.description ?? null, sortOrder: input.sortOrder }),
          'name',
          message,
        );
        const created = await category(tx, id);
        await audit(tx, actor, 'service_category', id, 'create', null, created);
        return created;
      });
    },

    async updateCategory(actor: TActor, id: string, input: TServiceCategoryUpdate): Promise<TServiceCategory> {
      return withActor(db, actor, async (tx) => {
        const before = await category(tx, id);
        assertWriter(actor, 'Edit');
        const name = input.name ?? before.name;
        const message = categoryTaken(name);
        if (input.name && (await serviceCategoriesRepo.find(tx, [], [input.name])).some((c) => c.id !== id)) throw conflict(message, { name: [message] });
        await unique(
          () => serviceCategoriesRepo.update(tx, id, { name: input.name, description: input.description, sortOrder: input.sortOrder }),
          'name',
          message,
        );
        const after = await category(tx, id);
        await audit(tx, actor, 'service_category', id, 'update', before, after);
        return after;
      });
    },

    async removeCategory(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const before = await category(tx, id);
        assertWriter(actor, 'Delete');
        const used = await servicesRepo.countInCategory(tx, id);
        if (used > 0) throw conflict(`${before.name} holds ${plural(used, 'service', 'services')}; move or delete them first.`);
        await serviceCategoriesRepo.remove(tx, id);
        await audit(tx, actor, 'service_category', id, 'delete', before, null);
      });
    },

    list: (actor: TActor, query: TServiceListQuery) =>
      withActor(db, actor, async (tx) => {
        const { rows, total } = await servicesRepo.list(tx, query);
        return { data: rows.map(presentService), total };
      }),

    all: (actor: TActor) => withActor(db, actor, async (tx) => (await servicesRepo.all(tx)).map(presentServiceOption)),

    get: (actor: TActor, id: string) => withActor(db, actor, (tx) => service(tx, id)),

    async create(actor: TActor, input: z.output<typeof ZServiceInputSchema>): Promise<TService> {
      assertWriter(actor, 'Create');
      return withActor(db, actor, async (tx) => {
        const target = await serviceCategoriesRepo.get(tx, input.categoryId);
        if (!target) throw fieldError('categoryId', 'That category does not exist.');
        const message = serviceTaken(target.name, input.name);
        if (await servicesRepo.nameTaken(tx, target.id, input.name)) throw conflict(message, { name: [message] });
        const values = { categoryId: target.id, name: input.name, description: input.description ?? null, unit: input.unit, status: input.status };
        const id = await unique(() => servicesRepo.insert(tx, values), 'name', message);
        const created = await service(tx, id);
        await audit(tx, actor, 'service', id, 'create', null, created);
        return created;
      });
    },

    async update(actor: TActor, id: string, input: TServiceUpdate): Promise<TService> {
      return withActor(db, actor, async (tx) => {
        const before = await service(tx, id);
        assertWriter(actor, 'Edit');
        let categoryName = before.category.name;
        if (input.categoryId && input.categoryId !== before.category.id) {
          const target = await serviceCategoriesRepo.get(tx, input.categoryId);
          if (!target) throw fieldError('categoryId', 'That category does not exist.');
          categoryName = target.name;
        }
        const categoryId = input.categoryId ?? before.category.id;
        const name = input.name ?? before.name;
        const message = serviceTaken(categoryName, name);
        if ((input.name || input.categoryId) && (await servicesRepo.nameTaken(tx, categoryId, name, id))) throw conflict(message, { name: [message] });
        const changes: TServiceChanges = {
          categoryId: input.categoryId,
          name: input.name,
          description: input.description,
          unit: input.unit,
          status: input.status,
        };
        await unique(() => servicesRepo.update(tx, id, changes), 'name', message);
        const after = await service(tx, id);
        await audit(tx, actor, 'service', id, 'update', before, after);
        return after;
      });
    },

    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const before = await service(tx, id);
        assertWriter(actor, 'Delete');
        const properties = await servicesRepo.propertiesRequiring(tx, id);
        const inUse = (n: number) => `This service is required by ${plural(n, 'property', 'properties')}; deactivate it instead.`;
        if (properties > 0) throw conflict(inUse(properties));
        try {
          await servicesRepo.remove(tx, id);
        } catch (error) {
          // Something else still refers to it (a property outside this scope's sight, a vendor's
          // services, a SOW library text or a client's scope of work): the database says no.
          if (isForeignKeyViolation(error)) throw conflict('This service is still in use (by properties, vendors or scopes of work); deactivate it instead.');
          throw error;
        }
        await audit(tx, actor, 'service', id, 'delete', before, null);
      });
    },

    /**
     * Many services at once (spec §7 /services/bulk): each row is checked on its own, the good
     * ones are created together and the bad ones reported by field, so nothing typed is lost.
     */
    /**
     * For other features, in their transaction: the distinct ids, or 400 naming `field` when one
     * is not in the catalogue (`activeOnly`: or is retired). Any status by default: a vendor may
     * keep offering a retired service.
     */
    async assertExist(tx: TExecutor, ids: readonly string[], options: { field: string; message?: string; activeOnly?: boolean }): Promise<string[]> {
      const unique = [...new Set(ids)];
      const found = await servicesRepo.existing(tx, unique, options.activeOnly ?? false);
      if (unique.some((id) => !found.has(id))) throw fieldError(options.field, options.message ?? 'One of the services does not exist.');
      return unique;
    },

    async bulkCreate(actor: TActor, input: TServiceBulkInput): Promise<TServiceBulkResponse> {
      assertWriter(actor, 'Create');
      const checked = checkRows(input.services);
      return withActor(db, actor, async (tx) => {
        const ids = [...new Set(checked.valid.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))];
        const names = [...new Set(checked.valid.flatMap((r) => (r.categoryId || !r.categoryName ? [] : [r.categoryName])))];
        const categories = await serviceCategoriesRepo.find(tx, ids, names);
        const taken = await servicesRepo.namesIn(
          tx,
          categories.map((c) => c.id),
        );
        const { ready, failed } = resolveRows(checked.valid, categories, taken);
        const inserted = await servicesRepo.insertMany(
          tx,
          ready.map((r) => ({ categoryId: r.categoryId, name: r.name, description: r.description, unit: r.unit, status: 'ACTIVE' })),
        );
        const idByKey = new Map(inserted.map((s) => [`${s.categoryId}|${s.name.toLowerCase()}`, s.id]));
        const results: TServiceBulkResult[] = [...checked.failed, ...failed];
        for (const row of ready) {
          const id = idByKey.get(`${row.categoryId}|${row.name.toLowerCase()}`);
          if (!id) {
            results.push({ row: row.row, status: 'error', errors: { name: `A service named "${row.name}" was added by someone else meanwhile.` } });
            continue;
          }
          results.push({ row: row.row, status: 'created', id });
          await audit(tx, actor, 'service', id, 'create', null, {
            name: row.name,
            categoryId: row.categoryId,
            unit: row.unit,
            description: row.description,
            via: 'bulk',
          });
        }
        results.sort((a, b) => a.row - b.row);
        const created = results.filter((r) => r.status === 'created').length;
        return { created, failed: results.length - created, results };
      });
    },
  };
}

export type TServicesService = ReturnType<typeof createServicesService>;

/** What another feature asks of the catalogue, in its own transaction. */
export type TServiceCatalog = Pick<TServicesService, 'assertExist'>;
