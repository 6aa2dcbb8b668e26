import { diffLines, diffWords } from 'diff';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { renderSowHtml, sowDocText, ZSowDiffQuerySchema, type TSowDiff, type TSowDoc, type TSowVersion, type TSowVersionDetail } from '@procura/shared';
import { clientSowVersions, sowLibraryVersions } from '../../db/schema/scope-of-work.js';
import { users } from '../../db/schema/users.js';
import type { TScopedTx } from '../../platform/database.js';
import { badRequest, fieldError, notFound } from '../../platform/errors.js';

/*
 * Versions of a SOW text, one implementation for the library and for client scopes: every save
 * of the content or the name writes a row, a diff compares two rows' plain text, a restore is a
 * new save of an old row. Each kind names its table and the column that points at its owner.
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

/** A version number from the path: checked after the owner was found, so a foreign id stays a 404. */
export function versionNumber(raw: string, field = 'version'): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw fieldError(field, 'Use a version number from 1.');
  return Number(raw);
}

/** The diff's `from` and `to`, checked after the owner was found (see versionNumber). */
export function diffRange(query: { from?: string; to?: string }): { from: number; to: number } {
  const parsed = ZSowDiffQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push('Use a version number from 1.');
  throw badRequest(`Some filters are not valid: ${Object.keys(fieldErrors).join(', ')}.`, fieldErrors);
}

/** Word diff for ordinary texts; a line diff past this size keeps the answer fast and small. */
const WORD_DIFF_MAX_CHARS = 40_000;

export function diffTexts(before: string, after: string): TSowDiff['parts'] {
  const changes = before.length + after.length <= WORD_DIFF_MAX_CHARS ? diffWords(before, after) : diffLines(before, after);
  return changes.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

export const sowVersions = {
  add: (tx: TScopedTx, s: TVersionStore, row: TNewVersion): Promise<void> => s.insert(tx, row),

  async list(tx: TScopedTx, s: TVersionStore, ownerId: string, page: number, limit: number): Promise<{ data: TSowVersion[]; total: number }> {
    const rows = await tx
      .select({ ...headFields(s), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(s.table)
      .leftJoin(users, eq(users.id, s.createdBy))
      .where(eq(s.owner, ownerId))
      .orderBy(desc(s.version))
      .limit(limit)
      .offset((page - 1) * limit);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) [{ n: total }] = await tx.select({ n: count() }).from(s.table).where(eq(s.owner, ownerId));
    return { data: rows.map(({ total: _total, ...r }) => r), total };
  },

  async get(tx: TScopedTx, s: TVersionStore, ownerId: string, version: number): Promise<TSowVersionDetail & { contentText: string }> {
    const [row] = await tx
      .select({ ...headFields(s), content: sql<TSowDoc>`${s.content}`, contentHtml: sql<string>`${s.contentHtml}`, contentText: sql<string>`${s.contentText}` })
      .from(s.table)
      .leftJoin(users, eq(users.id, s.createdBy))
      .where(whereOne(s, ownerId, version));
    if (!row) throw notFound(`Version ${version}`);
    return row;
  },

  async diff(tx: TScopedTx, s: TVersionStore, ownerId: string, from: number, to: number): Promise<TSowDiff> {
    const rows = await tx
      .select({ version: sql<number>`${s.version}`.mapWith(Number), text: sql<string>`${s.contentText}` })
      .from(s.table)
      .where(and(eq(s.owner, ownerId), sql`${s.version} in (${from}, ${to})`));
    const textOf = (v: number) => {
      const row = rows.find((r) => r.version === v);
      if (!row) throw notFound(`Version ${v}`);
      return row.text;
    };
    return { from, to, parts: diffTexts(textOf(from), textOf(to)) };
  },
};

/** The three forms a SOW text is kept in, from the checked editor JSON. */
export const renderedContent = (content: TSowDoc) => ({ content, contentHtml: renderSowHtml(content), contentText: sowDocText(content) });
