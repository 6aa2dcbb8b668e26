import { diffLines, diffWords } from 'diff';
import { renderSowHtml, sowDocText, ZSowDiffQuerySchema, type TSowDiff, type TSowDoc, type TSowVersion, type TSowVersionDetail } from '@procura/shared';
import type { TScopedTx } from '../../platform/database.js';
import { badRequest, fieldError, notFound } from '../../platform/errors.js';
import { sowVersionsRepo, type TNewVersion, type TVersionStore } from './sow-versions.repo.js';

/*
 * Versions of a SOW text, one implementation for the library and for client scopes: every save
 * of the content or the name writes a row, a diff compares two rows' plain text, a restore is a
 * new save of an old row. The stores and statements are in sow-versions.repo.ts.
 */

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
  add: (tx: TScopedTx, s: TVersionStore, row: TNewVersion): Promise<void> => sowVersionsRepo.add(tx, s, row),

  async list(tx: TScopedTx, s: TVersionStore, ownerId: string, page: number, limit: number): Promise<{ data: TSowVersion[]; total: number }> {
    const { rows, total } = await sowVersionsRepo.list(tx, s, ownerId, page, limit);
    return { data: rows, total };
  },

  async get(tx: TScopedTx, s: TVersionStore, ownerId: string, version: number): Promise<TSowVersionDetail & { contentText: string }> {
    const row = await sowVersionsRepo.get(tx, s, ownerId, version);
    if (!row) throw notFound(`Version ${version}`);
    return row;
  },

  async diff(tx: TScopedTx, s: TVersionStore, ownerId: string, from: number, to: number): Promise<TSowDiff> {
    const rows = await sowVersionsRepo.texts(tx, s, ownerId, [from, to]);
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
