import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * One row per five-minute slot in which the portal tried the ticket look-up's own query: whether it
 * answered in time. A slot with no row had no try (no instance running, or the database away), and counts
 * as unavailable. Kept 31 days (housekeeping).
 */
export const lookupProbes = pgTable('lookup_probes', {
  /** The start of the slot (a multiple of five minutes). */
  slot: tz('slot').primaryKey(),
  ok: boolean('ok').notNull(),
  tookMs: integer('took_ms').notNull(),
  probedAt: tz('probed_at').notNull().defaultNow(),
});
