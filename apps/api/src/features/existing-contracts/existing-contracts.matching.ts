import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExistingContractMatches, TMatchCandidate } from '@procura/shared';
import { properties } from '../../db/schema/properties.js';
import { services } from '../../db/schema/services.js';
import { vendors } from '../../db/schema/vendors.js';
import type { TScopedTx } from '../../platform/database.js';

/*
 * The vendor, properties and services an extracted contract names, matched to the records the
 * reviewer sees (docs/contracts.md "Existing contracts: upload and review"): trigram similarity
 * (pg_trgm) of the names, and for a property its address too, with a bonus when the written text
 * holds the property's ZIP. Row-level security keeps the candidates to the actor's scope.
 */

/** Below this a candidate is shown but not picked: the reviewer chooses, or creates the record. */
export const MATCH_FLOOR = 0.45;
const CANDIDATES = 5;
/** Names are compared lower-cased and without punctuation ("Acme, Inc." is "acme inc"). */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
const score = (n: number) => Math.round(Math.min(1, n) * 100) / 100;

async function vendorCandidates(tx: TScopedTx, written: string): Promise<TMatchCandidate[]> {
  const w = plain(written);
  if (!w) return [];
  const similarity = sql<number>`greatest(similarity(lower(${vendors.name}), ${w}), word_similarity(${w}, lower(${vendors.name})))`.mapWith(Number);
  const rows = await tx
    .select({ id: vendors.id, name: vendors.name, type: vendors.vendorType, score: similarity })
    .from(vendors)
    .where(sql`${similarity} > 0.2`)
    .orderBy(desc(similarity), vendors.name)
    .limit(CANDIDATES);
  return rows.map((r) => ({ id: r.id, name: r.name, detail: r.type === 'VENDOR' ? null : r.type.toLowerCase(), score: score(r.score) }));
}

async function propertyCandidates(tx: TScopedTx, clientId: string, written: string): Promise<TMatchCandidate[]> {
  const w = plain(written);
  if (!w) return [];
  const address = sql`lower(coalesce(${properties.addressLine1}, ''))`;
  const zipBonus = sql`case when ${properties.zip} is not null and length(${properties.zip}) >= 5 and position(left(${properties.zip}, 5) in ${w}) > 0 then 0.3 else 0 end`;
  const similarity =
    sql<number>`(greatest(similarity(lower(${properties.name}), ${w}), word_similarity(lower(${properties.name}), ${w}), word_similarity(${address}, ${w})) + ${zipBonus})`.mapWith(
      Number,
    );
  const rows = await tx
    .select({ id: properties.id, name: properties.name, address: properties.addressLine1, city: properties.cityName, zip: properties.zip, score: similarity })
    .from(properties)
    .where(and(eq(properties.clientId, clientId), sql`${similarity} > 0.2`))
    .orderBy(desc(similarity), properties.name)
    .limit(CANDIDATES);
  return rows.map((r) => ({ id: r.id, name: r.name, detail: [r.address, r.city, r.zip].filter(Boolean).join(', ') || null, score: score(r.score) }));
}

async function serviceCandidates(tx: TScopedTx, written: string): Promise<TMatchCandidate[]> {
  const w = plain(written);
  if (!w) return [];
  const similarity = sql<number>`greatest(similarity(lower(${services.name}), ${w}), word_similarity(lower(${services.name}), ${w}))`.mapWith(Number);
  const rows = await tx
    .select({ id: services.id, name: services.name, score: similarity })
    .from(services)
    .where(and(eq(services.status, 'ACTIVE'), sql`${similarity} > 0.2`))
    .orderBy(desc(similarity), services.name)
    .limit(CANDIDATES);
  return rows.map((r) => ({ id: r.id, name: r.name, detail: null, score: score(r.score) }));
}

/** Candidates for each name the document wrote (bounded by the extraction's own limits). */
export async function matchRecords(
  tx: TScopedTx,
  clientId: string,
  written: { vendorName: string | null; properties: readonly string[]; services: readonly string[] },
): Promise<TExistingContractMatches> {
  const matches: TExistingContractMatches = {
    vendor: { written: written.vendorName, candidates: written.vendorName ? await vendorCandidates(tx, written.vendorName) : [] },
    properties: [],
    services: [],
  };
  for (const p of written.properties) matches.properties.push({ written: p, candidates: await propertyCandidates(tx, clientId, p) });
  for (const s of written.services) matches.services.push({ written: s, candidates: await serviceCandidates(tx, s) });
  return matches;
}

/** The best candidate when it clears the floor: what the review form starts with. */
export const bestMatch = (candidates: readonly TMatchCandidate[]): TMatchCandidate | null =>
  candidates[0] && candidates[0].score >= MATCH_FLOOR ? candidates[0] : null;
