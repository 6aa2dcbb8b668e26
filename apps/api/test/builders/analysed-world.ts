import { services as serviceTable } from '../../src/db/schema/index.js';
import { systemDb } from '../../src/platform/system-db.js';
import { factories } from '../factories.js';
import { DEMO_ACCOUNTS, startTestApp } from '../harness.js';
import { buildAnalysedRfp } from './bid-analysis.js';
import { eligibilityGeography } from './eligible-vendor.js';
import { rfpBuilders } from './rfp.js';

/**
 * The world of the tests on opened bids (analysis, exports, awards, re-issue): an app, the
 * provider signed in, the RFP builders on the first two catalogue services, and the
 * hand-computed fixture RFP (bid-analysis.ts) closed with its five bids opened.
 */
export async function startAnalysedWorld(options: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp(options);
  const provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing, snow] = await systemDb(t.platform.database).select({ id: serviceTable.id }).from(serviceTable).orderBy(serviceTable.id).limit(2);
  const services = { mowing: mowing.id, snow: snow.id };
  const rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), services);
  const w = await buildAnalysedRfp(rfps, provider, services);
  return { t, provider, services, rfps, w };
}

export type TAnalysedWorld = Awaited<ReturnType<typeof startAnalysedWorld>>;
