import crypto from 'node:crypto';

/*
 * The get-in-touch form's token (docs/product.md "Get in touch"): the time the form was
 * loaded, signed by the server, so a submission says truthfully how long its form was open.
 * A script that posts without loading the form, or faster than a person types, is refused
 * silently; a forged or altered time fails the signature.
 */

const VERSION = 'v1';

export interface TFormTokens {
  issue(nowMs: number): string;
  /** The time the token was issued, or null when it is not one of ours. */
  issuedAt(token: string): number | null;
}

/** The HMAC key comes from the deployment's signing key secret, under a label of its own. */
export function createFormTokens(secret: string): TFormTokens {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'procura get in touch', 'get-in-touch form token', 32));
  const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(nowMs) {
      const payload = `${VERSION}.${Math.floor(nowMs)}`;
      return `${payload}.${mac(payload)}`;
    },
    issuedAt(token) {
      const [version, time, signature] = token.split('.');
      if (version !== VERSION || !time || !/^\d{1,15}$/.test(time) || !signature) return null;
      const expected = Buffer.from(mac(`${version}.${time}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      return Number(time);
    },
  };
}
