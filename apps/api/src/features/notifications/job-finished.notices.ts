import { ROUTES } from '@procura/shared';
import type { TJobQueue } from '../../platform/jobs.js';
import type { TNotificationsService } from './notifications.service.js';

/** A job's owner is told when it finishes, whichever feature ran it (docs/notifications.md "Events"). */
export function registerJobFinishedNotices(jobs: Pick<TJobQueue, 'onFinished'>, notifications: Pick<TNotificationsService, 'publish' | 'dispatch'>): void {
  jobs.onFinished(async (job, db) => {
    const ok = job.status === 'success';
    await notifications.publish(db, {
      tenantId: job.tenantId,
      kind: 'job_finished',
      subjectType: 'background_job',
      subjectId: job.id,
      title: ok ? `${job.title} is ready` : `${job.title} failed`,
      body: ok
        ? 'Your background job finished. Open the jobs panel to download its result.'
        : `Your background job could not be finished: ${job.error ?? 'see the jobs panel'}. Start it again from where you began it.`,
      link: ROUTES.dashboard,
      audienceUserIds: [job.ownerUserId],
      dedupeKey: `job_finished:${job.id}`,
    });
    await notifications.dispatch();
  });
}
