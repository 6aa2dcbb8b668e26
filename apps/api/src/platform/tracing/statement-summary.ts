/**
 * What a statement does, named without anything it carries: its verb and the first table it
 * names (`SELECT rfps`), read from the SQL text as identifiers only, so no literal can leak.
 */
export function statementSummary(sqlText: string): { operation: string; table?: string } {
  // A literal's content is no name, whatever words it holds.
  const text = sqlText.replace(/'(?:[^']|'')*'/g, "''");
  const operation = (/^\s*([a-z]+)/i.exec(text)?.[1] ?? 'statement').toUpperCase();
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?(?:\s*\.\s*"?([a-z_][a-z0-9_]*)"?)?/i.exec(text);
  return table ? { operation, table: (table[2] ?? table[1]).toLowerCase() } : { operation };
}
