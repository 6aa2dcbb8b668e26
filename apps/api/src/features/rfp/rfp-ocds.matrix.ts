import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/*
 * The RFP as open data is the buyer's (Client Management View); an RFP the caller cannot see,
 * or any RFP asked for by a vendor (the release names every bidder), does not exist: 404.
 * Foreign ids come from the RFP matrix's `/v1/rfp` prefix.
 */
export const rfpOcdsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/rfp/:id/ocds': { path: `/v1/rfp/${NO_SUCH_ID}/ocds`, expect: { anonymous: 401, signedIn: 404 } },
  },
};
