import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { addDays, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../../db/database.ts';
import { offences } from '../params/params.table.ts';
import { ticketWithOffence } from './tickets.repository.ts';
import { tickets } from './tickets.table.ts';
import { vehicleCondition, type TicketScope } from './ticket-scope.ts';

export interface TicketFilter {
  statuses?: readonly string[];
  vehicleNo?: string;
  /** Offence dates, Hong Kong, inclusive. */
  from?: string;
  to?: string;
  /** Only notices issued from this Hong Kong date (spec: from 15 June 2025). */
  issuedFrom: string;
}

async function whereOf(db: Database, scope: TicketScope, f: TicketFilter): Promise<SQL> {
  const parts: Array<SQL | undefined> = [
    await vehicleCondition(db, scope),
    gte(tickets.issuedAt, instantOfHongKong(f.issuedFrom)),
    f.statuses ? inArray(tickets.status, [...f.statuses]) : undefined,
    f.vehicleNo ? eq(tickets.vehicleNo, f.vehicleNo) : undefined,
    f.from ? gte(tickets.offenceAt, instantOfHongKong(f.from)) : undefined,
    f.to ? lt(tickets.offenceAt, instantOfHongKong(addDays(f.to, 1))) : undefined,
  ];
  return and(...parts)!;
}

/** One page of the tickets a scope may see, newest offence first, with the total for the pager. */
export async function listTickets(
  db: Database,
  scope: TicketScope,
  filter: TicketFilter,
  page: { offset: number; limit: number },
) {
  const where = await whereOf(db, scope, filter);
  const [rows, total] = await Promise.all([
    db
      .select(ticketWithOffence)
      .from(tickets)
      .innerJoin(offences, eq(offences.code, tickets.offenceCode))
      .where(where)
      .orderBy(desc(tickets.offenceAt), desc(tickets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
