import { and, gte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ticketParties, tickets } from './tickets.table.ts';
import { partyKeyCondition, unpaidParty } from './ticket-scope.ts';

/**
 * A vehicle's tickets as columns of another area's list of vehicles (the vehicle list, the fleet
 * overview), so that the list reads them in its own statement: `mark` is the outer query's column naming
 * the vehicle, `partyKey` the acting role's party (ADR 0043), null for a role that sees no ticket. Each is
 * one range of the party's index per vehicle.
 */
const partyOf = (partyKey: string | null | Placeholder) =>
  partyKey === null ? sql`false` : partyKeyCondition(partyKey);

/** How many of the party's unpaid tickets issued from `issuedFrom` are on the vehicle. */
export function unpaidCountOnVehicle(
  partyKey: string | null | Placeholder,
  mark: SQLWrapper,
  issuedFrom: Date | Placeholder,
): SQL<number> {
  const where = and(
    partyOf(partyKey),
    unpaidParty,
    sql`${ticketParties.vehicleNo} = ${mark}`,
    gte(ticketParties.issuedAt, issuedFrom),
  );
  return sql`(select count(*) from ${ticketParties} where ${where})`.mapWith(Number);
}

/** An unpaid ticket of a vehicle as `unpaidOnVehicle` answers it (times as JSON strings), with `more`'s keys. */
export interface UnpaidOnVehicle {
  id: number;
  noticeNo: string;
  offenceAt: string;
  amountCents: number;
  paymentDeadline: string;
  status: string;
}

/**
 * The party's newest `limit` unpaid tickets on the vehicle, newest offence first, as a JSON array; `more`
 * adds other areas' facts of each ticket (given the ticket's id column), e.g. its driver on duty.
 */
export function unpaidOnVehicle(
  partyKey: string | null | Placeholder,
  mark: SQLWrapper,
  limit: number | Placeholder,
  more: (ticketId: SQLWrapper) => Record<string, SQL>,
): SQL<UnpaidOnVehicle[]> {
  const extra = Object.entries(more(tickets.id)).map(([key, value]) => sql`, ${key}::text, ${value}`);
  return sql`(select coalesce(json_agg(json_build_object(
      'id', ${tickets.id}, 'noticeNo', ${tickets.noticeNo}, 'offenceAt', ${tickets.offenceAt},
      'amountCents', ${tickets.amountCents}, 'paymentDeadline', ${tickets.paymentDeadline},
      'status', ${tickets.status}${sql.join(extra)})
      order by "chosen"."offence_at" desc, "chosen"."ticket_id" desc), '[]')
    from (select ${ticketParties.ticketId}, ${ticketParties.offenceAt} from ${ticketParties}
      where ${and(partyOf(partyKey), unpaidParty, sql`${ticketParties.vehicleNo} = ${mark}`)}
      order by ${ticketParties.offenceAt} desc, ${ticketParties.ticketId} desc limit ${limit}) "chosen"
    join ${tickets} on ${tickets.id} = "chosen"."ticket_id")`;
}
