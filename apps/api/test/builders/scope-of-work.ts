import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { TClientSow, TClientSowInput, TSowDoc, TSowLibraryEntry, TSowLibraryInput } from '@procura/shared';
import { services, storedFiles } from '../../src/db/schema/index.js';
import { systemDb } from '../../src/platform/system-db.js';
import type { TSession, TTestApp } from '../harness.js';

/** Paragraphs of plain text as a scope-of-work document. */
export const sowDoc = (...paragraphs: string[]): TSowDoc => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] })),
});

/**
 * Scope-of-work rows a test starts from, made through the API as the session given (so versions,
 * history and checks are the real ones), with unique names so a test finds what it built.
 */
export function scopeOfWorkBuilders(t: TTestApp) {
  const db = systemDb(t.platform.database);
  const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

  /** `count` services of the catalogue (the catalogue is reference data, not the demo world). */
  async function catalogServiceIds(count = 1): Promise<string[]> {
    return (await db.select({ id: services.id }).from(services).limit(count)).map((row) => row.id);
  }

  /** A provider's library text, about the first catalogue service unless `input` names one. */
  async function buildLibraryText(as: TSession, input: Partial<TSowLibraryInput> = {}): Promise<TSowLibraryEntry> {
    const serviceId = input.serviceId ?? (await catalogServiceIds())[0];
    const body = { serviceId, title: unique('Library text'), content: sowDoc('Plow lots when snow reaches 2 inches.'), ...input };
    const res = await t.http<TSowLibraryEntry>('POST', '/v1/scope-of-work/library', { token: as.accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  /** A client's scope: a draft written from scratch unless `input` says otherwise (a `content` of undefined is left out). */
  async function buildScopeOfWork(as: TSession, input: { clientId: string } & Partial<TClientSowInput>): Promise<TClientSow> {
    const serviceId = input.serviceId ?? (await catalogServiceIds())[0];
    const body = { serviceId, name: unique('Scope'), content: sowDoc('Mow weekly.'), ...input };
    const res = await t.http<TClientSow>('POST', '/v1/client-scope-of-work', { token: as.accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  /** A finished upload of `userId` that no record has confirmed yet (the bytes are not needed: nothing reads them). */
  async function buildUnconfirmedFile(input: { tenantId: string; userId: string; category?: string; fileName?: string }): Promise<string> {
    const category = input.category ?? 'scope_of_work';
    const fileName = input.fileName ?? 'snow-sow.pdf';
    const key = `${input.tenantId}/${category}/${crypto.randomUUID()}/${fileName}`;
    await db
      .insert(storedFiles)
      .values({ tenantId: input.tenantId, category, key, fileName, contentType: 'application/pdf', sizeBytes: 2000, status: 'READY', createdBy: input.userId });
    return key;
  }

  return { catalogServiceIds, buildLibraryText, buildScopeOfWork, buildUnconfirmedFile };
}
