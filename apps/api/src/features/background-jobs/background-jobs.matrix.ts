import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

export const backgroundJobsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/background-jobs': { expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/background-jobs/:id/download': { path: `/v1/background-jobs/${NO_SUCH_ID}/download`, expect: { anonymous: 401, signedIn: 404 } },
  },
  foreignIds: [
    {
      prefix: '/v1/background-jobs',
      make: async ({ t, sessions }) => {
        const vendor = sessions.get('vendorAdmin')!;
        const job = await t.http<{ id: string }>('POST', '/v1/export-data', { token: vendor.accessToken, body: { entity: 'users', format: 'csv' } });
        return job.body.id;
      },
    },
  ],
};
