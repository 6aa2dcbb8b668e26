import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TSowDoc } from '@procura/shared';
import { clientSowVersions, sowLibraryVersions } from '../../db/schema/scope-of-work.js';
import { users } from '../../db/schema/users.js';
import type { TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/*
 * Where a SOW text's versions are kept: each kind (library texts, client scopes) names its
 * table and the column that points at its owner, and the statements below serve both.
 */

export interface TVersionStore {
  table: PgTable;
  owner: AnyPgColumn;
  version: AnyPgColumn;
  name: AnyPgColumn;
  content: AnyPgColumn;
  contentHtml: AnyPgColumn;
  contentText: AnyPgColumn;
  changeNote: AnyPgColumn;
  createdBy: AnyPgColumn;
  createdAt: AnyPgColumn;
  insert(tx: TScopedTx, row: TNewVersion): Promise<void>;
}

export interface TNewVersion {
  ownerId: string;
  /** The owner's tenant, for kinds that are tenant-owned (client scopes). */
  tenantId?: string;
  version: number;
  name: string;
  content: TSowDoc;
  contentHtml: string;
  contentText: string;
  changeNote: string | null;
  createdBy: string;
}

const lv = sowLibraryVersions;
const cv = clientSowVersions;

export const LIBRARY_VERSIONS: TVersionStore = {
  table: lv,
  owner: lv.entryId,
  version: lv.version,
  name: lv.title,
  content: lv.content,
  contentHtml: lv.contentHtml,
  contentText: lv.contentText,
  changeNote: lv.changeNote,
  createdBy: lv.createdBy,
  createdAt: lv.createdAt,
  async insert(tx, r) {
    await tx.insert(lv).values({
      entryId: r.ownerId,
      version: r.version,
      title: r.name,
      content: r.content,
      contentHtml: r.contentHtml,
      contentText: r.contentText,
      changeNote: r.changeNote,
      createdBy: r.createdBy,
    });
  },
};

export const CLIENT_SOW_VERSIONS: TVersionStore = {
  table: cv,
  owner: cv.sowId,
  version: cv.version,
  name: cv.name,
  content: cv.content,
  contentHtml: cv.contentHtml,
  contentText: cv.contentText,
  changeNote: cv.changeNote,
  createdBy: cv.createdBy,
  createdAt: cv.createdAt,
  async insert(tx, r) {
    if (!r.tenantId) throw new Error('A client scope version needs its tenant.');
    await tx.insert(cv).values({
      tenantId: r.tenantId,
      sowId: r.ownerId,
      version: r.version,
      name: r.name,
      content: r.content,
      contentHtml: r.contentHtml,
      contentText: r.contentText,
      changeNote: r.changeNote,
      createdBy: r.createdBy,
    });
  },
};

const headFields = (s: TVersionStore) => ({
  version: sql<number>`${s.version}`.mapWith(Number),
  name: sql<string>`${s.name}`,
  changeNote: sql<string | null>`${s.changeNote}`,
  createdAt: sql<string>`to_char(${s.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  createdByName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
});

const whereOne = (s: TVersionStore, ownerId: string, version: number): SQL | undefined => and(eq(s.owner, ownerId), eq(s.version, version));

/** A version as lists show it (its time as the API's ISO text, made by the statement). */
export interface TSowVersionRow {
  version: number;
  name: string;
  changeNote: string | null;
  createdAt: string;
  createdByName: string | null;
}

export const sowVersionsRepo = {
  add: (tx: TScopedTx, s: TVersionStore, row: TNewVersion): Promise<void> => s.insert(tx, row),

  /** One page, newest first, with the exact total (counted on its own past the last page). */
  async list(tx: TScopedTx, s: TVersionStore, ownerId: string, page: number, limit: number): Promise<{ rows: TSowVersionRow[]; total: number }> {
    const found = await tx
      .select({ ...headFields(s), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(s.table)
      .leftJoin(users, eq(users.id, s.createdBy))
      .where(eq(s.owner, ownerId))
      .orderBy(desc(s.version))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && page > 1) [{ n: total }] = await tx.select({ n: count() }).from(s.table).where(eq(s.owner, ownerId));
    return { rows: found.map(({ total: _total, ...r }) => r), total };
  },

  async get(tx: TScopedTx, s: TVersionStore, ownerId: string, version: number) {
    const [row] = await tx
      .select({ ...headFields(s), content: sql<TSowDoc>`${s.content}`, contentHtml: sql<string>`${s.contentHtml}`, contentText: sql<string>`${s.contentText}` })
      .from(s.table)
      .leftJoin(users, eq(users.id, s.createdBy))
      .where(whereOne(s, ownerId, version));
    return row;
  },

  /** The plain text of the versions asked for (those that exist). */
  async texts(tx: TScopedTx, s: TVersionStore, ownerId: string, versions: readonly number[]): Promise<{ version: number; text: string }[]> {
    return tx
      .select({ version: sql<number>`${s.version}`.mapWith(Number), text: sql<string>`${s.contentText}` })
      .from(s.table)
      .where(and(eq(s.owner, ownerId), inArray(s.version, [...versions])));
  },
};
