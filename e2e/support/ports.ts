/** Loopback ports of the e2e run; overridable when they clash with something local. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4780);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4725);
export const MAIL_API_PORT = Number(process.env.E2E_MAIL_API_PORT ?? 4726);
/** The fake OpenAI-compatible server the SOW assistant talks to (apps/api/test/fake-openai.ts). */
export const AI_PORT = Number(process.env.E2E_AI_PORT ?? 4727);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const MAIL_API_URL = `http://127.0.0.1:${MAIL_API_PORT}`;
export const AI_URL = `http://127.0.0.1:${AI_PORT}`;
