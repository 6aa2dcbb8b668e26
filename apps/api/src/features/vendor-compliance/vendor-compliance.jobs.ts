import { COVERAGE_TYPE_LABELS, todayIso, vendorCompliancePath, type TCoverageType } from '@procura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TExecutor } from '../../platform/database.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { composeMail, type TMailer } from '../../platform/mail.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { complianceStateRepo, type TWarningRow } from './compliance-state.repo.js';
import { certificateNotice } from './certificate.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

export const VENDOR_COMPLIANCE_TASK = 'vendor_compliance';
/** Every day at 05:15 UTC: before the working day in the Americas, after midnight everywhere there. */
export const VENDOR_COMPLIANCE_CRON = '15 5 * * *';
export const VENDOR_COMPLIANCE_BATCH = 2000;

export interface TComplianceRunDeps {
  mailer: TMailer;
  publicUrl: string;
  brand: string;
  /** Certificates expiring and expired are told in the vendor's bell too (docs/notifications.md "Events"). */
  notifications?: TNotifier;
  log?: FastifyBaseLogger;
}

export interface TComplianceRunResult {
  today: string;
  batches: number;
  /** Statements sent: one per batch (plus one per mail that failed, to give its warning back). */
  queries: number;
  vendors: number;
  expired: number;
  changed: number;
  mailsSent: number;
  mailsFailed: number;
}

function warningMail(w: TWarningRow, deps: TComplianceRunDeps) {
  const coverage = w.coverageType ? (COVERAGE_TYPE_LABELS[w.coverageType as TCoverageType] ?? w.coverageType) : 'Insurance';
  const when = w.days === 7 ? 'in 7 days or less' : 'within 30 days';
  return composeMail(deps.brand, {
    to: w.email,
    subject: `Certificate of insurance expires ${w.expiresOn}`,
    greeting: `Hello ${w.firstName},`,
    // Vendor and insurer names are free text: they go in as labelled values, never as our words.
    lines: [
      `A certificate of insurance on file for your company expires ${when}. Upload the renewed certificate to stay compliant.`,
      `Company: ${w.vendorName}`,
      `Coverage: ${coverage}`,
      `Insurer: ${w.insurer ?? '—'}`,
      `Policy number: ${w.policyNumber ?? '—'}`,
      `Expires on: ${w.expiresOn}`,
    ],
    action: { label: 'Update the certificate', url: `${deps.publicUrl}${vendorCompliancePath(w.vendorId)}` },
  });
}

/**
 * The daily compliance run as of the clock's UTC date (tests pass a clock set to any day and
 * time; the schedule uses the system's), reminders recorded as sent at the clock's time. Batches of vendors, one statement each (complianceStateRepo.batch): certificates past expiry
 * are marked EXPIRED, states recomputed, and the 30- and 7-day warnings claimed; the claimed
 * mails are then sent, and a mail that fails gives its claim back for the next run. A claim
 * is taken before sending so two runs never mail the same warning twice.
 */
export async function runComplianceJob(
  db: TExecutor,
  deps: TComplianceRunDeps,
  options: { clock?: TClock; batchSize?: number } = {},
): Promise<TComplianceRunResult> {
  const now = (options.clock ?? systemClock).now();
  const today = todayIso(now);
  const size = options.batchSize ?? VENDOR_COMPLIANCE_BATCH;
  const total: TComplianceRunResult = { today, batches: 0, queries: 0, vendors: 0, expired: 0, changed: 0, mailsSent: 0, mailsFailed: 0 };
  let after: string | null = null;
  for (;;) {
    // The batch and its bell events commit together: a warning claimed is a warning told.
    const batch = await db.transaction(async (tx) => {
      const done = await complianceStateRepo.batch(tx, { today, sentAt: now, after, size });
      for (const notice of done.notices) await deps.notifications?.publish(tx, certificateNotice(notice));
      return done;
    });
    if (batch.notices.length) await deps.notifications?.dispatch();
    total.queries += 1;
    if (batch.vendors === 0) break;
    total.batches += 1;
    total.vendors += batch.vendors;
    total.expired += batch.expired;
    total.changed += batch.changed;
    // One claim per document may fan out to several Primary contacts: it is given back only when none got it.
    const byDocument = new Map<string, TWarningRow[]>();
    for (const w of batch.warnings) byDocument.set(`${w.documentId}:${w.days}`, [...(byDocument.get(`${w.documentId}:${w.days}`) ?? []), w]);
    for (const recipients of byDocument.values()) {
      let delivered = 0;
      for (const w of recipients) {
        try {
          await deps.mailer.send(warningMail(w, deps));
          delivered += 1;
          total.mailsSent += 1;
        } catch (err) {
          total.mailsFailed += 1;
          deps.log?.warn({ err, documentId: w.documentId }, 'compliance warning could not be sent');
        }
      }
      if (delivered === 0) {
        await complianceStateRepo.releaseWarning(db, recipients[0]);
        total.queries += 1;
      }
    }
    after = batch.lastId;
    if (batch.vendors < size) break;
  }
  deps.log?.info(total, 'vendor compliance run');
  return total;
}

/** The daily schedule: the task gets the system handle (no actor: it works across tenants). */
export function registerComplianceJob(jobs: Pick<TJobQueue, 'schedule'>, deps: Omit<TComplianceRunDeps, 'log'>): void {
  jobs.schedule(VENDOR_COMPLIANCE_TASK, VENDOR_COMPLIANCE_CRON, async ({ db, log }) => {
    await runComplianceJob(db, { ...deps, log });
  });
}
