import path from 'node:path';

/**
 * The web app's layering (docs/architecture.md "Web app"), as one rule: `web/imports`.
 * - A feature reaches another feature only through that feature's index.ts: what it shares
 *   is what its index exports, and its files stay free to change.
 * - lib/, components/ and providers/ know no feature: features sit on top of them.
 * - app/ (router, layouts, guards) uses a feature's index; its router lazy-loads a feature's
 *   pages by path, so that each page stays a chunk of its own.
 * - Changes go through the mutation helper, and a call's toasts are raised in one place.
 */
const SRC = path.resolve(import.meta.dirname, 'apps/web/src');
const FEATURES = path.join(SRC, 'features');
const MUTATION_HELPER = path.join(SRC, 'lib/query/use-app-mutation.ts');
const TOASTS = path.join(SRC, 'lib/notify');
/** Toasts no call of the screen raised, so no mutation can declare them. */
const RAISES_ITS_OWN_TOASTS = [
  path.join(SRC, 'lib/query/report.ts'),
  // A job finishes long after the call that started it, on whatever screen is open.
  path.join(SRC, 'features/background-jobs/components/use-job-completion-toasts.ts'),
  // A stored session whose profile cannot load: no call of any screen is behind it.
  path.join(SRC, 'providers/auth/AuthProvider.tsx'),
];

const MESSAGES = {
  featureFile: 'Another feature is reached through its index (features/{{feature}}), never its files: export what it shares from its index.ts.',
  lowerLayer: '{{layer}}/ knows no feature: features sit on top of lib/, components/ and providers/.',
  mutation:
    'Changes go through useAppMutation (lib/query/use-app-mutation.ts): it raises the toasts, refetches by key prefix and hands field errors to the form.',
  toast: "A call's toasts are declared on its mutation (useAppMutation) or its query's meta, and raised in lib/query/report.ts.",
};

const stripIndex = (file) => file.replace(/\.(tsx?|jsx?)$/, '').replace(/[/\\]index$/, '');

/** The feature a path belongs to, and whether the path is that feature's index. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, isIndex: rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])) };
}

const importsRule = {
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep)) return {};
    const layer = path.relative(SRC, file).split(path.sep)[0];
    const own = featureOf(file);

    function check(node, specifier, isDynamic) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = stripIndex(path.resolve(path.dirname(file), specifier));
      if (resolved === TOASTS && !RAISES_ITS_OWN_TOASTS.includes(file)) context.report({ node, messageId: 'toast' });
      const target = featureOf(resolved);
      if (!target || target.name === own?.name) return;
      if (layer === 'lib' || layer === 'components' || layer === 'providers') {
        context.report({ node, messageId: 'lowerLayer', data: { layer } });
        return;
      }
      if (layer === 'app' && isDynamic) return;
      if (!target.isIndex) context.report({ node, messageId: 'featureFile', data: { feature: target.name } });
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source.value, false);
        if (node.source.value === '@tanstack/react-query' && file !== MUTATION_HELPER) {
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'useMutation') context.report({ node: specifier, messageId: 'mutation' });
          }
        }
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, false);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, false);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, true);
      },
    };
  },
};

export const webImports = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { imports: importsRule } } },
    rules: { 'web/imports': 'error' },
  },
];
