import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { TConfig } from '../src/config.js';
import { signingKeys } from '../src/db/schema/index.js';
import { createKeyCipher, GENERATED_SECRET_FILE, resolveSigningKeySecret } from '../src/platform/signing-key-secret.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, TEST_SIGNING_KEY_SECRET, type TTestApp } from './harness.js';

let t: TTestApp;
const instances: { close(): Promise<unknown> }[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await t.close();
});

/** Another API process on the same database (as a second machine behind the load balancer). */
async function startInstance(config: Partial<TConfig> = {}) {
  const { app } = await buildApp({ ...t.platform.config, ...config }, { database: t.platform.database, jobs: false });
  instances.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    profileStatus: async (token: string) => (await fetch(`${baseUrl}/v1/users/profile`, { headers: { authorization: `Bearer ${token}` } })).status,
    kids: async () => ((await (await fetch(`${baseUrl}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid).sort(),
  };
}

const db = () => systemDb(t.platform.database);
const kidOf = (token: string) => decodeProtectedHeader(token).kid as string;
const profileStatus = async (token: string) => (await t.http('GET', '/v1/users/profile', { token })).status;
const jwksKids = async () => (await t.http<{ keys: { kid: string; d?: string }[] }>('GET', '/.well-known/jwks.json')).body.keys.map((k) => k.kid).sort();

describe('signing keys', () => {
  it('are kept in the database with the private key encrypted only', async () => {
    const rows = await db().select().from(signingKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.privateJwk).toBeNull();
      expect(row.encryptedPrivateJwk).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toMatch(/"d"/);
    }
    const jwks = await t.http<{ keys: Record<string, unknown>[] }>('GET', '/.well-known/jwks.json');
    expect(jwks.body.keys.map((k) => k.kid)).toEqual(rows.map((r) => r.kid));
    expect(jwks.body.keys.every((k) => !('d' in k))).toBe(true);
  });

  it('encrypts a key stored in plain JSON on the next start, and keeps verifying its tokens', async () => {
    const before = await t.signIn(DEMO_ACCOUNTS.clientPm);
    const kid = kidOf(before.accessToken);
    const [row] = await db().select().from(signingKeys).where(eq(signingKeys.kid, kid));
    const plain = createKeyCipher(TEST_SIGNING_KEY_SECRET).decrypt(kid, row.encryptedPrivateJwk ?? '');
    expect(plain.d).toBeTruthy();
    await db().update(signingKeys).set({ privateJwk: plain, encryptedPrivateJwk: null }).where(eq(signingKeys.kid, kid));

    const restarted = await startInstance();
    const [migrated] = await db().select().from(signingKeys).where(eq(signingKeys.kid, kid));
    expect(migrated.privateJwk).toBeNull();
    expect(migrated.encryptedPrivateJwk).toMatch(/^v1\./);
    expect(await restarted.profileStatus(before.accessToken)).toBe(200);
  });

  it('rotate: new tokens carry the new kid, tokens of the previous key keep working, and the JWKS lists both', async () => {
    const elsewhere = await startInstance();
    const before = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const previousKid = kidOf(before.accessToken);

    const { kid, retiredKids } = await t.platform.tokens.rotate();
    expect(retiredKids).toEqual([previousKid]);
    const after = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    expect(kidOf(after.accessToken)).toBe(kid);

    expect(await profileStatus(before.accessToken)).toBe(200);
    expect(await profileStatus(after.accessToken)).toBe(200);
    expect(await jwksKids()).toEqual([kid, previousKid].sort());
    // A process started before the rotation learns the new key from the first token naming it.
    expect(await elsewhere.profileStatus(after.accessToken)).toBe(200);
    expect(await elsewhere.profileStatus(before.accessToken)).toBe(200);
    expect(await elsewhere.kids()).toEqual([kid, previousKid].sort());
  });

  it('drop a retired key once its tokens can no longer be alive: out of the JWKS, its tokens refused', async () => {
    const before = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const { kid } = await t.platform.tokens.rotate();
    // As if the token lifetime (and its grace) had passed since the rotation; the token's own
    // `exp` is still ahead, so only the key's retirement can refuse it.
    await db()
      .update(signingKeys)
      .set({ retiredAt: sql`now() - interval '1 day'` })
      .where(isNotNull(signingKeys.retiredAt));

    const later = await startInstance();
    expect(await later.kids()).toEqual([kid]);
    expect(await later.profileStatus(before.accessToken)).toBe(401);
    const after = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect(await later.profileStatus(after.accessToken)).toBe(200);
  });

  it('refuse to start with another SIGNING_KEY_SECRET, naming the setting', async () => {
    await expect(startInstance({ SIGNING_KEY_SECRET: 'not-the-secret-these-keys-were-sealed-with' })).rejects.toThrow(
      /SIGNING_KEY_SECRET does not decrypt the token signing key/,
    );
  });

  it('refuse to start on a server database without SIGNING_KEY_SECRET', async () => {
    await expect(startInstance({ SIGNING_KEY_SECRET: undefined, DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' })).rejects.toThrow(
      /SIGNING_KEY_SECRET is not set/,
    );
  });
});

describe('the embedded default secret', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-signing-secret-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is generated into DATA_DIR, readable by its owner only, and reused', () => {
    const settings = { SIGNING_KEY_SECRET: undefined, DATABASE_URL: undefined, dataDir };
    const first = resolveSigningKeySecret(settings);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, GENERATED_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSigningKeySecret(settings)).toBe(first);
  });
});
