import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money in cents precision (up to 999,999,999,999.99), read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A moment in time, with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
