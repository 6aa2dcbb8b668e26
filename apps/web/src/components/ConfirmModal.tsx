import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TConfirmModalProps {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  /** Shown under the message: what to weigh before confirming (a warning, say). */
  notice?: ReactNode;
  confirmLabel: string;
  /** The safe choice, focused first. */
  cancelLabel?: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel so that an Enter
 * pressed out of habit does not delete anything.
 */
export function ConfirmModal({
  isOpen,
  title,
  message,
  notice,
  confirmLabel,
  cancelLabel = 'Cancel',
  isDestructive = true,
  isPending,
  onConfirm,
  onClose,
}: TConfirmModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={isPending ? () => undefined : onClose}
      title={title}
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dark.6">
          {message}
        </Text>
        {notice}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={isDestructive ? 'red' : 'blue'} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
