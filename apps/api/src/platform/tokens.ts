import crypto from 'node:crypto';
import { desc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type { TDb } from './database.js';
import { signingKeys } from '../db/schema/index.js';

const ALG = 'ES256';
const ISSUER = 'procura';
const VERIFIED_CACHE_SIZE = 10_000;

export interface TAccessClaims {
  userId: string;
  /** Milliseconds: sessions ended in the same second as a sign-in must still tell them apart. */
  issuedAtMs: number;
  /** The sign-in (refresh-token family) it belongs to: signing out ends it at once. */
  sessionId: string;
}

export interface TTokenService {
  jwks(): { keys: JWK[] };
  issue(user: TTokenSubject, sessionId: string): Promise<{ accessToken: string; idToken: string; expiresIn: number }>;
  verifyAccess(token: string): Promise<TAccessClaims>;
}

export interface TTokenSubject {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  primaryTenantId: string;
}

type TKeyLike = Awaited<ReturnType<typeof importJWK>>;

/**
 * One signing key pair shared by every process through the database; the keys are imported
 * once and cached (per-request import cost a third of a list endpoint's throughput).
 */
export async function createTokenService(db: TDb, accessTtlSeconds: number): Promise<TTokenService> {
  let [stored] = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
  if (!stored) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = crypto.randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    await db.insert(signingKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
    [stored] = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
  }
  const kid = stored.kid;
  const publicJwk = stored.publicJwk as JWK;
  const privateKey: TKeyLike = await importJWK(stored.privateJwk as JWK, ALG);
  const publicKey: TKeyLike = await importJWK(publicJwk, ALG);

  const verified = new Map<string, { claims: TAccessClaims; expiresAtMs: number }>();

  const sign = (claims: Record<string, unknown>, subject: string, use: string) =>
    new SignJWT({ ...claims, token_use: use })
      .setProtectedHeader({ alg: ALG, kid })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${accessTtlSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(privateKey);

  return {
    jwks: () => ({ keys: [publicJwk] }),
    async issue(user, sessionId) {
      const accessToken = await sign({ iat_ms: Date.now(), sid: sessionId }, user.id, 'access');
      const idToken = await sign(
        {
          email: user.email,
          given_name: user.firstName,
          family_name: user.lastName,
          'custom:user_type': user.userType,
          'custom:tenant_id': user.primaryTenantId,
        },
        user.id,
        'id',
      );
      return { accessToken, idToken, expiresIn: accessTtlSeconds };
    },
    async verifyAccess(token) {
      const hit = verified.get(token);
      if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
      const { payload } = await jwtVerify(token, publicKey, { issuer: ISSUER, algorithms: [ALG] });
      if (payload.token_use !== 'access' || !payload.sub || typeof payload.iat_ms !== 'number' || typeof payload.exp !== 'number' || typeof payload.sid !== 'string') {
        throw new Error('Invalid tokens.');
      }
      const claims = { userId: payload.sub, issuedAtMs: payload.iat_ms, sessionId: payload.sid };
      // A signature checked once stays valid until expiry; revocation is the actor loader's job.
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    },
  };
}

/** Opaque secrets (refresh tokens, invitation links) are stored only as their SHA-256. */
export const hashSecret = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');
export const randomSecret = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
