import fs from 'node:fs';
import path from 'node:path';

/**
 * Import boundaries (docs/architecture.md "Layers"), as `no-restricted-imports` patterns
 * per layer. ESLint keeps only the last matching config's options for a rule, so each layer
 * lists every pattern that applies to it.
 */
const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** The same with named imports refused from one module (ESLint takes `paths` beside `patterns`). */
const ruleWithPaths = (paths, ...patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

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
    "The web app shows what the answers' `abilities` say (each row's, and the profile's for the workspace); it never evaluates a policy itself (docs/architecture.md \"Policies and abilities\").",
};
/*
 * The rule-making parts of @procura/shared that the policies are built from. The web app reads
 * their outcome from `abilities` instead; what it may still use of permissions is the
 * navigation (the sidebar and route table) and a person's state labels.
 */
const ruleBuildersFromWeb = {
  name: '@procura/shared',
  importNames: [
    'can',
    'hasAnyModulePermission',
    'lookupPermission',
    'toViewOnly',
    'manageableTenantTypes',
    'manageableRoleTypes',
    'grantBeyond',
    'USER_PERMISSION_BY_TENANT_TYPE',
    'ROLE_PERMISSION_BY_ROLE_TYPE',
    'isAwaitingInvitation',
    'isAuthorizable',
    'isRoleOfferedTo',
    'availableTransitions',
    'reachableStates',
    'CLIENT_SOW_LIFECYCLE',
  ],
  message: policiesFromWeb.message,
};
const sharedSourceFromWeb = {
  group: ['**/shared/src', '**/shared/src/**'],
  message: 'The web app imports @procura/shared by its name, never its files.',
};
const appsFromShared = {
  group: ['**/apps/**', '@procura/api', '@procura/api/*', '@procura/web', '@procura/web/*', 'node:*', 'react', 'react-dom'],
  message: 'packages/shared is pure TypeScript: no app, no Node, no DOM.',
};

/*
 * Features own their tables (docs/architecture.md, "Features own their tables"). Each schema
 * file of apps/api/src/db/schema/ belongs to the features below; a feature imports its own
 * schema files and, for read-only joins (names in a list, a count), the ones READ_JOINS lists.
 * Writing to another feature's table goes through that feature's service, passed in by
 * src/services.ts. The barrel (db/schema/index.js) is for platform, seed, migrations and tests.
 */
const SCHEMA_OWNERS = {
  auth: ['auth'],
  // One identity: sign-in keeps a person's password, status and sessions; people are managed by users.
  users: ['users', 'auth'],
  // A person's grants (user_roles) are written with the person.
  roles: ['roles', 'users'],
  tenancy: ['tenants'],
  geography: ['geography'],
  services: ['services'],
  clients: ['clients'],
  properties: ['properties'],
  vendors: ['vendors'],
  'vendor-compliance': ['vendor-compliance'],
  'vendor-registration': ['vendor-registration'],
  'get-in-touch': ['get-in-touch'],
  // SOW templates (sow-documents) live beside the texts they fill until the document services
  // move out of scope of work (issue 15 item 5).
  'scope-of-work': ['scope-of-work', 'sow-documents'],
  jobs: ['background-jobs'],
  storage: ['storage'],
  // Requests for proposal and the bids that answer them: one lifecycle, written together.
  rfp: ['rfp'],
  bids: ['rfp'],
  // The buyer's leveling and awards of an RFP's bids.
  'bid-analysis': ['bid-analysis'],
  // Contracts (docs/contracts.md): written by the contracts feature; the review queue of uploaded
  // existing contracts is existing-contracts'; renewals and alerts are contract-management's.
  contracts: ['contracts', 'existing-contracts', 'contract-management'],
  // platform/ only: the audit trail (platform/audit.ts), the rate-limit counts, the AI usage
  // (platform/ai), the reminders before a due date (platform/reminders.ts).
  audit: [],
  'rate-limits': [],
  ai: [],
  reminders: [],
  // The outbox, each person's notifications and their e-mail settings (docs/notifications.md).
  notifications: ['notifications'],
};

/** Reference data any feature may join to show names: places, the services catalogue, workspaces. */
const REFERENCE = ['geography', 'services', 'tenancy'];

