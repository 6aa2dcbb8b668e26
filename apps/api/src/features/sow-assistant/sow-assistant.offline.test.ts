import { sql } from 'drizzle-orm';
import {
  renderSowHtml,
  sowDocFromSections,
  sowDocText,
  sowSections,
  ZSowAssistantEventSchema,
  type TSowAssistantEvent,
  type TSowAssistantStatus,
  type TSowDoc,
} from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { OFFLINE_CANNOT, refineOffline } from './sow-assistant.offline.js';
import { draftSectionsOf, refinedTextOf } from './sow-assistant.prompt.js';

/* The assistant with no model configured: the offline composer answers, and says so. */

let t: TTestApp;
let clientAdmin: TSession;
let serviceId: string;
let libraryEntryId: string;
/** Per person per minute, low enough to reach here (the other tests' harness lifts it). */
const RATE_LIMIT = 15;

const LIBRARY: TSowDoc = sowDocFromSections([
  { heading: '', text: 'Snow and ice control for the whole site.' },
  { heading: 'Scope and tasks', text: '- Plow drive lanes and parking areas.\n- Shovel walks and entrances.' },
  { heading: 'Frequency and schedule', text: '- Plowing starts when snow accumulates to 3 inches.' },
  { heading: 'Exclusions', text: '- Roof snow removal.' },
  { heading: 'Emergency contacts', text: '- The vendor keeps a 24-hour dispatch number.' },
]);

beforeAll(async () => {
  t = await startTestApp({ config: { AI_RATE_LIMIT_PER_MINUTE: RATE_LIMIT } });
  clientAdmin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
  const db = systemDb(t.platform.database);
  [{ id: serviceId }] = await queryRows<{ id: string }>(db, sql`select id from services where name = 'Snow plowing'`);
  [{ id: libraryEntryId }] = await queryRows<{ id: string }>(
    db,
    sql`insert into sow_library_entries (service_id, title, content, content_html, content_text)
        values (${serviceId}, 'Offline test plowing', ${JSON.stringify(LIBRARY)}::jsonb, ${renderSowHtml(LIBRARY)}, ${sowDocText(LIBRARY)}) returning id`,
  );
});
afterAll(() => t?.close());

