import type { TConfig } from '../config.js';

/**
 * The DSN the web app reports its errors to: SENTRY_WEB_DSN, else SENTRY_DSN. It is written into
 * index.html when the page is served (web-app.ts), so one build serves every deployment; a DSN
 * holds only a public key, made to be shipped to browsers (docs/operations.md "Error reporting
 * (Sentry)").
 */
export function webErrorReportingDsn(config: Pick<TConfig, 'SENTRY_DSN' | 'SENTRY_WEB_DSN'>): string | undefined {
  return config.SENTRY_WEB_DSN ?? config.SENTRY_DSN;
}

/** Where the browser sends its reports, for the page's Content-Security-Policy `connect-src`. */
export function webErrorReportingOrigins(config: Pick<TConfig, 'SENTRY_DSN' | 'SENTRY_WEB_DSN'>): string[] {
  const dsn = webErrorReportingDsn(config);
  return dsn ? [new URL(dsn).origin] : [];
}
