import { List, Stack, Text } from '@mantine/core';
import { useServiceOptions } from '../../pickers';
import { formatDate } from '../../../lib/format';
import { formatInZone } from '../rfp-format';
import type { TRfpFormData } from './rfp-form-data';
import { zonedToIso } from './zoned-time';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

const inZone = (local: string, timeZone: string) => {
  const iso = zonedToIso(local, timeZone);
  return iso ? formatInZone(iso, timeZone) : 'not set';
};

/** Step 7: everything chosen, before the draft is saved. Publishing is a separate step on the RFP's page. */
export function ReviewStep({ form }: { form: TRfpFormData }) {
  const services = useServiceOptions();
  const serviceNames = form.serviceIds.map((id) => services.data?.find((s) => s.id === id)?.name ?? 'A service');
  const lines = form.propertyIds.length * form.serviceIds.length;
  return (
    <Stack gap="xs">
      <Row label="Client" value={form.client?.label ?? '—'} />
      <Row label="Title" value={form.title} />
      <Row label="Lines" value={`${lines} (${form.propertyIds.length} properties × ${form.serviceIds.length} services)`} />
      <Text size="sm" fw={600}>
        Services:
      </Text>
      <List size="sm" withPadding>
        {serviceNames.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
      <Row label="Vendors invited" value={form.vendors.length ? form.vendors.map((v) => v.label).join(', ') : 'none yet'} />
      <Row label="Questions until" value={inZone(form.questionsDueLocal, form.timeZone)} />
      <Row label="Bids due" value={inZone(form.bidsDueLocal, form.timeZone)} />
      <Row label="Service starts" value={form.serviceStartOn ? formatDate(form.serviceStartOn) : 'not set'} />
      <Row label="Documents" value={form.documents.length ? form.documents.map((d) => (d.target ? `${d.name} (for one line)` : d.name)).join(', ') : 'none'} />
      <Row label="Term" value={`${form.termMonths} months${form.requireAllLines ? ', every line must be priced' : ''}`} />
      <Text size="sm" c="dimmed" mt="sm">
        Saving keeps the RFP as a draft: check it on its page, then publish it to the vendors.
      </Text>
    </Stack>
  );
}
