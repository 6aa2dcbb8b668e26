import { ROUTES, todayIso } from '@procura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TExecutor } from '../../platform/database.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { composeMail, type TMail, type TMailer } from '../../platform/mail.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { recordContractVersion } from '../contracts/contract-versions.js';
import { contractRenewalsRepo, type TAlertMailRow, type TEndedContract, type TRaisedAlert } from './contract-renewals.repo.js';
import { contractNotices } from '../contracts/contract.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

export const CONTRACT_RENEWALS_TASK = 'contract_renewals';
/** Every day at 05:30 UTC, after the compliance run: before the working day in the Americas. */
export const CONTRACT_RENEWALS_CRON = '30 5 * * *';
/** A contract that renews by itself with no renewal term renews for a year. */
export const DEFAULT_RENEWAL_MONTHS = 12;
/** Terms rolled at most per contract and run: a contract decades behind is caught up over days, not in one run. */
const MAX_TERMS_PER_RUN = 24;
const BATCH = 500;

export interface TRenewalsDeps {
  mailer: TMailer;
  publicUrl: string;
  brand: string;
  /** The end and notice-deadline alerts are told in the bell too (docs/notifications.md "Events"). */
  notifications?: TNotifier;
  log?: FastifyBaseLogger;
}

export interface TRenewalsResult {
  today: string;
  renewed: number;
  expired: number;
  alertsRaised: number;
  mailsSent: number;
  mailsFailed: number;
}

/** What each alert says. The contract's title and the parties' names are free text: labelled values, never our words. */
function alertMail(row: TAlertMailRow & { email: string }, deps: TRenewalsDeps): TMail {
  const facts = [`Contract: ${row.number} ${row.title}`, `Client: ${row.clientName}`, `Vendor: ${row.vendorName}`];
  const base = {
    to: row.email,
    greeting: `Hello ${row.firstName ?? ''},`.replace(' ,', ','),
    action: { label: 'Open the contract', url: `${deps.publicUrl}${ROUTES.contracts}/${row.contractId}` },
  };
  switch (row.kind) {
    case 'EXPIRING':
      return composeMail(deps.brand, {
        ...base,
        subject: `Contract ${row.number} ends ${row.dueOn}`,
        lines: [
          `A contract ends within ${row.thresholdDays} days and does not renew by itself. Renew it, replace it or let it end.`,
          ...facts,
          `Ends on: ${row.dueOn}`,
        ],
      });
    case 'NOTICE_DEADLINE':
      return composeMail(deps.brand, {
        ...base,
        subject: `Last day to stop contract ${row.number} renewing: ${row.dueOn}`,
        lines: [
          `A contract renews by itself unless notice is given by ${row.dueOn} (${row.noticeDays ?? 0} days before it ends), within ${row.thresholdDays} days.`,
          ...facts,
          `Ends on: ${row.endOn ?? '—'}`,
          `Notice due by: ${row.dueOn}`,
        ],
      });
    case 'RENEWED':
      return composeMail(deps.brand, {
        ...base,
        subject: `Contract ${row.number} renewed`,
        lines: [
          `A contract renewed by itself on ${row.dueOn} for ${row.renewalTermMonths ?? DEFAULT_RENEWAL_MONTHS} months.`,
          ...facts,
          `Now ends on: ${row.endOn ?? '—'}`,
        ],
      });
    case 'EXPIRED':
      return composeMail(deps.brand, {
        ...base,
        subject: `Contract ${row.number} expired`,
        lines: ['A contract ended without renewal and is now expired.', ...facts, `Ended on: ${row.dueOn}`],
      });
  }
}

/** Renews (as many terms as the day needs) or expires one ended contract, each step a version. */
async function rollOver(db: TExecutor, row: TEndedContract, today: string): Promise<'renewed' | 'expired' | null> {
  return db.transaction(async (tx) => {
    if (!row.autoRenews) {
      if (!(await contractRenewalsRepo.expire(tx, row))) return null;
      await recordContractVersion(tx, { contractId: row.id, kind: 'EXPIRED', reason: `Ended on ${row.endOn} without renewal.`, changedBy: null });
      return 'expired';
    }
    const months = row.renewalTermMonths ?? DEFAULT_RENEWAL_MONTHS;
    let current = row;
    for (let term = 0; term < MAX_TERMS_PER_RUN && current.endOn < today; term++) {
      const moved = await contractRenewalsRepo.renew(tx, current, months);
      if (!moved) return term === 0 ? null : 'renewed';
      await recordContractVersion(tx, {
        contractId: row.id,
        kind: 'RENEWED',
        reason: `Renewed automatically for ${months} months: ${moved.startOn} to ${moved.endOn}.`,
        changedBy: null,
      });
      current = { ...current, startOn: moved.startOn, endOn: moved.endOn };
    }
    return 'renewed';
  });
}

