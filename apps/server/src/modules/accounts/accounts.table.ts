import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';

/** A portal account: one per person, linked to the Transport Department record it was verified against. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  tdPersonId: integer('td_person_id')
    .unique()
    .references(() => tdPersons.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});
