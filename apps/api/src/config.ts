import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEMO_PASSWORD, RFP_MIN_BIDDING_HOURS } from '@procura/shared';
import { REPO_ROOT } from './paths.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const booleanFromEnv = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr (Fastify's `trustProxy`) knows besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !net.isIP(address)) return PROXY_RANGE_NAMES.includes(entry);
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (net.isIPv4(address) ? 32 : 128));
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a hop count, or their
 * addresses/CIDRs; unset, none (the socket's peer is the client).
 */
const trustProxyFromEnv = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === '0') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const invalid = entries.filter((e) => !isProxyAddress(e));
    if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: `not a hop count, proxy address or CIDR: ${invalid.join(', ')}` });
    return entries;
  });

const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  /**
   * The request pool's connection: a login role that is only a member of procura_app (docs/
   * operations.md "Database roles"). Unset: the request pool connects as DATABASE_URL's owner.
   */
  DATABASE_REQUEST_URL: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * `npm run backup` / `restore` only: a role that reads and writes past row security (a
   * superuser or BYPASSRLS) on DATABASE_URL's database. Unset: DATABASE_URL's (docs/operations.md
   * "Backup and restore").
   */
  BACKUP_DATABASE_URL: z.preprocess(blankToUndefined, z.string().optional()),
  DATA_DIR: z.string().default('./data'),
  /** Size of the `pg` pool per API process. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Procura <no-reply@procura.local>'),
  APP_BRAND: z.string().min(1).default('Procura'),
  /** Unset: `http://localhost:PORT`, the address `npm start` answers on (see `loadConfig`). */
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url().optional()),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Encrypts the token signing keys at rest (AES-256-GCM under a key derived with HKDF-SHA256).
   * Unset: generated into DATA_DIR on the embedded database; required with DATABASE_URL.
   */
  SIGNING_KEY_SECRET: z.string().min(32, 'at least 32 characters, e.g. the output of `openssl rand -base64 32`').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  INVITATION_TTL_HOURS: z.coerce.number().int().min(1).default(72),
  /** An addendum published with less notice than this before the bid due time moves it so this much remains (docs/rfp.md "Addenda"). */
  RFP_ADDENDUM_MIN_HOURS: z.coerce.number().min(0).default(72),
  /** How long before its bid due time an RFP may be published at the latest (docs/rfp.md "Publishing"). */
  RFP_MIN_BIDDING_HOURS: z.coerce.number().min(0).default(RFP_MIN_BIDDING_HOURS),
  RESET_CODE_TTL_MINUTES: z.coerce.number().int().min(1).default(15),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Get-in-touch requests one client address may send per hour (docs/product.md "Get in touch"). */
  GET_IN_TOUCH_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** A get-in-touch form sent sooner than this after it loaded was not filled by a person. */
  GET_IN_TOUCH_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
  /** How often each API process adds its request counts to the shared table and learns the totals. */
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  TRUST_PROXY: trustProxyFromEnv,
  /** Run job workers inside the API process (`npm start`); `npm run worker` runs them alone. */
  RUN_JOBS: booleanFromEnv.default(true),
  /** Heap cap (MiB) of the job process `npm start` forks on a server database. */
  JOB_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(512),
  /**
   * On SIGTERM or SIGINT a process stops taking requests and jobs, and waits this long at most
   * for the requests and jobs it has to finish; then it exits (0) anyway, and a job still
   * running is handed out again once its heartbeat lapses (docs/operations.md "Stopping").
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  /** A job whose process stops answering for this long is presumed dead and handed out again (pg-boss heartbeat). */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** Unset: demo data on the embedded database only (see `loadConfig`). */
  SEED_DEMO: booleanFromEnv.optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  /** Directory of the built web app; the API serves it with history fallback. */
  WEB_DIST_DIR: z.string().optional(),
  /** Set: files go to this S3-compatible bucket; unset: to DATA_DIR/storage, served by the API. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Any S3-compatible store (MinIO, R2, …); unset: AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's default credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** An upload no record confirmed within this many hours is deleted by the storage sweep. */
  STORAGE_UNCONFIRMED_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 365)
    .default(24),
  /** When the storage sweep runs (cron, UTC). */
  STORAGE_SWEEP_CRON: z.string().min(9).max(100).default('17 * * * *'),
  /**
   * Uploads not yet saved with a record (kept STORAGE_UNCONFIRMED_TTL_HOURS) per person and per
   * owning tenant: past either, an upload URL is refused with 429.
   */
  STORAGE_PENDING_FILES_PER_PERSON: z.coerce.number().int().min(1).default(100),
  STORAGE_PENDING_MB_PER_PERSON: z.coerce.number().int().min(1).default(1024),
  STORAGE_PENDING_FILES_PER_TENANT: z.coerce.number().int().min(1).default(1000),
  STORAGE_PENDING_MB_PER_TENANT: z.coerce.number().int().min(1).default(10_240),
  /** /readyz answers 503 when the local store has less free space than this (MB); 0 turns it off. */
  STORAGE_FREE_MB_FLOOR: z.coerce.number().int().min(0).default(1024),
  /** An OpenAI-compatible API (…/v1) for the SOW assistant; with AI_MODEL set, drafts come from that model, else from the offline composer. */
  AI_BASE_URL: z.preprocess(blankToUndefined, z.url().optional()),
  /** Sent as a bearer token; a local server (Ollama, vLLM) may need none. */
  AI_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  /** A model call that has not finished by then is abandoned with a clear message (the user's text is kept). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Model tokens (prompt + answer) each workspace may use per calendar month (UTC). */
  AI_MONTHLY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(2_000_000),
  /** US dollars per million prompt / answer tokens, for the cost recorded per call. */
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).max(10_000).default(0),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).max(10_000).default(0),
  /** Assistant requests per person per minute (each may cost a model call). */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * The bearer token Prometheus sends to scrape GET /metrics; unset, the route answers 404 and
   * nothing is counted (docs/operations.md "Metrics and error reporting").
   */
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'at least 16 characters, e.g. the output of `openssl rand -hex 32`').optional()),
  /** Set: API errors (5xx) and the web app's errors go to this Sentry project; unset, nothing is sent. */
  SENTRY_DSN: z.preprocess(blankToUndefined, z.url().optional()),
  /**
   * The web app's own Sentry project, when it is not SENTRY_DSN's; handed to the browser at run
   * time (docs/operations.md "Error reporting (Sentry)").
   */
  SENTRY_WEB_DSN: z.preprocess(blankToUndefined, z.url().optional()),
  /**
   * An OpenTelemetry collector's OTLP/HTTP base address (`http://collector:4318`): set, each
   * process sends its traces to `<it>/v1/traces`; unset, no span is made and the SDK never loads
   * (docs/operations.md "Tracing (OpenTelemetry)").
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'an http(s) address, e.g. http://collector:4318' }).optional(),
  ),
  /** The traces' `service.name`. */
  OTEL_SERVICE_NAME: z.preprocess(blankToUndefined, z.string().max(100).default('procura-api')),
});

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify itself ignores a bare hop count (it cannot
 * tell a proxy from a client), so a count is a function here that trusts that many nearest
 * peers: right only when nothing reaches the API except through those proxies.
 */
