import { z } from 'zod';
import { disputeDraftSchema } from '../disputes/dispute.schemas.ts';
import { ticketDriverSchema } from '../fleets/driving-log.schemas.ts';

const localized = z.object({ en: z.string(), 'zh-hk': z.string(), 'zh-cn': z.string() });
const codeLabel = z.object({ code: z.string(), label: localized });

/**
 * What the portal shows of a ticket, to a visitor who named it or to a user whose vehicle it concerns.
 * Nothing personal: the owner is not named, and the issuing officer's number stays with the police.
 */
export const ticketViewSchema = z.object({
  noticeNo: z.string(),
  noticeType: z.enum(['525', '570']),
  noticeTypeLabel: localized,
  vehicleNo: z.string(),
  /** Hong Kong date and time of the offence. */
  offenceDate: z.string(),
  offenceTime: z.string(),
  place: z.string(),
  locationType: codeLabel.nullable(),
  locationFeature: codeLabel.nullable(),
  offenceCode: z.string(),
  /** Leading zeros stripped and the last character bracketed (spec section 3): '011' → '1(1)'. */
  offenceCodeDisplay: z.string(),
  offenceDescription: localized,
  contraventionCode: z.string().nullable(),
  /** Integer cents of HKD: the tariff in force on the offence date. */
  amountCents: z.number().int(),
  paymentDeadline: z.string(),
  ePaymentNo: z.string(),
  status: z.string(),
  statusLabel: localized,
  /** The date that goes with the status, e.g. when a refund was made. */
  statusDate: z.string().nullable(),
  remark: z.string().nullable(),
  /** Whether an online payment may be started now. */
  payable: z.boolean(),
  /**
   * The notice no of another ticket of the vehicle for the same offence code at the same place within the
   * duplicate window (ADR 0062), on both tickets of the pair; null when none.
   */
  possibleDuplicateOf: z.string().nullable(),
  /** This is the later ticket of its pair: it may be disputed on the DUPLICATE ground. */
  duplicateDisputable: z.boolean(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/**
 * One of the logged-in user's tickets (GET tickets/{noticeNo}): the ticket, and for its owner the driver
 * who was on duty at the offence time by the driving logs (null when none is known or for another role).
 */
export const myTicketViewSchema = ticketViewSchema.extend({
  driverOnDuty: ticketDriverSchema.nullable().default(null),
  /** The registered owner named the driver of this moving offence, who is liable for it now. */
  transferredToDriver: z.boolean().default(false),
  /** The caller's own dispute of the ticket that is not signed yet and has not expired (ADR 0046). */
  disputeDraft: disputeDraftSchema.nullable().default(null),
});
export type MyTicketView = z.infer<typeof myTicketViewSchema>;
