import { hashSecret } from '../../platform/tokens.js';

/** Failures allowed before the account backs off (issue #2: 5, then 1 s doubling, max 15 min). */
export const FREE_FAILURES = 5;
export const MAX_LOCK_SECONDS = 15 * 60;

/** Throttle rows are keyed by a hash of the address, so they exist for unknown e-mails too. */
export const throttleKey = (email: string): string => hashSecret(`login:${email.toLowerCase()}`);
