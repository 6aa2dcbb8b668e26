/**
 * How the app writes dates, times, numbers and phone numbers: one format each, everywhere
 * (US English, as the product's clients and vendors are in the United States).
 */
const LOCALE = 'en-US';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 });

/** A calendar day without a time ('2026-03-01'): the same day wherever the reader is. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "Mar 1, 2026". A calendar day ('2026-03-01') is shown as that day in every time zone; nothing is ''. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return dayFormat.format(new Date(`${value}T00:00:00Z`));
  return dateFormat.format(new Date(value));
}

/** "Mar 1, 2026, 3:05 PM", in the reader's time zone. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

/** "12,000"; decimals kept (coordinates), at most six. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * "(303) 555-0100" for a ten-digit North American number, "+44 20 7946 0958" as typed for the
 * rest; the country code is shown only when it is not +1 or when asked for.
 */
export function formatPhone(phoneNumber: string | null | undefined, phoneCode?: string | null, { withCode = false } = {}): string {
  if (!phoneNumber) return '';
  const digits = phoneNumber.replace(/\D/g, '');
  const code = phoneCode?.trim() || '+1';
  if (code === '+1' && digits.length === 10) {
    const local = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    return withCode ? `+1 ${local}` : local;
  }
  return `${code} ${phoneNumber.trim()}`;
}

const bytesFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** "512 B", "1.5 KB", "20 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${bytesFormat.format(bytes / 1024)} KB`;
  return `${bytesFormat.format(bytes / (1024 * 1024))} MB`;
}

const moneyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });

/** "$1,234.50"; nothing is a dash. */
export const formatMoney = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : moneyFormat.format(value));
