/** Long enough for any real name; too short for a message. */
export const INVITER_NAME_MAX_LENGTH = 60;

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Anything a mail client could make a link of: schemes, www., and host names (word.tld).
const LINK_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\b\S+\.[a-z]{2,}(?:[/:?#]\S*)?/giu;

/**
 * The inviter's name as mail-safe data: control and bidi characters, line breaks and
 * anything link-like removed, spaces collapsed, at most INVITER_NAME_MAX_LENGTH characters.
 */
export function sanitizeInviterName(name: string): string {
  const plain = name.replace(CONTROL_OR_FORMAT, ' ').replace(LINK_LIKE, ' ').replace(/\s+/g, ' ').trim();
  return [...plain].slice(0, INVITER_NAME_MAX_LENGTH).join('').trimEnd();
}

/** The mail line naming the inviter, or none when nothing of the name is left. */
export function inviterAsData(name: string): string[] {
  const safe = sanitizeInviterName(name);
  return safe ? [`Invited by: ${safe}`] : [];
}
