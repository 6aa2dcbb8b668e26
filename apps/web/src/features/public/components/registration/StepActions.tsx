import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { FormAlert } from '../../../auth';

/** Back and Next (which saves) under every step; full width on a phone. */
export function StepActions({
  onBack,
  isSaving,
  error,
  nextLabel = 'Save and continue',
}: {
  onBack?: () => void;
  isSaving: boolean;
  error: string | null;
  nextLabel?: string;
}) {
  return (
    <>
      <FormAlert message={error} />
      <Group justify="space-between" mt="lg" wrap="nowrap" gap="sm">
        {onBack ? (
          <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft aria-hidden size={16} />} disabled={isSaving}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={isSaving} rightSection={<IconArrowRight aria-hidden size={16} />}>
          {nextLabel}
        </Button>
      </Group>
    </>
  );
}
