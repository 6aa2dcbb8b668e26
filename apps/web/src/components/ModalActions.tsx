import { Button, Group } from '@mantine/core';

interface TModalActionsProps {
  onCancel(): void;
  isSubmitting: boolean;
  /** Read-only modals offer Close and no Save. */
  isReadOnly?: boolean;
}

/** The footer of a form modal: Cancel (or Close) and the submit button 'Save'. */
export function ModalActions({ onCancel, isSubmitting, isReadOnly = false }: TModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
        {isReadOnly ? 'Close' : 'Cancel'}
      </Button>
      {isReadOnly ? null : (
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
      )}
    </Group>
  );
}
