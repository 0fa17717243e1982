import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/** Every SMS and e-mail the portal sends; the sandbox stands in for the gateways and shows this table. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    /** The sender name (SMS) or address (e-mail) the recipient sees; null for the older one-time codes. */
    sender: text('sender'),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient)],
);
