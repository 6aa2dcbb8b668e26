import { and, eq } from 'drizzle-orm';
import { addDays, DEMO_ACCOUNTS } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractAlerts, contracts, contractVersions, propertyContractServices, services } from '../../db/schema/index.js';
import type { TMail, TMailer } from '../../platform/mail.js';
import { systemDb } from '../../platform/system-db.js';
import type { TClock } from '../../platform/workflow.js';
import { insertContract, type TPortfolioContract } from '../../../test/builders/coverage-contracts.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import type { TTestApp } from '../../../test/harness.js';
import { runContractRenewals } from './contract-renewals.jobs.js';

let t: TTestApp;
let build: ReturnType<typeof factories>;
let client: { tenantId: string; clientId: string; name: string };
let vendor: { tenantId: string; vendorId: string; name: string };
let propertyId: string;
let serviceId: string;
/** The days the runs are on: far from today, so the demo world's contracts (ending near today) stay out of the way. */
const DAY = '2031-03-01';

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  client = await build.buildClient();
  vendor = await build.buildVendor();
  propertyId = (await build.buildProperty(client)).id;
  [{ id: serviceId }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).limit(1);
});
afterAll(() => t.close());

const db = () => systemDb(t.platform.database);
const clockAt = (day: string): TClock => ({ now: () => new Date(`${day}T05:30:00Z`) });
const run = (day: string, mailer: TMailer = t.platform.mailer) =>
  runContractRenewals(db(), { mailer, publicUrl: t.platform.config.PUBLIC_URL, brand: t.platform.config.APP_BRAND }, { clock: clockAt(day) });
const contract = (input: Partial<TPortfolioContract> & Pick<TPortfolioContract, 'startOn' | 'endOn'>) =>
  insertContract(db(), { client, vendor, lines: [{ propertyId, serviceId }], ...input });
const alertsOf = async (contractId: string) =>
  (await db().select().from(contractAlerts).where(eq(contractAlerts.contractId, contractId))).map((a) => `${a.kind}:${a.thresholdDays}:${a.dueOn}`).sort();
const versionsOf = async (contractId: string) =>
  (await db().select().from(contractVersions).where(eq(contractVersions.contractId, contractId)).orderBy(contractVersions.version)).map((v) => v.kind);
/** The mails naming the contract (its number is in the body's facts). */
const mailsAbout = (number: string) => t.mailbox.messages.filter((m) => m.text.includes(`Contract: ${number} `));
const numberOf = async (contractId: string) => (await db().select({ n: contracts.number }).from(contracts).where(eq(contracts.id, contractId)))[0].n;

