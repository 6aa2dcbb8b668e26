import { Alert, Button, Grid, Group, NumberInput, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  PROPERTY_SIZE_UNIT_LABELS,
  PROPERTY_SIZE_UNITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  ZCreatePropertySchema,
  STORAGE_KEYS,
  ZUpdatePropertySchema,
  type TCreateProperty,
  type TPropertyDetail,
} from '@procura/shared';
import { IconRestore } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useFormDraft, useUnsavedChanges } from '../../../../components/unsaved-changes';
import { formatDateTime } from '../../../../lib/format';
import { useSchemaForm } from '../../../../lib/forms/schema-form';
import { succeeded } from '../../../../lib/query/use-app-mutation';
import { LazyPropertyPinMap } from '../map/LazyPropertyPinMap';
import { propertyStatusLabel } from '../PropertyStatusBadge';

import { ClientPicker, useDefaultCountry, type TPickerOption } from '../../../pickers';
import { useCreateProperty, useUpdateProperty } from '../../queries';
import { AddressFields } from './AddressFields';
import { CoordinateFields } from './CoordinateFields';
import { coordinateOf } from './coordinates';
import { EMPTY_GEO, emptyValues, geoOf, valuesOf, type TGeoChoice, type TPropertyFormValues } from './form-values';

/** What a draft of this form keeps: the values, and the names the pickers show for them. */
interface TPropertyDraft {
  values: TPropertyFormValues;
  geo: TGeoChoice;
  client: TPickerOption | null;
}

/** An edit sends everything but the client, which has its own route (a move). */
function updateInputOf({ clientId: _clientId, ...fields }: TCreateProperty) {
  return ZUpdatePropertySchema.parse(fields);
}

const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }));
const UNIT_OPTIONS = PROPERTY_SIZE_UNITS.map((unit) => ({ value: unit, label: PROPERTY_SIZE_UNIT_LABELS[unit] }));
const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({ value: status, label: propertyStatusLabel(status) }));

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" fw={600}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

interface TPropertyFormProps {
  /** Present: edit it. Absent: create one. */
  property: TPropertyDetail | null;
  /** A client user's own client: the property is theirs, no picker. */
  ownClient: { id: string; name: string } | null;
  onSaved: (property: TPropertyDetail) => void;
  onCancel: () => void;
}

export function PropertyForm({ property, ownClient, onSaved, onCancel }: TPropertyFormProps) {
  const isEdit = property !== null;
  const form = useSchemaForm(ZCreatePropertySchema, property ? valuesOf(property) : emptyValues(ownClient?.id ?? ''));
  // The client is an input only when a provider adds a property.
  const binding = { form, hiddenFields: isEdit || ownClient ? ['clientId'] : [] };
  const createProperty = useCreateProperty(binding);
  const updateProperty = useUpdateProperty(binding);
  const [geo, setGeo] = useState(property ? geoOf(property) : EMPTY_GEO);
  const [client, setClient] = useState<TPickerOption | null>(null);
  useDefaultCountry(!isEdit && form.values.countryId === null, (us) => {
    setGeo((current) => ({ ...current, country: us }));
    form.setDefaultValues({ countryId: us.id });
  });

  const isDirty = form.isDirty();
  const unsaved = useUnsavedChanges(isDirty);
  const draft = useFormDraft<TPropertyDraft>({
    storageKey: STORAGE_KEYS.propertyFormData,
    target: property?.id ?? 'new',
    values: { values: form.values, geo, client },
    isDirty,
    onRestore: (saved) => {
      form.setValues(saved.values);
      setGeo(saved.geo);
      setClient(saved.client);
    },
  });
  const discardDraft = () => {
    draft.clear();
    form.reset();
    setGeo(property ? geoOf(property) : EMPTY_GEO);
    setClient(null);
  };
  /** Saved or given up: leaving is no longer a loss. */
  const leave = () => {
    unsaved.release();
    draft.clear();
  };

  // Only a whole, in-range pair reaches the map: a half-typed value must not throw inside it.
  const latitude = coordinateOf(form.values.latitude, 'latitude').value;
  const longitude = coordinateOf(form.values.longitude, 'longitude').value;

  const onSubmit = form.onSubmit(async (data) => {
    const saving = property ? updateProperty.mutateAsync({ id: property.id, input: updateInputOf(data) }) : createProperty.mutateAsync(data);
    if (!(await succeeded(saving))) return;
    leave();
    onSaved(await saving);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {draft.restoredAt ? (
          <Alert color="blue" variant="light" title="Your unsaved changes are back" icon={<IconRestore aria-hidden size={18} />}>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">We kept what you typed on {formatDateTime(new Date(draft.restoredAt))} and put it back. Save to keep it.</Text>
              <Button size="xs" variant="default" onClick={discardDraft}>
                Discard these changes
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Section title="Property" description="How the client and your team name it.">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {isEdit || ownClient ? (
                <TextInput
                  label="Client"
                  value={property?.clientName ?? ownClient?.name ?? ''}
                  readOnly
                  disabled
                  description={isEdit && !ownClient ? 'Filed under the wrong client? Use “Move to another client” on the property’s page.' : undefined}
                />
              ) : (
                <ClientPicker
                  label="Client"
                  required={form.isRequired('clientId')}
                  value={client}
                  onChange={(next) => {
                    setClient(next);
                    form.setFieldValue('clientId', next?.value ?? '');
                  }}
                  error={form.errors.clientId as string | undefined}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Property name" autoComplete="off" data-autofocus {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Property code" autoComplete="off" description="Unique for the client" {...form.getInputProps('code')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label="Property type"
                data={TYPE_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('propertyType')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('status')} />
            </Grid.Col>
            <Grid.Col span={{ base: 8, sm: 4 }}>
              <NumberInput label="Size" min={0} thousandSeparator="," decimalScale={2} hideControls {...form.getInputProps('sizeValue')} />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <Select label="Unit" data={UNIT_OPTIONS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('sizeUnit')} />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title="Address" description="Type the ZIP code to fill the state, county, city and pin at once.">
          <AddressFields form={form} geo={geo} onGeoChange={setGeo} />
        </Section>

        <Section title="Location on the map" description="Place the pin where the property is: click the map, or drag the pin.">
          <LazyPropertyPinMap
            label="Property location map: click to place the pin"
            latitude={latitude === null || longitude === null ? null : latitude}
            longitude={latitude === null || longitude === null ? null : longitude}
            onChange={(lat, lng) => form.setValues({ latitude: lat, longitude: lng })}
          />
          <CoordinateFields form={form} />
        </Section>

        <Section title="Notes">
          <Textarea
            aria-label="Notes"
            placeholder="Access instructions, gate codes, anything a vendor should know"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('notes')}
          />
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              leave();
              onCancel();
            }}
            disabled={form.submitting}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {isEdit ? 'Save changes' : 'Create property'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
