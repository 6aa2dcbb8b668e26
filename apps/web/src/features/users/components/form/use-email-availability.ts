import { useDebouncedValue } from '@mantine/hooks';
import { ZEmailSchema } from '@procura/shared';
import { useEmailCheck } from '../../queries';
import { EMAIL_TAKEN_MESSAGE } from '../../user-messages';

const EMAIL_CHECK_DEBOUNCE_MS = 400;

/**
 * Checks, while the person types, whether an address already belongs to someone, so the
 * clash shows under the field before Save rather than as a 409 after it.
 */
export function useEmailAvailability(email: string, isEnabled: boolean) {
  const [debounced] = useDebouncedValue(email, EMAIL_CHECK_DEBOUNCE_MS);
  const parsed = ZEmailSchema.safeParse(debounced);
  const candidate = isEnabled && parsed.success ? parsed.data : null;
  const check = useEmailCheck(candidate);

  // Only the address on screen counts: a stale answer for an older spelling says nothing.
  const isCurrent = candidate !== null && ZEmailSchema.safeParse(email).data === candidate;
  const isTaken = isCurrent && check.data === true;
  return {
    isTaken,
    isChecking: candidate !== null && check.isFetching,
    takenMessage: isTaken ? EMAIL_TAKEN_MESSAGE : undefined,
  };
}