async function ask(session: TSession, body: unknown): Promise<{ status: number; events: TSowAssistantEvent[]; text: string }> {
  const res = await fetch(`${t.baseUrl}/sowrfq/v1/sow-gpt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').startsWith('application/x-ndjson')) return { status: res.status, events: [], text };
  return {
    status: res.status,
    events: text
      .split('\n')
      .filter(Boolean)
      .map((l) => ZSowAssistantEventSchema.parse(JSON.parse(l))),
    text,
  };
}

const ANSWERS = {
  season: 'WINTER',
  seasonStart: '2026-11-15',
  seasonEnd: '2027-04-15',
  frequency: 'PER_EVENT',
  siteSize: 3.5,
  siteSizeUnit: 'ACRES',
  surfaces: 'Asphalt lot, concrete walks, two loading docks',
  specialRequirements: 'Keep fire lanes clear at all times',
  accessHours: 'Any time; the lot is busiest 7am to 6pm',
  insurance: 'General liability $2,000,000 per occurrence',
  safety: 'High-visibility vests on site',
};

describe('the offline composer', () => {
  it('drafts from the library text with every answer in its section, and says it composed offline', async () => {
    const answer = await ask(clientAdmin, { mode: 'draft', clientId: t.world.clientA.clientId, libraryEntryId, answers: { serviceId, ...ANSWERS } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.events[0]).toEqual({ type: 'start', offline: true, model: 'offline-composer' });
    expect(answer.events.some((e) => e.type === 'delta')).toBe(true);
    const last = answer.events.at(-1);
    if (last?.type !== 'draft') throw new Error(`expected a draft, got ${JSON.stringify(last)}`);
    const sections = Object.fromEntries(sowSections(last.content).map((s) => [s.heading, s.text]));
    expect(Object.keys(sections)).toEqual([
      '',
      'Scope and tasks',
      'Frequency and schedule',
      'Season and service window',
      'Materials and equipment',
      'Exclusions',
      'Performance standards',
      'Safety and insurance requirements',
      'Reporting and communication',
      'Emergency contacts',
    ]);
    expect(sections['']).toBe('Snow and ice control for the whole site.');
    expect(sections['Scope and tasks']).toContain('- Serviced area: 3.5 acres');
    expect(sections['Scope and tasks']).toContain('- Surfaces: Asphalt lot, concrete walks, two loading docks');
    expect(sections['Scope and tasks']).toContain('- Special requirements: Keep fire lanes clear at all times');
    expect(sections['Scope and tasks']).toContain('- Plow drive lanes and parking areas.');
    expect(sections['Frequency and schedule']).toContain('- Frequency: Per event');
    expect(sections['Season and service window']).toContain('- Season: Winter, from 2026-11-15 to 2027-04-15');
    expect(sections['Season and service window']).toContain('- Access hours: Any time; the lot is busiest 7am to 6pm');
    expect(sections['Safety and insurance requirements']).toContain('- Insurance: General liability $2,000,000 per occurrence');
    expect(sections['Safety and insurance requirements']).toContain('- Safety: High-visibility vests on site');
    expect(sections.Exclusions).toBe('- Roof snow removal.');
    expect(last.usage.promptTokens).toBeGreaterThan(0);

    const rows = await queryRows<{ offline: boolean; cost_micros: string | number; model: string; completion_tokens: number }>(
      systemDb(t.platform.database),
      sql`select offline, cost_micros, model, completion_tokens from ai_usage where tenant_id = ${t.world.clientA.tenantId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ offline: true, model: 'offline-composer' });
    expect(Number(rows[0].cost_micros)).toBe(0);
    expect(rows[0].completion_tokens).toBeGreaterThan(0);

    const status = await t.http<TSowAssistantStatus>('GET', '/sowrfq/v1/sow-gpt/usage', { token: clientAdmin.accessToken });
    expect(status.body).toEqual({ online: false, model: 'offline-composer', tokensThisMonth: 0, monthlyTokenBudget: 2_000_000, costMicrosThisMonth: 0 });
  });

  it('drafts without a library text or answers: placeholders that say what is still to agree', async () => {
    // A service of its own: the demo catalogue's services carry library texts.
    const [{ id: other }] = await queryRows<{ id: string }>(
      systemDb(t.platform.database),
      sql`insert into services (category_id, name) select id, 'Assistant test icicle watch' from service_categories where name = 'Snow & Ice' returning id`,
    );
    const answer = await ask(clientAdmin, { mode: 'draft', clientId: t.world.clientA.clientId, answers: { serviceId: other } });
    const last = answer.events.at(-1);
    if (last?.type !== 'draft') throw new Error(`expected a draft, got ${answer.text}`);
    const sections = sowSections(last.content);
    expect(sections[0].text).toMatch(/^Assistant test icicle watch \(Snow & Ice\) for /);
    expect(sections.find((s) => s.heading === 'Exclusions')?.text).toMatch(/^To be agreed/);
  });

  it('rewrites the snow trigger and adds a de-icing clause; declines what it cannot do', async () => {
    const content = sowDocFromSections([
      { heading: 'Scope and tasks', text: '- Plow drive lanes.' },
      { heading: 'Frequency and schedule', text: '- Plowing starts when snow accumulates to 3 inches.\n- Walks are cleared at 1" of snow.' },
    ]);
    const base = { mode: 'refine', clientId: t.world.clientA.clientId, serviceId, content, section: 'Frequency and schedule' };
    const trigger = await ask(clientAdmin, { ...base, instruction: 'make the snow trigger 2 inches' });
    expect(trigger.events[0]).toEqual({ type: 'start', offline: true, model: 'offline-composer' });
    expect(trigger.events.at(-1)).toMatchObject({
      type: 'suggestion',
      section: 'Frequency and schedule',
      before: '- Plowing starts when snow accumulates to 3 inches.\n- Walks are cleared at 1" of snow.',
      after: '- Plowing starts when snow accumulates to 2 inches.\n- Walks are cleared at 2 inches of snow.',
    });

    const deIcing = await ask(clientAdmin, { ...base, section: 'Scope and tasks', instruction: 'add a de-icing clause' });
    const last = deIcing.events.at(-1);
    expect(last?.type).toBe('suggestion');
    expect(last?.type === 'suggestion' && last.after).toMatch(/^- Plow drive lanes\.\n- De-icing: /);

    const poem = await ask(clientAdmin, { ...base, instruction: 'write it as a poem' });
    expect(poem.status).toBe(200);
    expect(poem.events.at(-1)).toEqual({ type: 'error', code: 'offline_unsupported', message: OFFLINE_CANNOT });
  });

  it('answers 404 for a client outside the workspace and 403 to a vendor, before streaming', async () => {
    const other = await ask(clientAdmin, { mode: 'draft', clientId: t.world.clientB.clientId, answers: { serviceId } });
    expect(other.status).toBe(404);
    const vendor = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect((await ask(vendor, { mode: 'draft', clientId: t.world.clientA.clientId, answers: { serviceId } })).status).toBe(403);
    const anonymous = await fetch(`${t.baseUrl}/sowrfq/v1/sow-gpt`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a library text of another service, naming the field', async () => {
    const [{ id: other }] = await queryRows<{ id: string }>(systemDb(t.platform.database), sql`select id from services where name = 'Snow hauling'`);
    const answer = await ask(clientAdmin, { mode: 'draft', clientId: t.world.clientA.clientId, libraryEntryId, answers: { serviceId: other } });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ fieldErrors: { libraryEntryId: ['That library text is for another service.'] } });
  });
});

