/**
 * Loopback ports of the e2e run; overridable when they clash with something local.
 *
 * Each Playwright worker has servers of its own (support/start-slots.ts): an app on its own
 * throwaway database, a mail catcher and a fake model, so specs stay as isolated from each
 * other as when they ran one at a time. Worker slot n (Playwright's TEST_PARALLEL_INDEX, which
 * start-slots.ts also hands to the servers it starts for that slot) uses every port below + 4n:
 * the next block of four, so a range of four ports given per person never meets another's.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const SLOT_STRIDE = 4;

const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1) throw new Error(`E2E_WORKERS must be a whole number of workers, not "${process.env.E2E_WORKERS}".`);
if (slot >= E2E_WORKERS) {
  throw new Error(`Worker slot ${slot} has no servers: set E2E_WORKERS (not --workers), which starts one set of servers per worker.`);
}

/** The ports of one worker slot's servers. */
export function slotPorts(n: number) {
  const shift = n * SLOT_STRIDE;
  const app = Number(process.env.E2E_APP_PORT ?? 4780) + shift;
  const mailApi = Number(process.env.E2E_MAIL_API_PORT ?? 4726) + shift;
  return {
    app,
    smtp: Number(process.env.E2E_SMTP_PORT ?? 4725) + shift,
    mailApi,
    /** The fake OpenAI-compatible server the SOW assistant talks to (apps/api/test/fake-openai.ts). */
    ai: Number(process.env.E2E_AI_PORT ?? 4727) + shift,
    appUrl: `http://127.0.0.1:${app}`,
    mailApiUrl: `http://127.0.0.1:${mailApi}`,
  };
}

const own = slotPorts(slot);
export const APP_PORT = own.app;
export const SMTP_PORT = own.smtp;
export const MAIL_API_PORT = own.mailApi;
export const AI_PORT = own.ai;
export const APP_URL = own.appUrl;
export const MAIL_API_URL = own.mailApiUrl;
export const AI_URL = `http://127.0.0.1:${AI_PORT}`;

/**
 * The scale-out run's own ports (scale-out.config.ts), beside slot 0's: its two API processes,
 * the test's control port (support/cluster/control.ts) and nginx's listener that reaches the
 * first API process only. The balanced address is APP_URL.
 */
const clusterBase = Number(process.env.E2E_CLUSTER_PORT ?? 4800);
export const CLUSTER_PORTS = { apis: [clusterBase, clusterBase + 1], control: clusterBase + 2, single: clusterBase + 3 };
export const CONTROL_URL = `http://127.0.0.1:${CLUSTER_PORTS.control}`;
export const SINGLE_API_URL = `http://127.0.0.1:${CLUSTER_PORTS.single}`;
