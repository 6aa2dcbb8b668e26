import type { TParentCompany, TParentCompanyListQuery, TParentCompanyPage } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { isProvider } from '@procura/shared/policies';
import { parentCompaniesRepo } from './parent-companies.repo.js';

const NAME_TAKEN = 'A parent company with this name already exists.';

type TRow = NonNullable<Awaited<ReturnType<typeof parentCompaniesRepo.get>>>;
const present = (row: TRow): TParentCompany => ({ id: row.id, name: row.name, clientCount: row.clientCount, createdAt: row.createdAt.toISOString() });

/** Parent companies: an attribute of clients that the provider keeps; they grant no access. */
export function createParentCompaniesService({ db }: { db: TRequestDb }) {
  const providerOnly = (actor: TActor) => {
    if (!isProvider(actor)) throw forbidden('Only the provider manages parent companies.');
  };
  /** For writing, a company answers 404 outside the provider, as the row-level security's update would. */
  const writableOnly = (actor: TActor) => {
    if (!isProvider(actor)) throw notFound('Parent company');
  };
  async function found(tx: TScopedTx, id: string): Promise<TRow> {
    const row = await parentCompaniesRepo.get(tx, id);
    if (!row) throw notFound('Parent company');
    return row;
  }
  const audit = (tx: TScopedTx, actor: TActor, id: string, action: string, before: unknown, after: unknown) =>
    recordAudit(tx, actor, { entity: 'client_parent_company', entityId: id, action, before, after });

  return {
    async list(actor: TActor, query: TParentCompanyListQuery): Promise<TParentCompanyPage> {
      const { rows, total } = await withActor(db, actor, (tx) => parentCompaniesRepo.list(tx, query));
      return { data: rows.map(present), total, page: query.page, limit: query.limit };
    },

    async create(actor: TActor, name: string): Promise<TParentCompany> {
      providerOnly(actor);
      return withActor(db, actor, async (tx) => {
        if (await parentCompaniesRepo.isNameTaken(tx, name)) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
        const id = await parentCompaniesRepo.insert(tx, name);
        await audit(tx, actor, id, 'create', null, { name });
        return present(await found(tx, id));
      });
    },

    async rename(actor: TActor, id: string, name: string): Promise<TParentCompany> {
      writableOnly(actor);
      return withActor(db, actor, async (tx) => {
        const before = await found(tx, id);
        if (name.toLowerCase() !== before.name.toLowerCase() && (await parentCompaniesRepo.isNameTaken(tx, name, id)))
          throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
        await parentCompaniesRepo.rename(tx, id, name);
        await audit(tx, actor, id, 'update', { name: before.name }, { name });
        return present(await found(tx, id));
      });
    },

    async remove(actor: TActor, id: string): Promise<void> {
      writableOnly(actor);
      await withActor(db, actor, async (tx) => {
        const before = await found(tx, id);
        const inUse = await parentCompaniesRepo.referencingClients(tx, id);
        if (inUse > 0)
          throw conflict(`${before.name} is the parent company of ${inUse} client${inUse === 1 ? '' : 's'}; move them to another parent company first.`);
        await parentCompaniesRepo.remove(tx, id);
        await audit(tx, actor, id, 'delete', { name: before.name }, null);
      });
    },
  };
}

export type TParentCompaniesService = ReturnType<typeof createParentCompaniesService>;
