import crypto from 'node:crypto';
import type { z } from 'zod';
import { isProvider } from '@procura/shared/policies';
import {
  EMPTY_SOW_DOC,
  type TClientSow,
  type TClientSowPage,
  type TClientSowQuery,
  type TClientSowStatus,
  type TSowDiff,
  type TSowDoc,
  type TSowVersionDetail,
  type ZClientSowInputSchema,
  type ZClientSowUpdateSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { auditHistory } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { applyTransition, systemClock, type TClock } from '../../platform/workflow.js';
import type { TStorageService } from '../storage/storage.service.js';
import { clientSowLifecycle } from './client-sow.lifecycle.js';
import { clientSowRepo } from './client-sow.repo.js';
import { auditedClientSow, presentClientSow, presentClientSowItem } from './scope-of-work.presenter.js';
import { assertScopeWriter } from './sow-access.js';
import { auditClientSow, CLIENT_SOW_ENTITY } from './sow-history.js';
import { sowLibraryRepo } from './sow-library.repo.js';
import { sowPropertiesRepo } from './sow-properties.repo.js';
import { diffRange, renderedContent, sowVersions, versionNumber } from './sow-versions.js';
import { CLIENT_SOW_VERSIONS } from './sow-versions.repo.js';

type TInput = z.output<typeof ZClientSowInputSchema>;
type TUpdate = z.output<typeof ZClientSowUpdateSchema>;

const ARCHIVED_READ_ONLY = 'An archived scope of work cannot be changed. Make it a draft again first.';

/** The scope as the actor may see it, or 404: another client's scope does not exist. */
export async function visibleSow(tx: TScopedTx, actor: TActor, id: string) {
  const row = await clientSowRepo.get(tx, actor, id);
  if (!row) throw notFound('Scope of work');
  return row;
}

/** A scope the actor may change (its owner's, never a party's), or 404. */
export async function writableSow(tx: TScopedTx, actor: TActor, id: string) {
  const row = await clientSowRepo.get(tx, actor, id, 'write');
  if (!row) throw notFound('Scope of work');
  return row;
}

/** Properties added to a scope must be the scope's client's: anything else is a 400 naming them. */
export async function assertPropertiesOfClient(tx: TScopedTx, clientId: string, propertyIds: readonly string[]): Promise<void> {
  const foreign = await sowPropertiesRepo.notOfClient(tx, clientId, propertyIds);
  if (foreign.length === 0) return;
  const shown = foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? ` and ${foreign.length - 5} more` : '');
  throw fieldError('propertyIds', `A scope of work applies only to its own client's properties; these are not: ${shown}.`);
}

