import { Box, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { diffWords } from './word-diff';

export interface TSectionChangeProps {
  before: string;
  after: string;
}

// Darker than the theme's red/green 9 so small text keeps 4.5:1 on the tint (WCAG 1.4.3).
const removedStyle = { backgroundColor: '#ffe3e3', color: '#8a1c1c', textDecoration: 'line-through' } as const;
const addedStyle = { backgroundColor: '#d3f9d8', color: '#1b5e20', textDecoration: 'none' } as const;

/** A proposed rewrite as one text with what goes struck out in red and what comes in green. */
export function SectionChange({ before, after }: TSectionChangeProps) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  const unchanged = parts.every((p) => p.kind === 'same');
  return (
    <Box>
      <Group gap="md" mb={6} aria-hidden>
        <Text size="xs" c="dimmed">
          <Box component="span" px={4} style={removedStyle}>
            removed
          </Box>{' '}
          <Box component="span" px={4} style={addedStyle}>
            added
          </Box>
        </Text>
      </Group>
      <Box
        data-testid="sow-suggestion-diff"
        p="sm"
        fz="sm"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-sm)',
          maxHeight: 360,
          overflowY: 'auto',
        }}
        tabIndex={0}
        aria-label="Proposed change"
      >
        {unchanged ? (
          <Text size="sm" c="dimmed">
            The suggestion leaves this section as it is.
          </Text>
        ) : null}
        {unchanged
          ? null
          : parts.map((part, index) =>
              part.kind === 'same' ? (
                <span key={index}>{part.text}</span>
              ) : part.kind === 'removed' ? (
                <Box component="del" key={index} style={removedStyle}>
                  {part.text}
                </Box>
              ) : (
                <Box component="ins" key={index} style={addedStyle}>
                  {part.text}
                </Box>
              ),
            )}
      </Box>
    </Box>
  );
}
