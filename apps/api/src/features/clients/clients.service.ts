import type { TClientDetail, TClientForm, THistoryPage, TClientListQuery, TClientPage, TClientStatus, TClientWorkspace, TUpdateClient } from '@procura/shared';
import { clientAbilities, isProvider } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TSessionsService } from '../auth/sessions.service.js';
import type { TOrganizations } from '../tenants/tenants.service.js';
import { CLIENT_FILES_OWNER, type TClientFiles, urlsOf } from './client-files.js';
import { auditHistory } from '../../platform/audit.js';
import { organizationReads } from '../../platform/organization-reads.js';
import { type TClientDetailRow, type TClientValues, clientsRepo } from './clients.repo.js';
import { clientSnapshot, presentClientDetail, presentClientListItem } from './clients.presenter.js';
import { parentCompaniesRepo } from './parent-companies.repo.js';

const NAME_TAKEN = 'A client with this name already exists.';

export interface TClientsDeps {
  db: TRequestDb;
  files: TClientFiles;
  sessions: Pick<TSessionsService, 'endAll'>;
  organizations: TOrganizations;
}

/** A refusal that names the field the caller may not change. */
const notYours = (field: string, message: string) => new HttpError(403, message, { [field]: [message] });

/**
 * Clients (issue #8 item 3). The provider adds clients and sets their status and parent
 * company; a client's own people with the right keep its profile and branding current.
 */
