import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { factories } from '../../../test/factories.js';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../test/fake-openai.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { loadActor, type TActor } from '../actor.js';
import { queryRows } from '../database.js';
import { HttpError } from '../errors.js';
import { systemDb } from '../system-db.js';

/*
 * The AI service as a feature uses it for structured output (the contract extractor's way):
 * a zod schema in, a checked object out, charged under the same reservation and budget as the
 * assistant's streamed answers. Against a real OpenAI-compatible server on loopback.
 */

const BUDGET = 5_000;
const FEATURE = 'contract_extraction';
const ZTerms = z.object({ vendor: z.string(), noticeDays: z.number().int(), autoRenews: z.boolean() });

let t: TTestApp;
let fake: TFakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({
    config: {
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: 5_000,
      AI_MONTHLY_TOKEN_BUDGET: BUDGET,
      AI_PRICE_INPUT_PER_MTOK: 1,
      AI_PRICE_OUTPUT_PER_MTOK: 2,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A client admin acting in a workspace of its own, so its budget is its own. */
async function freshActor(): Promise<TActor> {
  const build = factories(t);
  const client = await build.buildClient();
  const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
  return loadActor(systemDb(t.platform.database), admin.id, client.tenantId, 'test');
}

const usage = (tenantId: string) =>
  queryRows<{ feature: string; prompt_tokens: number; completion_tokens: number; reserved_tokens: number; cost_micros: string }>(
    systemDb(t.platform.database),
    sql`select feature, prompt_tokens, completion_tokens, reserved_tokens, cost_micros from ai_usage where tenant_id = ${tenantId} order by id`,
  );

const messages = [
  { role: 'system' as const, content: 'Extract the contract terms.' },
  { role: 'user' as const, content: 'GreenLeaf Grounds renews for successive one (1) year terms unless ninety (90) days notice is given.' },
];

describe('structured output through the AI service', () => {
  it('sends the schema as JSON schema, answers the checked object and charges the workspace', async () => {
    const actor = await freshActor();
    fake.reset();
    fake.enqueue({
      kind: 'text',
      text: JSON.stringify({ vendor: 'GreenLeaf Grounds', noticeDays: 90, autoRenews: true }),
      usage: { promptTokens: 40, completionTokens: 12 },
    });
    const answer = await t.platform.ai.generateObject(actor, { feature: FEATURE, messages, schema: ZTerms, schemaName: 'contract_terms' });
    expect(answer).toEqual({ object: { vendor: 'GreenLeaf Grounds', noticeDays: 90, autoRenews: true }, usage: { promptTokens: 40, completionTokens: 12 } });
    const request = fake.requests[0].body;
    expect(request).toMatchObject({ model: 'fake-model', response_format: { type: 'json_schema', json_schema: { name: 'contract_terms' } } });
    expect(JSON.stringify(request.response_format)).toContain('noticeDays');
    expect(await usage(actor.workspace.tenantId)).toEqual([
      { feature: FEATURE, prompt_tokens: 40, completion_tokens: 12, reserved_tokens: 0, cost_micros: expect.anything() },
    ]);
    expect(Number((await usage(actor.workspace.tenantId))[0].cost_micros)).toBe(40 * 1 + 12 * 2);
  });

  it('refuses an answer that does not fit the schema (502), charging what the provider counted', async () => {
    const actor = await freshActor();
    fake.enqueue({
      kind: 'text',
      text: JSON.stringify({ vendor: 'GreenLeaf Grounds', noticeDays: 'ninety' }),
      usage: { promptTokens: 40, completionTokens: 9 },
    });
    const failure = await t.platform.ai.generateObject(actor, { feature: FEATURE, messages, schema: ZTerms }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 502, message: expect.stringMatching(/could not be used/) });
    expect(await usage(actor.workspace.tenantId)).toMatchObject([{ prompt_tokens: 40, completion_tokens: 9, reserved_tokens: 0 }]);
  });

  it('maps provider failures as for streamed answers and gives the reservation back', async () => {
    const actor = await freshActor();
    fake.enqueue({ kind: 'status', status: 401 });
    await expect(t.platform.ai.generateObject(actor, { feature: FEATURE, messages, schema: ZTerms })).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/refused our credentials/),
    });
    fake.enqueue({ kind: 'hang' });
    await expect(t.platform.ai.generateObject(actor, { feature: FEATURE, messages, schema: ZTerms })).rejects.toMatchObject({ statusCode: 504 });
    expect(await usage(actor.workspace.tenantId)).toMatchObject([
      { prompt_tokens: 0, completion_tokens: 0, reserved_tokens: 0 },
      { prompt_tokens: 0, completion_tokens: 0, reserved_tokens: 0 },
    ]);
  });

  it('shares the budget with every other call: 6 extractions at once spend at most the budget plus one call', async () => {
    const actor = await freshActor();
    fake.reset();
    const reply = {
      kind: 'text' as const,
      text: JSON.stringify({ vendor: 'V', noticeDays: 30, autoRenews: false }),
      delayMs: 300,
      usage: { promptTokens: 500, completionTokens: 3_000 },
    };
    for (let i = 0; i < 6; i += 1) fake.enqueue(reply);
    const settled = await Promise.allSettled(
      Array.from({ length: 6 }, () => t.platform.ai.generateObject(actor, { feature: FEATURE, messages, schema: ZTerms })),
    );
    const refused = settled.filter((s) => s.status === 'rejected');
    for (const s of refused) expect(s.reason).toMatchObject({ statusCode: 429, headers: { 'retry-after': expect.any(String) } });
    const rows = await usage(actor.workspace.tenantId);
    const spent = rows.reduce((n, r) => n + r.prompt_tokens + r.completion_tokens, 0);
    expect(spent).toBeLessThanOrEqual(BUDGET + 3_500);
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(fake.requests.length).toBe(6 - refused.length);
  });
});
