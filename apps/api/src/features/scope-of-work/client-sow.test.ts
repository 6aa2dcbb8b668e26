import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORKSPACE_HEADER,
  type TClientSow,
  type TClientSowInput,
  type TClientSowPage,
  type THistoryPage,
  type TSowDiff,
  type TSowLibraryEntry,
} from '@procura/shared';
import { storedFiles } from '../../db/schema/index.js';
import { sowDoc as doc } from '../../../test/builders/scope-of-work.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
const s: Record<string, TSession> = {};
let serviceIds: string[];
let library: TSowLibraryEntry;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  for (const name of ['providerAdmin', 'clientAdmin', 'clientPm', 'vendorAdmin', 'branchUser'] as const) s[name] = await t.signIn(DEMO_ACCOUNTS[name]);
  serviceIds = await build.catalogServiceIds(3);
  library = await build.buildLibraryText(s.providerAdmin, {
    serviceId: serviceIds[0],
    title: 'Base text',
    content: doc('Plow lots when snow reaches 2 inches.'),
  });
});
afterAll(() => t.close());

const get = <T>(who: string, path: string, headers?: Record<string, string>) => t.http<T & TErr>('GET', path, { token: s[who].accessToken, headers });
const send = <T>(who: string, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: s[who].accessToken, body });
const tag = () => crypto.randomUUID().slice(0, 8);
/** A scope of Northwind Residential about the first service, as `who` writes it; `input` says what differs. */
const createScope = (who: string, input: Partial<TClientSowInput>) =>
  build.buildScopeOfWork(s[who], { clientId: t.world.clientA.clientId, serviceId: serviceIds[0], ...input });
const uploadedFile = (tenantId: string, userId: string) => build.buildUnconfirmedFile({ tenantId, userId });

describe('creating a client scope', () => {
  it('copies the library text when no content is given, and applies it to properties of its client', async () => {
    const propertyIds = t.world.propertyIds.clientA.slice(0, 2);
    const sow = await createScope('providerAdmin', { source: 'LIBRARY', libraryEntryId: library.id, content: undefined, propertyIds });
    expect(sow).toMatchObject({
      status: 'DRAFT',
      source: 'LIBRARY',
      version: 1,
      libraryEntryId: library.id,
      clientName: 'Northwind Residential',
      propertyCount: 2,
    });
    expect(sow.contentHtml).toBe(library.contentHtml);
    expect(sow.content).toEqual(library.content);
    const versions = await get<{ total: number }>('clientAdmin', `/v1/client-scope-of-work/${sow.id}/versions`);
    expect(versions.body.total).toBe(1);
  });

  it('takes the assistant’s draft or starts blank, and keeps whether it was composed offline', async () => {
    const drafted = await createScope('clientAdmin', { source: 'ASSISTANT', composedOffline: true, content: doc('Drafted text.') });
    expect(drafted).toMatchObject({ source: 'ASSISTANT', composedOffline: true, propertyCount: 0 });
    const blank = await createScope('clientAdmin', { source: 'BLANK', content: undefined });
    expect(blank.contentHtml).toBe('<p></p>');
  });

  it('confirms the uploaded file of an UPLOAD scope and refuses another person’s or a missing one', async () => {
    const key = await uploadedFile(t.world.clientA.tenantId, t.world.userIds.clientAdmin);
    const sow = await createScope('clientAdmin', { source: 'UPLOAD', sourceFileKey: key, content: doc('Extracted text.') });
    expect(sow.sourceFileKey).toBe(key);
    const [file] = await systemDb(t.platform.database).select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(file).toMatchObject({ ownerTable: 'client_scopes_of_work', ownerId: sow.id });
    expect(file.confirmedAt).not.toBeNull();
    const download = await send<{ url: string }>('clientPm', 'POST', '/v1/storage/create-download-url', { fileKey: key });
    expect([200, 201]).toContain(download.status);

    const someoneElses = await uploadedFile(t.world.clientA.tenantId, t.world.userIds.providerAdmin);
    const refused = await send('clientAdmin', 'POST', '/v1/client-scope-of-work', {
      clientId: t.world.clientA.clientId,
      serviceId: serviceIds[0],
      name: 'Stolen',
      source: 'UPLOAD',
      sourceFileKey: someoneElses,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty('sourceFileKey');
    const reused = await send('clientAdmin', 'POST', '/v1/client-scope-of-work', {
      clientId: t.world.clientA.clientId,
      serviceId: serviceIds[0],
      name: 'Twice',
      source: 'UPLOAD',
      sourceFileKey: key,
    });
    expect(reused.body.fieldErrors).toHaveProperty('sourceFileKey');
  });

  it('refuses bad input with the field named', async () => {
    const base = { clientId: t.world.clientA.clientId, serviceId: serviceIds[0], name: 'Checked' };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ serviceId: 'x' }, 'serviceId'],
      [{ serviceId: '00000000-0000-4000-8000-000000000000' }, 'serviceId'],
      [{ source: 'LIBRARY' }, 'libraryEntryId'],
      [{ source: 'LIBRARY', libraryEntryId: '00000000-0000-4000-8000-000000000000' }, 'libraryEntryId'],
      [{ source: 'ASSISTANT' }, 'content'],
      [{ source: 'UPLOAD' }, 'sourceFileKey'],
      [{ source: 'BLANK', sourceFileKey: 'a/b' }, 'sourceFileKey'],
      [{ source: 'SCRAPED' }, 'source'],
      [{ propertyIds: [t.world.propertyIds.clientA[0], t.world.propertyIds.clientB[0]] }, 'propertyIds'],
    ];
    for (const [input, field] of cases) {
      const res = await send('providerAdmin', 'POST', '/v1/client-scope-of-work', { ...base, ...input });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const foreign = await send('providerAdmin', 'POST', '/v1/client-scope-of-work', { ...base, propertyIds: [t.world.propertyIds.clientB[0]] });
    expect(foreign.body.message).toContain(t.world.propertyIds.clientB[0]);
    expect((await send('clientAdmin', 'POST', '/v1/client-scope-of-work', { ...base, clientId: t.world.clientC.clientId })).status).toBe(404);
  });
});

