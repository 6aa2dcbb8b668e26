import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RFP_DESCRIPTION_MAX, RFP_TERM_MONTHS_MAX, RFP_TITLE_MAX } from '@procura/shared';
import { IconAlertTriangle, IconMap2 } from '@tabler/icons-react';
import { useServiceOptions } from '../../pickers';
import { ClientPicker, PropertyMultiPicker, ServiceMultiPicker } from '../../pickers';
import type { TRfpFormData } from './rfp-form-data';
import { MapPickModal } from './MapPickModal';
import { US_TIME_ZONES } from './zoned-time';
import { useActiveScopes } from './wizard-queries';

export interface TStepProps {
  form: TRfpFormData;
  change: (patch: Partial<TRfpFormData>) => void;
  errors: Partial<Record<keyof TRfpFormData, string>>;
}

/** Step 1: whose RFP and what it is called. A client's own people write for their client only. */
export function ClientStep({ form, change, errors, ownClient }: TStepProps & { ownClient: { value: string; label: string } | null }) {
  return (
    <Stack gap="md">
      {ownClient ? (
        <Text size="sm">
          For <b>{ownClient.label}</b>
        </Text>
      ) : (
        <ClientPicker
          label="Client"
          withAsterisk
          value={form.client}
          // Another client's properties and vendors no longer apply.
          onChange={(client) => change({ client, propertyIds: [], vendors: [] })}
          error={errors.client}
        />
      )}
      <TextInput
        label="Title"
        withAsterisk
        maxLength={RFP_TITLE_MAX}
        value={form.title}
        onChange={(e) => change({ title: e.currentTarget.value })}
        error={errors.title}
        data-autofocus
      />
      <Textarea
        label="Description"
        description="What vendors should know about the work as a whole."
        autosize
        minRows={3}
        maxRows={8}
        maxLength={RFP_DESCRIPTION_MAX}
        value={form.description}
        onChange={(e) => change({ description: e.currentTarget.value })}
      />
    </Stack>
  );
}

/** Step 2: the client's properties the RFP covers, found by name or on the map. */
export function PropertiesStep({ form, change, errors }: TStepProps) {
  const [isMapOpen, setMapOpen] = useState(false);
  const clientId = form.client?.value ?? null;
  return (
    <Stack gap="sm">
      <PropertyMultiPicker
        label="Properties"
        description="Search by name, code or city; every chosen property gets a line for each service of the next step."
        withAsterisk
        clientId={clientId}
        value={form.propertyIds}
        onChange={(propertyIds) => change({ propertyIds, vendors: [] })}
        error={errors.propertyIds}
      />
      <Group gap="sm">
        <Button variant="default" leftSection={<IconMap2 aria-hidden size={16} />} disabled={!clientId} onClick={() => setMapOpen(true)}>
          Choose on the map
        </Button>
        {form.propertyIds.length > 0 ? (
          <Button variant="subtle" color="gray" onClick={() => change({ propertyIds: [], vendors: [] })}>
            Clear all ({form.propertyIds.length})
          </Button>
        ) : null}
      </Group>
      {isMapOpen && clientId ? (
        <MapPickModal
          clientId={clientId}
          chosen={form.propertyIds}
          onAdd={(ids) => change({ propertyIds: [...form.propertyIds, ...ids], vendors: [] })}
          onClose={() => setMapOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

/** Step 3: the services, and the client's scope of work each line will carry. */
export function ServicesStep({ form, change, errors }: TStepProps) {
  const scopes = useActiveScopes(form.client?.value ?? null, form.serviceIds);
  const services = useServiceOptions();
  const nameOf = (id: string) => services.data?.find((s) => s.id === id)?.name ?? 'This service';
  const scopeOf = (serviceId: string) => scopes.data?.data.find((scope) => scope.serviceId === serviceId);
  return (
    <Stack gap="md">
      <ServiceMultiPicker
        label="Services"
        withAsterisk
        value={form.serviceIds}
        onChange={(serviceIds) => change({ serviceIds, vendors: [] })}
        error={errors.serviceIds}
      />
      {form.serviceIds.length > 0 && scopes.data ? (
        <Stack gap={6} aria-label="Scopes of work" role="list">
          {form.serviceIds.map((serviceId) => {
            const scope = scopeOf(serviceId);
            return (
              <Text key={serviceId} size="sm" role="listitem">
                <b>{nameOf(serviceId)}</b>: {scope ? `scope “${scope.name}”` : 'no active scope of work for this client yet'}
              </Text>
            );
          })}
        </Stack>
      ) : null}
      {form.serviceIds.some((id) => scopes.data && !scopeOf(id)) ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} title="A scope is missing">
          A line without a scope of work cannot be published: activate one for the service in Scope Of Work first, or save the draft and add it later.
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Step 5: when questions and bids are due (in the client's time zone), when the service starts and for how long. */
export function DatesStep({ form, change, errors }: TStepProps) {
  return (
    <Stack gap="md">
      <Select
        label="Time zone"
        description="The due times below are clock times in this zone, as vendors will read them."
        data={US_TIME_ZONES.map((zone) => ({ ...zone }))}
        value={form.timeZone}
        onChange={(timeZone) => timeZone && change({ timeZone })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="datetime-local"
          label="Questions until"
          value={form.questionsDueLocal}
          onChange={(e) => change({ questionsDueLocal: e.currentTarget.value })}
          error={errors.questionsDueLocal}
          miw={220}
        />
        <TextInput
          type="datetime-local"
          label="Bids due"
          value={form.bidsDueLocal}
          onChange={(e) => change({ bidsDueLocal: e.currentTarget.value })}
          error={errors.bidsDueLocal}
          miw={220}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="Service starts"
          value={form.serviceStartOn}
          onChange={(e) => change({ serviceStartOn: e.currentTarget.value })}
          miw={220}
        />
        <NumberInput
          label="Term (months)"
          min={1}
          max={RFP_TERM_MONTHS_MAX}
          allowDecimal={false}
          value={form.termMonths}
          onChange={(value) => typeof value === 'number' && change({ termMonths: value })}
          error={errors.termMonths}
          miw={220}
        />
      </Group>
      <Checkbox label="Vendors must price every line" checked={form.requireAllLines} onChange={(e) => change({ requireAllLines: e.currentTarget.checked })} />
    </Stack>
  );
}
