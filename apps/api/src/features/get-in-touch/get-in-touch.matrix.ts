import { GET_IN_TOUCH_HONEYPOT_FIELD } from '@procura/shared';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';
import { systemDb } from '../../platform/system-db.js';
import { getInTouchRepo } from './get-in-touch.repo.js';

/*
 * The form's routes are public: everyone reaches them, signed in or not (a filled honeypot is
 * answered as a success and keeps nothing). The requests are the provider's: its people list
 * them and set the inbox; anyone else is refused, and asking for one by id finds none (404).
 */
const ANYONE = (status: number) => ({ anonymous: status, signedIn: status });
const PROVIDER = (answer: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: answer,
  providerCoordinator: answer,
  clientAdmin: 403,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});
const BY_ID_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404 };
const BOT = {
  name: 'Matrix Bot',
  company: 'Matrix Co',
  email: 'bot@matrix-touch.test',
  phone: '555 0100',
  need: 'Everything',
  propertiesCount: 3,
  formToken: 'v1.0.x',
  [GET_IN_TOUCH_HONEYPOT_FIELD]: 'filled by a bot',
};

export const getInTouchMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/public/get-in-touch/form-token': { expect: ANYONE(200) },
    'POST /v1/public/get-in-touch': { body: BOT, expect: ANYONE(201) },
    'GET /v1/contact-requests': { expect: PROVIDER(200) },
    'GET /v1/contact-requests/:id': { path: `/v1/contact-requests/${NO_SUCH_ID}`, expect: BY_ID_404 },
    'GET /v1/contact-requests/:id/history': { path: `/v1/contact-requests/${NO_SUCH_ID}/history`, expect: BY_ID_404 },
    'PATCH /v1/contact-requests/:id': { path: `/v1/contact-requests/${NO_SUCH_ID}`, body: { status: 'CONTACTED' }, expect: BY_ID_404 },
    'POST /v1/contact-requests/:id/vendor-invitation': { path: `/v1/contact-requests/${NO_SUCH_ID}/vendor-invitation`, expect: BY_ID_404 },
    'GET /v1/contact-request-settings': { expect: PROVIDER(200) },
    'PUT /v1/contact-request-settings': { body: { inboxEmail: null }, expect: PROVIDER(200) },
  },
  foreignIds: [
    {
      prefix: '/v1/contact-requests/',
      async make({ t }) {
        const db = systemDb(t.platform.database);
        const tenantId = (await getInTouchRepo.providerTenantId(db)) ?? '';
        const row = await getInTouchRepo.insert(db, tenantId, {
          name: 'Foreign',
          company: 'Foreign Co',
          email: 'f@foreign.test',
          phone: '555 0100',
          need: 'x',
          propertiesCount: 1,
        });
        return row.id;
      },
    },
  ],
  crossTenantBodies: { 'PATCH /v1/contact-requests/:id': { status: 'CONTACTED' } },
};
