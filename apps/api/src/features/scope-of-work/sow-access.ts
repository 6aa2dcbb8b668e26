import { canReadSowLibrary, canWriteClientScopes, canWriteSowLibrary } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { forbidden } from '../../platform/errors.js';

/*
 * The scope-of-work rules (packages/shared/src/policies/scope-of-work.ts) as the services'
 * guards: the same predicates the records' `abilities` are built from, with the refusal each
 * one answers.
 */

export const LIBRARY_PROVIDER_ONLY = 'Only your provider keeps the SOW library.';
const LIBRARY_NOT_FOR_VENDORS = 'The SOW library is not shared with vendors; you see scopes of work through the RFPs that include them.';
const SCOPES_NOT_FOR_VENDORS = 'Vendors do not change scopes of work; you see them through the RFPs that include them.';

export function assertLibraryReader(actor: TActor): void {
  if (!canReadSowLibrary(actor)) throw forbidden(LIBRARY_NOT_FOR_VENDORS);
}

export function assertLibraryWriter(actor: TActor): void {
  if (!canWriteSowLibrary(actor)) throw forbidden(LIBRARY_PROVIDER_ONLY);
}

export function assertScopeWriter(actor: TActor): void {
  if (!canWriteClientScopes(actor)) throw forbidden(SCOPES_NOT_FOR_VENDORS);
}

/** Row security refused a write (PostgreSQL's insufficient_privilege, or a policy's WITH CHECK). */
export function isRowSecurityRefusal(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '42501') return true;
  }
  return false;
}

/** A library write the database refuses (someone other than the provider) is a 403, never a 500. */
export async function asLibraryWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isRowSecurityRefusal(error)) throw forbidden(LIBRARY_PROVIDER_ONLY);
    throw error;
  }
}
