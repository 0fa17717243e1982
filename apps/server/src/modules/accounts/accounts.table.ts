import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';

/** A portal account: one per person, linked to the Transport Department record it was verified against. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  tdPersonId: integer('td_person_id')
    .unique()
    .references(() => tdPersons.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
