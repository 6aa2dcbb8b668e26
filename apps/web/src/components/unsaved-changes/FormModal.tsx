import { Box, Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { useState } from 'react';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useUnsavedChanges } from './unsaved-changes-context';

export interface TFormModalProps extends Omit<ModalProps, 'opened'> {
  /** For a modal kept mounted while closed; a modal rendered only when open leaves it out. */
  opened?: boolean;
  /** The form holds changes not saved yet. */
  isDirty: boolean;
  /** True while saving: the modal cannot be closed then. */
  isSubmitting?: boolean;
}

/**
 * A modal holding a form. Escape, a click outside or the close button ask before throwing
 * changes away (the form's own Cancel button is the deliberate way out and does not ask); leaving
 * the page or reloading asks too (useUnsavedChanges). The question takes the modal's place
 * instead of opening a second modal over it: the form stays mounted underneath, hidden, so
 * "Keep editing" finds every field as it was. Every form modal looks the same: large, with a
 * bold title, and the whole screen on a phone; a modal passes `size` or `fullScreen` only to differ.
 */
export function FormModal({ opened = true, isDirty, isSubmitting = false, onClose, title, children, ...props }: TFormModalProps) {
  const [isConfirming, setConfirming] = useState(false);
  const isMobile = useIsMobile();
  // While saving, leaving is the save's own doing (a created record's page opens): only a form
  // that is not being saved holds the page.
  useUnsavedChanges(opened && isDirty && !isSubmitting);
  const requestClose = () => {
    if (isSubmitting) return;
    // Escape on the question itself means "no, keep editing".
    if (isConfirming) return setConfirming(false);
    if (opened && isDirty) setConfirming(true);
    else onClose();
  };
  return (
    <Modal
      radius="lg"
      size="lg"
      fullScreen={isMobile}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
      title={isConfirming ? 'Discard your changes?' : title}
      opened={opened}
      onClose={requestClose}
    >
      {isConfirming ? (
        <Stack gap="lg">
          <Text size="sm" c="dark.6">
            What you typed in this form is not saved yet. If you close it now, it is lost.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus autoFocus>
              Keep editing
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                onClose();
              }}
            >
              Discard changes
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Box hidden={isConfirming}>{children}</Box>
    </Modal>
  );
}
