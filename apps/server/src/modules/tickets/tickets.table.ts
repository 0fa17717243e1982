import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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
    /**
     * The registered owner on the offence date, as the Transport Department answered at issue (`P:<person
     * id>` or `C:<company id>`, ADR 0043); null until asked, or when the vehicle had no owner that day.
     */
    ownerKey: text('owner_key'),
    /** Who is liable now: the owner, or the driver named for a moving offence, or a police correction. */
    liableKey: text('liable_key'),
    /**
     * A possible duplicate (ADR 0062): on the later ticket of a pair, the earlier one (same vehicle, offence
     * code and place within DUPLICATE_WINDOW_MINUTES); it is the later one that may be disputed as such.
     */
    duplicateOfTicketId: bigint('duplicate_of_ticket_id', { mode: 'number' }).references(
      (): AnyPgColumn => tickets.id,
      { onDelete: 'set null' },
    ),
    /** The other ticket's notice no, on both tickets of a pair: what their views show without a join. */
    possibleDuplicateOf: text('possible_duplicate_of'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tickets_vehicle_idx').on(t.vehicleNo, t.offenceAt),
    index('tickets_status_idx').on(t.status),
    index('tickets_duplicate_of_idx')
      .on(t.duplicateOfTicketId)
      .where(sql`duplicate_of_ticket_id is not null`),
    index('tickets_without_owner_idx')
      .on(t.id)
      .where(sql`owner_key is null`),
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

/**
 * Who may see a ticket, and why (ADR 0043): one row per party, written when the ticket is issued and when
 * its liability moves. `party_key` is the acting role's key (`P:<person id>` for the personal role, `C:<company
 * id>` for a company's administrator and staff, `A:<agent role id>` for a personal agent). The ticket's
 * vehicle, offence and issue instants, status and deadline are copied here (a trigger keeps them in step) so that
 * every list is one index range of its party, in the order it is shown (read backwards: newest offence first).
 */
export const ticketParties = pgTable(
  'ticket_parties',
  {
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    partyKey: text('party_key').notNull(),
    /** LIABLE, OWNER (the registered owner after liability moved to a driver), DRIVER_ON_DUTY or AGENT. */
    reason: text('reason').notNull(),
    /** AGENT: the delegation's role; the row counts only while that delegation lasts. */
    agentRoleId: integer('agent_role_id'),
    vehicleNo: text('vehicle_no').notNull(),
    offenceAt: tz('offence_at').notNull(),
    issuedAt: tz('issued_at').notNull(),
    status: text('status').notNull(),
    paymentDeadline: date('payment_deadline').notNull(),
    /** When the ticket's latest payment was made (a trigger on payments keeps it): the payment records' order. */
    paidAt: tz('paid_at'),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.partyKey] }),
    index('ticket_parties_party_idx').on(t.partyKey, t.offenceAt, t.ticketId),
    index('ticket_parties_party_status_idx').on(t.partyKey, t.status, t.offenceAt, t.ticketId),
    index('ticket_parties_party_vehicle_idx').on(t.partyKey, t.vehicleNo, t.offenceAt, t.ticketId),
    index('ticket_parties_party_unpaid_idx')
      .on(t.partyKey, t.offenceAt, t.ticketId)
      .where(sql`status in ('UNPAID', 'OVERDUE', 'IN_TRANSACTION')`),
    index('ticket_parties_party_paid_idx')
      .on(t.partyKey, t.paidAt, t.ticketId)
      .where(sql`paid_at is not null`),
    index('ticket_parties_party_due_idx')
      .on(t.partyKey, t.paymentDeadline, t.ticketId)
      .where(sql`status in ('UNPAID', 'OVERDUE', 'IN_TRANSACTION')`),
  ],
);

/** Every change of a ticket's liable party, with its cause (ISSUED, DRIVER_IDENTIFIED, POLICE_CORRECTION). */
export const ticketLiabilityChanges = pgTable(
  'ticket_liability_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    fromKey: text('from_key'),
    toKey: text('to_key'),
    cause: text('cause').notNull(),
    actor: text('actor').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('ticket_liability_changes_ticket_idx').on(t.ticketId)],
);
