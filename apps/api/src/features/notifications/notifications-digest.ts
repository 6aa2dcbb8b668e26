import { NOTIFICATION_KIND_LABELS, type TNotificationKind } from '@procura/shared';
import type { TExecutor } from '../../platform/database.js';
import { composeMail } from '../../platform/mail.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import type { TDeliveryDeps } from './notifications-delivery.js';
import { notificationsDeliveryRepo as repo, type TClaimedMail } from './notifications-delivery.repo.js';

const DIGEST_ROWS_PER_RUN = 5000;

export interface TDigestResult {
  people: number;
  notifications: number;
  mailsFailed: number;
}

/**
 * The daily digest (docs/notifications.md "E-mail"): everything a person set to the digest and
 * not yet mailed, one mail per person. Each row is claimed before the mail goes out, so a second
 * or retried run sends nothing again; a mail that fails gives its rows back to the next run.
 */
export async function runNotificationDigest(
  db: TExecutor,
  deps: Omit<TDeliveryDeps, 'subjects'>,
  { clock = systemClock }: { clock?: TClock } = {},
): Promise<TDigestResult> {
  const now = clock.now();
  const byPerson = new Map<string, TClaimedMail[]>();
  for (const row of await repo.claimMails(db, 'digest', now, now, DIGEST_ROWS_PER_RUN)) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  const result: TDigestResult = { people: 0, notifications: 0, mailsFailed: 0 };
  for (const rows of byPerson.values()) {
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
