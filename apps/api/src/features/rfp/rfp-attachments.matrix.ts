import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';
import { uploadFile } from '../../../test/uploads.js';

/*
 * An RFP's documents follow the RFP's rules: Client Management View to list and download, Edit
 * to add and remove (the property manager holds no Edit: 403). An RFP, or a document, the caller
 * does not see does not exist (404) — for a vendor, every RFP not sent to it.
 */

const read: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404 };
const edit: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, clientPm: 403 };
const RFP = `/v1/rfp/${NO_SUCH_ID}`;
const FILE_KEY = `${NO_SUCH_ID}/rfp_attachment/${NO_SUCH_ID}/plan.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A document of a Harborview (client C) draft: outside the client admin's workspaces. */
let foreign: Promise<{ rfpId: string; attachmentId: string }> | undefined;
const harborviewDocument = ({ t, sessions }: TMatrixContext) =>
  (foreign ??= (async () => {
    const token = sessions.get('providerAdmin')?.accessToken as string;
    const rfp = await t.http<{ id: string }>('POST', '/v1/rfp', { token, body: { clientId: t.world.clientC.clientId, title: 'Harborview documents' } });
    if (rfp.status !== 201) throw new Error(`POST /v1/rfp answered ${rfp.status}: ${JSON.stringify(rfp.body)}`);
    const uploaded = await uploadFile(t, token, { category: 'rfp_attachment', fileName: 'harborview.pdf', content: PDF });
    if (uploaded.refused) throw new Error(`upload refused: ${JSON.stringify(uploaded.refused.body)}`);
    const doc = await t.http<{ id: string }>('POST', `/v1/rfp/${rfp.body.id}/attachments`, { token, body: { fileKey: uploaded.fileKey } });
    if (doc.status !== 201) throw new Error(`POST attachments answered ${doc.status}: ${JSON.stringify(doc.body)}`);
    return { rfpId: rfp.body.id, attachmentId: doc.body.id };
  })());

export const rfpAttachmentsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/rfp/:id/attachments': { path: `${RFP}/attachments`, expect: read },
    'POST /v1/rfp/:id/attachments': { path: `${RFP}/attachments`, body: { fileKey: FILE_KEY }, expect: edit },
    'DELETE /v1/rfp/:id/attachments/:attachmentId': { path: `${RFP}/attachments/${NO_SUCH_ID}`, expect: edit },
    'GET /v1/rfp/:id/attachments/:attachmentId/download': { path: `${RFP}/attachments/${NO_SUCH_ID}/download`, expect: read },
    'GET /v1/rfp-property-attachments': { path: `/v1/rfp-property-attachments?rfpId=${NO_SUCH_ID}`, expect: read },
    'POST /v1/rfp-property-attachments': {
      body: { rfpId: NO_SUCH_ID, lineId: NO_SUCH_ID, fileKey: FILE_KEY.replace('rfp_attachment', 'rfp_property_attachment') },
      expect: edit,
    },
    'DELETE /v1/rfp-property-attachments/:id': { path: `/v1/rfp-property-attachments/${NO_SUCH_ID}`, expect: edit },
  },
  foreignIds: [{ prefix: '/v1/rfp-property-attachments', make: async (ctx) => (await harborviewDocument(ctx)).attachmentId }],
  crossTenantBodies: { 'POST /v1/rfp/:id/attachments': { fileKey: FILE_KEY } },
};
