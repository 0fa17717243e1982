import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every instant the portal stores carries its zone. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Files live in PostgreSQL like every other durable state, so every instance reads them. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
