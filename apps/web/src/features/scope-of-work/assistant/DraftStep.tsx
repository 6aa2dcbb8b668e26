import { Alert, Badge, Box, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { SOW_NAME_MAX, type TClientSow, type TClientSowInput, type TSowAnswers } from '@procura/shared';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppMutation } from '../../../lib/query/use-app-mutation';
import { SowEditor } from '../components/SowEditor';
import { sowKeys } from '../queries';
import { scopePath } from '../sow-format';
import { createClientScope } from './assistant-api';
import { ReplacedClauses } from './ReplacedClauses';
import { useAssistantStream } from './use-assistant-stream';

export interface TDraftStepProps {
  clientId: string;
  answers: TSowAnswers;
  defaultName: string;
  onBack: () => void;
}

/** The last step: the draft streams in, then it is named and saved as the client's scope. */
export function DraftStep({ clientId, answers, defaultName, onBack }: TDraftStepProps) {
  const { state, run } = useAssistantStream();
  const [name, setName] = useState(defaultName);
  const navigate = useNavigate();
  const [nameError, setNameError] = useState<string | undefined>();

  const draft = () => void run({ mode: 'draft', clientId, answers });
  // The draft starts when the step opens, not when answers change (a new run cancels the one before).
  useEffect(draft, []);

  const create = useAppMutation({
    mutationFn: (input: TClientSowInput) => createClientScope(input),
    successToast: { title: 'Scope Created', description: 'The drafted scope of work has been saved as a draft.' },
    errorToast: { fallback: 'The scope of work could not be saved.' },
    // Only the name is an input here: an error about anything else is toasted.
    form: { getValues: () => ({ name }), setErrors: (found) => setNameError(found.name) },
    invalidates: [sowKeys.scopes()],
  });

  const save = () => {
    if (!state.draft || !answers.serviceId) return;
    setNameError(undefined);
    create.mutate(
      { clientId, serviceId: answers.serviceId, name: name.trim(), source: 'ASSISTANT', composedOffline: state.offline, content: state.draft },
      { onSuccess: (scope: TClientSow) => void navigate(scopePath(scope.id)) },
    );
  };

  const isStreaming = state.status === 'streaming';
  const trimmed = name.trim();
  const localNameError =
    trimmed.length === 0 ? 'Enter the name.' : trimmed.length > SOW_NAME_MAX ? `The name is at most ${SOW_NAME_MAX} characters.` : undefined;
  const [touched, setTouched] = useState(false);

  return (
    <Stack gap="md">
      {isStreaming || state.status === 'idle' ? (
        <Box aria-live="polite" aria-busy>
          <Group gap="xs" mb={6}>
            <Loader size="sm" />
            <Text size="sm">Drafting the scope of work from your answers…</Text>
          </Group>
          {state.text ? (
            <Text
              size="sm"
              c="dark.6"
              data-testid="sow-draft-live"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 320, overflowY: 'auto' }}
            >
              {state.text}
            </Text>
          ) : null}
        </Box>
      ) : null}

      {state.status === 'error' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} title="The draft could not be written" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.error}</Text>
            <Text size="sm">Your answers are kept.</Text>
            <Button size="xs" variant="light" leftSection={<IconRefresh aria-hidden size={14} />} onClick={draft}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {state.status === 'done' && state.draft ? (
        <Stack gap="md">
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={600}>
              Your draft
            </Text>
            {state.offline ? (
              <Badge variant="light" color="gray" c="dark.6" title="No AI model is configured: the draft was built from the library text and your answers.">
                Composed offline
              </Badge>
            ) : null}
          </Group>
          <ReplacedClauses replaced={state.replaced} />
          <SowEditor value={state.draft} readOnly label="Draft scope of work" minHeight={240} />
          <TextInput
            label="Name of the scope"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={(touched && localNameError) || nameError}
            maxLength={SOW_NAME_MAX + 1}
          />
        </Stack>
      ) : null}

      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft aria-hidden size={16} />} onClick={onBack} disabled={create.isPending}>
          Back
        </Button>
        <Group gap="sm">
          {state.status === 'done' ? (
            <Button variant="default" leftSection={<IconRefresh aria-hidden size={16} />} onClick={draft} disabled={create.isPending}>
              Draft again
            </Button>
          ) : null}
          <Button
            leftSection={<IconDeviceFloppy aria-hidden size={16} />}
            onClick={() => {
              setTouched(true);
              if (!localNameError) save();
            }}
            loading={create.isPending}
            disabled={state.status !== 'done' || !state.draft}
          >
            Create scope
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
