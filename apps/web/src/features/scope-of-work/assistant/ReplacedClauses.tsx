import { Alert, List, Text } from '@mantine/core';
import type { TSowReplacedClause } from '@procura/shared';
import { IconReplace } from '@tabler/icons-react';

/**
 * What the draft left out of the library because an answer says otherwise (the library's $1M
 * where the answer says $2M): the person sees each replaced clause and the answer that won, and
 * can put a clause back by hand if they meant both.
 */
export function ReplacedClauses({ replaced }: { replaced: TSowReplacedClause[] }) {
  if (replaced.length === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconReplace aria-hidden size={18} />} title="Changed to match your answers" data-testid="sow-draft-replaced">
      <Text size="sm" mb={6}>
        The draft follows your answers where the library text said otherwise. Left out:
      </Text>
      <List size="sm" spacing={6}>
        {replaced.map((r) => (
          <List.Item key={`${r.section}\n${r.clause}`}>
            {r.section ? `${r.section}: ` : ''}“{r.clause}”, replaced by your answer “{r.answer}”.
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
