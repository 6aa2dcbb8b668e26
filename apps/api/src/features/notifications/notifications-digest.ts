import { NOTIFICATION_KIND_LABELS, type TNotificationKind } from '@procura/shared';
import type { TExecutor } from '../../platform/database.js';
import { composeMail } from '../../platform/mail.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { maySee, type TDeliveryDeps } from './notifications-delivery.js';
import { notificationsDeliveryRepo as repo, type TClaimedMail } from './notifications-delivery.repo.js';

/** People mailed per run; the rest are the next run's (the sweep of the day after at the latest). */
const DIGEST_PEOPLE_PER_RUN = 1000;

export interface TDigestResult {
  people: number;
  notifications: number;
  mailsFailed: number;
  /** Claimed but not mailed: the person may no longer see the record (checked as the digest goes out). */
  withheld: number;
}

/**
 * The rows whose record the person may still see, checked now under their scope as the fan-out
 * checked it (docs/notifications.md "Delivery"): a day may pass between the two, and someone whose
 * access was removed meanwhile is not mailed about it.
 */
async function stillVisible(db: TExecutor, deps: TDeliveryDeps, rows: TClaimedMail[]): Promise<TClaimedMail[]> {
  const kept: TClaimedMail[] = [];
  for (const row of rows) {
    const event = await repo.event(db, row.eventId);
    const candidate = event ? (await repo.candidates(db, event)).find((c) => c.userId === row.userId) : undefined;
    if (event && candidate && (await maySee(db, deps, event, row.userId, candidate.tenantId))) kept.push(row);
  }
  return kept;
}

/**
 * The daily digest (docs/notifications.md "E-mail"): everything a person set to the digest and
 * not yet mailed, one mail per person. A person's rows are claimed together before the mail goes
 * out, so a second or retried run sends nothing again and never splits a day; a mail that fails
 * gives its rows back to the next run.
 */
export async function runNotificationDigest(db: TExecutor, deps: TDeliveryDeps, { clock = systemClock }: { clock?: TClock } = {}): Promise<TDigestResult> {
  const now = clock.now();
  const result: TDigestResult = { people: 0, notifications: 0, mailsFailed: 0, withheld: 0 };
  for (const userId of await repo.digestPeople(db, now, DIGEST_PEOPLE_PER_RUN)) {
    const claimed = await repo.claimDigest(db, userId, now, now);
    const rows = await stillVisible(db, deps, claimed);
    result.withheld += claimed.length - rows.length;
    if (rows.length === 0) continue;
    const sorted = [...rows].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
    const [first] = sorted;
    try {
      await deps.mailer.send(
        composeMail(deps.brand, {
          to: first.email,
          subject: `Your daily digest: ${sorted.length} ${sorted.length === 1 ? 'notification' : 'notifications'}`,
          greeting: `Hello ${first.firstName ?? ''},`.replace(' ,', ','),
          lines: [
            'Here is what happened since your last digest. Change which events come here, at once or not at all in Settings.',
            ...sorted.map((r) => `${NOTIFICATION_KIND_LABELS[r.kind as TNotificationKind] ?? r.kind}: ${r.title}. ${r.body}`),
          ],
          links: sorted.map((r) => ({ label: r.title, url: `${deps.publicUrl}${r.link}` })),
        }),
      );
      result.people++;
      result.notifications += sorted.length;
    } catch (err) {
      deps.log?.warn({ err, userId: first.userId }, 'digest mail failed; it is retried on the next run');
      await repo.releaseMails(
        db,
        sorted.map((r) => r.id),
      );
      result.mailsFailed++;
    }
  }
  return result;
}
