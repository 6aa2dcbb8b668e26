import type { TExecutor } from '../../platform/database.js';
import { hashSecret } from '../../platform/tokens.js';
import { authRepo } from './auth.repo.js';

export interface TBudget {
  windowSeconds: number;
  max: number;
}

export const HOUR = 3600;
export const DAY = 86_400;

/**
 * Spends one unit of `subject`'s budget for `purpose` in every window (e.g. per hour and per
 * day), counted in the database so that no number of addresses or processes multiplies it.
 * Answers 0 when allowed, else the seconds until the exhausted window ends. A refused attempt
 * counts too: hammering only brings the longer window's end no closer.
 */
export async function spendBudget(db: TExecutor, purpose: string, subject: string, budgets: readonly TBudget[]): Promise<number> {
  let retryAfterSeconds = 0;
  for (const { windowSeconds, max } of budgets) {
    const { count, windowEndsAt } = await authRepo.countInWindow(db, hashSecret(`${purpose}:${windowSeconds}:${subject}`), windowSeconds);
    if (count > max) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000), 1);
  }
  return retryAfterSeconds;
}

/** "12 minutes", "3 hours": when a refused caller may try again. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}
