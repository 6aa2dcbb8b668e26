import { useAppMutation } from '../../../lib/query/use-app-mutation';
import { addRfpLines, createRfp, inviteVendors, listRfpLines } from '../api';
import { addRfpDocument, addRfpLineDocument } from '../documents-api';
import { rfpKeys, RFP_TOASTS } from '../queries';
import { lineKeyOf, type TRfpFormData } from './rfp-form-data';
import { zonedToIso } from './zoned-time';

/**
 * Saves the wizard's RFP as a draft: the RFP, its lines (properties × services), then its
 * invitations — the eligible vendors as they are, those out for every line with the reason —
 * and its documents, RFP-wide or for a line (the same upload again adds nothing, so a retry is safe).
 */
async function saveRfp({ form, onCreated }: { form: TRfpFormData; onCreated: (id: string) => void }): Promise<{ id: string }> {
  const rfp: { id: string } = form.savedRfpId
    ? { id: form.savedRfpId }
    : await createRfp({
        clientId: form.client?.value ?? '',
        title: form.title,
        description: form.description,
        timeZone: form.timeZone,
        questionsDueAt: zonedToIso(form.questionsDueLocal, form.timeZone),
        bidsDueAt: zonedToIso(form.bidsDueLocal, form.timeZone),
        serviceStartOn: form.serviceStartOn || null,
        termMonths: form.termMonths,
        requireAllLines: form.requireAllLines,
      });
  // Adding lines and invitations again keeps what is there: a retry after a failure below is safe.
  onCreated(rfp.id);
  await addRfpLines(rfp.id, { propertyIds: form.propertyIds, serviceIds: form.serviceIds });
  const eligible = form.vendors.filter((v) => !v.isOut).map((v) => v.value);
  const out = form.vendors.filter((v) => v.isOut).map((v) => v.value);
  if (eligible.length) await inviteVendors(rfp.id, { vendorIds: eligible });
  if (out.length) await inviteVendors(rfp.id, { vendorIds: out, overrideReason: form.overrideReason });
  const lineIds = form.documents.some((d) => d.target !== null) ? await lineIdsOf(rfp.id) : new Map<string, string>();
  for (const document of form.documents) {
    const lineId = document.target === null ? undefined : lineIds.get(document.target);
    if (document.target !== null && !lineId) throw new Error(`${document.name}: its line is not in the RFP. Remove the document or choose the line again.`);
    if (lineId) await addRfpLineDocument({ rfpId: rfp.id, lineId, fileKey: document.fileKey, name: document.name });
    else await addRfpDocument(rfp.id, { fileKey: document.fileKey, name: document.name });
  }
  return rfp;
}

/** The saved lines' ids by the form's line key (property and service), every page of them. */
async function lineIdsOf(rfpId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const lines = await listRfpLines(rfpId, { page, limit: 500, sort: 'position', sortDirection: 'asc' });
    for (const line of lines.data) ids.set(lineKeyOf(line.propertyId, line.serviceId), line.id);
    if (page * 500 >= lines.total) return ids;
  }
}

export const useSaveRfp = () =>
  useAppMutation({
    mutationFn: saveRfp,
    successToast: RFP_TOASTS.created,
    errorToast: { fallback: 'The RFP could not be saved.' },
    invalidates: [rfpKeys.all],
  });
