import { Alert, Badge, Box, Button, Group, Loader, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { replaceSowSection, SOW_INSTRUCTION_MAX, sowSections, type TSowDoc } from '@procura/shared';
import { IconAlertTriangle, IconCheck, IconSparkles, IconX } from '@tabler/icons-react';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AssistantUsage } from './AssistantUsage';
import { SectionChange } from './SectionChange';
import { useAssistantStream } from './use-assistant-stream';

export interface TSowAssistantPanelProps {
  clientId: string;
  serviceId: string;
  content: TSowDoc;
  onApply: (doc: TSowDoc) => void;
}

interface TChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** How the text before the first heading is named in the section picker. */
const INTRO_LABEL = 'Opening text (before the first heading)';

/**
 * The chat beside the editor (issue #10 item 3): pick a section, say what to change, read the
 * answer as it streams, then accept or reject the rewrite shown as a change. Nothing touches the
 * document until Accept; an error keeps the instruction so it can be sent again.
 */
export default function SowAssistantPanel({ clientId, serviceId, content, onApply }: TSowAssistantPanelProps) {
  const sections = useMemo(() => sowSections(content), [content]);
  const options = useMemo(
    // Select treats '' as no value: headings travel prefixed.
    () =>
      sections.map((s) => ({ value: `#${s.heading}`, label: s.heading || INTRO_LABEL })).filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i),
    [sections],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const pickedValue =
    picked !== null && options.some((o) => o.value === picked) ? picked : (options.find((o) => o.value !== '#')?.value ?? options[0]?.value ?? '#');
  const section = pickedValue.slice(1);
  const [instruction, setInstruction] = useState('');
  const [instructionError, setInstructionError] = useState<string | null>(null);
  const [history, setHistory] = useState<TChatTurn[]>([]);
  const { state, run, dismissSuggestion } = useAssistantStream();
  const headingId = useId();
  const isStreaming = state.status === 'streaming';
  const suggestion = state.suggestion;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = instruction.trim();
    if (!text) return setInstructionError('Say what to change.');
    if (text.length > SOW_INSTRUCTION_MAX) return setInstructionError(`Keep the request under ${SOW_INSTRUCTION_MAX} characters.`);
    setInstructionError(null);
    const result = await run({ mode: 'refine', clientId, serviceId, content, section, instruction: text, history: history.slice(-10) });
    if (result.status === 'done' && result.suggestion) {
      setHistory((h) => [...h, { role: 'user', content: text }, { role: 'assistant', content: result.suggestion?.after ?? '' }]);
      setInstruction('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  const accept = () => {
    if (!suggestion) return;
    onApply(replaceSowSection(content, suggestion.section, suggestion.after));
    setHistory((h) => [...h, { role: 'user', content: 'Accepted.' }]);
    dismissSuggestion();
  };

  const reject = () => {
    setHistory((h) => [...h, { role: 'user', content: 'Rejected that rewrite.' }]);
    dismissSuggestion();
  };

  return (
    // Sticky beside a long document, so the chat stays in view while the text scrolls; no taller
    // than the screen above the background-jobs button, and scrolling within, so nothing in it
    // (Accept) can be held under that button.
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="sow-assistant-panel"
      style={{ position: 'sticky', top: 76, maxHeight: 'calc(100dvh - 76px - var(--procura-dock-reserve))', overflowY: 'auto' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconSparkles aria-hidden size={18} color="var(--mantine-color-blue-7)" />
            <Title order={2} fz="md" id={headingId}>
              Assistant
            </Title>
          </Group>
          {state.offline && state.status !== 'idle' ? (
            <Badge variant="light" color="gray" c="dark.6">
              Composed offline
            </Badge>
          ) : null}
        </Group>

        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Select
              label="Section to rewrite"
              data={options}
              value={pickedValue}
              onChange={(value) => setPicked(value)}
              allowDeselect={false}
              disabled={isStreaming || options.length === 0}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="What should change?"
              placeholder="e.g. Make the snow trigger 2 inches, or add a de-icing clause"
              autosize
              minRows={3}
              maxRows={8}
              value={instruction}
              onChange={(e) => setInstruction(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              error={instructionError}
              disabled={isStreaming}
              description="Ctrl+Enter sends. The document changes only when you accept."
            />
            <Group justify="flex-end" gap="xs">
              <Button type="submit" loading={isStreaming} leftSection={<IconSparkles aria-hidden size={16} />} disabled={Boolean(suggestion)}>
                Suggest a rewrite
              </Button>
            </Group>
          </Stack>
        </form>

        {isStreaming ? (
          <Box aria-live="polite" aria-busy>
            <Group gap="xs" mb={4}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Writing…
              </Text>
            </Group>
            {state.text ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' }} data-testid="sow-assistant-live">
                {state.text}
              </Text>
            ) : null}
          </Box>
        ) : null}

        {state.status === 'error' && state.error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} title="No suggestion this time" role="alert">
            {state.error}
          </Alert>
        ) : null}

        {suggestion && state.status === 'done' ? (
          <Stack gap="xs" data-testid="sow-assistant-suggestion">
            <Text size="sm" fw={600}>
              Suggested rewrite of “{suggestion.section || INTRO_LABEL}”
            </Text>
            <SectionChange before={suggestion.before} after={suggestion.after} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" leftSection={<IconX aria-hidden size={16} />} onClick={reject}>
                Reject
              </Button>
              <Button leftSection={<IconCheck aria-hidden size={16} />} onClick={accept}>
                Accept
              </Button>
            </Group>
          </Stack>
        ) : null}

        <AssistantUsage />
      </Stack>
    </Paper>
  );
}
