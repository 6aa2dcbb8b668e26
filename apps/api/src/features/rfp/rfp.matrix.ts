import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Every route needs Client Management: View to read, Create to start a draft, Edit to change
 * one or move it, Delete to delete a draft. Vendor workspaces hold View and Edit (their RFPs and
 * bids) but write no RFPs: creating is refused by the policy (403), and an RFP they were not
 * sent does not exist for them (404).
 */

const VENDORS = { vendorAdmin: 403, branchUser: 403, franchiseUser: 403 };
const read = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status });
/** Changing an RFP that does not exist: 404 to everyone with Edit; the property manager has none. */
const edit = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status, clientPm: 403 });

const RFP = `/v1/rfp/${NO_SUCH_ID}`;

/** A Harborview (client C) draft: outside the client admin's workspaces, sent to no vendor. */
let foreign: Promise<string> | undefined;
const harborviewRfp = ({ t, sessions }: TMatrixContext) =>
  (foreign ??= (async () => {
    const res = await t.http<{ id: string }>('POST', '/v1/rfp', {
      token: sessions.get('providerAdmin')?.accessToken,
      body: { clientId: t.world.clientC.clientId, title: 'Harborview matrix RFP' },
    });
    if (res.status !== 201) throw new Error(`POST /v1/rfp answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.id;
  })());

export const rfpMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/rfp': { expect: read(200) },
    'POST /v1/rfp': {
      body: { clientId: NO_SUCH_ID, title: 'Matrix RFP' },
      expect: { anonymous: 401, providerAdmin: 400, providerCoordinator: 400, clientAdmin: 400, clientPm: 403, ...VENDORS },
    },
    'GET /v1/rfp/:id': { path: RFP, expect: read(404) },
    'PATCH /v1/rfp/:id': { path: RFP, body: { title: 'Renamed' }, expect: edit(404) },
    // The coordinator and the franchise's people hold no Delete.
    'DELETE /v1/rfp/:id': { path: RFP, expect: { anonymous: 401, signedIn: 404, clientPm: 403, providerCoordinator: 403, franchiseUser: 403 } },
    'POST /v1/rfp/:id/publish': { path: `${RFP}/publish`, expect: edit(404) },
    'POST /v1/rfp/:id/cancel': { path: `${RFP}/cancel`, body: { reason: 'Matrix' }, expect: edit(404) },
    'POST /v1/rfp/:id/close': { path: `${RFP}/close`, expect: edit(404) },
    'POST /v1/rfp/:id/open-bids': { path: `${RFP}/open-bids`, expect: edit(404) },
    'GET /v1/rfp/:id/history': { path: `${RFP}/history`, expect: read(404) },
    'GET /v1/rfp/:id/lines': { path: `${RFP}/lines`, expect: read(404) },
    'POST /v1/rfp/:id/lines': { path: `${RFP}/lines`, body: { propertyIds: [NO_SUCH_ID], serviceIds: [NO_SUCH_ID] }, expect: edit(404) },
    'PATCH /v1/rfp/:id/lines/:lineId': { path: `${RFP}/lines/${NO_SUCH_ID}`, body: { budgetAnnual: 1000 }, expect: edit(404) },
    'DELETE /v1/rfp/:id/lines': { path: `${RFP}/lines`, body: { lineIds: [NO_SUCH_ID] }, expect: edit(404) },
    'GET /v1/rfp/:id/eligible-vendors': { path: `${RFP}/eligible-vendors`, expect: edit(404) },
    'GET /v1/rfp/:id/invitations': { path: `${RFP}/invitations`, expect: read(404) },
    'POST /v1/rfp/:id/invitations': { path: `${RFP}/invitations`, body: { vendorIds: [NO_SUCH_ID] }, expect: edit(404) },
    // Bids are the vendors' (the buyer is refused, 403, on an RFP it sees); an RFP not sent to the vendor does not exist (404).
    'GET /v1/rfp/:id/bid': { path: `${RFP}/bid`, expect: read(404) },
    'POST /v1/rfp/:id/bid/view': { path: `${RFP}/bid/view`, expect: read(404) },
    'PUT /v1/rfp/:id/bid': { path: `${RFP}/bid`, body: { lines: [] }, expect: edit(404) },
    'POST /v1/rfp/:id/bid/submit': { path: `${RFP}/bid/submit`, body: {}, expect: edit(404) },
    'POST /v1/rfp/:id/bid/withdraw': { path: `${RFP}/bid/withdraw`, expect: edit(404) },
    'POST /v1/rfp/:id/bid/intent': {
      path: `${RFP}/bid/intent`,
      body: { intent: 'INTENDING' },
      expect: edit(404),
    },
    'GET /v1/rfp/:id/bid/versions': { path: `${RFP}/bid/versions`, expect: read(404) },
    'GET /v1/rfp/:id/bid/history': { path: `${RFP}/bid/history`, expect: read(404) },
    'DELETE /v1/rfp/:id/invitations/:invitationId': { path: `${RFP}/invitations/${NO_SUCH_ID}`, expect: edit(404) },
    'POST /v1/rfp/:id/questions': { path: `${RFP}/questions`, body: { questionText: 'Matrix?' }, expect: edit(404) },
    'GET /v1/rfp/:id/questions': { path: `${RFP}/questions`, expect: read(404) },
    'GET /v1/rfp/:id/answers': { path: `${RFP}/answers`, expect: read(404) },
    'POST /v1/rfp/:id/answers': { path: `${RFP}/answers`, body: { questionText: 'Matrix?', answerText: 'Matrix.' }, expect: edit(404) },
    'GET /v1/rfp/:id/addenda': { path: `${RFP}/addenda`, expect: read(404) },
    'POST /v1/rfp/:id/addenda': { path: `${RFP}/addenda`, body: { summary: 'Matrix' }, expect: edit(404) },
    'POST /v1/rfp/:id/bid/confirm': { path: `${RFP}/bid/confirm`, expect: edit(404) },
  },
  foreignIds: [{ prefix: '/v1/rfp', make: harborviewRfp }],
  crossTenantBodies: {
    'PATCH /v1/rfp/:id': { title: 'Sneaky' },
    'POST /v1/rfp/:id/cancel': { reason: 'Sneaky' },
    'POST /v1/rfp/:id/lines': { propertyIds: [NO_SUCH_ID], serviceIds: [NO_SUCH_ID] },
    'DELETE /v1/rfp/:id/lines': { lineIds: [NO_SUCH_ID] },
    'PATCH /v1/rfp/:id/lines/:lineId': { budgetAnnual: 1000 },
    'POST /v1/rfp/:id/invitations': { vendorIds: [NO_SUCH_ID] },
    'PUT /v1/rfp/:id/bid': { lines: [] },
    'POST /v1/rfp/:id/bid/submit': {},
    'POST /v1/rfp/:id/bid/intent': { intent: 'INTENDING' },
    'POST /v1/rfp/:id/questions': { questionText: 'Sneaky?' },
    'POST /v1/rfp/:id/answers': { questionText: 'Sneaky?', answerText: 'Sneaky.' },
    'POST /v1/rfp/:id/addenda': { summary: 'Sneaky' },
  },
};
