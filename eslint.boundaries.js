/**
 * Import boundaries (docs/architecture.md "Layers"), as `no-restricted-imports` patterns
 * per layer. ESLint keeps only the last matching config's options for a rule, so each layer
 * lists every pattern that applies to it.
 */
const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const anotherFeaturesRepo = {
  group: ['../*/*.repo', '../*/*.repo.js'],
  message: "A feature reaches another feature through that feature's service (passed in by src/services.ts), never its repo.",
};
const systemHandle = {
  group: ['**/platform/system-db', '**/platform/system-db.js'],
  message: 'The system handle sees every tenant: only sign-in, token and job bookkeeping, seed and migrations use it. Features run as the actor (withActor).',
};
const ownRepoFromRoutes = {
  group: ['./*.repo', './*.repo.js'],
  message: 'Routes call services; services call repos (routes → service → repo).',
};
const featuresFromPlatform = {
  group: ['../features/*', '../features/**', '../services', '../services.js'],
  message: 'platform/ knows no feature.',
};
const apiFromWeb = {
  group: ['**/apps/api/**', '**/api/src/**', '@procura/api', '@procura/api/*'],
  message: 'The web app talks to the API over HTTP; shared types come from @procura/shared.',
};
const policiesFromWeb = {
  group: ['@procura/shared/policies', '@procura/shared/policies/*', '**/shared/src/policies', '**/shared/src/policies/*'],
  message:
    'The web app shows what the answers\' `abilities` say (each row\'s, and the profile\'s for the workspace); it never evaluates a policy itself (docs/architecture.md "Policies and abilities").',
};
const appsFromShared = {
  group: ['**/apps/**', '@procura/api', '@procura/api/*', '@procura/web', '@procura/web/*', 'node:*', 'react', 'react-dom'],
  message: 'packages/shared is pure TypeScript: no app, no Node, no DOM.',
};

export const importBoundaries = [
  { files: ['packages/shared/src/**/*.ts'], rules: rule(appsFromShared) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: rule(apiFromWeb, policiesFromWeb) },
  { files: ['apps/api/src/platform/**/*.ts'], rules: rule(featuresFromPlatform) },
  // Tests set up their world with the system handle.
  { files: ['apps/api/src/features/**/*.ts'], ignores: ['**/*.test.ts'], rules: rule(anotherFeaturesRepo, systemHandle) },
  { files: ['apps/api/src/features/auth/**/*.ts'], rules: rule(anotherFeaturesRepo) },
  // Vendor self-registration is public like sign-in: no actor and no tenant until it submits,
  // so its rows (vendor_registrations has no grant for the app role) go through the system handle.
  { files: ['apps/api/src/features/vendor-registration/**/*.ts'], rules: rule(anotherFeaturesRepo) },
  { files: ['apps/api/src/features/**/*.routes.ts'], rules: rule(anotherFeaturesRepo, systemHandle, ownRepoFromRoutes) },
];
