import { Code, SimpleGrid, Text } from '@mantine/core';

/** A template's placeholders as a definition list: `{name}` and what it is filled with (SOW and RFP templates). */
export function PlaceholderTerms({
  placeholders,
  columns,
  testId,
}: {
  placeholders: readonly { name: string; description: string }[];
  columns: { base: number; sm: number };
  testId: string;
}) {
  return (
    <SimpleGrid cols={columns} spacing="xs" verticalSpacing={6} component="dl" m={0} data-testid={testId}>
      {placeholders.map((p) => (
        <div key={p.name} style={{ display: 'flex', gap: 8, alignItems: 'baseline', minWidth: 0 }}>
          <Text component="dt" size="sm" style={{ flex: 'none' }}>
            <Code>{`{${p.name}}`}</Code>
          </Text>
          <Text component="dd" size="sm" c="dark.6" m={0} style={{ overflowWrap: 'anywhere' }}>
            {p.description}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