describe('contract renewals run', () => {
  it('raises the tightest expiry alert once and mails the owners once, however often it runs', async () => {
    const { contractId } = await contract({ startOn: '2030-06-01', endOn: addDays(DAY, 45) });
    const number = await numberOf(contractId);
    const first = await run(DAY);
    // 45 days out: inside the 90- and 60-day thresholds at once; one mail, for the 60.
    expect(await alertsOf(contractId)).toEqual([`EXPIRING:60:${addDays(DAY, 45)}`, `EXPIRING:90:${addDays(DAY, 45)}`]);
    await expect.poll(() => mailsAbout(number).length).toBeGreaterThan(0);
    const mails = mailsAbout(number);
    // The client's admin (made by buildClient) is not there; the provider's people who edit clients are.
    expect(mails.map((m) => m.to).flat()).toContain(DEMO_ACCOUNTS.providerAdmin);
    expect(new Set(mails.map((m) => m.to.join()))).toHaveProperty('size', mails.length);
    expect(mails[0].text).toContain('within 60 days');
    expect(first.mailsSent).toBe(mails.length);

    const again = await run(DAY);
    expect(again.mailsSent).toBe(0);
    expect(mailsAbout(number)).toHaveLength(mails.length);
    // Two runs at once mail nothing more either.
    const together = await Promise.all([run(addDays(DAY, 1)), run(addDays(DAY, 1))]);
    expect(together.map((r) => r.mailsSent)).toEqual([0, 0]);

    // Into the 30-day threshold: one more alert and its mail.
    const later = await run(addDays(DAY, 20));
    expect(await alertsOf(contractId)).toContain(`EXPIRING:30:${addDays(DAY, 45)}`);
    expect(later.mailsSent).toBe(mails.length);
  });

  it('warns before the last day to give notice of an automatically renewing contract', async () => {
    const end = addDays(DAY, 120);
    const { contractId } = await contract({ startOn: '2030-06-01', endOn: end, autoRenews: true, renewalTermMonths: 12, noticeDays: 90 });
    await run(DAY);
    // Notice is due 90 days before the end: 30 days from DAY, inside the 60 and 30 thresholds; no EXPIRING for one that renews.
    expect(await alertsOf(contractId)).toEqual([`NOTICE_DEADLINE:30:${addDays(end, -90)}`, `NOTICE_DEADLINE:60:${addDays(end, -90)}`]);
    const number = await numberOf(contractId);
    await expect.poll(() => mailsAbout(number).length).toBeGreaterThan(0);
    expect(mailsAbout(number)[0].text).toContain(`Notice due by: ${addDays(end, -90)}`);
  });

  it('rolls an automatically renewing contract forward at its end, lines that ended with it too, as a version', async () => {
    const end = addDays(DAY, -1);
    const { contractId, lineIds } = await insertContract(db(), {
      client,
      vendor,
      startOn: '2030-03-01',
      endOn: end,
      autoRenews: true,
      renewalTermMonths: 12,
      noticeDays: 30,
      lines: [
        { propertyId, serviceId },
        { propertyId, serviceId: (await db().select({ id: services.id }).from(services).limit(2))[1].id, endOn: '2030-12-31' },
      ],
    });
    const result = await run(DAY);
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(contracts).where(eq(contracts.id, contractId));
    expect(row).toMatchObject({ status: 'ACTIVE', startOn: DAY, endOn: '2032-02-29', renewalCount: 1, version: 2 });
    const lines = await db().select().from(propertyContractServices).where(eq(propertyContractServices.contractId, contractId));
    expect(lines.find((l) => l.id === lineIds[0])?.endOn).toBe('2032-02-29');
    expect(lines.find((l) => l.id === lineIds[1])?.endOn).toBe('2030-12-31');
    expect(await versionsOf(contractId)).toEqual(['CREATED', 'RENEWED']);
    const [renewed] = await db()
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.version, 2), eq(contractVersions.contractId, contractId)));
    expect(renewed.diff).toEqual(expect.arrayContaining([{ path: 'endOn', before: end, after: '2032-02-29' }]));
    expect(await alertsOf(contractId)).toContain(`RENEWED:0:${DAY}`);
    // The next run changes nothing.
    await run(DAY);
    expect(await versionsOf(contractId)).toEqual(['CREATED', 'RENEWED']);
  });

  it('expires a contract that ends without renewal, once', async () => {
    const { contractId } = await contract({ startOn: '2030-03-01', endOn: addDays(DAY, -3) });
    await Promise.all([run(DAY), run(DAY)]);
    const [row] = await db().select().from(contracts).where(eq(contracts.id, contractId));
    expect(row.status).toBe('EXPIRED');
    expect(await versionsOf(contractId)).toEqual(['CREATED', 'EXPIRED']);
    expect(await alertsOf(contractId)).toContain(`EXPIRED:0:${addDays(DAY, -3)}`);
    const number = await numberOf(contractId);
    await expect.poll(() => mailsAbout(number).filter((m) => m.text.includes('ended without renewal and is now expired')).length).toBeGreaterThan(0);
  });

  it('gives an alert back when its mail cannot be sent, and sends it on the next run', async () => {
    const { contractId } = await contract({ startOn: '2030-06-01', endOn: addDays(DAY, 400) });
    const day = addDays(DAY, 400 - 25);
    const failing: TMailer = { send: (_mail: TMail) => Promise.reject(new Error('SMTP down')) };
    const broken = await run(day, failing);
    expect(broken.mailsFailed).toBeGreaterThan(0);
    // The 30-day alert (the tightest, the one mailed) is given back; the wider ones it stood for stay claimed.
    const alerts = await db().select().from(contractAlerts).where(eq(contractAlerts.contractId, contractId));
    expect(alerts.filter((a) => a.emailedAt === null).map((a) => a.thresholdDays)).toEqual([30]);
    const fixed = await run(day);
    expect(fixed.mailsSent).toBeGreaterThan(0);
  });
});
