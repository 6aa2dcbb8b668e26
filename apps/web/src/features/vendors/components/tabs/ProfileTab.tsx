import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BUSINESS_STRUCTURE_LABELS,
  LEAD_SOURCE_LABELS,
  ONBOARDING_SOURCE_LABELS,
  OWNERSHIP_TAG_LABELS,
  VENDOR_TYPE_LABELS,
  type TVendorDetail,
} from '@procura/shared';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatNumber, formatPhone } from '../../../../lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </Stack>
  );
}

const addressOf = (vendor: TVendorDetail): string[] =>
  [
    vendor.addressLine1,
    vendor.addressLine2,
    [vendor.city?.name, [vendor.state?.code || vendor.state?.name, vendor.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    vendor.country?.name,
  ].filter((line): line is string => Boolean(line));

const dayOf = (iso: string | null) => (iso ? formatDate(iso) : null);

/** Everything on file about the company; the tax id only in full for those who may edit vendors. */
export function ProfileTab({ vendor }: { vendor: TVendorDetail }) {
  const address = addressOf(vendor);
  const phone = formatPhone(vendor.phoneNumber, vendor.phoneCode);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Text fw={700} size="sm" mb="md">
          Company
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
          <Field label="Legal name">{vendor.name}</Field>
          <Field label="Doing business as">{vendor.dba}</Field>
          <Field label="Type">{[VENDOR_TYPE_LABELS[vendor.vendorType], vendor.parent ? `of ${vendor.parent.name}` : null].filter(Boolean).join(' ')}</Field>
          <Field label="Tax id">
            {vendor.taxId ? (
              <Group gap={6}>
                <Text size="sm" ff="monospace">
                  {vendor.taxIdMasked ? vendor.taxId : vendor.taxId.replace(/^(\d{2})(\d{7})$/, '$1-$2')}
                </Text>
                {vendor.taxIdMasked ? (
                  <Text span size="xs" c="dimmed">
                    (last four digits)
                  </Text>
                ) : null}
              </Group>
            ) : null}
          </Field>
          <Field label="Business structure">{vendor.businessStructure ? BUSINESS_STRUCTURE_LABELS[vendor.businessStructure] : null}</Field>
          <Field label="Ownership">
            {vendor.ownershipTags.length ? (
              <Group gap={6}>
                {vendor.ownershipTags.map((tag) => (
                  <Badge key={tag} variant="light" color="grape" radius="sm" tt="none">
                    {OWNERSHIP_TAG_LABELS[tag]}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </Field>
          <Field label="Years in business">{vendor.yearsInBusiness === null ? null : formatNumber(vendor.yearsInBusiness)}</Field>
          <Field label="Employees">{vendor.employeeCount === null ? null : formatNumber(vendor.employeeCount)}</Field>
          <Field label="Onboarding">
            {[ONBOARDING_SOURCE_LABELS[vendor.onboardingSource], vendor.onboardedByClient ? `for ${vendor.onboardedByClient.name}` : null]
              .filter(Boolean)
              .join(' ')}
          </Field>
          <Field label="Lead source">{vendor.leadSource ? LEAD_SOURCE_LABELS[vendor.leadSource] : null}</Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Text fw={700} size="sm" mb="md">
          Contact and address
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
          <Field label="E-mail">{vendor.email ? <Anchor href={`mailto:${vendor.email}`}>{vendor.email}</Anchor> : null}</Field>
          <Field label="Phone">{phone ? <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor> : null}</Field>
          <Field label="Website">
            {vendor.website ? (
              <Anchor href={vendor.website} target="_blank" rel="noopener noreferrer">
                {vendor.website.replace(/^https?:\/\//, '')}
              </Anchor>
            ) : null}
          </Field>
          <Field label="Address">{address.length ? address.map((line) => <div key={line}>{line}</div>) : null}</Field>
          <Field label="Sent for approval">{dayOf(vendor.submittedAt)}</Field>
          <Field label="Decided">{dayOf(vendor.decidedAt)}</Field>
          <Field label="Added">{dayOf(vendor.createdAt)}</Field>
          <Field label="Last changed">{formatDateTime(vendor.updatedAt)}</Field>
        </SimpleGrid>
        {vendor.notes ? (
          <Stack gap={2} mt="lg">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Notes
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {vendor.notes}
            </Text>
          </Stack>
        ) : null}
      </Paper>
    </Stack>
  );
}
