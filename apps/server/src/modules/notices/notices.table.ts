import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tickets } from '../tickets/tickets.table.ts';
import { tz } from '../../db/columns.ts';

/**
 * The notices that follow a ticket: a demand notice (one per ticket, the partial unique index) and the
 * notices requiring identification of the driver (one per ticket and addressee).
 */
export const ticketNotices = pgTable(
  'ticket_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    /** DEMAND or DRIVER_IDENTIFICATION. */
    kind: text('kind').notNull(),
    /** The Transport Department person the notice is addressed to, when a person. */
    personId: bigint('person_id', { mode: 'number' }),
    /** The Transport Department company the notice is addressed to, when the owner is a company. */
    companyId: bigint('company_id', { mode: 'number' }),
    /** The last day to act on it. */
    deadline: date('deadline').notNull(),
    /** OPEN, ANSWERED (the driver was named) or CLOSED. */
    status: text('status').notNull().default('OPEN'),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    answeredAt: tz('answered_at'),
    /** The driver the owner named (personal data: never logged, masked when shown to others). */
    driverName: text('driver_name'),
    driverAddress: text('driver_address'),
    driverLicenceNo: text('driver_licence_no'),
    driverRelationship: text('driver_relationship'),
  },
  (t) => [
    uniqueIndex('ticket_notices_demand_uq')
      .on(t.ticketId)
      .where(sql`kind = 'DEMAND'`),
    uniqueIndex('ticket_notices_person_uq')
      .on(t.ticketId, t.kind, t.personId)
      .where(sql`person_id is not null`),
    uniqueIndex('ticket_notices_company_uq')
      .on(t.ticketId, t.kind, t.companyId)
      .where(sql`company_id is not null`),
    index('ticket_notices_ticket_idx').on(t.ticketId),
    index('ticket_notices_person_idx').on(t.personId, t.id),
    index('ticket_notices_company_idx').on(t.companyId, t.id),
  ],
);
