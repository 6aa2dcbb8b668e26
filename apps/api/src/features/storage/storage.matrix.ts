import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

const NO_SUCH_KEY = `${NO_SUCH_ID}/client_logo/${NO_SUCH_ID}/logo.png`;
/** Well-formed, never issued: the signed routes refuse it to everyone alike. */
const FORGED = `expires=9999999999&size=10&signature=${'A'.repeat(43)}`;

export const storageMatrix: TFeatureMatrix = {
  routes: {
    // client_logo needs client_management Create or Edit: the client property manager has neither.
    'POST /v1/storage/create-presigned-url': {
      body: { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: 1000 },
      expect: { anonymous: 401, signedIn: 200, clientPm: 403 },
    },
    // Contract documents are the buyer's: a vendor (Client Management Edit, to bid) is refused all the same;
    // the client property manager has neither Client Management Create/Edit nor Existing Contracts.
    'POST /v1/storage/create-presigned-url (ai_contract_document)': {
      body: { category: 'ai_contract_document', fileName: 'contract.pdf', contentType: 'application/pdf', size: 1000 },
      expect: { anonymous: 401, signedIn: 200, clientPm: 403, vendorAdmin: 403, branchUser: 403, franchiseUser: 403 },
    },
    'POST /v1/storage/complete-upload': { body: { fileKey: NO_SUCH_KEY }, expect: { anonymous: 401, signedIn: 404 } },
    'POST /v1/storage/create-download-url': { body: { fileKey: NO_SUCH_KEY }, expect: { anonymous: 401, signedIn: 404 } },
    'PUT /v1/storage/uploads/:tenantId/:category/:fileId/:fileName': {
      path: `/v1/storage/uploads/${NO_SUCH_KEY}?${FORGED}`,
      expect: { anonymous: 403, signedIn: 403 },
    },
    'GET /v1/storage/objects/:tenantId/:category/:fileId/:fileName': {
      path: `/v1/storage/objects/${NO_SUCH_KEY}?${FORGED}`,
      expect: { anonymous: 403, signedIn: 403 },
    },
  },
};
