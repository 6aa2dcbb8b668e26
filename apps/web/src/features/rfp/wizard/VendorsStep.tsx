import { Alert, Checkbox, Pagination, Paper, Stack, Text, Textarea } from '@mantine/core';
import { INELIGIBILITY_REASON_LABELS, type TVendorEligibility } from '@procura/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api-error';
import type { TStepProps } from './StepFields';
import { useEligibility } from './wizard-queries';

const PAGE_SIZE = 25;

/** "Eligible for 4 of 6 lines", or why it is out for all of them. */
function eligibilityText(vendor: TVendorEligibility): { eligibleLines: number; text: string } {
  const eligibleLines = vendor.lines.filter((line) => line.eligible).length;
  if (eligibleLines === vendor.lines.length) return { eligibleLines, text: 'Eligible for every line' };
  const reasons = [...new Set(vendor.lines.flatMap((line) => line.reasons))].map((reason) => INELIGIBILITY_REASON_LABELS[reason]);
  if (eligibleLines === 0) return { eligibleLines, text: `Out for every line: ${reasons.join('; ')}` };
  return { eligibleLines, text: `Eligible for ${eligibleLines} of ${vendor.lines.length} lines; out for the rest: ${reasons.join('; ')}` };
}

/**
 * Step 4: the vendors to invite, judged on the chosen lines and the service start date
 * (docs/rfp.md "Inviting vendors"). One out for every line can be invited by the provider alone,
 * with a written reason kept in the RFP's history.
 */
export function VendorsStep({ form, change, errors, canOverride }: TStepProps & { canOverride: boolean }) {
  const [page, setPage] = useState(1);
  const candidates = useEligibility(form.propertyIds, form.serviceIds, form.serviceStartOn, page);
  const chosen = new Set(form.vendors.map((v) => v.value));
  const toggle = (vendor: TVendorEligibility, isOut: boolean, on: boolean) =>
    change({
      vendors: on ? [...form.vendors, { value: vendor.vendorId, label: vendor.name, isOut }] : form.vendors.filter((v) => v.value !== vendor.vendorId),
    });

  if (candidates.isLoading) return <Spinner hint="Checking which vendors may take these lines…" />;
  if (candidates.error) return <Alert color="red">{errorMessage(candidates.error, 'The vendors could not be checked.')}</Alert>;
  const page_ = candidates.data;
  if (!page_ || page_.total === 0)
    return <Text size="sm">No vendor offers these services yet. Save the draft and invite vendors once they are onboarded.</Text>;
  const anyOut = form.vendors.some((v) => v.isOut);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Judged on {form.serviceStartOn ? 'the service start date' : 'today (no service start date yet)'}: approved and active, a W-9 and insurance in force,
        offering the service and serving the property’s area.
      </Text>
      <Stack gap="xs" role="group" aria-label="Vendors to invite">
        {page_.data.map((vendor) => {
          const { eligibleLines, text } = eligibilityText(vendor);
          const isOut = eligibleLines === 0;
          return (
            <Paper key={vendor.vendorId} withBorder radius="md" p="sm">
              <Checkbox
                label={vendor.name}
                description={text}
                checked={chosen.has(vendor.vendorId)}
                disabled={isOut && !canOverride && !chosen.has(vendor.vendorId)}
                onChange={(e) => toggle(vendor, isOut, e.currentTarget.checked)}
              />
            </Paper>
          );
        })}
      </Stack>
      {page_.total > PAGE_SIZE ? (
        <Pagination total={Math.ceil(page_.total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" aria-label="Vendor pages" />
      ) : null}
      {anyOut ? (
        <Textarea
          label="Why invite vendors that are out"
          description="Kept on the invitation and in the RFP's history."
          withAsterisk
          autosize
          minRows={2}
          value={form.overrideReason}
          onChange={(e) => change({ overrideReason: e.currentTarget.value })}
          error={errors.overrideReason}
        />
      ) : null}
      <Text size="sm" aria-live="polite">
        {form.vendors.length} vendor{form.vendors.length === 1 ? '' : 's'} chosen
      </Text>
    </Stack>
  );
}