export function createClientsService({ db, files, sessions, organizations }: TClientsDeps) {
  async function visible(tx: TScopedTx, id: string): Promise<TClientDetailRow> {
    const row = await clientsRepo.get(tx, id);
    if (!row) throw notFound('Client');
    return row;
  }

  async function present(actor: TActor, row: TClientDetailRow): Promise<TClientDetail> {
    const urls = await urlsOf(files, { logoUrl: row.logoKey, headerImageUrl: row.headerImageKey });
    return presentClientDetail(actor, row, urls);
  }

  async function checkParentCompany(tx: TScopedTx, id: string | null | undefined): Promise<void> {
    if (id && !(await parentCompaniesRepo.get(tx, id)))
      throw badRequest('That parent company does not exist.', { parentCompanyId: ['That parent company does not exist.'] });
  }

  /** Binds newly chosen files to the client; a key that is kept is not confirmed again. */
  async function confirmFiles(
    tx: TScopedTx,
    actor: TActor,
    client: { id: string; tenantId: string },
    chosen: { logoKey?: string | null; headerImageKey?: string | null },
    current?: TClientDetailRow,
  ) {
    const bind = (key: string, category: 'client_logo' | 'client_header_image', field: string) =>
      files.confirmFile(tx, actor, { key, categories: [category], ownerTable: CLIENT_FILES_OWNER, ownerId: client.id, tenantId: client.tenantId, field });
    if (chosen.logoKey && chosen.logoKey !== current?.logoKey) await bind(chosen.logoKey, 'client_logo', 'logoKey');
    if (chosen.headerImageKey && chosen.headerImageKey !== current?.headerImageKey) await bind(chosen.headerImageKey, 'client_header_image', 'headerImageKey');
  }

  async function audit(tx: TScopedTx, actor: TActor, id: string, action: string, before: unknown, after: unknown) {
    await recordAudit(tx, actor, { entity: 'client', entityId: id, action, before, after });
  }

  const profileValues = (input: TUpdateClient): TClientValues => ({
    name: input.name,
    parentCompanyId: input.parentCompanyId,
    clientType: input.clientType,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    countryId: input.countryId,
    stateId: input.stateId,
    cityId: input.cityId,
    zip: input.zip,
    phoneCode: input.phoneCode,
    phoneNumber: input.phoneNumber,
    website: input.website,
    notes: input.notes,
    contractsRequireSignedDocument: input.contractsRequireSignedDocument,
  });

  return {
    async list(actor: TActor, query: TClientListQuery): Promise<TClientPage> {
      const { rows, total } = await withActor(db, actor, (tx) => clientsRepo.list(tx, query));
      const data = await Promise.all(rows.map(async (row) => presentClientListItem(actor, row, row.logoKey ? await files.viewUrl(row.logoKey) : null)));
      return { data, total, page: query.page, limit: query.limit };
    },

    async get(actor: TActor, id: string): Promise<TClientDetail> {
      const row = await withActor(db, actor, (tx) => visible(tx, id));
      return present(actor, row);
    },

    /** For the storage feature: may the actor read the files of this client? */
    canRead: (actor: TActor, id: string): Promise<boolean> => withActor(db, actor, (tx) => clientsRepo.exists(tx, id)),

    async create(actor: TActor, input: TClientForm): Promise<TClientDetail> {
      if (!isProvider(actor)) throw forbidden('Only the provider adds clients.');
      const row = await withActor(db, actor, async (tx) => {
        if (await clientsRepo.isNameTaken(tx, input.name)) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
        await checkParentCompany(tx, input.parentCompanyId);
        await organizationReads.assertAddress(tx, input);
        const tenantId = await organizations.createOrganization(tx, { type: 'client', name: input.name });
        const id = await clientsRepo.insert(tx, tenantId, { ...profileValues(input), name: input.name });
        const created = await visible(tx, id);
        // The row exists before its files are bound to it; the keys are written once confirmed.
        await confirmFiles(tx, actor, created, input);
        await clientsRepo.update(tx, id, { logoKey: input.logoKey ?? undefined, headerImageKey: input.headerImageKey ?? undefined });
        const after = await visible(tx, id);
        await audit(tx, actor, id, 'create', null, clientSnapshot(after));
        return after;
      });
      return present(actor, row);
    },

    async update(actor: TActor, id: string, input: TUpdateClient): Promise<TClientDetail> {
      const row = await withActor(db, actor, async (tx) => {
        const before = await visible(tx, id);
        if (!clientAbilities(actor, before).edit) throw forbidden('You may not change this client.');
        if (!isProvider(actor)) {
          // The name names the workspace everywhere and must be unique among clients the client cannot see.
          if (input.name !== undefined && input.name !== before.name) throw notYours('name', 'Only the provider can rename a client.');
          if (input.parentCompanyId !== undefined && input.parentCompanyId !== before.parentCompanyId) {
            throw notYours('parentCompanyId', 'Only the provider can change the parent company.');
          }
        }
        if (input.name !== undefined && input.name.toLowerCase() !== before.name.toLowerCase() && (await clientsRepo.isNameTaken(tx, input.name, id))) {
          throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
        }
        if (input.parentCompanyId !== before.parentCompanyId) await checkParentCompany(tx, input.parentCompanyId);
        const touchesAddress = input.countryId !== undefined || input.stateId !== undefined || input.cityId !== undefined;
        if (touchesAddress) {
          await organizationReads.assertAddress(tx, {
            countryId: input.countryId !== undefined ? input.countryId : before.countryId,
            stateId: input.stateId !== undefined ? input.stateId : before.stateId,
            cityId: input.cityId !== undefined ? input.cityId : before.cityId,
          });
        }
        await confirmFiles(tx, actor, before, input, before);
        await clientsRepo.update(tx, id, { ...profileValues(input), logoKey: input.logoKey, headerImageKey: input.headerImageKey });
        if (input.name !== undefined) await organizations.renameOrganization(tx, before.tenantId, input.name);
        const after = await visible(tx, id);
        await audit(tx, actor, id, 'update', clientSnapshot(before), clientSnapshot(after));
        return after;
      });
      return present(actor, row);
    },

    /**
     * Deactivating a client ends the sign-ins of the people who belong to it alone; people who
     * also work elsewhere keep those other workspaces.
     */
    async updateStatus(actor: TActor, clientId: string, status: TClientStatus): Promise<TClientDetail> {
      if (!isProvider(actor)) throw forbidden('Only the provider can activate or deactivate a client.');
      const { row, endSessionsOf } = await withActor(db, actor, async (tx) => {
        const before = await visible(tx, clientId);
        if (before.status === status) throw conflict(status === 'ACTIVE' ? 'This client is already active.' : 'This client is already inactive.');
        await clientsRepo.update(tx, clientId, { status });
        await audit(tx, actor, clientId, status === 'ACTIVE' ? 'activate' : 'deactivate', { status: before.status }, { status });
        const members = status === 'INACTIVE' ? await organizationReads.soleMemberIds(tx, before.tenantId) : [];
        return { row: await visible(tx, clientId), endSessionsOf: members };
      });
      for (const userId of endSessionsOf) await sessions.endAll(userId);
      return present(actor, row);
    },

    async updateThemeHeaderImage(actor: TActor, clientId: string, fileKey: string | null): Promise<TClientDetail> {
      const row = await withActor(db, actor, async (tx) => {
        const before = await visible(tx, clientId);
        if (!clientAbilities(actor, before).edit) throw forbidden('You may not change this client.');
        if (fileKey && fileKey !== before.headerImageKey) {
          await files.confirmFile(tx, actor, {
            key: fileKey,
            categories: ['client_header_image'],
            ownerTable: CLIENT_FILES_OWNER,
            ownerId: clientId,
            tenantId: before.tenantId,
            field: 'fileKey',
          });
        }
        await clientsRepo.update(tx, clientId, { headerImageKey: fileKey });
        await audit(tx, actor, clientId, 'update_theme_header_image', { headerImageKey: before.headerImageKey }, { headerImageKey: fileKey });
        return visible(tx, clientId);
      });
      return present(actor, row);
    },

    /** The client workspaces the caller belongs to, with the branding their shell shows. */
    async workspaces(actor: TActor): Promise<TClientWorkspace[]> {
      const tenantIds = actor.tenants.filter((t) => t.type === 'client').map((t) => t.tenantId);
      const rows = await withActor(db, actor, (tx) => clientsRepo.ofTenants(tx, tenantIds));
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          tenantId: row.tenantId,
          name: row.name,
          status: row.status as TClientStatus,
          ...(await urlsOf(files, { logoUrl: row.logoKey, headerImageUrl: row.headerImageKey })),
        })),
      );
    },

    async history(actor: TActor, clientId: string, page: number, limit: number): Promise<THistoryPage> {
      return withActor(db, actor, async (tx) => {
        await visible(tx, clientId);
        return auditHistory(tx, 'client', clientId, page, limit);
      });
    },

    /** The client of a workspace, for the corporate contacts of a person (undefined when not visible). */
    clientOfTenant: (actor: TActor, tenantId: string) => withActor(db, actor, (tx) => clientsRepo.byTenant(tx, tenantId)),

    /** The client's workspace id, or 404. */
    async tenantOf(actor: TActor, clientId: string): Promise<{ id: string; tenantId: string }> {
      const row = await withActor(db, actor, (tx) => visible(tx, clientId));
      return { id: row.id, tenantId: row.tenantId };
    },
  };
}

export type TClientsService = ReturnType<typeof createClientsService>;
