import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record's profile as read; nothing known shows as a dash. */
export function ProfileField({ label, children }: { label: string; children: ReactNode }) {
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

type TNamed = { name: string } | null | undefined;
/** What an organization's address holds, as its detail answer carries it. */
interface TPostalAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: TNamed;
  state?: ({ code: string } & NonNullable<TNamed>) | null;
  zip?: string | null;
  country?: TNamed;
}

/** An address as the lines an envelope shows: street, the second line, "City, ST ZIP", the country. */
export const addressLines = (address: TPostalAddress): string[] =>
  [
    address.addressLine1,
    address.addressLine2,
    [address.city?.name, [address.state?.code || address.state?.name, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    address.country?.name,
  ].filter((line): line is string => Boolean(line));
