import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { CLIENT_TYPE_LABELS, type TClientDetail } from '@procura/shared';
import { formatDate, formatDateTime, formatNumber, formatPhone } from '../../../../lib/format';
import { addressLines, ProfileField } from '../../../../components/ProfileField';

/** The client's profile as read: who they are and where. */
export function OverviewTab({ client }: { client: TClientDetail }) {
  const address = addressLines(client);
  // A country code alone is no phone number.
  const phone = formatPhone(client.phoneNumber, client.phoneCode);
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        <ProfileField label="Client type">{CLIENT_TYPE_LABELS[client.clientType]}</ProfileField>
        <ProfileField label="Parent company">{client.parentCompany?.name}</ProfileField>
        <ProfileField label="Properties">{formatNumber(client.propertyCount)}</ProfileField>
        <ProfileField label="Address">{address.length ? address.map((line) => <div key={line}>{line}</div>) : null}</ProfileField>
        <ProfileField label="Phone">{phone ? <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor> : null}</ProfileField>
        <ProfileField label="Website">
          {client.website ? (
            <Anchor href={client.website} target="_blank" rel="noopener noreferrer">
              {client.website.replace(/^https?:\/\//, '')}
            </Anchor>
          ) : null}
        </ProfileField>
        <ProfileField label="Added">{formatDate(client.createdAt)}</ProfileField>
        <ProfileField label="Last changed">{formatDateTime(client.updatedAt)}</ProfileField>
      </SimpleGrid>
      {client.notes ? (
        <Stack gap={2} mt="lg">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Notes
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {client.notes}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}
