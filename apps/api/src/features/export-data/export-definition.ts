import type { z } from 'zod';
import type { TActionType, TExportableEntity, TPermissionType } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';

/** A cell as the file holds it: text, a number (an XLSX number cell), a date (an XLSX date cell), or empty. */
export type TExportCell = string | number | Date | null;

export interface TExportColumn<R> {
  header: string;
  /** XLSX column width, in characters. */
  width: number;
  value: (row: R) => TExportCell;
  /** XLSX number format of the column's number or date cells (`0.00`, `yyyy-mm-dd hh:mm:ss`). */
  numFmt?: string;
}

/**
 * What a feature plugs into the export runner: who may export, the list's filters, the
 * columns, and a count and keyset batches from its own repo, both through the actor's scope
 * with the filters applied (the list's own rules), so the file holds what the list shows.
 */
export interface TExportDefinition<R = unknown, F = unknown, K = unknown> {
  entity: TExportableEntity;
  /** Job title and file name, e.g. "Users export" and "Users" → Users_2026-11-22.xlsx (and the sheet's name). */
  title: string;
  fileBaseName: string;
  /** Granted when the actor holds any one of these; `signedIn`: anyone signed in (row security decides what they export). */
  access: readonly (readonly [TPermissionType, TActionType])[] | 'signedIn';
  /** A further rule on the actor beyond permissions (the audit export is the provider's only). */
  allows?: (actor: TActor) => boolean;
  /** The list's filter query: a request's `filters` are checked with it (400 naming the field); none when the export takes none. */
  filters?: z.ZodType<F>;
  columns: readonly TExportColumn<R>[];
  /** Rows per batch (1,000 unless said). */
  batchSize?: number;
  count(tx: TScopedTx, actor: TActor, filters: F): Promise<number>;
  /** The next rows in the export's order after `after` (the first ones when null). */
  batch(tx: TScopedTx, actor: TActor, filters: F, after: K | null, limit: number): Promise<R[]>;
  /** The keyset cursor a batch's last row leaves for the next. */
  cursorOf(row: R): K;
}

/** Keeps each definition's row, filter and cursor types while listing them together. */
export const defineExport = <R, F, K>(definition: TExportDefinition<R, F, K>) => definition as unknown as TExportDefinition;
