import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';
import { notificationFor } from '../../../test/builders/notifications.js';

export const notificationsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/notifications': { expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/notifications/summary': { expect: { anonymous: 401, signedIn: 200 } },
    'POST /v1/notifications/read-all': { expect: { anonymous: 401, signedIn: 200 } },
    'POST /v1/notifications/:id/read': { path: `/v1/notifications/${NO_SUCH_ID}/read`, expect: { anonymous: 401, signedIn: 404 } },
    'GET /v1/notifications/preferences': { expect: { anonymous: 401, signedIn: 200 } },
    'PUT /v1/notifications/preferences': { body: { data: [{ kind: 'job_finished', email: 'digest' }] }, expect: { anonymous: 401, signedIn: 200 } },
  },
  // Another person's notification (the vendor admin's): the client admin's read of it is 404.
  foreignIds: [{ prefix: '/v1/notifications/', make: ({ t }) => notificationFor(t, t.world.userIds.vendorAdmin) }],
};
