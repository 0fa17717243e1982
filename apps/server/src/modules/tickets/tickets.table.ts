import { bigserial, bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/** A fixed-penalty notice. Never deleted outside the documented retention purge. */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticeNo: text('notice_no').notNull().unique(),
    /** The first eight characters of the notice no, by which a visitor looks the ticket up. */
    noticeSerial: text('notice_serial').notNull().unique(),
    ticketNo: text('ticket_no'),
    vehicleNo: text('vehicle_no').notNull(),
    noticeType: text('notice_type').notNull(),
    offenceCode: text('offence_code').notNull(),
    contraventionCode: text('contravention_code'),
    offenceAt: tz('offence_at').notNull(),
    locationType: text('location_type'),
    locationFeature: text('location_feature'),
    place: text('place').notNull(),
    amountCents: integer('amount_cents').notNull(),
    ePaymentNo: text('e_payment_no').notNull().unique(),
    billType: text('bill_type').notNull().default('NOTICE'),
    issuedAt: tz('issued_at').notNull(),
    paymentDeadline: date('payment_deadline').notNull(),
    status: text('status').notNull(),
    statusDate: date('status_date'),
    remark: text('remark'),
    issuingOfficerNo: text('issuing_officer_no').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tickets_vehicle_idx').on(t.vehicleNo, t.offenceAt),
    index('tickets_status_idx').on(t.status),
  ],
);

/** Every status change of a ticket, in order. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId)],
);
