import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ZProfileUpdateSchema, type TProfile } from '@procura/shared';
import { PhoneFields } from '../../../components/PhoneFields';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useUpdateProfile } from '../queries';

export function ProfileForm({ profile }: { profile: TProfile }) {
  const form = useSchemaForm(ZProfileUpdateSchema, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneCode: profile.phoneCode,
    phoneNumber: profile.phoneNumber,
  });
  const update = useUpdateProfile({ form });

  const onSubmit = form.onSubmit(async (data) => {
    await succeeded(update.mutateAsync(data));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" value={profile.email} disabled description="Your sign-in address. Ask an administrator to change it." />
        <PhoneFields
          phoneCode={form.values.phoneCode}
          phoneNumber={form.values.phoneNumber}
          errors={form.errors}
          onChange={(field, value) => form.setFieldValue(field, value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
