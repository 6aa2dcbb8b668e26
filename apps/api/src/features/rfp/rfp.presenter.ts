import { publishBlocker, type TRfp, type TRfpItem, type TRfpStatus } from '@procura/shared';
import { rfpAbilities, type TPolicyActor } from '@procura/shared/policies';

type TRfpActor = Pick<TPolicyActor, 'kind' | 'permissions'>;

/* Rows as the statements read them, and their API shapes. The check constraint holds the status. */

export interface TRfpRow {
  id: string;
  tenantId: string;
  number: string;
  title: string;
  status: string;
  clientId: string;
  clientName: string;
  bidsDueAt: Date | null;
  timeZone: string;
  openedAt: Date | null;
  updatedAt: Date;
  lineCount: number;
  invitedCount: number;
  viewedCount: number;
  submittedCount: number;
}

export interface TRfpDetailRow extends TRfpRow {
  description: string | null;
  questionsDueAt: Date | null;
  serviceStartOn: string | null;
  termMonths: number;
  requireAllLines: boolean;
  latestAddendum: number;
  publishedAt: Date | null;
  closedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  partyTenantIds: string[];
  linesWithoutScope: number;
  createdAt: Date;
  /** The server's setting, when the caller has it (publishBlocker). */
  minBiddingHours?: number;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const rfpStatus = (row: { status: string }) => row.status as TRfpStatus;

export const presentRfpItem = (actor: TRfpActor, row: TRfpRow, now: Date): TRfpItem => ({
  id: row.id,
  number: row.number,
  title: row.title,
  status: rfpStatus(row),
  clientId: row.clientId,
  clientName: row.clientName,
  bidsDueAt: iso(row.bidsDueAt),
  timeZone: row.timeZone,
  lineCount: row.lineCount,
  invitedCount: row.invitedCount,
  viewedCount: row.viewedCount,
  submittedCount: row.submittedCount,
  updatedAt: row.updatedAt.toISOString(),
  abilities: rfpAbilities(actor, { status: rfpStatus(row), bidsDueAt: row.bidsDueAt, openedAt: row.openedAt }, now),
});

export const presentRfp = (actor: TRfpActor, row: TRfpDetailRow, now: Date): TRfp => ({
  ...presentRfpItem(actor, row, now),
  description: row.description,
  questionsDueAt: iso(row.questionsDueAt),
  serviceStartOn: row.serviceStartOn,
  termMonths: row.termMonths,
  requireAllLines: row.requireAllLines,
  latestAddendum: row.latestAddendum,
  publishedAt: iso(row.publishedAt),
  closedAt: iso(row.closedAt),
  openedAt: iso(row.openedAt),
  cancelledAt: iso(row.cancelledAt),
  cancelReason: row.cancelReason,
  publishBlocker: row.status === 'DRAFT' ? publishBlocker(row, now) : null,
  createdAt: row.createdAt.toISOString(),
});
