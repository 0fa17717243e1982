import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * A portal account: one per person, linked to the Transport Department record it was verified against. The
 * Department's person id is kept as a plain value: the register is an external system, not our table.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  tdPersonId: integer('td_person_id').unique(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
