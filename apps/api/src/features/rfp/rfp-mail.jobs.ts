import type { FastifyBaseLogger } from 'fastify';
import type { TExecutor } from '../../platform/database.js';
import { noticeMoveInWords, type TRfpAddendumChanges } from '@procura/shared';
import { composeMail, type TMail, type TMailer } from '../../platform/mail.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { claimRfpMails, releaseRfpMail, type TRfpMailDocument, type TRfpMailRow } from './rfp-mail.repo.js';
import { rfpNotices } from './rfp.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

export interface TRfpMailDeps {
  mailer: TMailer;
  publicUrl: string;
  brand: string;
  /** The due-time reminders are told in the bell too (docs/notifications.md "Events"). */
  notifications?: TNotifier;
  log?: FastifyBaseLogger;
}

/** The due time as the RFP's client reads it: in the RFP's time zone, with the zone named. */
const dueTimeOf = (row: TRfpMailRow) =>
  row.bidsDueAt
    ? new Intl.DateTimeFormat('en-US', {
        timeZone: row.timeZone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(row.bidsDueAt))
    : 'not set';

/** Each document an addendum added, named (with its property) and linked to the vendor's download page. */
const documentLinks = (row: TRfpMailRow, deps: TRfpMailDeps) =>
  row.documents.map((d: TRfpMailDocument) => ({
    label: d.propertyName ? `${d.name} (${d.propertyName})` : d.name,
    url: `${deps.publicUrl}/rfp/${row.rfpId}/documents/${d.id}`,
  }));

/** Why the addendum moved the due time, when the minimum notice did ("moved 10 seconds later …"). */
const noticeMove = (row: TRfpMailRow) =>
  row.addendumChanges && row.addendumPublishedAt
    ? noticeMoveInWords({ changes: row.addendumChanges as TRfpAddendumChanges, publishedAt: new Date(row.addendumPublishedAt).toISOString() })
    : null;

/** What each kind of mail says. Documents are linked (each to its download page), never attached. */
function rfpMail(row: TRfpMailRow & { email: string }, deps: TRfpMailDeps): TMail {
  const rfp = `${row.number} ${row.title}`;
  // The RFP's title, the client's and vendor's names, reasons and summaries are the buyer's free
  // text: they go in as labelled values, never as our words.
  const facts = [`RFP: ${rfp}`, `Client: ${row.clientName}`, `For: ${row.vendorName}`];
  const open = { label: 'Open the RFP', url: `${deps.publicUrl}/rfp/${row.rfpId}` };
  const base = { to: row.email, greeting: `Hello ${row.firstName ?? ''},`.replace(' ,', ',') };
  switch (row.kind) {
    case 'rfp_published':
      return composeMail(deps.brand, {
        ...base,
        subject: `Request for proposal: ${row.number}`,
        lines: [
          'You are invited to bid on a request for proposal. Its lines, scopes of work and documents are on its page.',
          ...facts,
          `Bids due: ${dueTimeOf(row)}`,
        ],
        action: open,
      });
    case 'rfp_addendum': {
      const moved = noticeMove(row);
      const links = documentLinks(row, deps);
      return composeMail(deps.brand, {
        ...base,
        subject: `Addendum ${row.threshold} to ${row.number}`,
        lines: [
          'An addendum changes the request for proposal. Read it and acknowledge it; a bid you submitted before it needs your confirmation or a new submission.',
          ...facts,
          `Addendum ${row.threshold}: ${row.addendumSummary ?? ''}`,
          `Bids due: ${dueTimeOf(row)}${moved ? `, ${moved}` : ''}`,
          ...(links.length ? [`Documents added (${links.length}), to download from the RFP's page:`] : []),
        ],
        links,
        action: open,
      });
    }
    case 'rfp_due':
      return composeMail(deps.brand, {
        ...base,
        subject: `Bids due in ${row.threshold * 24} hours: ${row.number}`,
        lines: [
          `Bids on this request for proposal are due within ${row.threshold * 24} hours and yours is not submitted.`,
          ...facts,
          `Bids due: ${dueTimeOf(row)}`,
        ],
        action: { label: 'Open your bid', url: `${deps.publicUrl}/rfp/${row.rfpId}/bid` },
      });
    case 'rfp_cancelled':
      return composeMail(deps.brand, {
        ...base,
        subject: `Cancelled: ${row.number}`,
        lines: ['The request for proposal is cancelled: no bid on it will be considered.', ...facts, `Reason: ${row.cancelReason ?? '—'}`],
        action: open,
      });
    case 'rfp_result':
      return composeMail(deps.brand, {
        ...base,
        subject: `Award decided: ${row.number}`,
        lines: ['The buyer has awarded the request for proposal. Whether your lines were awarded is on its page.', ...facts],
        action: open,
      });
  }
}

const claimKey = (row: TRfpMailRow) => `${row.kind}:${row.invitationId}:${row.threshold}:${row.dueOn}`;

/**
 * Sends every RFP mail now due (docs/rfp.md "Mail"), as of the clock: claimed first (one
 * statement), then sent; a claim none of whose mails went out is given back for the next sweep.
 * An invitation first seen inside both reminder thresholds gets the tightest alone.
 */
export async function runRfpMailSweep(db: TExecutor, deps: TRfpMailDeps, options: { clock?: TClock } = {}): Promise<{ sent: number; failed: number }> {
  const tightest = new Map<string, number>();
  // The claim and the reminders' bell events commit together: a reminder claimed is a reminder told.
  const rows = await db.transaction(async (tx) => {
    const claimed = await claimRfpMails(tx, (options.clock ?? systemClock).now());
    for (const row of claimed)
      if (row.kind === 'rfp_due') tightest.set(row.invitationId, Math.min(tightest.get(row.invitationId) ?? row.threshold, row.threshold));
    const told = new Set<string>();
    for (const row of claimed) {
      if (row.kind !== 'rfp_due' || tightest.get(row.invitationId) !== row.threshold || told.has(row.invitationId)) continue;
      told.add(row.invitationId);
      const rfp = { id: row.rfpId, tenantId: row.rfpTenantId, number: row.number, title: row.title };
      await deps.notifications?.publish(
        tx,
        rfpNotices.dueReminder(rfp, { id: row.invitationId, vendorTenantId: row.vendorTenantId }, row.threshold, row.dueOn),
      );
    }
    return claimed;
  });
  if (tightest.size) await deps.notifications?.dispatch();
  const claims = new Map<string, { row: TRfpMailRow; delivered: number; tried: number }>();
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const claim = claims.get(claimKey(row)) ?? { row, delivered: 0, tried: 0 };
    claims.set(claimKey(row), claim);
    if (!row.email || (row.kind === 'rfp_due' && tightest.get(row.invitationId) !== row.threshold)) continue;
    claim.tried += 1;
    try {
      await deps.mailer.send(rfpMail({ ...row, email: row.email }, deps));
      claim.delivered += 1;
      sent += 1;
    } catch (err) {
      failed += 1;
      deps.log?.warn({ err, rfpId: row.rfpId, kind: row.kind }, 'RFP mail could not be sent');
    }
  }
  for (const claim of claims.values()) if (claim.tried > 0 && claim.delivered === 0) await releaseRfpMail(db, claim.row);
  return { sent, failed };
}
