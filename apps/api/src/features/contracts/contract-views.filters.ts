import { and, type SQL, sql } from 'drizzle-orm';
import type { TContractFilters } from '@procura/shared';
import { contracts } from '../../db/schema/contracts.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern } from '../../platform/database.js';
import { contractFilters, contractRows } from './contracts.repo.js';

/** search_text is lower(number || ' ' || title || ' ' || vendor_name) under a trigram index. */
export const contractSearch = (search: string): SQL => sql`${contracts.searchText} like ${likePattern(search.toLowerCase())}`;

/**
 * The list's filters (GET /v1/contracts, contracts.repo.ts) on `contracts` in the actor's scope,
 * without the search when the caller matches it more widely (the property-wise view matches the
 * property's name too).
 */
export function contractWhere(actor: TActor, f: TContractFilters, today: string, options: { search: boolean } = { search: true }): SQL | undefined {
  return and(contractRows.read(actor), ...contractFilters(options.search ? f : { ...f, search: undefined }, today));
}
