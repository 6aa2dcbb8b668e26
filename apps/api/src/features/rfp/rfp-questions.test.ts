import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOcdsReleasePackage, TRfpAnswer, TRfpInvitationPage, TRfpQuestion } from '@procura/shared';
import { rfps as rfpTable, services } from '../../db/schema/index.js';
import { loadActor } from '../../platform/actor.js';
import { queryRows } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { createRfpQuestionsService } from './rfp-questions.service.js';

/*
 * Questions and answers (issue 18 item 3): a vendor asks until the questions deadline, the buyer
 * reads every question and publishes answers every invited vendor reads without the asker; a
 * vendor never reads another's question, over HTTP or in SQL in its own scope.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function world() {
  const a = await rfps.buildBidder();
  const b = await rfps.buildBidder();
  const stranger = await rfps.buildBidder();
  const open = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId], { questionsDueAt: hours(48), bidsDueAt: hours(96) });
  return { a, b, stranger, open, path: `/v1/rfp/${open.rfp.id}` };
}

describe('questions and answers', () => {
  it('names the invited vendors to the client that invited them, in its invitations, questions and open data', async () => {
    const { a, b, open, path } = await world();
    await rfps.ok(a.admin, 'POST', `${path}/questions`, { questionText: 'Are the gates locked at night?' });
    // The client's admin has onboarded neither vendor: it reads them through the invitations it sent.
    const invited = await rfps.ok<TRfpInvitationPage>(open.admin, 'GET', `${path}/invitations`);
    expect(invited.data.map((i) => i.vendorName).sort()).toEqual([a.name, b.name].sort());
    expect((await rfps.ok<TRfpQuestion[]>(open.admin, 'GET', `${path}/questions`)).map((q) => q.vendorName)).toEqual([a.name]);
    expect((await rfps.ok<TRfpInvitationPage>(a.admin, 'GET', `${path}/invitations`)).data.map((i) => i.vendorName)).toEqual([a.name]);
    await rfps.ok(a.admin, 'PUT', `${path}/bid`, { lines: open.lines.map((l) => ({ rfpLineId: l.id, price: 100, unit: 'PER_VISIT', quantityPerYear: 26 })) });
    await rfps.ok(a.admin, 'POST', `${path}/bid/submit`, {});
    await rfps.ok(provider, 'POST', `${path}/close`);
    await rfps.ok(provider, 'POST', `${path}/open-bids`);
    const [release] = (await rfps.ok<TOcdsReleasePackage>(open.admin, 'GET', `${path}/ocds`)).releases;
    expect(release.tender.tenderers.map((v) => v.name)).toEqual([a.name]);
  });

  it('keeps each question between its asker and the buyer, and publishes the answer to every invited vendor without the asker', async () => {
    const { a, b, stranger, open, path } = await world();
    const asked = await rfps.ok<TRfpQuestion>(a.admin, 'POST', `${path}/questions`, { questionText: `Is snow removal included? (${a.name})` });
    expect(asked).toMatchObject({ questionText: `Is snow removal included? (${a.name})`, vendorName: a.name, answerCount: 0 });
    await rfps.ok(b.admin, 'POST', `${path}/questions`, { questionText: 'May we visit the sites?' });

    expect((await rfps.ok<TRfpQuestion[]>(a.admin, 'GET', `${path}/questions`)).map((q) => q.id)).toEqual([asked.id]);
    expect((await rfps.ok<TRfpQuestion[]>(b.admin, 'GET', `${path}/questions`)).map((q) => q.questionText)).toEqual(['May we visit the sites?']);
    expect(await rfps.ok<TRfpQuestion[]>(open.admin, 'GET', `${path}/questions`)).toHaveLength(2);
    // The provider, who reads every vendor, sees who asked each.
    const all = await rfps.ok<TRfpQuestion[]>(provider, 'GET', `${path}/questions`);
    expect(all.map((q) => q.vendorName).sort()).toEqual([a.name, b.name].sort());
    expect((await rfps.call(stranger.admin, 'GET', `${path}/questions`)).status).toBe(404);
    expect((await rfps.call(stranger.admin, 'POST', `${path}/questions`, { questionText: 'Me too?' })).status).toBe(404);
    // The buyer answers; it asks nothing, and a vendor publishes no answer.
    expect((await rfps.call(open.admin, 'POST', `${path}/questions`, { questionText: 'Ours?' })).status).toBe(403);
    expect((await rfps.call(a.admin, 'POST', `${path}/answers`, { questionText: 'Q', answerText: 'A' })).status).toBe(404);

    // The question named its asker: the buyer rewords it as it publishes the answer.
    const answer = await rfps.ok<TRfpAnswer>(open.admin, 'POST', `${path}/answers`, {
      questionId: asked.id,
      questionText: 'Is snow removal included?',
      answerText: 'No: mowing only.',
    });
    expect(answer).toMatchObject({ questionId: asked.id, questionText: 'Is snow removal included?' });
    for (const vendor of [a, b]) {
      const read = await rfps.ok<TRfpAnswer[]>(vendor.admin, 'GET', `${path}/answers`);
      expect(read).toEqual([
        { id: answer.id, questionId: null, questionText: 'Is snow removal included?', answerText: 'No: mowing only.', publishedAt: answer.publishedAt },
      ]);
      expect(JSON.stringify(read)).not.toContain(a.name);
    }
    expect((await rfps.ok<TRfpQuestion[]>(a.admin, 'GET', `${path}/questions`))[0].answerCount).toBe(1);
    expect((await rfps.call(stranger.admin, 'GET', `${path}/answers`)).status).toBe(404);

    // A clarification of the buyer's own needs its question written; another RFP's question is not this one's.
    const bare = await rfps.call(open.admin, 'POST', `${path}/answers`, { answerText: 'Sites open at 7.' });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors?.questionText).toBeDefined();
    const other = await world();
    const foreignQuestion = await rfps.ok<TRfpQuestion>(other.a.admin, 'POST', `${other.path}/questions`, { questionText: 'Elsewhere?' });
    const wrong = await rfps.call(open.admin, 'POST', `${path}/answers`, { questionId: foreignQuestion.id, answerText: 'No.' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.questionId).toBeDefined();
  });

  it('holds another vendor’s question back in SQL, in the vendor’s own scope', async () => {
    const { a, b, open } = await world();
    await rfps.ok(a.admin, 'POST', `/v1/rfp/${open.rfp.id}/questions`, { questionText: 'Only mine?' });
    const system = systemDb(t.platform.database);
    const scopedCount = async (userId: string) => {
      const actor = await loadActor(system, userId, undefined, 'test');
      return withActor(t.platform.db, actor, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from rfp_questions where rfp_id = ${open.rfp.id}`),
      );
    };
    expect((await scopedCount(b.adminUserId))[0].n).toBe(0);
    expect((await scopedCount(a.adminUserId))[0].n).toBe(1);
  });

  it('closes questions at the questions deadline: the service by its clock, the database by its own', async () => {
    const { a, open, path } = await world();
    const deadline = new Date(open.rfp.questionsDueAt as string);
    const atDeadline = createRfpQuestionsService({ db: t.platform.db, clock: { now: () => deadline } });
    const system = systemDb(t.platform.database);
    const actor = await loadActor(system, a.adminUserId, undefined, 'test');
    await expect(atDeadline.ask(actor, open.rfp.id, { questionText: 'Late?' })).rejects.toMatchObject({ statusCode: 409 });

    // The deadline passes a second ago; a service whose clock lags still meets the database's refusal.
    await system
      .update(rfpTable)
      .set({ questionsDueAt: new Date(Date.now() - 1_000) })
      .where(eq(rfpTable.id, open.rfp.id));
    const lagging = createRfpQuestionsService({ db: t.platform.db, clock: { now: () => new Date(Date.now() - 60_000) } });
    await expect(lagging.ask(actor, open.rfp.id, { questionText: 'Late?' })).rejects.toMatchObject({ statusCode: 409 });
    const late = await rfps.call(a.admin, 'POST', `${path}/questions`, { questionText: 'Late?' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Questions for this RFP are closed: its questions deadline has passed.');
  });
});
