import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import type { TConfig } from '../config.js';

/** Where the embedded default keeps the secret it generated, beside the database it protects. */
export const GENERATED_SECRET_FILE = 'signing-key-secret';
const MIN_SECRET_LENGTH = 32;
const FORMAT = 'v1';

export type TSigningKeySettings = Pick<TConfig, 'SIGNING_KEY_SECRET' | 'DATABASE_URL' | 'dataDir'>;

/**
 * SIGNING_KEY_SECRET, or on the embedded database one generated into DATA_DIR (mode 0600) on
 * first start and reused. A server database is shared by processes on other machines, which
 * must all hold the same secret: there it is the operator's to set.
 */
export function resolveSigningKeySecret(settings: TSigningKeySettings): string {
  if (settings.SIGNING_KEY_SECRET) return settings.SIGNING_KEY_SECRET;
  if (settings.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: SIGNING_KEY_SECRET is not set. With DATABASE_URL the token signing keys are encrypted in the database under a secret every API and worker process shares: set SIGNING_KEY_SECRET to a random string of at least 32 characters (e.g. `openssl rand -base64 32`).',
    );
  }
  const file = path.join(settings.dataDir, GENERATED_SECRET_FILE);
  fs.mkdirSync(settings.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds no signing key secret (under ${MIN_SECRET_LENGTH} characters): restore it from a backup.`);
  return secret;
}

export interface TKeyCipher {
  encrypt(kid: string, privateJwk: JWK): string;
  decrypt(kid: string, stored: string): JWK;
}

/**
 * AES-256-GCM with the kid as associated data, so a ciphertext copied onto another row does
 * not decrypt. Stored as `v1.<iv>.<ciphertext+tag>` (base64url).
 */
export function createKeyCipher(secret: string): TKeyCipher {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'procura signing keys', 'signing_keys.encrypted_private_jwk', 32));
  return {
    encrypt(kid, privateJwk) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(privateJwk), 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [FORMAT, iv.toString('base64url'), sealed.toString('base64url')].join('.');
    },
    decrypt(kid, stored) {
      const [format, iv, sealed] = stored.split('.');
      try {
        if (format !== FORMAT || !iv || !sealed) throw new Error('unknown format');
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(kid));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8')) as JWK;
      } catch {
        throw new Error(
          `SIGNING_KEY_SECRET does not decrypt the token signing key ${kid} stored in the database: it is not the secret that key was encrypted with. Start with the original SIGNING_KEY_SECRET (on the embedded database: the file ${GENERATED_SECRET_FILE} in DATA_DIR).`,
        );
      }
    },
  };
}
