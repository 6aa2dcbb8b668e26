import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../test/fake-openai.js';
import { factories } from '../../../test/factories.js';
import { startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

/*
 * The monthly budget under concurrent calls (docs/security.md "The AI budget is reserved before
 * the call"). Each call reserves its cap before the model is asked and settles to what it used
 * after, so however many drafts start at once, a workspace spends at most its budget plus one
 * call's cap. Each workspace here is fresh (its own tenant), so the figures are its own.
 */

const BUDGET = 5_000;
/** What every fake answer says it cost: 8 of them are the 36,000 tokens of the reported overrun. */
const CHARGED = { promptTokens: 500, completionTokens: 4_000 };

let t: TTestApp;
let fake: TFakeOpenAi;
let serviceId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({
    config: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: 5_000, AI_MONTHLY_TOKEN_BUDGET: BUDGET, AI_RATE_LIMIT_PER_MINUTE: 10_000 },
  });
  [{ id: serviceId }] = await queryRows<{ id: string }>(systemDb(t.platform.database), sql`select id from services where name = 'Snow plowing'`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A client workspace of its own, with its admin signed in. */
async function freshWorkspace(): Promise<{ session: TSession; clientId: string; tenantId: string }> {
  const build = factories(t);
  const client = await build.buildClient();
  const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
  return { session: await admin.signIn(), clientId: client.clientId, tenantId: client.tenantId };
}

const draft = (session: TSession, clientId: string) =>
  fetch(`${t.baseUrl}/sowrfq/v1/sow-gpt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'draft', clientId, answers: { serviceId } }),
  }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() }));

const charged = async (tenantId: string) => {
  const [row] = await queryRows<{ tokens: string; calls: string; held: string }>(
    systemDb(t.platform.database),
    sql`select coalesce(sum(prompt_tokens + completion_tokens), 0) as tokens, count(*) as calls, coalesce(sum(reserved_tokens), 0) as held
        from ai_usage where tenant_id = ${tenantId} and not offline`,
  );
  return { tokens: Number(row.tokens), calls: Number(row.calls), held: Number(row.held) };
};

const nextMonthStart = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
};

describe('the monthly AI budget under concurrent calls', () => {
  it('8 drafts at once on a 5,000-token budget: at most the budget plus one call is spent, the rest 429 until the 1st', async () => {
    const { session, clientId, tenantId } = await freshWorkspace();
    fake.reset();
    // Slow answers, so that every request is in flight before the first one is charged.
    for (let i = 0; i < 8; i += 1)
      fake.enqueue({ kind: 'text', text: '## Scope and tasks\n- Plow the lanes.\n'.repeat(4), chunkSize: 20, delayMs: 40, usage: CHARGED });
    const answers = await Promise.all(Array.from({ length: 8 }, () => draft(session, clientId)));

    const ran = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ran.length + refused.length).toBe(8);
    const spent = await charged(tenantId);
    // One call's cap is what it may be charged: here every call is charged the same.
    const oneCall = CHARGED.promptTokens + CHARGED.completionTokens;
    expect(spent.tokens).toBeLessThanOrEqual(BUDGET + oneCall);
    expect(spent.held).toBe(0);
    expect(fake.requests.length).toBe(ran.length);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const answer of refused) {
      expect(JSON.parse(answer.body)).toMatchObject({
        message: 'Your workspace has used its assistant budget for this month (5,000 tokens). It resets on the 1st.',
      });
      // Retry-After names the first instant of next month (UTC).
      const resetsAt = Date.now() + Number(answer.retryAfter) * 1000;
      expect(Math.abs(resetsAt - nextMonthStart())).toBeLessThan(60_000);
    }
  });

  it('a call that fails before answering gives its reservation back', async () => {
    const { session, clientId, tenantId } = await freshWorkspace();
    fake.reset();
    fake.enqueue({ kind: 'status', status: 500 });
    expect((await draft(session, clientId)).status).toBe(502);
    expect(await charged(tenantId)).toEqual({ tokens: 0, calls: 1, held: 0 });
    // Nothing was spent, so the whole budget is still there.
    fake.enqueue({ kind: 'text', text: '## Scope and tasks\n- Plow.', usage: CHARGED });
    expect((await draft(session, clientId)).status).toBe(200);
    expect(await charged(tenantId)).toEqual({ tokens: 4_500, calls: 2, held: 0 });
  });

  it('a reservation never settled (a process that died mid-call) keeps counting against the budget', async () => {
    const { session, clientId, tenantId } = await freshWorkspace();
    await queryRows(
      systemDb(t.platform.database),
      sql`insert into ai_usage (tenant_id, feature, model, reserved_tokens) values (${tenantId}, 'sow_assistant', 'fake-model', ${BUDGET})`,
    );
    fake.reset();
    expect((await draft(session, clientId)).status).toBe(429);
    expect(fake.requests).toHaveLength(0);
    const status = await t.http<{ tokensThisMonth: number }>('GET', '/sowrfq/v1/sow-gpt/usage', { token: session.accessToken });
    expect(status.body.tokensThisMonth).toBe(BUDGET);
  });
});
