import { Anchor, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { TExistingContract, TExistingContractValues } from '@procura/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PropertyMultiPicker, ServiceMultiPicker } from '../../pickers';
import { provenance, type TReviewField } from './review-fields';

interface TProps {
  row: TExistingContract;
  values: TExistingContractValues;
  onChange: (values: TExistingContractValues) => void;
  onFocusField: (field: TReviewField | null) => void;
  disabled: boolean;
}

const score = (n: number) => `${Math.round(n * 100)}%`;

/** Under each input: which extractor found the value and how sure, or the candidates matched. */
function Hint({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" component="span">
      {children}
    </Text>
  );
}

/** The values under review, each with where it came from; focusing one marks its source in the document. */
export function ReviewForm({ row, values, onChange, onFocusField, disabled }: TProps) {
  const set = <K extends keyof TExistingContractValues>(key: K, value: TExistingContractValues[K]) => onChange({ ...values, [key]: value });
  const focus = (field: TReviewField) => ({ onFocus: () => onFocusField(field) });
  const hint = (field: TReviewField) => {
    const text = provenance(row.extraction, field);
    return text ? <Hint>{text}</Hint> : <Hint>Not found in the document</Hint>;
  };
  const matches = row.matches;
  const vendorOptions = (matches?.vendor.candidates ?? []).map((c) => ({ value: c.id, label: `${c.name} (${score(c.score)} match)` }));
  const propertyIds = values.properties.map((p) => p.propertyId);
  const serviceIds = values.properties[0]?.serviceIds ?? [];
  const setProperties = (ids: string[], services = serviceIds) =>
    set(
      'properties',
      ids.map((propertyId) => ({ propertyId, serviceIds: services })),
    );

  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        value={values.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        disabled={disabled}
        required
        onFocus={() => onFocusField(null)}
      />
      <Select
        label="Vendor"
        description={
          <>
            Written as “{matches?.vendor.written ?? 'not found'}”. {vendorOptions.length === 0 ? 'No vendor matches: ' : 'Not listed? '}
            <Anchor component={Link} to="/vendor" size="xs">
              create the vendor
            </Anchor>{' '}
            first, then pick it here.
          </>
        }
        data={vendorOptions}
        value={values.vendorId}
        onChange={(v) => set('vendorId', v)}
        clearable
        disabled={disabled}
        placeholder="Choose the vendor"
        {...focus('vendorId')}
      />
      {hint('vendorId')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Start date"
          value={values.startOn ?? ''}
          onChange={(e) => set('startOn', e.currentTarget.value || null)}
          disabled={disabled}
          description={hint('startOn')}
          {...focus('startOn')}
        />
        <TextInput
          type="date"
          label="End date"
          value={values.endOn ?? ''}
          onChange={(e) => set('endOn', e.currentTarget.value || null)}
          disabled={disabled}
          description={hint('endOn')}
          {...focus('endOn')}
        />
      </SimpleGrid>
      <Checkbox
        label="Renews automatically"
        checked={values.autoRenews}
        onChange={(e) => set('autoRenews', e.currentTarget.checked)}
        disabled={disabled}
        description={hint('autoRenews')}
        {...focus('autoRenews')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Renewal term (months)"
          value={values.renewalTermMonths ?? ''}
          onChange={(v) => set('renewalTermMonths', typeof v === 'number' ? v : null)}
          min={1}
          max={120}
          allowDecimal={false}
          disabled={disabled}
          description={hint('renewalTermMonths')}
          {...focus('renewalTermMonths')}
        />
        <NumberInput
          label="Notice to stop renewal (days)"
          value={values.noticeDays ?? ''}
          onChange={(v) => set('noticeDays', typeof v === 'number' ? v : null)}
          min={0}
          max={3650}
          allowDecimal={false}
          disabled={disabled}
          description={hint('noticeDays')}
          {...focus('noticeDays')}
        />
        <NumberInput
          label="Annual value ($)"
          value={values.annualValue ?? ''}
          onChange={(v) => set('annualValue', typeof v === 'number' ? v : null)}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          disabled={disabled}
          description={hint('annualValue')}
          {...focus('annualValue')}
        />
        <NumberInput
          label="Total value ($)"
          value={values.totalValue ?? ''}
          onChange={(v) => set('totalValue', typeof v === 'number' ? v : null)}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          disabled={disabled}
          description={hint('totalValue')}
          {...focus('totalValue')}
        />
        <TextInput
          label="Payment terms"
          value={values.paymentTerms ?? ''}
          onChange={(e) => set('paymentTerms', e.currentTarget.value || null)}
          disabled={disabled}
          description={hint('paymentTerms')}
          {...focus('paymentTerms')}
        />
        <TextInput
          label="Governing law"
          value={values.governingLaw ?? ''}
          onChange={(e) => set('governingLaw', e.currentTarget.value || null)}
          disabled={disabled}
          description={hint('governingLaw')}
          {...focus('governingLaw')}
        />
      </SimpleGrid>
      <Textarea
        label="Termination terms"
        value={values.terminationTerms ?? ''}
        onChange={(e) => set('terminationTerms', e.currentTarget.value || null)}
        autosize
        minRows={1}
        disabled={disabled}
        description={hint('terminationTerms')}
        {...focus('terminationTerms')}
      />
      <PropertyMultiPicker
        label="Properties"
        clientId={row.clientId}
        value={propertyIds}
        onChange={(ids) => setProperties(ids)}
        disabled={disabled}
        description={<MatchList label="Written" items={matches?.properties ?? []} />}
        onFocus={() => onFocusField('properties')}
      />
      <ServiceMultiPicker
        label="Services at these properties"
        value={serviceIds}
        onChange={(ids) => setProperties(propertyIds, ids)}
        disabled={disabled}
        description={<MatchList label="Written" items={matches?.services ?? []} />}
        onFocus={() => onFocusField('services')}
      />
    </Stack>
  );
}

/** “Written: 1900 Aldrich St… → The Residences at Mueller (82%)”, or “no match: create new”. */
function MatchList({ label, items }: { label: string; items: readonly { written: string; candidates: readonly { name: string; score: number }[] }[] }) {
  if (items.length === 0) return <Hint>Nothing named in the document: choose from the list.</Hint>;
  return (
    <Group gap={4} component="span" wrap="wrap">
      {items.map((item) => (
        <Hint key={item.written}>
          {label} “{item.written}” → {item.candidates[0] ? `${item.candidates[0].name} (${score(item.candidates[0].score)})` : 'no match: create it first'}.
        </Hint>
      ))}
    </Group>
  );
}
