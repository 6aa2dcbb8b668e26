import type { TActionType, TExportableEntity, TPermissionType } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';

export interface TExportColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string;
}

/**
 * What a feature plugs into the export runner: who may export, the columns, and a count and
 * keyset batches from its own repo, both through the actor's scope (the list's own rules).
 */
export interface TExportDefinition<R extends { id: string } = { id: string }> {
  entity: TExportableEntity;
  /** Job title and file name, e.g. "Users export" and "Users" → Users_2026-11-22.xlsx. */
  title: string;
  fileBaseName: string;
  /** Granted when the actor holds any one of these. */
  access: readonly (readonly [TPermissionType, TActionType])[];
  columns: readonly TExportColumn<R>[];
  count(tx: TScopedTx, actor: TActor): Promise<number>;
  /** Rows ordered by id, after `afterId`. */
  batch(tx: TScopedTx, actor: TActor, afterId: string | null, limit: number): Promise<R[]>;
}

/** Keeps each definition's row type while listing them together. */
export const defineExport = <R extends { id: string }>(definition: TExportDefinition<R>) => definition as unknown as TExportDefinition;
