import { hashSecret } from '../../platform/tokens.js';

/** Failures allowed before the account backs off (issue #2: 5, then 1 s doubling, max 15 min). */
export const FREE_FAILURES = 5;
export const MAX_LOCK_SECONDS = 15 * 60;

export const lockSecondsAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);

/** Throttle rows are keyed by a hash of the address, so they exist for unknown e-mails too. */
export const throttleKey = (email: string): string => hashSecret(`login:${email.toLowerCase()}`);