export function trustProxyOption(setting: TConfig['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export type TConfig = Omit<z.infer<typeof ZConfigSchema>, 'SEED_DEMO' | 'DEMO_PASSWORD' | 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  DEMO_PASSWORD: string;
  dataDir: string;
  webDistDir: string;
};

/** Whether HOST accepts connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice(7) : bare;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/** Reads every setting once from the environment; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the default AWS credential chain).');
  }
  if (parsed.data.DATABASE_REQUEST_URL && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_REQUEST_URL needs DATABASE_URL (the owner connection that migrates and runs the system work).');
  }
  if (Boolean(parsed.data.AI_BASE_URL) !== Boolean(parsed.data.AI_MODEL)) {
    throw new Error(
      'Invalid configuration: AI_BASE_URL and AI_MODEL: set both (with AI_API_KEY if the provider needs one), or neither (the offline composer).',
    );
  }
  const base = {
    ...parsed.data,
    // Demo accounts with a published password belong on a laptop's embedded database, not on
    // a server database that real tenants may share.
    SEED_DEMO: parsed.data.SEED_DEMO ?? !parsed.data.DATABASE_URL,
    DEMO_PASSWORD: parsed.data.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    // Links in e-mails and the start-up line point where this process answers unless told otherwise.
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
    ...overrides,
  };
  if (base.SEED_DEMO && base.DEMO_PASSWORD === DEFAULT_DEMO_PASSWORD && !isLoopbackHost(base.HOST)) {
    throw new Error(
      `Invalid configuration: HOST ${base.HOST} is reachable from other machines and the demo accounts would have the published password. Set DEMO_PASSWORD to a secret of your own, or SEED_DEMO=false.`,
    );
  }
  return {
    ...base,
    dataDir: path.resolve(REPO_ROOT, base.DATA_DIR),
    webDistDir: path.resolve(REPO_ROOT, base.WEB_DIST_DIR ?? 'apps/web/dist'),
  };
}
