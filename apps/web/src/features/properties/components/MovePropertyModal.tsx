import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { TPropertyDetail } from '@procura/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../components/unsaved-changes';
import { ApiError } from '../../../lib/api-error';
import { ClientPicker, type TPickerOption } from '../../pickers';
import { useMoveProperty } from '../queries';

interface TMovePropertyModalProps {
  property: TPropertyDetail;
  onClose: () => void;
}

/**
 * The provider files a property under the client it belongs to (it was saved under the wrong
 * one). Says beforehand what moves and what ends; the server's refusal (the old client's contacts
 * or scopes still on it, a code the new client already uses) shows on the field.
 */
export function MovePropertyModal({ property, onClose }: TMovePropertyModalProps) {
  const move = useMoveProperty();
  const [client, setClient] = useState<TPickerOption | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!client) return setError('Choose the client this property belongs to.');
    if (client.value === property.clientId) return setError(`It already belongs to ${property.clientName}.`);
    setError(null);
    move.mutate(
      { id: property.id, input: { clientId: client.value } },
      {
        onSuccess: onClose,
        onError: (failure) => setError(failure instanceof ApiError ? (failure.fieldErrors.clientId?.[0] ?? failure.message) : null),
      },
    );
  };

  return (
    <FormModal isDirty={client !== null} isSubmitting={move.isPending} onClose={onClose} title="Move to another client">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {property.name} is filed under <strong>{property.clientName}</strong>. Choose the client it belongs to.
          </Text>
          <ClientPicker label="Client" withAsterisk value={client} onChange={setClient} error={error ?? undefined} data-autofocus />
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden size={18} />} title="What happens">
            <List size="sm" spacing={4}>
              <List.Item>Its required services and documents move with it.</List.Item>
              <List.Item>People of {property.clientName} who were given access to it lose that access.</List.Item>
              <List.Item>Contacts and scopes of work of {property.clientName} on it must be removed first.</List.Item>
              <List.Item>The move is recorded in its history.</List.Item>
            </List>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={move.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={move.isPending}>
              Move property
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
