import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ZProfileUpdateSchema, type TProfile } from '@procura/shared';
import { PhoneFields } from '../../../components/PhoneFields';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../queries';

/** Empty phone inputs mean "no phone", which the shared schema spells null. */

export function ProfileForm({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  const form = useZodForm(ZProfileUpdateSchema, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneCode: profile.phoneCode,
    phoneNumber: profile.phoneNumber,
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      notify.success('Profile Updated', 'Your profile has been updated successfully.');
    } catch (error) {
      form.setServerErrors(error);
      notify.error('Error', errorMessage(error, 'An error occurred while updating your profile.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...form.textProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.textProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" value={profile.email} disabled description="Your sign-in address. Ask an administrator to change it." />
        <PhoneFields
          phoneCode={form.values.phoneCode}
          phoneNumber={form.values.phoneNumber}
          errors={form.errors}
          onChange={(field, value) => form.setFieldValue(field, value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