/** A scope's changes and its versions: a client's SOW for one service, applied to its properties. */
export function createClientSowService({
  db,
  storage,
  clock = systemClock,
}: {
  db: TRequestDb;
  storage: Pick<TStorageService, 'confirmFile' | 'registerOwner'>;
  clock?: TClock;
}) {
  // The uploaded file a scope was made from is read by whoever reads the scope.
  storage.registerOwner('client_scopes_of_work', (actor, ownerId) => withActor(db, actor, (tx) => clientSowRepo.visible(tx, actor, ownerId)));

  async function startingText(tx: TScopedTx, actor: TActor, input: TInput): Promise<{ content: TSowDoc; libraryEntryId: string | null }> {
    let library: { id: string; content: TSowDoc } | null = null;
    if (input.libraryEntryId) {
      const row = await sowLibraryRepo.get(tx, input.libraryEntryId, isProvider(actor) ? undefined : 'ACTIVE');
      if (!row) throw fieldError('libraryEntryId', 'Choose a text from the library.');
      library = { id: row.id, content: row.content as TSowDoc };
    }
    if (input.source === 'LIBRARY' && !library) throw fieldError('libraryEntryId', 'Choose the library text this scope starts from.');
    if (input.source === 'UPLOAD' && !input.sourceFileKey) throw fieldError('sourceFileKey', 'Upload the scope of work file first.');
    if (input.source !== 'UPLOAD' && input.sourceFileKey) throw fieldError('sourceFileKey', 'Only a scope made from an uploaded file keeps one.');
    if (input.source === 'ASSISTANT' && !input.content) throw fieldError('content', 'Keep the assistant’s draft as the text.');
    const content = input.content ?? (input.source === 'LIBRARY' && library ? library.content : EMPTY_SOW_DOC);
    return { content, libraryEntryId: library?.id ?? null };
  }

  /** Saves changes; a new name or text writes the next version row in the same transaction. */
  async function save(tx: TScopedTx, actor: TActor, id: string, input: TUpdate, forceVersion = false) {
    const before = await writableSow(tx, actor, id);
    if (before.status === 'ARCHIVED') throw conflict(ARCHIVED_READ_ONLY);
    if (input.serviceId && !(await sowLibraryRepo.serviceExists(tx, input.serviceId))) throw fieldError('serviceId', 'Choose a service from the catalogue.');
    // Compared as rendered HTML: the stored JSON comes back with its keys in jsonb's order.
    const rendered = input.content ? renderedContent(input.content) : undefined;
    const newText = rendered !== undefined && rendered.contentHtml !== before.contentHtml;
    const newName = input.name !== undefined && input.name !== before.name;
    const bump = newText || newName || forceVersion;
    const version = await clientSowRepo.update(
      tx,
      id,
      { name: input.name, serviceId: input.serviceId, ...(newText && rendered), updatedBy: actor.userId },
      bump,
    );
    if (bump) {
      const content = newText && rendered ? rendered : renderedContent(before.content as TSowDoc);
      await sowVersions.add(tx, CLIENT_SOW_VERSIONS, {
        ownerId: id,
        tenantId: before.tenantId,
        version,
        name: input.name ?? before.name,
        ...content,
        changeNote: input.changeNote ?? null,
        createdBy: actor.userId,
      });
    }
    const after = await visibleSow(tx, actor, id);
    // A save that changed nothing leaves no entry in the history.
    if (bump || JSON.stringify(auditedClientSow(before)) !== JSON.stringify(auditedClientSow(after))) {
      await auditClientSow(tx, actor, before, 'update', auditedClientSow(before), {
        ...auditedClientSow(after),
        ...(input.changeNote && { changeNote: input.changeNote }),
      });
    }
    return presentClientSow(actor, after, clock.now());
  }

  return {
    async list(actor: TActor, query: TClientSowQuery): Promise<TClientSowPage> {
      const { rows, total } = await withActor(db, actor, (tx) => clientSowRepo.list(tx, actor, query));
      return { data: rows.map((row) => presentClientSowItem(actor, row, clock.now())), total, page: query.page, limit: query.limit };
    },

    /** For other features (downloads, templates, the assistant): 404 when the actor may not see it. */
    async get(actor: TActor, id: string): Promise<TClientSow> {
      return withActor(db, actor, async (tx) => presentClientSow(actor, await visibleSow(tx, actor, id), clock.now()));
    },

    async create(actor: TActor, input: TInput): Promise<TClientSow> {
      assertScopeWriter(actor);
      return withActor(db, actor, async (tx) => {
        const client = await clientSowRepo.writableClient(tx, actor, input.clientId);
        if (!client) throw notFound('Client');
        if (!(await sowLibraryRepo.serviceExists(tx, input.serviceId))) throw fieldError('serviceId', 'Choose a service from the catalogue.');
        const { content, libraryEntryId } = await startingText(tx, actor, input);
        if (input.propertyIds?.length) await assertPropertiesOfClient(tx, client.id, input.propertyIds);
        const id = crypto.randomUUID();
        if (input.source === 'UPLOAD' && input.sourceFileKey) {
          await storage.confirmFile(tx, actor, {
            key: input.sourceFileKey,
            categories: ['scope_of_work'],
            ownerTable: 'client_scopes_of_work',
            ownerId: id,
            tenantId: client.tenantId,
            field: 'sourceFileKey',
          });
        }
        const rendered = renderedContent(content);
        await clientSowRepo.insert(tx, {
          id,
          tenantId: client.tenantId,
          clientId: client.id,
          serviceId: input.serviceId,
          libraryEntryId,
          name: input.name,
          ...rendered,
          version: 1,
          status: 'DRAFT',
          source: input.source,
          sourceFileKey: input.source === 'UPLOAD' ? (input.sourceFileKey ?? null) : null,
          composedOffline: input.source === 'ASSISTANT' && input.composedOffline === true,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        const sow = { id, tenantId: client.tenantId };
        await sowVersions.add(tx, CLIENT_SOW_VERSIONS, {
          ownerId: id,
          tenantId: client.tenantId,
          version: 1,
          name: input.name,
          ...rendered,
          changeNote: null,
          createdBy: actor.userId,
        });
        if (input.propertyIds?.length) await sowPropertiesRepo.add(tx, sow, input.propertyIds, undefined);
        const created = await visibleSow(tx, actor, id);
        await auditClientSow(tx, actor, sow, 'create', null, { ...auditedClientSow(created), propertyCount: created.propertyCount });
        return presentClientSow(actor, created, clock.now());
      });
    },

    async update(actor: TActor, id: string, input: TUpdate): Promise<TClientSow> {
      return withActor(db, actor, (tx) => save(tx, actor, id, input));
    },

    /** DRAFT → ACTIVE → ARCHIVED, and an archived scope back to a draft (clientSowLifecycle); anything else is a 409. */
    async setStatus(actor: TActor, id: string, status: TClientSowStatus): Promise<TClientSow> {
      return withActor(db, actor, async (tx) => {
        await applyTransition(tx, actor, clientSowLifecycle, await writableSow(tx, actor, id), { to: status }, { clock });
        return presentClientSow(actor, await visibleSow(tx, actor, id), clock.now());
      });
    },

    async versions(actor: TActor, id: string, page: number, limit: number) {
      return withActor(db, actor, async (tx) => {
        await visibleSow(tx, actor, id);
        return { ...(await sowVersions.list(tx, CLIENT_SOW_VERSIONS, id, page, limit)), page, limit };
      });
    },

    async version(actor: TActor, id: string, rawVersion: string): Promise<TSowVersionDetail> {
      return withActor(db, actor, async (tx) => {
        await visibleSow(tx, actor, id);
        const { contentText: _text, ...detail } = await sowVersions.get(tx, CLIENT_SOW_VERSIONS, id, versionNumber(rawVersion));
        return detail;
      });
    },

    async diff(actor: TActor, id: string, query: { from?: string; to?: string }): Promise<TSowDiff> {
      return withActor(db, actor, async (tx) => {
        await visibleSow(tx, actor, id);
        const { from, to } = diffRange(query);
        return sowVersions.diff(tx, CLIENT_SOW_VERSIONS, id, from, to);
      });
    },

    /** A restore is a new version with the old name and text; nothing is rewritten. */
    async restore(actor: TActor, id: string, rawVersion: string): Promise<TClientSow> {
      return withActor(db, actor, async (tx) => {
        await writableSow(tx, actor, id);
        const old = await sowVersions.get(tx, CLIENT_SOW_VERSIONS, id, versionNumber(rawVersion));
        return save(tx, actor, id, { name: old.name, content: old.content, changeNote: `Restored version ${old.version}.` }, true);
      });
    },

    async history(actor: TActor, id: string, page: number, limit: number) {
      return withActor(db, actor, async (tx) => {
        await visibleSow(tx, actor, id);
        return auditHistory(tx, CLIENT_SOW_ENTITY, id, page, limit);
      });
    },
  };
}

export type TClientSowService = ReturnType<typeof createClientSowService>;
