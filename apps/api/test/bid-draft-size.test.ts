import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBid } from '@procura/shared';
import { queryRows } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from './harness.js';

/*
 * A bid as large as its RFP (issue 18): a draft of 6,000 lines is saved and submitted. Written as
 * one parameter a column, 6,000 lines × 11 columns passed the 65,535 parameters a PostgreSQL
 * statement takes, and the save failed (500).
 */

const PROPERTIES = 600;
const SERVICES = 10;

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A published RFP of Client B, 600 properties × 10 services, sent to the demo vendor (set-based). */
async function publishedRfpOf6000Lines(): Promise<{ rfpId: string; lineIds: string[] }> {
  const db = systemDb(t.platform.database);
  const { tenantId, clientId } = t.world.clientB;
  const vendor = t.world.vendor;
  await db.execute(sql`insert into properties (tenant_id, client_id, name, code)
    select ${tenantId}, ${clientId}, 'Size site ' || lpad(i::text, 4, '0'), 'SZ-' || i from generate_series(1, ${PROPERTIES}::int) i`);
  const [{ id: rfpId }] = await queryRows<{ id: string }>(
    db,
    sql`insert into rfps (tenant_id, client_id, client_name, number, title, status, bids_due_at, service_start_on, term_months, published_at, party_tenant_ids)
      values (${tenantId}, ${clientId}, 'Client B', 'RFP-SIZE', 'Every site', 'PUBLISHED', now() + interval '1 hour', current_date + 30, 12, now(), array[${vendor.tenantId}::uuid])
      returning id`,
  );
  await db.execute(sql`insert into rfp_lines (tenant_id, party_tenant_ids, rfp_id, property_id, service_id, property_name, property_code, service_name, position)
    select ${tenantId}, array[${vendor.tenantId}::uuid], ${rfpId}, p.id, s.id, p.name, p.code, s.name, row_number() over (order by p.name, s.name)
    from (select id, name, code from properties where client_id = ${clientId} and name like 'Size site %') p
    cross join (select id, name from services order by name, id limit ${SERVICES}) s`);
  await db.execute(sql`insert into rfp_invitations (tenant_id, party_tenant_ids, rfp_id, vendor_id, vendor_tenant_id)
    values (${tenantId}, array[${vendor.tenantId}::uuid], ${rfpId}, ${vendor.vendorId}, ${vendor.tenantId})`);
  const lines = await queryRows<{ id: string }>(db, sql`select id from rfp_lines where rfp_id = ${rfpId} order by position`);
  return { rfpId, lineIds: lines.map((l) => l.id) };
}

describe('a bid of thousands of lines', () => {
  it('saves a draft of 6,000 lines and submits it', async () => {
    const { rfpId, lineIds } = await publishedRfpOf6000Lines();
    expect(lineIds).toHaveLength(PROPERTIES * SERVICES);
    const token = (await t.signIn(DEMO_ACCOUNTS.vendorAdmin)).accessToken;
    const lines = lineIds.map((rfpLineId, i) => ({
      rfpLineId,
      price: 100 + (i % 50),
      unit: i % 2 ? 'PER_YEAR' : 'PER_VISIT',
      quantityPerYear: i % 2 ? null : 26,
    }));
    const saved = await t.http<TBid>('PUT', `/v1/rfp/${rfpId}/bid`, { token, body: { lines } });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(saved.body.lines).toHaveLength(lines.length);
    expect(saved.body.lines.find((l) => l.rfpLineId === lineIds[1])).toMatchObject({ price: 101, unit: 'PER_YEAR', annualAmount: 101 });
    expect(saved.body.lines.find((l) => l.rfpLineId === lineIds[0])).toMatchObject({ price: 100, unit: 'PER_VISIT', annualAmount: 2600 });

    const submitted = await t.http<TBid>('POST', `/v1/rfp/${rfpId}/bid/submit`, { token, body: {} });
    expect(submitted.status, JSON.stringify(submitted.body).slice(0, 300)).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', currentSubmission: 1 });
    const [{ n }] = await queryRows<{ n: number }>(
      systemDb(t.platform.database),
      sql`select count(*)::int as n from bid_lines where rfp_id = ${rfpId} and submission_number = 1`,
    );
    expect(n).toBe(lines.length);
  }, 120_000);
});
