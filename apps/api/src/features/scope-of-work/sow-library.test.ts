import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSowDiff, TSowDoc, TSowLibraryEntry, TSowLibraryPage, TSowVersionDetail } from '@procura/shared';
import { serviceCategories, services } from '../../db/schema/index.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };
type TPage<T> = { data: T[]; total: number };

let t: TTestApp;
let build: ReturnType<typeof factories>;
const s: Record<string, TSession> = {};
let snow: { id: string; categoryId: string };
let mowing: { id: string; categoryId: string };
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  for (const name of ['providerAdmin', 'providerCoordinator', 'clientAdmin', 'clientPm', 'vendorAdmin', 'franchiseUser'] as const)
    s[name] = await t.signIn(DEMO_ACCOUNTS[name]);
  const rows = await systemDb(t.platform.database)
    .select({ id: services.id, name: services.name, categoryId: services.categoryId })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId));
  const byName = (n: string) => rows.find((r) => r.name === n) ?? rows[0];
  snow = byName('Snow plowing');
  mowing = rows.find((r) => r.categoryId !== snow.categoryId) ?? rows[1];
});
afterAll(() => t.close());

const get = <T>(who: string, path: string) => t.http<T & TErr>('GET', path, { token: s[who].accessToken });
const send = <T>(who: string, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: s[who].accessToken, body });
const tag = () => Math.random().toString(36).slice(2, 8);
const doc = (...paragraphs: string[]): TSowDoc => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope and tasks' }] },
    ...paragraphs.map((text) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] })),
  ],
});

const createText = (title: string, serviceId = snow.id, content = doc('Plow lots when snow reaches 2 inches.')) =>
  build.buildLibraryText(s.providerAdmin, { serviceId, title, content });

