import { expect } from '@playwright/test';
import { MAIL_API_URL } from './ports.js';

/** A message the product sent, as the e2e mail catcher (support/mail-catcher.ts) serves it. */
export interface TMail {
  to: string[];
  text: string;
  receivedAt: number;
}

export async function listMail(to: string): Promise<TMail[]> {
  const response = await fetch(`${MAIL_API_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  return (await response.json()) as TMail[];
}

/**
 * Waits for the newest message to `to` received at or after `since` (epoch ms) that
 * matches `predicate`, polling the mail catcher.
 */
export async function readMail(to: string, predicate: (mail: TMail) => boolean, { since = 0, timeout = 15_000 } = {}): Promise<TMail> {
  let found: TMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = await listMail(to);
        found = messages.filter((m) => m.receivedAt >= since && predicate(m)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to}`, timeout, intervals: [100, 200, 500] },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}.`);
  return found;
}

/** Captures the first group of `pattern` in a mail's text. */
export function extract(mail: TMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match?.[1]) throw new Error(`Mail to ${mail.to.join(', ')} has no ${pattern}:\n${mail.text}`);
  return match[1];
}

export const RESET_CODE_PATTERN = /code to reset your password is (\d{6})/;
export const RESET_LINK_PATTERN = /(https?:\/\/[^\s"<>]+\/reset-password\?email=[^\s"<>&]+)/;
export const INVITATION_LINK_PATTERN = /(https?:\/\/[^\s"<>]+\/auth\/verify\?token=[^\s"<>&]+)/;
