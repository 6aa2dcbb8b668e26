import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  NOTIFICATION_EMAIL_MODE_LABELS,
  NOTIFICATION_EMAIL_MODES,
  NOTIFICATION_KIND_LABELS,
  type TNotificationEmailMode,
  type TNotificationKind,
  type TNotificationPreferences,
} from '@procura/shared';
import { useState } from 'react';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../queries';

const MODE_OPTIONS = NOTIFICATION_EMAIL_MODES.map((value) => ({ value, label: NOTIFICATION_EMAIL_MODE_LABELS[value] }));

/** Settings: per kind of event, e-mail at once, in the daily digest, or not at all (the bell shows every kind). */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  if (preferences.isError) return <Text c="red.8">Your notification settings could not be loaded. Reload the page to try again.</Text>;
  if (!preferences.data) return <Text c="dimmed">Loading your notification settings…</Text>;
  return <PreferencesForm key={preferences.dataUpdatedAt} saved={preferences.data} />;
}

function PreferencesForm({ saved }: { saved: TNotificationPreferences }) {
  const [values, setValues] = useState<Record<string, TNotificationEmailMode>>(() => Object.fromEntries(saved.data.map((p) => [p.kind, p.email])));
  const save = useSaveNotificationPreferences();
  const changed = saved.data.filter((p) => values[p.kind] !== p.email);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ data: changed.map((p) => ({ kind: p.kind, email: values[p.kind] })) });
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {saved.data.map((p) => (
            <Select
              key={p.kind}
              label={NOTIFICATION_KIND_LABELS[p.kind as TNotificationKind]}
              data={MODE_OPTIONS}
              value={values[p.kind]}
              onChange={(value) => value && setValues((v) => ({ ...v, [p.kind]: value as TNotificationEmailMode }))}
              allowDeselect={false}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={changed.length === 0} loading={save.isPending}>
            Save notification settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
