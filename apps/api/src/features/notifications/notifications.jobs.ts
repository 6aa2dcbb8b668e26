import type { TJobQueue } from '../../platform/jobs.js';
import { runNotificationDelivery, type TDeliveryDeps } from './notifications-delivery.js';
import { runNotificationDigest } from './notifications-digest.js';
import { NOTIFICATIONS_DELIVERY_TASK } from './notifications.service.js';

/** Every minute: whatever a lost or failed delivery request left in the outbox or unmailed. */
export const NOTIFICATIONS_SWEEP_CRON = '* * * * *';
/** Every day at 07:00 UTC: the digest of the day before, ahead of the working day in Europe. */
export const NOTIFICATIONS_DIGEST_CRON = '0 7 * * *';

export function registerNotificationJobs(jobs: Pick<TJobQueue, 'schedule' | 'defer'>, deps: Omit<TDeliveryDeps, 'log'>): void {
  // Queued by each publisher after its commit; retried by the queue if it fails (platform/jobs.ts).
  jobs.defer(NOTIFICATIONS_DELIVERY_TASK, async ({ db, log }) => {
    await runNotificationDelivery(db, { ...deps, log });
  });
  jobs.schedule('notifications_sweep', NOTIFICATIONS_SWEEP_CRON, async ({ db, log }) => {
    await runNotificationDelivery(db, { ...deps, log });
  });
  jobs.schedule('notifications_digest', NOTIFICATIONS_DIGEST_CRON, async ({ db, log }) => {
    await runNotificationDigest(db, { ...deps, log });
  });
}
