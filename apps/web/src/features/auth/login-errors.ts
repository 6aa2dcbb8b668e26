import { ApiError } from '../../lib/api-error';

/** The inline message for a failed sign-in, or null when it deserves the generic toast. */
export function loginAlertMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.statusCode === 429) {
    return error.retryAfterSeconds !== undefined
      ? `Too many attempts. Try again in ${error.retryAfterSeconds} seconds.`
      : 'Too many attempts. Try again later.';
  }
  if (error.statusCode === 401) return error.message || 'Incorrect email or password.';
  return null;
}
