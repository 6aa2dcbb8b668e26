import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { z } from 'zod';
import { FormModal } from '../../../components/unsaved-changes';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { useSetIntent } from '../queries';

const ZDeclineSchema = z.object({
  declineReason: z.string().trim().min(1, 'Say why you decline: the buyer reads it.').max(2_000, 'Keep it under 2,000 characters.'),
});

/** Declining an invitation says why (docs/rfp.md "Bidding"): the buyer reads the reason. */
export function DeclineModal({ rfpId, title, onClose }: { rfpId: string; title: string; onClose: () => void }) {
  const form = useSchemaForm(ZDeclineSchema, { declineReason: '' });
  const intent = useSetIntent(rfpId, { form });
  const onSubmit = form.onSubmit(async ({ declineReason }) => {
    if (await succeeded(intent.mutateAsync({ intent: 'DECLINED', declineReason }))) onClose();
  });
  return (
    <FormModal isDirty={form.isDirty()} isSubmitting={form.submitting} onClose={onClose} title="Decline to bid">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.6">
            You will not bid on {title}. You may change your mind until the due time.
          </Text>
          <Textarea label="Reason" description="Shown to the buyer." autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('declineReason')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
