import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BUSINESS_STRUCTURE_LABELS,
  LEAD_SOURCE_LABELS,
  ONBOARDING_SOURCE_LABELS,
  OWNERSHIP_TAG_LABELS,
  VENDOR_TYPE_LABELS,
  type TVendorDetail,
} from '@procura/shared';
import { formatDate, formatDateTime, formatNumber, formatPhone } from '../../../../lib/format';
import { addressLines, ProfileField } from '../../../../components/ProfileField';

const dayOf = (iso: string | null) => (iso ? formatDate(iso) : null);

/** Everything on file about the company; the tax id only in full for those who may edit vendors. */
export function ProfileTab({ vendor }: { vendor: TVendorDetail }) {
  const address = addressLines(vendor);
  const phone = formatPhone(vendor.phoneNumber, vendor.phoneCode);
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Text fw={700} size="sm" mb="md">
          Company
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
          <ProfileField label="Legal name">{vendor.name}</ProfileField>
          <ProfileField label="Doing business as">{vendor.dba}</ProfileField>
          <ProfileField label="Type">
            {[VENDOR_TYPE_LABELS[vendor.vendorType], vendor.parent ? `of ${vendor.parent.name}` : null].filter(Boolean).join(' ')}
          </ProfileField>
          <ProfileField label="Tax id">
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
          </ProfileField>
          <ProfileField label="Business structure">{vendor.businessStructure ? BUSINESS_STRUCTURE_LABELS[vendor.businessStructure] : null}</ProfileField>
          <ProfileField label="Ownership">
            {vendor.ownershipTags.length ? (
              <Group gap={6}>
                {vendor.ownershipTags.map((tag) => (
                  <Badge key={tag} variant="light" color="grape" radius="sm" tt="none">
                    {OWNERSHIP_TAG_LABELS[tag]}
                  </Badge>
                ))}
              </Group>
            ) : null}
          </ProfileField>
          <ProfileField label="Years in business">{vendor.yearsInBusiness === null ? null : formatNumber(vendor.yearsInBusiness)}</ProfileField>
          <ProfileField label="Employees">{vendor.employeeCount === null ? null : formatNumber(vendor.employeeCount)}</ProfileField>
          <ProfileField label="Onboarding">
            {[ONBOARDING_SOURCE_LABELS[vendor.onboardingSource], vendor.onboardedByClient ? `for ${vendor.onboardedByClient.name}` : null]
              .filter(Boolean)
              .join(' ')}
          </ProfileField>
          <ProfileField label="Lead source">{vendor.leadSource ? LEAD_SOURCE_LABELS[vendor.leadSource] : null}</ProfileField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Text fw={700} size="sm" mb="md">
          Contact and address
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
          <ProfileField label="E-mail">{vendor.email ? <Anchor href={`mailto:${vendor.email}`}>{vendor.email}</Anchor> : null}</ProfileField>
          <ProfileField label="Phone">{phone ? <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor> : null}</ProfileField>
          <ProfileField label="Website">
            {vendor.website ? (
              <Anchor href={vendor.website} target="_blank" rel="noopener noreferrer">
                {vendor.website.replace(/^https?:\/\//, '')}
              </Anchor>
            ) : null}
          </ProfileField>
          <ProfileField label="Address">{address.length ? address.map((line) => <div key={line}>{line}</div>) : null}</ProfileField>
          <ProfileField label="Sent for approval">{dayOf(vendor.submittedAt)}</ProfileField>
          <ProfileField label="Decided">{dayOf(vendor.decidedAt)}</ProfileField>
          <ProfileField label="Added">{dayOf(vendor.createdAt)}</ProfileField>
          <ProfileField label="Last changed">{formatDateTime(vendor.updatedAt)}</ProfileField>
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