describe('the SOW library', () => {
  it('is written by the provider: content, sanitised HTML, version 1, names from the catalogue', async () => {
    const title = `Snow removal ${tag()}`;
    const content: TSowDoc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script> Plow at 2"', marks: [{ type: 'bold' }] }] }],
    };
    const created = await createText(title, snow.id, content);
    expect(created).toMatchObject({ title, status: 'ACTIVE', version: 1, serviceId: snow.id, categoryId: snow.categoryId, updatedByName: 'Avery Stone' });
    expect(created.contentHtml).toBe('<p><strong>&lt;script&gt;alert(1)&lt;/script&gt; Plow at 2&quot;</strong></p>');
    expect(created.excerpt).toContain('Plow at 2"');
    const coordinator = await send<TSowLibraryEntry>('providerCoordinator', 'POST', '/v1/scope-of-work/library', {
      serviceId: mowing.id,
      title: `Mowing ${tag()}`,
      content: doc('Mow weekly.'),
    });
    expect(coordinator.status).toBe(201);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ serviceId: snow.id, title: ' ', content: doc('x') }, 'title'],
      [{ serviceId: 'nope', title: 'x', content: doc('x') }, 'serviceId'],
      [{ serviceId: snow.id, title: 'x', content: { type: 'doc', content: [{ type: 'script', text: 'x' }] } }, 'content.content.0.type'],
      [
        {
          serviceId: snow.id,
          title: 'x',
          content: { type: 'doc', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
        },
        'content.content.0.marks.0.attrs.href',
      ],
      [{ serviceId: '00000000-0000-4000-8000-000000000000', title: 'x', content: doc('x') }, 'serviceId'],
    ];
    for (const [body, field] of cases) {
      const res = await send('providerAdmin', 'POST', '/v1/scope-of-work/library', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
  });

  it('is read by clients, refused to vendors, and written by the provider alone', async () => {
    const entry = await createText(`Read by clients ${tag()}`);
    expect((await get<TSowLibraryEntry>('clientAdmin', `/v1/scope-of-work/library/${entry.id}`)).status).toBe(200);
    expect((await get<TSowLibraryEntry>('clientPm', `/v1/scope-of-work/library/${entry.id}`)).status).toBe(200);
    for (const vendor of ['vendorAdmin', 'franchiseUser']) {
      const list = await get(vendor, '/v1/scope-of-work/library');
      expect(list.status).toBe(403);
      expect(list.body.message).toMatch(/not shared with vendors/);
      expect((await get(vendor, `/v1/scope-of-work/library/${entry.id}`)).status).toBe(403);
      expect((await get(vendor, '/v1/scope-of-work')).status).toBe(403);
    }
    const create = await send('clientAdmin', 'POST', '/v1/scope-of-work/library', { serviceId: snow.id, title: 'Mine', content: doc('x') });
    expect(create).toMatchObject({ status: 403, body: { message: 'Only your provider keeps the SOW library.' } });
    const patch = await send('clientAdmin', 'PATCH', `/v1/scope-of-work/library/${entry.id}`, { title: 'Hijacked' });
    expect(patch).toMatchObject({ status: 403, body: { message: 'Only your provider keeps the SOW library.' } });
    expect((await send('clientAdmin', 'POST', `/v1/scope-of-work/library/${entry.id}/versions/1/restore`)).status).toBe(403);
    expect((await get<TSowLibraryEntry>('providerAdmin', `/v1/scope-of-work/library/${entry.id}`)).body.title).toBe(entry.title);
  });

  it('hides archived texts from clients; the provider filters by status', async () => {
    const entry = await createText(`Withdrawn ${tag()}`);
    const archived = await send<TSowLibraryEntry>('providerAdmin', 'PATCH', `/v1/scope-of-work/library/${entry.id}`, { status: 'ARCHIVED' });
    expect(archived.body).toMatchObject({ status: 'ARCHIVED', version: 1 });
    expect((await get('clientAdmin', `/v1/scope-of-work/library/${entry.id}`)).status).toBe(404);
    expect((await get('clientAdmin', `/v1/scope-of-work/library/${entry.id}/versions`)).status).toBe(404);
    const clientList = await get<TSowLibraryPage>('clientAdmin', `/v1/scope-of-work/library?search=${encodeURIComponent(entry.title)}&status=ARCHIVED`);
    expect(clientList.body.total).toBe(0);
    const providerList = await get<TSowLibraryPage>('providerAdmin', `/v1/scope-of-work/library?search=${encodeURIComponent(entry.title)}&status=ARCHIVED`);
    expect(providerList.body.data.map((e) => e.id)).toEqual([entry.id]);
  });

  it('searches titles, filters by service and category, sorts and pages with the exact total', async () => {
    const key = tag();
    const made = [await createText(`Bravo ${key}`), await createText(`alpha ${key}`), await createText(`Charlie ${key}`, mowing.id)];
    const all = await get<TSowLibraryPage>('clientAdmin', `/v1/scope-of-work/library?search=${key.toUpperCase()}&sort=title`);
    expect(all.body.data.map((e) => e.title)).toEqual([`alpha ${key}`, `Bravo ${key}`, `Charlie ${key}`]);
    expect(all.body.total).toBe(3);
    const desc = await get<TSowLibraryPage>('clientAdmin', `/v1/scope-of-work/library?search=${key}&sort=title&sortDirection=desc&limit=2&page=2`);
    expect(desc.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(desc.body.data.map((e) => e.title)).toEqual([`alpha ${key}`]);
    const byService = await get<TSowLibraryPage>('clientAdmin', `/v1/scope-of-work/library?search=${key}&serviceIds=${mowing.id}`);
    expect(byService.body.data.map((e) => e.id)).toEqual([made[2].id]);
    const byCategory = await get<TSowLibraryPage>('clientAdmin', `/v1/scope-of-work/library?search=${key}&categoryIds=${snow.categoryId}`);
    expect(byCategory.body.data.map((e) => e.id).sort()).toEqual([made[0].id, made[1].id].sort());
    const past = await get<TSowLibraryPage>('clientAdmin', `/v1/scope-of-work/library?search=${key}&page=5`);
    expect(past.body).toMatchObject({ data: [], total: 3 });
    const literal = await get<TSowLibraryPage>('clientAdmin', '/v1/scope-of-work/library?search=%25_');
    expect(literal.body.total).toBe(0);
    expect((await get('clientAdmin', '/v1/scope-of-work/library?sort=nope')).body.fieldErrors).toHaveProperty('sort');
  });

  it('keeps a version per change of title or text, diffs any two, and restores an old one as a new version', async () => {
    const entry = await createText(`Versions ${tag()}`, snow.id, doc('Plow when snow reaches 2 inches.'));
    const path = `/v1/scope-of-work/library/${entry.id}`;
    const edited = await send<TSowLibraryEntry>('providerAdmin', 'PATCH', path, {
      content: doc('Plow when snow reaches 3 inches.', 'Salt every walkway.'),
      changeNote: 'Client asked for 3 inches',
    });
    expect(edited.body.version).toBe(2);
    const statusOnly = await send<TSowLibraryEntry>('providerAdmin', 'PATCH', path, {
      status: 'ACTIVE',
      content: doc('Plow when snow reaches 3 inches.', 'Salt every walkway.'),
    });
    expect(statusOnly.body.version).toBe(2);
    const renamed = await send<TSowLibraryEntry>('providerAdmin', 'PATCH', path, { title: `${entry.title} (winter)` });
    expect(renamed.body.version).toBe(3);

    const versions = await get<TPage<{ version: number; name: string; changeNote: string | null; createdByName: string | null }>>(
      'clientAdmin',
      `${path}/versions`,
    );
    expect(versions.body.total).toBe(3);
    expect(versions.body.data.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions.body.data[1]).toMatchObject({ changeNote: 'Client asked for 3 inches', name: entry.title });

    const v1 = await get<TSowVersionDetail>('clientAdmin', `${path}/versions/1`);
    expect(v1.body.contentHtml).toContain('2 inches');
    const diff = await get<TSowDiff>('clientAdmin', `${path}/versions/diff?from=1&to=2`);
    expect(diff.body.parts).toEqual(
      expect.arrayContaining([
        { kind: 'removed', text: '2' },
        { kind: 'added', text: '3' },
      ]),
    );
    expect(
      diff.body.parts
        .filter((p) => p.kind === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('Salt every walkway.');

    const restored = await send<TSowLibraryEntry>('providerAdmin', 'POST', `${path}/versions/1/restore`);
    expect(restored.body).toMatchObject({ version: 4, title: entry.title });
    expect(restored.body.contentHtml).toContain('2 inches');
    const latest = await get<TPage<{ version: number; changeNote: string | null }>>('providerAdmin', `${path}/versions?limit=1`);
    expect(latest.body.data[0]).toMatchObject({ version: 4, changeNote: 'Restored version 1.' });
  });

  it('answers bad or unknown versions after the text is found', async () => {
    const entry = await createText(`Version checks ${tag()}`);
    const path = `/v1/scope-of-work/library/${entry.id}`;
    expect((await get(`clientAdmin`, `${path}/versions/9`)).status).toBe(404);
    const bad = await get('clientAdmin', `${path}/versions/zero`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('version');
    const noRange = await get('clientAdmin', `${path}/versions/diff?from=1`);
    expect(noRange.status).toBe(400);
    expect(noRange.body.fieldErrors).toHaveProperty('to');
    expect((await get('clientAdmin', `${path}/versions/diff?from=1&to=7`)).status).toBe(404);
  });
});