describe('limits and settings', () => {
  it('limits the assistant per person, not per address', async () => {
    const coordinator = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await ask(coordinator, { mode: 'draft' })).status);
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 400)).toBe(true);
    const limited = await ask(coordinator, { mode: 'draft' });
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ message: expect.stringMatching(/^Too many requests/) });
    // Another person from the same address is not held back.
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    expect((await ask(admin, { mode: 'draft' })).status).toBe(400);
  });

  it('wants the model and its address together', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(loadConfig({ AI_BASE_URL: ' ', AI_MODEL: '' }).AI_MODEL).toBeUndefined();
    expect(loadConfig({}).AI_TIMEOUT_MS).toBe(60_000);
  });
});

describe('reading a model answer', () => {
  it('keeps known sections in order under our spelling, extra ones after, and drops the preamble', () => {
    const sections = draftSectionsOf(
      'Sure! Here it is.\n# 2. FREQUENCY AND SCHEDULE:\n* Weekly\n**Scope and tasks**\n- Mow\n## Notes\nCall first.\n## Exclusions\n',
    );
    expect(sections).toEqual([
      { heading: 'Scope and tasks', text: '- Mow' },
      { heading: 'Frequency and schedule', text: '- Weekly' },
      { heading: 'Notes', text: 'Call first.' },
    ]);
    expect(draftSectionsOf('No headings at all.')).toBeNull();
    expect(draftSectionsOf('## Notes\nonly unknown')).toBeNull();
  });

  it('finds the rewritten section, or the single one given', () => {
    expect(refinedTextOf('## Exclusions\n- None', 'Exclusions')).toBe('- None');
    expect(refinedTextOf('## Something else\n- Text', 'Exclusions')).toBe('- Text');
    expect(refinedTextOf('## A\nx\n## B\ny', 'Exclusions')).toBeNull();
    expect(refinedTextOf('just text', 'Exclusions')).toBeNull();
    expect(refinedTextOf('## Introduction\nHello', '')).toBe('Hello');
  });

  it('offline edits: replace and remove', () => {
    expect(refineOffline('- Salt walks.\n- Plow lots.', 'remove the line about salt')).toEqual({ ok: true, text: '- Plow lots.' });
    expect(refineOffline('- Salt walks.', 'replace salt with sand')).toEqual({ ok: true, text: '- sand walks.' });
    expect(refineOffline('- Plow lots.', 'add a clause that the vendor sends photos after each visit')).toEqual({
      ok: true,
      text: '- Plow lots.\n- The vendor sends photos after each visit.',
    });
    expect(refineOffline('- Plow lots.', 'remove the line about gravel')).toMatchObject({ ok: false });
  });
});
