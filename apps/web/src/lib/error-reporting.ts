import type { TErrorReporter } from './error-reporting-sdk';

/**
 * The page's errors go to Sentry when the server configured a DSN (docs/operations.md "Error
 * reporting (Sentry)"): the server writes it into index.html's `error-reporting-dsn` meta tag at
 * start-up, so one build serves every deployment. Without it the SDK is never downloaded and
 * nothing is sent; with it, the SDK loads after the first render, outside the sign-in page's
 * JavaScript budget.
 */
let reporter: Promise<TErrorReporter | null> | null = null;

export function startErrorReporting(): void {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="error-reporting-dsn"]')?.content?.trim();
  if (!dsn || reporter) return;
  reporter = import('./error-reporting-sdk')
    .then((sdk) => sdk.initErrorReporting(dsn))
    .catch((error: unknown) => {
      // A reporter that cannot load must not take the page with it.
      console.warn('Error reporting is off: its SDK did not load.', error);
      return null;
    });
}

/** Sends an error the page caught itself (an error boundary, a failed server call); a no-op without a DSN. */
export function reportError(error: unknown): void {
  void reporter?.then((loaded) => loaded?.capture(error));
}
