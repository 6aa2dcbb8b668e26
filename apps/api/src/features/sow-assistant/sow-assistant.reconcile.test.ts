import { sql } from 'drizzle-orm';
import { renderSowHtml, sowDocFromSections, sowDocText, sowSections, ZSowAssistantEventSchema, type TSowAssistantEvent, type TSowDoc } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestText, startFakeOpenAi, type TFakeOpenAi } from '../../../test/fake-openai.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { dateRanges, insuranceLimits, openingFrequency } from './sow-assistant.claims.js';

/*
 * Issue 17 "Also": the draft reconciles the answers with the library clauses they contradict.
 * The user says general liability $2M and the season November 15 – March 31; the library says
 * $1M and November 1 – April 15. The draft carries the answers, not both, and says what it
 * replaced: with a model (the real HTTP fake on loopback) that keeps the old figures anyway,
 * and with the offline composer.
 */

const LIBRARY: TSowDoc = sowDocFromSections([
  { heading: 'Scope and tasks', text: '- Plow drive lanes and parking areas.' },
  { heading: 'Frequency and schedule', text: '- Per event: the vendor mobilizes without a call when the trigger is reached.\n- Plowing starts at 2 inches.' },
  {
    heading: 'Season and service window',
    text: 'Snow season by default November 1 – April 15 (October 15 – May 1 in the mountains). Equipment staged on site by the season start.',
  },
  {
    heading: 'Safety and insurance requirements',
    text: [
      '- Commercial general liability of at least $1,000,000 each occurrence and $2,000,000 aggregate; the client named as additional insured.',
      '- Commercial auto liability of at least $1,000,000 combined single limit.',
    ].join('\n'),
  },
]);

const LIBRARY_GL = 'Commercial general liability of at least $1,000,000 each occurrence and $2,000,000 aggregate';
const LIBRARY_SEASON = 'Snow season by default November 1 – April 15 (October 15 – May 1 in the mountains).';
const INSURANCE = 'General liability $2M per occurrence';

const ANSWERS = { insurance: INSURANCE, seasonStart: '2026-11-15', seasonEnd: '2027-03-31', frequency: 'PER_EVENT' };

async function addLibrary(t: TTestApp): Promise<{ serviceId: string; libraryEntryId: string }> {
  const db = systemDb(t.platform.database);
  const [{ id: serviceId }] = await queryRows<{ id: string }>(db, sql`select id from services where name = 'Snow plowing'`);
  const [{ id: libraryEntryId }] = await queryRows<{ id: string }>(
    db,
    sql`insert into sow_library_entries (service_id, title, content, content_html, content_text)
        values (${serviceId}, 'Reconcile test plowing', ${JSON.stringify(LIBRARY)}::jsonb, ${renderSowHtml(LIBRARY)}, ${sowDocText(LIBRARY)}) returning id`,
  );
  return { serviceId, libraryEntryId };
}

