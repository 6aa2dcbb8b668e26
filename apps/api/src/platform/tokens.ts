import crypto from 'node:crypto';
import { importJWK, type JWK, type JWTHeaderParameters, jwtVerify, SignJWT } from 'jose';
import type { TDb } from './database.js';
import { createKeyCipher, resolveSigningKeySecret, type TSigningKeySettings } from './signing-key-secret.js';
import { createSigningKey, encryptPlainKeys, loadPrivateJwk, loadVerificationKeys, SIGNING_ALG } from './signing-keys.js';

const ALG = SIGNING_ALG;
const ISSUER = 'procura';
const VERIFIED_CACHE_SIZE = 10_000;
/**
 * A retired key verifies for the token lifetime plus this: other processes sign with it until
 * they next reload their keys (KEY_RELOAD_MS), and the database's clock may differ from ours.
 */
export const RETIREMENT_GRACE_SECONDS = 60;
const KEY_RELOAD_MS = 30_000;
/** An unknown kid reloads the keys at most this often, however many forged tokens arrive. */
const UNKNOWN_KID_RELOAD_MS = 1_000;

export interface TAccessClaims {
  userId: string;
  /** Milliseconds: sessions ended in the same second as a sign-in must still tell them apart. */
  issuedAtMs: number;
  /** The sign-in (refresh-token family) it belongs to: signing out ends it at once. */
  sessionId: string;
}

export interface TTokenService {
  /** The keys that may verify a live token: the signing key, and the previous one during a rotation. */
  jwks(): { keys: JWK[] };
  issue(user: TTokenSubject, sessionId: string): Promise<{ accessToken: string; idToken: string; expiresIn: number }>;
  verifyAccess(token: string): Promise<TAccessClaims>;
  /** Signs with a new key from now on; the previous one verifies until its tokens have expired. */
  rotate(): Promise<{ kid: string; retiredKids: string[] }>;
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
interface TVerificationKey {
  publicJwk: JWK;
  publicKey: TKeyLike;
  /** Infinity while active. */
  verifiesUntilMs: number;
}

export type TTokenSettings = TSigningKeySettings & { ACCESS_TOKEN_TTL_SECONDS: number };

/**
 * Signing keys shared by every process through the database, private halves encrypted under
 * SIGNING_KEY_SECRET. Each key is imported once per process and cached (a per-request import
 * cost a third of a list endpoint's throughput); the set is reloaded in the background every
 * KEY_RELOAD_MS, and at once (rate-bounded) when a token names a kid this process has not seen,
 * so a key another process created verifies here straight away.
 */
export async function createTokenService(db: TDb, settings: TTokenSettings): Promise<TTokenService> {
  const accessTtlSeconds = settings.ACCESS_TOKEN_TTL_SECONDS;
  const retentionSeconds = accessTtlSeconds + RETIREMENT_GRACE_SECONDS;
  const cipher = createKeyCipher(resolveSigningKeySecret(settings));
  await encryptPlainKeys(db, cipher);

  let keys = new Map<string, TVerificationKey>();
  let signer: { kid: string; privateKey: TKeyLike } | null = null;
  let loadedAtMs = 0;
  let loading: Promise<void> | null = null;
  let lastUnknownKidReloadMs = 0;

  const load = async () => {
    let stored = await loadVerificationKeys(db, retentionSeconds);
    if (!stored.some((key) => !key.retiredAt)) {
      await createSigningKey(db, cipher, { rotate: false, retentionSeconds });
      stored = await loadVerificationKeys(db, retentionSeconds);
    }
    const next = new Map<string, TVerificationKey>();
    for (const key of stored) {
      const verifiesUntilMs = key.retiredAt ? key.retiredAt.getTime() + retentionSeconds * 1000 : Infinity;
      const publicKey = keys.get(key.kid)?.publicKey ?? (await importJWK(key.publicJwk, ALG));
      next.set(key.kid, { publicJwk: key.publicJwk, publicKey, verifiesUntilMs });
    }
    // Newest first: the newest active key signs.
    const newest = stored.find((key) => !key.retiredAt);
    if (newest && newest.kid !== signer?.kid) {
      signer = { kid: newest.kid, privateKey: await importJWK(await loadPrivateJwk(db, cipher, newest.kid), ALG) };
    }
    keys = next;
    loadedAtMs = Date.now();
  };
  const reload = (delayMs = 0) =>
    (loading ??= (async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await load();
    })().finally(() => {
      loading = null;
    }));
  // A failed background reload keeps the keys we have; the next request tries again.
  const reloadInBackgroundIfStale = () => {
    if (Date.now() - loadedAtMs > KEY_RELOAD_MS) reload().catch(() => undefined);
  };
  const keyFor = async (header: JWTHeaderParameters): Promise<TKeyLike> => {
    const kid = header.kid ?? '';
    // A reload already under way may have read the keys before this one was created.
    if (!keys.has(kid)) await loading?.catch(() => undefined);
    if (!keys.has(kid)) {
      const delayMs = Math.max(0, lastUnknownKidReloadMs + UNKNOWN_KID_RELOAD_MS - Date.now());
      lastUnknownKidReloadMs = Date.now() + delayMs;
      await reload(delayMs);
    }
    const key = keys.get(kid);
    if (!key || key.verifiesUntilMs <= Date.now()) throw new Error('Invalid tokens.');
    return key.publicKey;
  };

  await load();

  const verified = new Map<string, { claims: TAccessClaims; expiresAtMs: number }>();

  const sign = (claims: Record<string, unknown>, subject: string, use: string) => {
    if (!signer) throw new Error('No signing key loaded.');
    return new SignJWT({ ...claims, token_use: use })
      .setProtectedHeader({ alg: ALG, kid: signer.kid })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${accessTtlSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(signer.privateKey);
  };

  return {
    jwks() {
      reloadInBackgroundIfStale();
      const now = Date.now();
      return { keys: [...keys.values()].filter((key) => key.verifiesUntilMs > now).map((key) => key.publicJwk) };
    },
    async issue(user, sessionId) {
      reloadInBackgroundIfStale();
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
      reloadInBackgroundIfStale();
      const hit = verified.get(token);
      if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
      const { payload, protectedHeader } = await jwtVerify(token, keyFor, { issuer: ISSUER, algorithms: [ALG] });
      if (
        payload.token_use !== 'access' ||
        !payload.sub ||
        typeof payload.iat_ms !== 'number' ||
        typeof payload.exp !== 'number' ||
        typeof payload.sid !== 'string'
      ) {
        throw new Error('Invalid tokens.');
      }
      const claims = { userId: payload.sub, issuedAtMs: payload.iat_ms, sessionId: payload.sid };
      // A signature checked once stays valid until expiry (or its key's retirement window ends);
      // revocation is the actor loader's job.
      const keyEndsMs = keys.get(protectedHeader.kid ?? '')?.verifiesUntilMs ?? 0;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expiresAtMs: Math.min(payload.exp * 1000, keyEndsMs) });
      return claims;
    },
    async rotate() {
      const rotated = await createSigningKey(db, cipher, { rotate: true, retentionSeconds });
      await loading?.catch(() => undefined);
      await reload();
      return rotated;
    },
  };
}

/** Opaque secrets (refresh tokens, invitation links) are stored only as their SHA-256. */
export const hashSecret = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');
export const randomSecret = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
