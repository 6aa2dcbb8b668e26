import type { TFeatureMatrix } from '../../../test/matrix.js';

/**
 * Self-registration is public: everyone reaches the handler, signed in or not, and the
 * registration's token (not the caller) decides what is read or written. A well-formed token
 * that names nothing is 404 for all.
 */
const UNKNOWN_TOKEN = 'A'.repeat(43);
const ANYONE = (status: number) => ({ anonymous: status, signedIn: status });

export const vendorRegistrationMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/vendors/draft': { body: { email: 'matrix-registration@registration-matrix.test', formStartedAt: 0 }, expect: ANYONE(201) },
    'GET /v1/vendors/draft': { path: `/v1/vendors/draft?token=${UNKNOWN_TOKEN}`, expect: ANYONE(404) },
    'PUT /v1/vendors/draft': { body: { step: 'documents', token: UNKNOWN_TOKEN, data: { acknowledged: true } }, expect: ANYONE(404) },
    'POST /v1/vendors/draft/submit': { body: { token: UNKNOWN_TOKEN }, expect: ANYONE(404) },
    'GET /v1/public/services': { expect: ANYONE(200) },
  },
};
