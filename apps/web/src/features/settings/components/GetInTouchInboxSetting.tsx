import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { ZGetInTouchSettingsSchema, type TGetInTouchSettings } from '@procura/shared';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useGetInTouchSettings, useSaveGetInTouchSettings } from '../queries';

function InboxForm({ settings }: { settings: TGetInTouchSettings }) {
  const form = useSchemaForm(ZGetInTouchSettingsSchema, { inboxEmail: settings.inboxEmail });
  const save = useSaveGetInTouchSettings({ form });
  const onSubmit = form.onSubmit(async (data) => {
    if (await succeeded(save.mutateAsync(data))) form.resetDirty();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Requests inbox"
          description="Each request from the public get-in-touch page is e-mailed here. Leave it empty to only list them under Clients."
          type="email"
          inputMode="email"
          {...form.getInputProps('inboxEmail')}
          // An empty field means no inbox (null), which the schema accepts; '' it refuses.
          value={form.values.inboxEmail ?? ''}
          onChange={(event) => form.setFieldValue('inboxEmail', event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Save inbox
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The provider's inbox for get-in-touch requests (docs/product.md "Get in touch"). */
export function GetInTouchInboxSetting() {
  const settings = useGetInTouchSettings();
  if (!settings.data) return <Loader size="sm" aria-label="Loading the requests inbox" />;
  return <InboxForm settings={settings.data} />;
}
