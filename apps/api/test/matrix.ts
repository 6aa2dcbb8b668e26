import type { DEMO_ACCOUNTS, TSession, TTestApp } from './harness.js';

/** Route × actor → status, contributed by each feature in its `<feature>.matrix.ts`. */
export type TActorName = 'anonymous' | keyof typeof DEMO_ACCOUNTS;

export interface TMatrixEntry {
  path?: string;
  body?: unknown;
  /** Expected status per actor; actors not listed take `signedIn`. */
  expect: Partial<Record<TActorName, number>> & { signedIn?: number };
}

export interface TMatrixContext {
  t: TTestApp;
  sessions: Map<TActorName, TSession>;
}

export interface TFeatureMatrix {
  /** `METHOD /path` → entry; `METHOD /path (case)` adds a further row for the same route (another body). */
  routes: Record<string, TMatrixEntry>;
  /**
   * For the cross-tenant test: an id of this feature's that exists in another tenant than
   * the client admin's, for routes under `prefix`, and the body each id route needs.
   */
  foreignIds?: { prefix: string; make(ctx: TMatrixContext): Promise<string> }[];
  crossTenantBodies?: Record<string, unknown>;
}

/** The admins write people and roles; the coordinator, property manager and estimator do not. */
export const adminsWrite = (allowed: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: allowed,
  clientAdmin: allowed,
  vendorAdmin: allowed,
  branchUser: allowed,
  providerCoordinator: 403,
  clientPm: 403,
  franchiseUser: 403,
});

/** People permissions per demo role (seed/catalog.ts): all view people but the property manager. */
export const PEOPLE_VIEW: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 200, clientPm: 403 };

/** An id that exists nowhere. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
