import type { TFeatureMatrix } from '../../../test/matrix.js';

export const authMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/auth/login': { body: { email: 'nobody@example.com', password: 'whatever-it-is' }, expect: { anonymous: 401 } },
    'POST /v1/auth/refresh': { expect: { anonymous: 401 } },
    'POST /v1/auth/logout': { expect: { anonymous: 204 } },
    // Signed in it answers 204 and ends every session of the caller, which would end the
    // matrix's own sessions: auth.test.ts covers that case.
    'POST /v1/auth/logout-all': { expect: { anonymous: 401 } },
    'POST /v1/auth/forgot-password': { body: { email: 'nobody@example.com' }, expect: { anonymous: 202 } },
    'POST /v1/auth/reset-password': { body: { email: 'nobody@example.com', code: '123456', password: 'a good passphrase' }, expect: { anonymous: 400 } },
    'POST /v1/users/validate-token': { body: { token: 'nope' }, expect: { anonymous: 400 } },
    'POST /v1/users/create-password': { body: { token: 'nope', password: 'a good passphrase' }, expect: { anonymous: 400 } },
    'POST /v1/auth/change-password': { body: { currentPassword: 'not it', newPassword: 'a good passphrase' }, expect: { anonymous: 401, signedIn: 400 } },
  },
};
