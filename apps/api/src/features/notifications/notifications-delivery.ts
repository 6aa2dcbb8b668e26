import { NOTIFICATION_KIND_LABELS, type TNotificationKind } from '@procura/shared';
import type { FastifyBaseLogger } from 'fastify';
import { loadActor, type TActor } from '../../platform/actor.js';
import type { TExecutor } from '../../platform/database.js';
import { freshActor } from '../../platform/scope.js';
import { composeMail, type TMailer } from '../../platform/mail.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { notificationsDeliveryRepo as repo, type TPendingEvent } from './notifications-delivery.repo.js';

/** Whether a person, acting in a workspace, may see a record: the owning feature's read, under their scope. */
export type TSubjectCheck = (actor: TActor, subjectId: string) => Promise<boolean>;

export interface TDeliveryDeps {
  mailer: TMailer;
  publicUrl: string;
  brand: string;
  subjects: ReadonlyMap<string, TSubjectCheck>;
  log?: FastifyBaseLogger;
}

export interface TDeliveryResult {
  events: number;
  delivered: number;
  mailsSent: number;
  mailsFailed: number;
}

const EVENTS_PER_RUN = 200;
const MAILS_PER_RUN = 500;

/** The person in that workspace, loaded afresh (as a job's requester is): one who may no longer act there is told nothing. */
export async function maySee(
  db: TExecutor,
  deps: Pick<TDeliveryDeps, 'subjects' | 'log'>,
  event: TPendingEvent,
  userId: string,
  tenantId: string,
): Promise<boolean> {
  const check = deps.subjects.get(event.subjectType);
  if (!check) return false;
  try {
    const actor = freshActor(await loadActor(db, userId, tenantId, `notification:${event.id}`));
    if (actor.workspace.tenantId !== tenantId) return false;
    return await check(actor, event.subjectId);
  } catch (err) {
    deps.log?.debug({ err, userId, eventId: event.id }, 'recipient may not see the record');
    return false;
  }
}

const greeting = (firstName: string | null) => `Hello ${firstName ?? ''},`.replace(' ,', ',');

/**
 * Fans out what the outbox holds and mails what is due at once (docs/notifications.md
 * "Delivery"). At least once: an event is marked done only after everyone has their row, so a
 * run cut short is finished by the next; never twice: the (event, person) pair is unique and a
 * mail is claimed before it goes out.
 */
export async function runNotificationDelivery(db: TExecutor, deps: TDeliveryDeps, { clock = systemClock }: { clock?: TClock } = {}): Promise<TDeliveryResult> {
  const result: TDeliveryResult = { events: 0, delivered: 0, mailsSent: 0, mailsFailed: 0 };
  for (const event of await repo.pending(db, EVENTS_PER_RUN)) {
    const allowed: string[] = [];
    for (const candidate of await repo.candidates(db, event)) {
      // Checked now, at delivery: access removed since the change means nothing is delivered.
      if (await maySee(db, deps, event, candidate.userId, candidate.tenantId)) allowed.push(candidate.userId);
    }
    result.delivered += await repo.deliver(db, event, allowed);
    await repo.markFannedOut(db, event.id, clock.now());
    result.events++;
  }
  const now = clock.now();
  for (const mail of await repo.claimMails(db, 'immediate', now, now, MAILS_PER_RUN)) {
    try {
      await deps.mailer.send(
        composeMail(deps.brand, {
          to: mail.email,
          subject: mail.title,
          greeting: greeting(mail.firstName),
          lines: [mail.body, `You get this e-mail for “${NOTIFICATION_KIND_LABELS[mail.kind as TNotificationKind] ?? mail.kind}”; change it in Settings.`],
          action: { label: 'Open it', url: `${deps.publicUrl}${mail.link}` },
        }),
      );
      result.mailsSent++;
    } catch (err) {
      deps.log?.warn({ err, notificationId: mail.id }, 'notification mail failed; it is retried on the next run');
      await repo.releaseMails(db, [mail.id]);
      result.mailsFailed++;
    }
  }
  return result;
}