/** Read-only joins beyond the reference data, with why. */
const READ_JOINS = {
  // Sign-in lists a person's workspaces with their organization's status.
  auth: ['clients', 'vendors'],
  // A client's property count.
  clients: ['properties'],
  // A property's client name, contacts and assigned people, and its documents' files; the
  // scopes that hold it, counted before it moves to another client.
  properties: ['clients', 'users', 'storage', 'scope-of-work'],
  // Who holds a role.
  roles: ['users'],
  // An RFP's client, the properties and scopes its lines copy at publish, the vendors invited, authors' names;
  // the awards its open-data export lists.
  rfp: ['clients', 'properties', 'scope-of-work', 'vendors', 'users', 'bid-analysis'],
  // The RFP, its lines and the opened bids it compares; authors' names; the client's logo on an exported PDF.
  'bid-analysis': ['rfp', 'bids', 'users', 'clients'],
  // What a contract copies of its client, vendor, properties; its documents' files; authors'
  // names; the award an RFP's draft contract is made from (its lines, bids and awards).
  contracts: ['clients', 'vendors', 'properties', 'storage', 'users', 'rfp', 'bids', 'bid-analysis'],
  // The client an upload is for; the vendors, client's properties and services its contracts are
  // matched to; the job an earlier upload of the same files started (background_jobs, the caller's own).
  'existing-contracts': ['clients', 'vendors', 'properties', 'jobs'],
  // A scope's client, properties and authors' names.
  'scope-of-work': ['clients', 'properties', 'users'],
  // "Required by N properties" before a service is deleted.
  services: ['properties'],
  // The client a draft is for, and the library text it starts from.
  'sow-assistant': ['clients', 'scope-of-work'],
  // A document's client, properties, contacts and the template's file.
  'sow-documents': ['clients', 'properties', 'users', 'storage'],
  // The template-generation tasks are the caller's own template jobs (background_jobs rows).
  documents: ['jobs'],
  // The provider's search of the audit trail (platform/audit.ts) with who made each entry.
  'audit-search': ['audit', 'users'],
  // A person's organization and roles; a bulk invite's own audit entries.
  users: ['clients', 'vendors', 'roles', 'audit'],
  // Whose documents (the vendor, its client's requirements), their authors and files.
  'vendor-compliance': ['vendors', 'clients', 'users', 'storage'],
  // The provider's people who decide on vendors, told of a registration.
  'vendor-registration': ['users', 'roles'],
  // The client a vendor is onboarded for, the properties it serves, the Vendor Admin role.
  vendors: ['clients', 'properties', 'roles'],
};

/** Writes into another feature's table that stay, each with its reason; keep this list short. */
const WRITES = {
  // The compliance state it computes, kept on the vendor row so vendor lists filter and sort on
  // it: one statement over the vendors whose documents changed (compliance-state.repo.ts).
  'vendor-compliance': ['vendors'],
};

const SCHEMA_DIR = path.join(import.meta.dirname, 'apps/api/src/db/schema');
const FEATURES_DIR = path.join(import.meta.dirname, 'apps/api/src/features');

/** The tables (their drizzle names) a schema file declares. */
const tablesOf = (schemaFile) =>
  [...fs.readFileSync(path.join(SCHEMA_DIR, `${schemaFile}.ts`), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]);

const schemaFiles = Object.keys(SCHEMA_OWNERS);
const ownSchemaFiles = (feature) => schemaFiles.filter((file) => SCHEMA_OWNERS[file].includes(feature));
const readableSchemaFiles = (feature) => [...new Set([...REFERENCE, ...(READ_JOINS[feature] ?? [])])].filter((file) => !SCHEMA_OWNERS[file].includes(feature));
const writableSchemaFiles = (feature) => WRITES[feature] ?? [];

const schemaImports = (feature) => ({
  group: [
    '**/db/schema/*',
    ...[...new Set([...ownSchemaFiles(feature), ...readableSchemaFiles(feature), ...writableSchemaFiles(feature)])].map((file) => `!**/db/schema/${file}.js`),
  ],
  message: `The ${feature} feature imports its own schema files (${ownSchemaFiles(feature).join(', ') || 'none'}) and the read-only joins eslint.boundaries.js lists; another feature's table is written through that feature's service (src/services.ts).`,
});

/** Writing a table the feature may only join: an insert, update or delete naming it. */
const writesToJoinedTables = (feature) => ({
  'no-restricted-syntax': [
    'error',
    {
      selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${readableSchemaFiles(feature)
        .filter((file) => !writableSchemaFiles(feature).includes(file))
        .flatMap(tablesOf)
        .join('|')})$/]`,
      message: `The ${feature} feature only reads this table: another feature owns it, and writes go through that feature's service (src/services.ts).`,
    },
  ],
});

// Sign-in and vendor self-registration are public: no actor (nor tenant) before they succeed,
// so they use the system handle (vendor_registrations has no grant for the app role).
// get-in-touch: the public form keeps a request for the provider before anyone signs in.
const SYSTEM_HANDLE_FEATURES = ['auth', 'vendor-registration', 'get-in-touch'];

const features = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const importBoundaries = [
  { files: ['packages/shared/src/**/*.ts'], rules: rule(appsFromShared) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: ruleWithPaths([ruleBuildersFromWeb], apiFromWeb, policiesFromWeb, sharedSourceFromWeb) },
  { files: ['apps/api/src/platform/**/*.ts'], rules: rule(featuresFromPlatform) },
  // Tests set up their world with the system handle and the whole schema.
  ...features.flatMap((feature) => [
    {
      files: [`apps/api/src/features/${feature}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        ...rule(anotherFeaturesRepo, ...(SYSTEM_HANDLE_FEATURES.includes(feature) ? [] : [systemHandle]), schemaImports(feature)),
        ...writesToJoinedTables(feature),
      },
    },
    { files: [`apps/api/src/features/${feature}/**/*.routes.ts`], rules: rule(anotherFeaturesRepo, systemHandle, ownRepoFromRoutes, schemaImports(feature)) },
  ]),
];