/** Sends each claimed alert to its people; an alert none of whose mails went out is given back. */
async function sendAlerts(db: TExecutor, deps: TRenewalsDeps, now: Date, total: TRenewalsResult): Promise<void> {
  const byAlert = new Map<string, TAlertMailRow[]>();
  for (const row of await contractRenewalsRepo.claimMails(db, now)) byAlert.set(row.alertId, [...(byAlert.get(row.alertId) ?? []), row]);
  for (const [alertId, rows] of byAlert) {
    // One person may be in both workspaces: one mail each.
    const recipients = [
      ...new Map(rows.filter((r): r is TAlertMailRow & { email: string } => Boolean(r.email)).map((r) => [r.email.toLowerCase(), r])).values(),
    ];
    let delivered = 0;
    for (const row of recipients) {
      try {
        await deps.mailer.send(alertMail(row, deps));
        delivered += 1;
        total.mailsSent += 1;
      } catch (err) {
        total.mailsFailed += 1;
        deps.log?.warn({ err, alertId }, 'contract alert could not be sent');
      }
    }
    // No one to tell is not a failure: the alert stays a record the dashboard shows.
    if (delivered === 0 && recipients.length > 0) await contractRenewalsRepo.releaseMail(db, alertId);
  }
}

/**
 * Raises the day's threshold alerts and, in the same transaction, tells the bell of each
 * contract's tightest new one (a contract first seen inside several thresholds is told once).
 */
async function raiseAlerts(db: TExecutor, deps: TRenewalsDeps, today: string): Promise<number> {
  const raised = await db.transaction(async (tx) => {
    const alerts = await contractRenewalsRepo.raiseThresholdAlerts(tx, today);
    const tightest = new Map<string, TRaisedAlert>();
    for (const a of alerts) {
      const key = `${a.contractId}:${a.kind}:${a.dueOn}`;
      const held = tightest.get(key);
      if (!held || a.thresholdDays < held.thresholdDays) tightest.set(key, a);
    }
    for (const a of tightest.values()) await deps.notifications?.publish(tx, contractNotices.deadline({ ...a, id: a.contractId }, a));
    return alerts.length;
  });
  if (raised > 0) await deps.notifications?.dispatch();
  return raised;
}

/**
 * The daily renewals run as of the clock's UTC date (tests pass a clock set to any day): ACTIVE
 * contracts past their end renew (auto-renewing: start and end move by the renewal term, the
 * lines that ended with them follow, a RENEWED version and alert) or expire (EXPIRED version and
 * alert); then the threshold alerts of the day are raised; then every alert not mailed yet is
 * mailed once. Running it twice on a day changes and mails nothing more.
 */
export async function runContractRenewals(db: TExecutor, deps: TRenewalsDeps, options: { clock?: TClock } = {}): Promise<TRenewalsResult> {
  const now = (options.clock ?? systemClock).now();
  const today = todayIso(now);
  const total: TRenewalsResult = { today, renewed: 0, expired: 0, alertsRaised: 0, mailsSent: 0, mailsFailed: 0 };
  for (;;) {
    const ended = await contractRenewalsRepo.ended(db, today, BATCH);
    let changed = 0;
    for (const row of ended) {
      const outcome = await rollOver(db, row, today);
      if (outcome) total[outcome] += 1;
      if (outcome) changed += 1;
    }
    // A batch that changed nothing (another run took it) would be read again: stop.
    if (ended.length < BATCH || changed === 0) break;
  }
  total.alertsRaised = await raiseAlerts(db, deps, today);
  await sendAlerts(db, deps, now, total);
  deps.log?.info(total, 'contract renewals run');
  return total;
}

/** The daily schedule: the task gets the system handle (no actor: it works across clients). */
export function registerContractRenewalsJob(jobs: Pick<TJobQueue, 'schedule'>, deps: Omit<TRenewalsDeps, 'log'>): void {
  jobs.schedule(CONTRACT_RENEWALS_TASK, CONTRACT_RENEWALS_CRON, async ({ db, log }) => {
    await runContractRenewals(db, { ...deps, log });
  });
}
