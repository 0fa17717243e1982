import { customType, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every instant the portal stores carries its zone. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Files live in PostgreSQL like every other durable state, so every instance reads them. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A registered vehicle's particulars as the Transport Department describes them: the register's own table
 * (sandbox) and the portal's synchronised copy (vehicles) hold the same columns.
 */
export const vehicleParticulars = () => ({
  classCode: text('class_code').notNull(),
  typeCode: text('type_code').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  colourCode: text('colour_code').notNull(),
  yearOfManufacture: smallint('year_of_manufacture').notNull(),
});
