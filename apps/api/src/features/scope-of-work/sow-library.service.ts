import type { TSowDiff, TSowLibraryEntry, TSowLibraryPage, TSowLibraryQuery, TSowVersionDetail } from '@procura/shared';
import type { z } from 'zod';
import type { ZSowLibraryInputSchema, ZSowLibraryUpdateSchema } from '@procura/shared';
import { isProvider } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { presentLibraryEntry, presentLibraryItem } from './scope-of-work.presenter.js';
import { asLibraryWrite, assertLibraryReader, assertLibraryWriter } from './sow-access.js';
import { auditLibraryEntry } from './sow-history.js';
import { sowLibraryRepo } from './sow-library.repo.js';
import { diffRange, renderedContent, sowVersions, versionNumber } from './sow-versions.js';
import { LIBRARY_VERSIONS } from './sow-versions.repo.js';

type TInput = z.output<typeof ZSowLibraryInputSchema>;
type TUpdate = z.output<typeof ZSowLibraryUpdateSchema>;

/** Outside the provider an archived text is withdrawn: it is not found. */
const visibleStatus = (actor: TActor) => (isProvider(actor) ? undefined : 'ACTIVE');

const audited = (e: TSowLibraryEntry) => ({ title: e.title, serviceName: e.serviceName, status: e.status, version: e.version });

/** The provider's library of SOW texts per service: clients read it, only the provider writes it. */
export function createSowLibraryService({ db }: { db: TRequestDb }) {
  async function entry(tx: TScopedTx, actor: TActor, id: string) {
    const row = await sowLibraryRepo.get(tx, id, visibleStatus(actor));
    if (!row) throw notFound('SOW library text');
    return row;
  }

  async function knownService(tx: TScopedTx, serviceId: string) {
    if (!(await sowLibraryRepo.serviceExists(tx, serviceId))) throw fieldError('serviceId', 'Choose a service from the catalogue.');
  }

  /** Saves changes; a new title or text writes the next version row in the same transaction. */
  async function save(tx: TScopedTx, actor: TActor, id: string, input: TUpdate, forceVersion = false) {
    const before = presentLibraryEntry(actor, await entry(tx, actor, id));
    if (input.serviceId) await knownService(tx, input.serviceId);
    // Compared as rendered HTML: the stored JSON comes back with its keys in jsonb's order.
    const rendered = input.content ? renderedContent(input.content) : undefined;
    const newText = rendered !== undefined && rendered.contentHtml !== before.contentHtml;
    const newTitle = input.title !== undefined && input.title !== before.title;
    const bump = newText || newTitle || forceVersion;
    const version = await sowLibraryRepo.update(
      tx,
      id,
      { serviceId: input.serviceId, title: input.title, status: input.status, ...(newText && rendered), updatedBy: actor.userId },
      bump,
    );
    if (bump) {
      const content = newText && rendered ? rendered : renderedContent(before.content);
      await sowVersions.add(tx, LIBRARY_VERSIONS, {
        ownerId: id,
        version,
        name: input.title ?? before.title,
        ...content,
        changeNote: input.changeNote ?? null,
        createdBy: actor.userId,
      });
    }
    const after = presentLibraryEntry(actor, await entry(tx, actor, id));
    if (bump || JSON.stringify(audited(before)) !== JSON.stringify(audited(after)))
      await auditLibraryEntry(tx, actor, id, 'update', audited(before), audited(after));
    return after;
  }

  return {
    async list(actor: TActor, query: TSowLibraryQuery): Promise<TSowLibraryPage> {
      assertLibraryReader(actor);
      const status = visibleStatus(actor) ?? query.status;
      const { rows, total } = await withActor(db, actor, (tx) => sowLibraryRepo.list(tx, query, { ...query, status }));
      return { data: rows.map((row) => presentLibraryItem(actor, row)), total, page: query.page, limit: query.limit };
    },

    /** For other features (downloads, the assistant): 404 when the actor may not see it. */
    async get(actor: TActor, id: string): Promise<TSowLibraryEntry> {
      assertLibraryReader(actor);
      return withActor(db, actor, async (tx) => presentLibraryEntry(actor, await entry(tx, actor, id)));
    },

    async create(actor: TActor, input: TInput): Promise<TSowLibraryEntry> {
      assertLibraryWriter(actor);
      return asLibraryWrite(() =>
        withActor(db, actor, async (tx) => {
          await knownService(tx, input.serviceId);
          const content = renderedContent(input.content);
          const id = await sowLibraryRepo.insert(tx, {
            serviceId: input.serviceId,
            title: input.title,
            ...content,
            version: 1,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          });
          await sowVersions.add(tx, LIBRARY_VERSIONS, {
            ownerId: id,
            version: 1,
            name: input.title,
            ...content,
            changeNote: input.changeNote ?? null,
            createdBy: actor.userId,
          });
          const created = presentLibraryEntry(actor, await entry(tx, actor, id));
          await auditLibraryEntry(tx, actor, id, 'create', null, audited(created));
          return created;
        }),
      );
    },

    /** Found first (a missing text is 404 to everyone), then refused to anyone but the provider. */
    async update(actor: TActor, id: string, input: TUpdate): Promise<TSowLibraryEntry> {
      return asLibraryWrite(() =>
        withActor(db, actor, async (tx) => {
          assertLibraryReader(actor);
          await entry(tx, actor, id);
          assertLibraryWriter(actor);
          return save(tx, actor, id, input);
        }),
      );
    },

    async versions(actor: TActor, id: string, page: number, limit: number) {
      assertLibraryReader(actor);
      return withActor(db, actor, async (tx) => {
        await entry(tx, actor, id);
        return { ...(await sowVersions.list(tx, LIBRARY_VERSIONS, id, page, limit)), page, limit };
      });
    },

    async version(actor: TActor, id: string, rawVersion: string): Promise<TSowVersionDetail> {
      assertLibraryReader(actor);
      return withActor(db, actor, async (tx) => {
        await entry(tx, actor, id);
        const { contentText: _text, ...detail } = await sowVersions.get(tx, LIBRARY_VERSIONS, id, versionNumber(rawVersion));
        return detail;
      });
    },

    async diff(actor: TActor, id: string, query: { from?: string; to?: string }): Promise<TSowDiff> {
      assertLibraryReader(actor);
      return withActor(db, actor, async (tx) => {
        await entry(tx, actor, id);
        const { from, to } = diffRange(query);
        return sowVersions.diff(tx, LIBRARY_VERSIONS, id, from, to);
      });
    },

    /** A restore is a new version with the old title and text; nothing is rewritten. */
    async restore(actor: TActor, id: string, rawVersion: string): Promise<TSowLibraryEntry> {
      return asLibraryWrite(() =>
        withActor(db, actor, async (tx) => {
          assertLibraryReader(actor);
          await entry(tx, actor, id);
          assertLibraryWriter(actor);
          const old = await sowVersions.get(tx, LIBRARY_VERSIONS, id, versionNumber(rawVersion));
          return save(tx, actor, id, { title: old.name, content: old.content, changeNote: `Restored version ${old.version}.` }, true);
        }),
      );
    },
  };
}

export type TSowLibraryService = ReturnType<typeof createSowLibraryService>;