async function draft(t: TTestApp, session: TSession, body: unknown): Promise<Extract<TSowAssistantEvent, { type: 'draft' }>> {
  const res = await fetch(`${t.baseUrl}/sowrfq/v1/sow-gpt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const events = text
    .split('\n')
    .filter(Boolean)
    .map((line) => ZSowAssistantEventSchema.parse(JSON.parse(line)));
  const last = events.at(-1);
  if (last?.type !== 'draft') throw new Error(`expected a draft, got ${JSON.stringify(last)}`);
  return last;
}

const sectionsOf = (doc: TSowDoc) => Object.fromEntries(sowSections(doc).map((s) => [s.heading, s.text]));

describe('with a model that keeps the library figures', () => {
  let t: TTestApp;
  let fake: TFakeOpenAi;
  let clientAdmin: TSession;
  let ids: { serviceId: string; libraryEntryId: string };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp({ config: { AI_BASE_URL: fake.url, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model', AI_RATE_LIMIT_PER_MINUTE: 10_000 } });
    clientAdmin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    ids = await addLibrary(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('carries the answers, drops the clauses they contradict, and says what it replaced', async () => {
    fake.reset();
    // The model lists both limits and writes the library's season instead of the answer's.
    fake.enqueue({
      kind: 'text',
      text: [
        '## Scope and tasks',
        '- Plow drive lanes and parking areas.',
        '## Season and service window',
        '- Snow season November 1 – April 15; equipment staged on site by the season start.',
        '## Safety and insurance requirements',
        `- ${INSURANCE}.`,
        '- Commercial general liability of at least $1,000,000 each occurrence.',
        '- Commercial auto liability of at least $1,000,000 combined single limit.',
      ].join('\n'),
    });
    const answer = await draft(t, clientAdmin, {
      mode: 'draft',
      clientId: t.world.clientA.clientId,
      libraryEntryId: ids.libraryEntryId,
      answers: { serviceId: ids.serviceId, ...ANSWERS },
    });

    // The model was not given the contradicted clauses, only what survives of their lines, and the rule.
    const prompt = requestText(fake.requests[0]);
    expect(prompt).not.toContain('$1,000,000 each occurrence');
    expect(prompt).not.toContain('November 1 – April 15');
    expect(prompt).toContain('- The client named as additional insured.');
    expect(prompt).toContain('Equipment staged on site by the season start.');
    expect(prompt).toContain('- Commercial auto liability of at least $1,000,000 combined single limit.');
    expect(prompt).toContain('the answer wins');

    const sections = sectionsOf(answer.content);
    expect(sections['Safety and insurance requirements']).toBe(`- ${INSURANCE}.\n- Commercial auto liability of at least $1,000,000 combined single limit.`);
    expect(sections['Season and service window']).toBe('- Equipment staged on site by the season start.\n- Season: from 2026-11-15 to 2027-03-31');
    expect(answer.replaced).toEqual([
      { section: 'Season and service window', clause: LIBRARY_SEASON, answer: 'Season: from 2026-11-15 to 2027-03-31' },
      { section: 'Safety and insurance requirements', clause: `${LIBRARY_GL}`, answer: `Insurance: ${INSURANCE}` },
      { section: 'Season and service window', clause: 'Snow season November 1 – April 15', answer: 'Season: from 2026-11-15 to 2027-03-31' },
      {
        section: 'Safety and insurance requirements',
        clause: 'Commercial general liability of at least $1,000,000 each occurrence.',
        answer: `Insurance: ${INSURANCE}`,
      },
    ]);
  });

  it('writes the answer into a section the check left empty, once', async () => {
    fake.reset();
    fake.enqueue({
      kind: 'text',
      text: [
        '## Scope and tasks',
        `- Plow drive lanes and parking areas; ${INSURANCE.toLowerCase()}.`,
        '## Safety and insurance requirements',
        '- Commercial general liability of at least $1,000,000 each occurrence.',
      ].join('\n'),
    });
    const answer = await draft(t, clientAdmin, {
      mode: 'draft',
      clientId: t.world.clientA.clientId,
      libraryEntryId: ids.libraryEntryId,
      answers: { serviceId: ids.serviceId, insurance: INSURANCE },
    });
    const sections = sectionsOf(answer.content);
    expect(sections['Safety and insurance requirements']).toBe(`- Insurance: ${INSURANCE}`);
    expect(sections['Scope and tasks']).toBe(`- Plow drive lanes and parking areas; ${INSURANCE.toLowerCase()}.`);
  });

  it('replaces nothing when the answers and the library agree', async () => {
    fake.reset();
    const answer = await draft(t, clientAdmin, {
      mode: 'draft',
      clientId: t.world.clientA.clientId,
      libraryEntryId: ids.libraryEntryId,
      answers: { serviceId: ids.serviceId, insurance: 'General liability $1,000,000 per occurrence', seasonStart: '2026-11-01', seasonEnd: '2027-04-15' },
    });
    expect(answer.replaced).toEqual([]);
    expect(requestText(fake.requests[0])).toContain(`${LIBRARY_GL}; the client named as additional insured.`);
    expect(requestText(fake.requests[0])).toContain(LIBRARY_SEASON);
  });
});

describe('offline', () => {
  let t: TTestApp;
  let clientAdmin: TSession;
  let ids: { serviceId: string; libraryEntryId: string };

  beforeAll(async () => {
    t = await startTestApp();
    clientAdmin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    ids = await addLibrary(t);
  });
  afterAll(() => t?.close());

  it('composes the answers without the library clauses they contradict, frequency included', async () => {
    const answer = await draft(t, clientAdmin, {
      mode: 'draft',
      clientId: t.world.clientA.clientId,
      libraryEntryId: ids.libraryEntryId,
      answers: { serviceId: ids.serviceId, ...ANSWERS, frequency: 'WEEKLY' },
    });
    const sections = sectionsOf(answer.content);
    expect(sections['Safety and insurance requirements']).toBe(
      [
        'Agreed for this scope:',
        `- Insurance: ${INSURANCE}`,
        '- The client named as additional insured.',
        '- Commercial auto liability of at least $1,000,000 combined single limit.',
      ].join('\n'),
    );
    expect(sections['Season and service window']).toBe(
      'Agreed for this scope:\n- Season: from 2026-11-15 to 2027-03-31\nEquipment staged on site by the season start.',
    );
    expect(sections['Frequency and schedule']).toBe('Agreed for this scope:\n- Frequency: Weekly\n- Plowing starts at 2 inches.');
    expect(answer.replaced.map((r) => r.clause)).toEqual([
      'Per event: the vendor mobilizes without a call when the trigger is reached.',
      LIBRARY_SEASON,
      LIBRARY_GL,
    ]);
  });
});

describe('reading the answers and the clauses', () => {
  it('reads insurance limits by coverage and basis, in the ways they are written', () => {
    expect(insuranceLimits('General liability $2M per occurrence and $4 million aggregate; auto $500k')).toEqual([
      { coverage: 'general', amount: 2_000_000, basis: 'occurrence' },
      { coverage: 'general', amount: 4_000_000, basis: 'aggregate' },
      { coverage: 'auto', amount: 500_000, basis: undefined },
    ]);
    expect(insuranceLimits("Workers' compensation at statutory limits and employer's liability of at least $1,000,000 each accident")).toEqual([
      { coverage: 'employers', amount: 1_000_000, basis: 'accident' },
    ]);
    expect(insuranceLimits('A deposit of $500 before the first visit.')).toEqual([]);
  });

  it('reads season ranges and a clause that opens with a frequency', () => {
    expect(dateRanges('Growing season April 1 – November 15; mowing from 2026-04-01 to 2026-11-15')).toEqual([
      { start: 401, end: 1115 },
      { start: 401, end: 1115 },
    ]);
    expect(dateRanges('Snow stakes installed before November 15.')).toEqual([]);
    expect(openingFrequency('- Every two weeks in the shoulder months')).toBe('BIWEEKLY');
    expect(openingFrequency('Twice a year (spring and autumn).')).toBe('SEMI_ANNUAL');
    expect(openingFrequency('Maintenance every two weeks between rotations.')).toBeUndefined();
    expect(openingFrequency('Weekly and monthly tasks on a written rotation.')).toBeUndefined();
    expect(openingFrequency('Frequency: Weekly')).toBe('WEEKLY');
  });
});
