import crypto from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { TDb } from './database.js';
import type { TKeyCipher } from './signing-key-secret.js';
import { signingKeys } from '../db/schema/index.js';

export const SIGNING_ALG = 'ES256';

export interface TStoredPublicKey {
  kid: string;
  publicJwk: JWK;
  createdAt: Date;
  retiredAt: Date | null;
}

/** Serialises key creation across processes (two first starts, or a start beside a rotation). */
const lockKeys = (tx: Pick<TDb, 'execute'>) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('procura.signing_keys'))`);
const retiredBefore = (retentionSeconds: number) => sql`now() - make_interval(secs => ${retentionSeconds})`;

/** Keys that may still verify a live token: the active ones and those retired within the window. */
export async function loadVerificationKeys(db: TDb, retentionSeconds: number): Promise<TStoredPublicKey[]> {
  const rows = await db
    .select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk, createdAt: signingKeys.createdAt, retiredAt: signingKeys.retiredAt })
    .from(signingKeys)
    .where(or(isNull(signingKeys.retiredAt), sql`${signingKeys.retiredAt} > ${retiredBefore(retentionSeconds)}`))
    .orderBy(desc(signingKeys.createdAt));
  return rows.map((row) => ({ ...row, publicJwk: row.publicJwk as JWK }));
}

/** The private half of one key, decrypted (or as stored before encryption, until migrated). */
export async function loadPrivateJwk(db: TDb, cipher: TKeyCipher, kid: string): Promise<JWK> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
  if (row?.encryptedPrivateJwk) return cipher.decrypt(kid, row.encryptedPrivateJwk);
  if (row?.privateJwk) return row.privateJwk as JWK;
  throw new Error(`Signing key ${kid} has no private key in the database.`);
}

/** Rows written before keys were encrypted: encrypt them and drop the plain form. */
export async function encryptPlainKeys(db: TDb, cipher: TKeyCipher): Promise<string[]> {
  const plain = await db.select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk }).from(signingKeys).where(isNotNull(signingKeys.privateJwk));
  for (const row of plain) {
    await db
      .update(signingKeys)
      .set({ encryptedPrivateJwk: cipher.encrypt(row.kid, row.privateJwk as JWK), privateJwk: null })
      .where(and(eq(signingKeys.kid, row.kid), isNotNull(signingKeys.privateJwk)));
  }
  return plain.map((row) => row.kid);
}

/**
 * A new key pair, stored encrypted. `rotate`: the keys signing until now are retired (they keep
 * verifying for the retention window) and keys past that window are deleted. Without it, a
 * key is created only when none is active, so processes starting together agree on one.
 */
export async function createSigningKey(
  db: TDb,
  cipher: TKeyCipher,
  options: { rotate: boolean; retentionSeconds: number },
): Promise<{ kid: string; retiredKids: string[] }> {
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    if (!options.rotate) {
      const [active] = await tx.select({ kid: signingKeys.kid }).from(signingKeys).where(isNull(signingKeys.retiredAt)).limit(1);
      if (active) return { kid: active.kid, retiredKids: [] };
    }
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const kid = crypto.randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
    const retired = await tx
      .update(signingKeys)
      .set({ retiredAt: sql`now()` })
      .where(isNull(signingKeys.retiredAt))
      .returning({ kid: signingKeys.kid });
    await tx.delete(signingKeys).where(lt(signingKeys.retiredAt, retiredBefore(options.retentionSeconds)));
    // A row inserted in this transaction has created_at = now() like the retirement; the
    // retired ones are older, so "newest active" stays unambiguous.
    await tx.insert(signingKeys).values({ kid, encryptedPrivateJwk: cipher.encrypt(kid, privateJwk), publicJwk });
    return { kid, retiredKids: retired.map((r) => r.kid) };
  });
}
