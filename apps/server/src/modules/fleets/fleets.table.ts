import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { tz } from '../../db/columns.ts';

/**
 * Duty periods (driving logs): a driver scanned a vehicle's QR code to start, and to end, driving it.
 * `owner_key` is the vehicle's owner when the period started (`P:<person>` or `C:<company>`, as the
 * vehicles area keys it), so a company sees its vehicles' logs. One vehicle has at most one open period,
 * and one driver too (the partial unique indexes): the overlap rule of ADR 0035.
 */
export const drivingLogs = pgTable(
  'driving_logs',
  {
    id: serial('id').primaryKey(),
    vehicleNo: text('vehicle_no').notNull(),
    ownerKey: text('owner_key').notNull(),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id),
    startedAt: tz('started_at').notNull().defaultNow(),
    endedAt: tz('ended_at'),
    /** SCAN, HANDOVER, OTHER_VEHICLE or AUTO (DUTY_END_REASONS). */
    endReason: text('end_reason'),
  },
  (t) => [
    // Each log page: who (vehicle, owner or driver), then time with the id that breaks its ties (ADR 0043).
    index('driving_logs_vehicle_idx').on(t.vehicleNo, t.startedAt, t.id),
    index('driving_logs_owner_idx').on(t.ownerKey, t.startedAt, t.id),
    index('driving_logs_driver_idx').on(t.driverUserId, t.startedAt, t.id),
    index('driving_logs_driver_vehicle_idx').on(t.driverUserId, t.vehicleNo, t.startedAt, t.id),
    // The fleet overview's "on duty now" count.
    index('driving_logs_open_owner_idx')
      .on(t.ownerKey)
      .where(sql`ended_at is null`),
    uniqueIndex('driving_logs_open_vehicle_uq')
      .on(t.vehicleNo)
      .where(sql`ended_at is null`),
    uniqueIndex('driving_logs_open_driver_uq')
      .on(t.driverUserId)
      .where(sql`ended_at is null`),
  ],
);

/**
 * A ticket issued while a duty period covered its offence time: the driver of that period may view and
 * pay it, and was told once (the primary key makes a repeated job tell no one twice). DRIVER_ACTION_DAYS
 * after `told_at` his deadline is decided once (ADR 0067): `driver_action` ACTED (paid, or named as the
 * driver) or DID_NOT_ACT (the ticket is back on the owner's list).
 */
export const drivingLogTickets = pgTable(
  'driving_log_tickets',
  {
    ticketId: bigint('ticket_id', { mode: 'number' }).primaryKey(),
    logId: integer('log_id')
      .notNull()
      .references(() => drivingLogs.id),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id),
    toldAt: tz('told_at').notNull().defaultNow(),
    driverAction: text('driver_action'),
    driverActionAt: tz('driver_action_at'),
  },
  (t) => [
    // The deadline job's work: only the undecided, oldest told first.
    index('driving_log_tickets_undecided_idx')
      .on(t.toldAt)
      .where(sql`driver_action is null`),
  ],
);
