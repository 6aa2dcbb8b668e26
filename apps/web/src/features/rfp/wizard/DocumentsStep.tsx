import { Alert, Stack, Text } from '@mantine/core';
import { usePropertyNames, useServiceOptions } from '../../pickers';
import { PendingDocuments } from '../components/PendingDocuments';
import { lineKeyOf } from './rfp-form-data';
import type { TStepProps } from './StepFields';

/**
 * Step 6: the RFP's documents — the whole RFP's (instructions, insurance requirements) and one
 * line's (a property's site plan). Each is uploaded and checked at once, with progress; the form
 * keeps its key, title and line (property and service ids), and the save adds them to the draft.
 * `onBusyChange` holds Next and Save while an upload runs.
 */
export function DocumentsStep({ form, change, errors, onBusyChange }: TStepProps & { onBusyChange: (busy: boolean) => void }) {
  const properties = usePropertyNames(form.propertyIds);
  const services = useServiceOptions();
  const propertyName = (id: string) => properties.data?.find((p) => p.id === id)?.name ?? 'A property';
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.name ?? 'a service';
  const targets = form.propertyIds.flatMap((propertyId) =>
    form.serviceIds.map((serviceId) => ({ value: lineKeyOf(propertyId, serviceId), label: `${propertyName(propertyId)} · ${serviceName(serviceId)}` })),
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Every invited vendor reads these once the RFP is published: documents for the whole RFP, or for one line (a property&apos;s site plan). This step is
        optional.
      </Text>
      <PendingDocuments targets={targets} documents={form.documents} onChange={(documents) => change({ documents })} onBusyChange={onBusyChange} />
      {errors.documents ? (
        <Alert color="red" role="alert">
          {errors.documents}
        </Alert>
      ) : null}
    </Stack>
  );
}