describe('who sees a client scope', () => {
  it('shows a client only its own scopes: another client’s id is 404 everywhere', async () => {
    const harborview = await createScope('providerAdmin', { clientId: t.world.clientC.clientId, name: `Harborview ${tag()}` });
    const own = await createScope('providerAdmin', { name: `Northwind ${tag()}` });
    const list = await get<TClientSowPage>('clientAdmin', '/v1/client-scope-of-work?limit=100');
    expect(list.body.data.map((x) => x.id)).toContain(own.id);
    expect(list.body.data.every((x) => x.clientId === t.world.clientA.clientId)).toBe(true);
    for (const path of ['', '/versions', '/versions/1', '/versions/diff?from=1&to=1', '/history']) {
      expect((await get('clientAdmin', `/v1/client-scope-of-work/${harborview.id}${path}`)).status, path).toBe(404);
    }
    expect((await send('clientAdmin', 'PATCH', `/v1/client-scope-of-work/${harborview.id}`, { name: 'Sneaky' })).status).toBe(404);
    expect((await send('clientAdmin', 'POST', `/v1/client-scope-of-work/${harborview.id}/status`, { status: 'ARCHIVED' })).status).toBe(404);
    expect((await send('clientAdmin', 'POST', `/v1/client-scope-of-work/${harborview.id}/versions/1/restore`)).status).toBe(404);
    expect((await get('clientAdmin', `/v1/client-scope-of-work/property?sowId=${harborview.id}`)).status).toBe(404);
    expect((await get<TClientSow>('providerAdmin', `/v1/client-scope-of-work/${harborview.id}`)).body.name).toBe(harborview.name);
    // The same person in their other workspace (Northwind Commercial) sees that client's scopes only.
    const commercial = await createScope('providerAdmin', { clientId: t.world.clientB.clientId });
    expect((await get('clientAdmin', `/v1/client-scope-of-work/${commercial.id}`)).status).toBe(404);
    expect((await get('clientAdmin', `/v1/client-scope-of-work/${commercial.id}`, { [WORKSPACE_HEADER]: t.world.clientB.tenantId })).status).toBe(200);
  });

  it('gives vendors no scope (none is shared through an RFP yet) and lets them write none', async () => {
    const sow = await createScope('providerAdmin', {});
    for (const vendor of ['vendorAdmin', 'branchUser']) {
      const list = await get<TClientSowPage>(vendor, '/v1/client-scope-of-work');
      expect(list.body).toMatchObject({ data: [], total: 0 });
      expect((await get(vendor, `/v1/client-scope-of-work/${sow.id}`)).status).toBe(404);
      const create = await send(vendor, 'POST', '/v1/client-scope-of-work', {
        clientId: t.world.clientA.clientId,
        serviceId: serviceIds[0],
        name: 'Vendor scope',
      });
      expect(create.status).toBe(403);
    }
  });
});

