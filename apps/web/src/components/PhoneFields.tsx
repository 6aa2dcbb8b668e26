import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type TPhoneField = 'phoneCode' | 'phoneNumber';

interface TPhoneFieldsProps {
  phoneCode: string | null | undefined;
  phoneNumber: string | null | undefined;
  errors: Partial<Record<string, ReactNode>>;
  /** An emptied field is sent as null: the server clears it rather than validating ''. */
  onChange(field: TPhoneField, value: string | null): void;
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** Country code and number side by side, as every person form asks for them. */
export function PhoneFields({ phoneCode, phoneNumber, errors, onChange }: TPhoneFieldsProps) {
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <TextInput
        label="Phone code"
        placeholder="+1"
        w={110}
        autoComplete="tel-country-code"
        value={phoneCode ?? ''}
        onChange={(event) => onChange('phoneCode', orNull(event.currentTarget.value))}
        error={errors.phoneCode}
      />
      <TextInput
        label="Phone number"
        type="tel"
        placeholder="303 555 0100"
        autoComplete="tel-national"
        style={{ flex: 1 }}
        value={phoneNumber ?? ''}
        onChange={(event) => onChange('phoneNumber', orNull(event.currentTarget.value))}
        error={errors.phoneNumber}
      />
    </Group>
  );
}
