import { z } from 'zod';
import { isoDateSchema } from '../common/iso-date.ts';
import { boundedTotalShape, pageQueryShape } from '../common/page.schemas.ts';
import { qrResolveBodySchema, scannedVehicleSchema } from '../vehicles/vehicle.schemas.ts';

/** Where the fleets area answers (ADR 0022: an enterprise's fleet and driving logs). */
export const FLEETS_BASE = 'rest/fleet/api/v1/publ';

/** Why a duty period ended: scanned off, taken over by another driver, left for another vehicle, or closed after the parameter's hours. */
export const DUTY_END_REASONS = ['SCAN', 'HANDOVER', 'OTHER_VEHICLE', 'AUTO'] as const;
export type DutyEndReason = (typeof DUTY_END_REASONS)[number];

/** Hours after which a period left open closes by itself (parameter DRIVING_LOG_AUTO_CLOSE_HOURS). */
export const DEFAULT_AUTO_CLOSE_HOURS = 12;

/** Days the driver on duty has, from being told, to pay a ticket or be named (parameter DRIVER_ACTION_DAYS). */
export const DEFAULT_DRIVER_ACTION_DAYS = 7;

/** POST /duty/check, /duty/end: the scanned code of a vehicle, or the short code printed under it. */
export const dutyScanBodySchema = qrResolveBodySchema;
export type DutyScanBody = z.infer<typeof dutyScanBodySchema>;

/**
 * POST /duty/start. A driver drives one vehicle at a time: while his duty on another vehicle is in
 * progress, the start is refused (DUTY_IN_PROGRESS) unless `endPeriodId` names that period, which he
 * was shown and confirmed ending (ADR 0047). A stale or made-up id is refused the same way.
 */
export const dutyStartBodySchema = dutyScanBodySchema.extend({
  endPeriodId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type DutyStartBody = z.infer<typeof dutyStartBodySchema>;

/** Who was on duty on a ticket's vehicle at the offence time (the owner's ticket details), masked. */
export const ticketDriverSchema = z.object({
  driverName: z.string(),
  /** The duty period that covered the offence. */
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TicketDriver = z.infer<typeof ticketDriverSchema>;

/** One duty period: which vehicle, who drove it (masked), from when to when. */
export const drivingLogSchema = z.object({
  id: z.number().int(),
  vehicleNo: z.string(),
  driverName: z.string(),
  /** The caller's own period. */
  mine: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(DUTY_END_REASONS).nullable(),
  /** When an open period will close by itself. */
  closesAt: z.string().nullable(),
});
export type DrivingLog = z.infer<typeof drivingLogSchema>;

/** What the scanner shows after a scan: the vehicle, and the caller's own open period on it if any. */
export const dutyStateSchema = z.object({
  vehicle: scannedVehicleSchema,
  /** The caller's open period on this vehicle. */
  myOpenPeriod: drivingLogSchema.nullable(),
  /** The caller's duty in progress on another vehicle: starting on this one ends it, once he confirms. */
  myOtherPeriod: drivingLogSchema.nullable(),
  /** Another driver is on duty on it (starting takes it over). */
  takenByOther: z.boolean(),
});
export type DutyState = z.infer<typeof dutyStateSchema>;

/** GET /duty/current: the caller's duty in progress (the scanner shows it), or null. */
export const currentDutySchema = z.object({ period: drivingLogSchema.nullable() });
export type CurrentDuty = z.infer<typeof currentDutySchema>;

export const drivingLogQuerySchema = z.object({
  vehicleNo: z
    .string()
    .trim()
    .toUpperCase()
    .max(8)
    .regex(/^[A-Z0-9]*$/)
    .optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DrivingLogQuery = z.infer<typeof drivingLogQuerySchema>;

export const drivingLogPageSchema = z.object({
  items: z.array(drivingLogSchema),
  /** Bounded: exact up to the server's count limit, `totalCapped` beyond it. */
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DrivingLogPage = z.infer<typeof drivingLogPageSchema>;

/** An unpaid ticket of a fleet vehicle, with the driver on duty when it was issued. */
export const fleetTicketSchema = z.object({
  noticeNo: z.string(),
  offenceAt: z.string(),
  amountCents: z.number().int(),
  paymentDeadline: z.string(),
  status: z.string(),
  /** Masked; the driver the company named for the ticket, else the one on duty; null when neither. */
  driverName: z.string().nullable(),
  /** True when `driverName` is the driver the company named (answering the notice), not the logs'. */
  driverNamed: z.boolean(),
  /** The driver on duty let his days to pay or be named pass (ADR 0067): the ticket is the company's again. */
  driverDidNotAct: z.boolean(),
});
export type FleetTicket = z.infer<typeof fleetTicketSchema>;

/** The fleet overview shows each vehicle's newest unpaid tickets, at most this many; the rest are listed. */
export const FLEET_TICKETS_PER_VEHICLE = 5;

export const fleetVehicleSchema = z.object({
  vehicleNo: z.string(),
  onDuty: z.object({ driverName: z.string(), since: z.string() }).nullable(),
  /** The newest FLEET_TICKETS_PER_VEHICLE. */
  unpaidTickets: z.array(fleetTicketSchema),
  /** Every unpaid ticket of the vehicle the ticket list shows (more than `unpaidTickets` when cut). */
  unpaidTotal: z.number().int(),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

/** GET /fleet: a page of the company's vehicles (by registration mark). */
export const fleetOverviewQuerySchema = z.object(pageQueryShape);
export type FleetOverviewQuery = z.infer<typeof fleetOverviewQuerySchema>;

/**
 * GET /fleet: a page of the company's vehicles (the portal's copy of its register, by mark), who is on
 * duty on each now, and each one's unpaid tickets; with the fleet's bounded total and how many of its
 * vehicles have a driver on duty (bounded too).
 */
export const fleetOverviewSchema = z.object({
  vehicles: z.array(fleetVehicleSchema),
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
  onDuty: z.object(boundedTotalShape),
});
export type FleetOverview = z.infer<typeof fleetOverviewSchema>;

/** The most tickets one fleet payment may carry. */
export const MAX_FLEET_PAYMENT_TICKETS = 20;
