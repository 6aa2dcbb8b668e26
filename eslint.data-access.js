/**
 * One data-access style (docs/architecture.md "Data access"): feature code reads and writes
 * through drizzle's query builder, whose rows are typed by the columns they select. A statement
 * the builder cannot write runs through `queryRows<T>(tx, sql…)` or `tx.execute(sql…)`, whose
 * rows are whatever the caller declares; each such call says why, in a comment containing
 * "Raw SQL" on the call's statement or on a node around it (the repo function, the repo). A
 * file's header does not count: the reason belongs beside the statement.
 */
const RAW_CALLS = new Set(['queryRows']);
const EXPLAINED = /Raw SQL/;

const rawSqlRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      unexplained:
        'A raw statement in feature code: write it with the query builder, or say why it cannot be in a comment containing "Raw SQL" above it (docs/architecture.md "Data access").',
    },
  },
  create(context) {
    const source = context.sourceCode;
    const explained = (node) => {
      for (let at = node; at && at.type !== 'Program'; at = at.parent) {
        if (source.getCommentsBefore(at).some((comment) => EXPLAINED.test(comment.value))) return true;
      }
      return false;
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        const raw =
          (callee.type === 'Identifier' && RAW_CALLS.has(callee.name)) ||
          (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && callee.property.name === 'execute');
        if (raw && !explained(node)) context.report({ node, messageId: 'unexplained' });
      },
    };
  },
};

export const dataAccess = [
  {
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { data: { rules: { 'raw-sql': rawSqlRule } } },
    rules: { 'data/raw-sql': 'error' },
  },
];
