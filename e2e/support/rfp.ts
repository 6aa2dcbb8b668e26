import type { TRfp } from '@procura/shared';
import { apiGet, apiPost } from './api.js';

/** RFP set-up through the API (docs/api.md "Requests for proposal"): what a spec starts from. */

export const HOUR_MS = 3_600_000;
/** An ISO time `hours` from now, on the minute (the wizard's pickers have no seconds). */
export const hoursFromNow = (hours: number): string => new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000).toISOString();

/** A demo client's id, by its exact name. */
export async function clientIdByName(token: string, name: string): Promise<string> {
  const clients = await apiGet<{ data: { id: string; name: string }[] }>(token, `/v1/clients?search=${encodeURIComponent(name)}&limit=10`);
  const client = clients.data.find((c) => c.name === name);
  if (!client) throw new Error(`No client named ${name}.`);
  return client.id;
}

export const createDraftRfp = (token: string, body: { clientId: string; title: string } & Record<string, unknown>) => apiPost<TRfp>(token, '/v1/rfp', body);
