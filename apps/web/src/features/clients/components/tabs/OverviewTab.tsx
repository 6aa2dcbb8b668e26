import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { CLIENT_TYPE_LABELS, type TClientDetail } from '@procura/shared';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatNumber, formatPhone } from '../../../../lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

const addressOf = (client: TClientDetail): string[] =>
  [
    client.addressLine1,
    client.addressLine2,
    [client.city?.name, [client.state?.code || client.state?.name, client.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    client.country?.name,
  ].filter((line): line is string => Boolean(line));

/** The client's profile as read: who they are and where. */
export function OverviewTab({ client }: { client: TClientDetail }) {
  const address = addressOf(client);
  // A country code alone is no phone number.
  const phone = formatPhone(client.phoneNumber, client.phoneCode);
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        <Field label="Client type">{CLIENT_TYPE_LABELS[client.clientType]}</Field>
        <Field label="Parent company">{client.parentCompany?.name}</Field>
        <Field label="Properties">{formatNumber(client.propertyCount)}</Field>
        <Field label="Address">{address.length ? address.map((line) => <div key={line}>{line}</div>) : null}</Field>
        <Field label="Phone">{phone ? <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor> : null}</Field>
        <Field label="Website">
          {client.website ? (
            <Anchor href={client.website} target="_blank" rel="noopener noreferrer">
              {client.website.replace(/^https?:\/\//, '')}
            </Anchor>
          ) : null}
        </Field>
        <Field label="Added">{formatDate(client.createdAt)}</Field>
        <Field label="Last changed">{formatDateTime(client.updatedAt)}</Field>
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