describe('the client scope list', () => {
  it('filters by client, service, property, status and search; sorts; counts properties; pages with the exact total', async () => {
    const key = tag();
    const property = t.world.propertyIds.clientA[3];
    const a = await createScope('providerAdmin', { name: `Bravo ${key}`, propertyIds: [property] });
    const b = await createScope('providerAdmin', { name: `alpha ${key}`, serviceId: serviceIds[1] });
    const c = await createScope('providerAdmin', {
      name: `Charlie ${key}`,
      clientId: t.world.clientC.clientId,
      propertyIds: t.world.propertyIds.clientC.slice(0, 3),
    });
    await send('providerAdmin', 'POST', `/v1/client-scope-of-work/${b.id}/status`, { status: 'ACTIVE' });
    const list = (q: string) => get<TClientSowPage>('providerAdmin', `/v1/client-scope-of-work?search=${key}&sortDirection=asc&${q}`);

    const byName = await list('sort=name');
    expect(byName.body.data.map((x) => x.id)).toEqual([b.id, a.id, c.id]);
    expect(byName.body.total).toBe(3);
    expect(byName.body.data.map((x) => x.propertyCount)).toEqual([0, 1, 3]);
    expect(byName.body.data[2]).toMatchObject({ clientName: 'Harborview Hospitality', serviceId: serviceIds[0] });
    expect(byName.body.data[2].categoryName.length).toBeGreaterThan(0);
    expect((await list(`clientIds=${t.world.clientC.clientId}`)).body.data.map((x) => x.id)).toEqual([c.id]);
    expect((await list(`serviceIds=${serviceIds[1]}`)).body.data.map((x) => x.id)).toEqual([b.id]);
    expect((await list(`propertyId=${property}`)).body.data.map((x) => x.id)).toEqual([a.id]);
    expect((await list('status=ACTIVE')).body.data.map((x) => x.id)).toEqual([b.id]);
    expect((await list('status=DRAFT,ACTIVE')).body.total).toBe(3);
    const byClient = await get<TClientSowPage>('providerAdmin', `/v1/client-scope-of-work?search=${key}&sort=client&sortDirection=desc`);
    expect(byClient.body.data.map((x) => x.clientName)).toEqual(['Northwind Residential', 'Northwind Residential', 'Harborview Hospitality']);
    const paged = await list('sort=name&limit=2&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.data.map((x) => x.id)).toEqual([c.id]);
    expect((await list('page=9')).body).toMatchObject({ data: [], total: 3 });
    for (const bad of ['status=LIVE', 'clientIds=nope', 'sort=colour', 'propertyId=1']) {
      const res = await get('providerAdmin', `/v1/client-scope-of-work?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(
        Object.keys(res.body.fieldErrors ?? {}).some((k) => k.split('.')[0] === bad.split('=')[0]),
        JSON.stringify(res.body),
      ).toBe(true);
    }
  });

  it('puts library texts and visible client scopes in one pick list', async () => {
    const key = tag();
    const text = await send<TSowLibraryEntry>('providerAdmin', 'POST', '/v1/scope-of-work/library', {
      serviceId: serviceIds[0],
      title: `Pick ${key}`,
      content: doc('x'),
    });
    const mine = await createScope('providerAdmin', { name: `Pick ${key} Northwind` });
    const theirs = await createScope('providerAdmin', { name: `Pick ${key} Harborview`, clientId: t.world.clientC.clientId });
    const picks = await get<{ data: { id: string; kind: string; clientName: string | null; serviceName: string }[]; total: number }>(
      'clientAdmin',
      `/v1/scope-of-work?search=pick ${key}`,
    );
    expect(picks.body.total).toBe(2);
    expect(picks.body.data.map((p) => [p.id, p.kind])).toEqual([
      [text.body.id, 'LIBRARY'],
      [mine.id, 'CLIENT'],
    ]);
    expect(picks.body.data[1].clientName).toBe('Northwind Residential');
    const provider = await get<{ total: number }>('providerAdmin', `/v1/scope-of-work?search=pick ${key}&clientId=${t.world.clientC.clientId}`);
    expect(provider.body.total).toBe(2);
    expect((await get('clientAdmin', `/v1/scope-of-work?search=pick ${key}&page=3`)).body).toMatchObject({ data: [], total: 2 });
    expect(theirs.id).toBeTruthy();
  });
});

describe('changing a client scope', () => {
  it('moves DRAFT → ACTIVE → ARCHIVED → DRAFT and refuses any other step with a clear 409', async () => {
    const sow = await createScope('clientAdmin', {});
    const status = (to: string) => send<TClientSow>('clientAdmin', 'POST', `/v1/client-scope-of-work/${sow.id}/status`, { status: to });
    expect((await status('ACTIVE')).body.status).toBe('ACTIVE');
    const back = await status('DRAFT');
    expect(back).toMatchObject({ status: 409, body: { message: 'A scope of work that is Active can only become Archived.' } });
    expect((await status('ACTIVE')).body.message).toBe('This scope of work is already Active.');
    expect((await status('ARCHIVED')).body.status).toBe('ARCHIVED');
    const locked = await send('clientAdmin', 'PATCH', `/v1/client-scope-of-work/${sow.id}`, { name: 'Renamed' });
    expect(locked.status).toBe(409);
    expect((await status('DRAFT')).body.status).toBe('DRAFT');
    expect((await status('LIVE')).body.fieldErrors).toHaveProperty('status');
    expect((await send('clientPm', 'POST', `/v1/client-scope-of-work/${sow.id}/status`, { status: 'ACTIVE' })).status).toBe(403);
  });

  it('writes a version per change of name or text, diffs, restores, and tells it all in the history', async () => {
    const sow = await createScope('clientAdmin', { content: doc('Mow every week from April.') });
    const path = `/v1/client-scope-of-work/${sow.id}`;
    const edited = await send<TClientSow>('providerAdmin', 'PATCH', path, {
      content: doc('Mow every week from March.', 'Edge the walks.'),
      changeNote: 'Earlier start',
    });
    expect(edited.body).toMatchObject({ version: 2, updatedByName: 'Avery Stone' });
    const same = await send<TClientSow>('clientAdmin', 'PATCH', path, { content: doc('Mow every week from March.', 'Edge the walks.') });
    expect(same.body.version).toBe(2);
    expect((await send('clientAdmin', 'PATCH', path, { content: { type: 'doc', content: [{ type: 'iframe' }] } })).body.fieldErrors).toHaveProperty(
      'content.content.0.type',
    );

    const diff = await get<TSowDiff>('clientPm', `${path}/versions/diff?from=1&to=2`);
    expect(diff.body.parts).toEqual(
      expect.arrayContaining([
        { kind: 'removed', text: 'April' },
        { kind: 'added', text: 'March' },
      ]),
    );
    const restored = await send<TClientSow>('clientAdmin', 'POST', `${path}/versions/1/restore`);
    expect(restored.body.version).toBe(3);
    expect(restored.body.contentHtml).toBe('<p>Mow every week from April.</p>');
    const v2 = await get<{ version: number; changeNote: string; createdByName: string }>('providerAdmin', `${path}/versions/2`);
    expect(v2.body).toMatchObject({ version: 2, changeNote: 'Earlier start', createdByName: 'Avery Stone' });
    // A client does not see the provider's people: the version still reads, without the name.
    expect((await get<{ createdByName: string | null }>('clientAdmin', `${path}/versions/2`)).body.createdByName).toBeNull();
    expect((await get('clientAdmin', `${path}/versions/0`)).body.fieldErrors).toHaveProperty('version');

    await send('clientAdmin', 'POST', `${path}/status`, { status: 'ACTIVE' });
    const history = await get<THistoryPage>('clientPm', `${path}/history`);
    expect(history.body.data.map((h) => h.action)).toEqual(['status', 'update', 'update', 'create']);
    expect(history.body.data[0].changes).toEqual([{ field: 'status', before: 'DRAFT', after: 'ACTIVE' }]);
    expect(history.body.data[3]).toMatchObject({ actorName: 'Morgan Lee' });
    expect((await get<THistoryPage>('providerAdmin', `${path}/history`)).body.data[2]).toMatchObject({ action: 'update', actorName: 'Avery Stone' });
  });
});
