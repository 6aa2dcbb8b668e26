import { useAppMutation } from '../../../lib/query/use-app-mutation';
import { addRfpLines, createRfp, inviteVendors } from '../api';
import { addRfpDocument } from '../documents-api';
import { rfpKeys, RFP_TOASTS } from '../queries';
import type { TRfpFormData } from './rfp-form-data';
import { zonedToIso } from './zoned-time';

/**
 * Saves the wizard's RFP as a draft: the RFP, its lines (properties × services), then its
 * invitations — the eligible vendors as they are, those out for every line with the reason —
 * and its documents (the same upload again adds nothing, so a retry is safe).
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
  for (const document of form.documents) await addRfpDocument(rfp.id, { fileKey: document.fileKey, name: document.name });
  return rfp;
}

export const useSaveRfp = () =>
  useAppMutation({
    mutationFn: saveRfp,
    successToast: RFP_TOASTS.created,
    errorToast: { fallback: 'The RFP could not be saved.' },
    invalidates: [rfpKeys.all],
  });
