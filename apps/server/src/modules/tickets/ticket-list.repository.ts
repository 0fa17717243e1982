import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { addDays, instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../../db/database.ts';
import {
  boundedCountQuery,
  boundedTotal,
  boundedTotalColumn,
  COUNT_LIMIT,
  ONE,
  totalOfPageColumn,
} from '../../db/bounded-count.ts';
import { prepared } from '../../db/prepared.ts';
import { offences } from '../params/params.table.ts';
import { factsColumns, ticketViewWithOffence } from './tickets.repository.ts';
import { ticketParties, tickets } from './tickets.table.ts';
import { partyCondition, partyKeyCondition, unpaidParty, type TicketScope } from './ticket-scope.ts';

const unpaid = unpaidParty;

export interface TicketFilter {
  /** One status, or every unpaid one. */
  status?: string;
  unpaid?: boolean;
  vehicleNo?: string;
  /** Offence dates, Hong Kong, inclusive. */
  from?: string;
  to?: string;
  /** Only notices issued from this Hong Kong date (spec: from 15 June 2025). */
  issuedFrom: string;
}

/**
 * The page's rows: each ticket with its offence and why the scope sees it, newest offence first. The page
 * is chosen on the party's index first, then only its rows are joined to their tickets.
 */
function pageOf(
  db: Database,
  where: SQL,
  page: { offset: Placeholder; limit: Placeholder },
  total: SQL<number>,
) {
  const chosen = db
    .select({
      ticketId: ticketParties.ticketId,
      offenceAt: ticketParties.offenceAt,
      reason: ticketParties.reason,
    })
    .from(ticketParties)
    .where(where)
    .orderBy(desc(ticketParties.offenceAt), desc(ticketParties.ticketId))
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen');
  return db
    .select({ ...ticketViewWithOffence, reason: chosen.reason, total })
    .from(chosen)
    .innerJoin(tickets, eq(tickets.id, chosen.ticketId))
    .innerJoin(offences, eq(offences.code, tickets.offenceCode))
    .orderBy(desc(chosen.offenceAt), desc(chosen.ticketId));
}

/** The filters a list request uses, in a fixed order: each combination is a prepared statement of its own. */
const FILTERS = ['unpaid', 'status', 'vehicleNo', 'from', 'to'] as const;

/**
 * The list's filter on the scope's own index range of `ticket_parties` (ADR 0043), with placeholders:
 * the party, the issue date and each filter given. The placeholders' values come from `valuesOf`.
 */
function preparedWhere(f: TicketFilter): SQL {
  const p = sql.placeholder;
  return and(
    partyKeyCondition(p('partyKey')),
    f.unpaid ? unpaid : undefined,
    f.status ? eq(ticketParties.status, p('status')) : undefined,
    f.vehicleNo ? eq(ticketParties.vehicleNo, p('vehicleNo')) : undefined,
    f.from ? gte(ticketParties.offenceAt, p('from')) : undefined,
    f.to ? lt(ticketParties.offenceAt, p('to')) : undefined,
    gte(ticketParties.issuedAt, p('issuedFrom')),
  )!;
}

const valuesOf = (partyKey: string, f: TicketFilter) => ({
  partyKey,
  status: f.status,
  vehicleNo: f.vehicleNo,
  from: f.from ? instantOfHongKong(f.from) : undefined,
  to: f.to ? instantOfHongKong(addDays(f.to, 1)) : undefined,
  issuedFrom: instantOfHongKong(f.issuedFrom),
});

/** The scope's rows in the filter, newest first, as `select(ONE)`: what the bounded total counts. */
const countedRows = (db: Database, filter: TicketFilter) =>
  db
    .select(ONE)
    .from(ticketParties)
    .where(preparedWhere(filter))
    .orderBy(desc(ticketParties.offenceAt), desc(ticketParties.ticketId));

/**
 * One page of the tickets a scope may see, newest offence first, with the pager's total: exact up to
 * COUNT_LIMIT, "more than" beyond. Both are one range of the party's index, whatever the fleet's size,
 * read by one prepared statement (db/prepared.ts) per combination of filters, the total a column of the
 * page; only a page past the end (or past the pager's reach) is counted by a statement of its own.
 */
export async function listTickets(
  db: Database,
  scope: TicketScope,
  filter: TicketFilter,
  page: { offset: number; limit: number },
) {
  if (!scope.partyKey) return { rows: [], total: 0, totalCapped: false };
  const shape = shapeOf(filter);
  const values = valuesOf(scope.partyKey, filter);
  // The pager reaches the newest COUNT_LIMIT rows; older ones are found by narrowing the filters.
  const reachable = page.offset < COUNT_LIMIT;
  const counted = reachable ? await pageStatement(db, filter).execute({ ...values, ...page }) : [];
  const rows = counted.map(({ total: _total, ...row }) => row);
  const total =
    (reachable ? totalOfPageColumn(counted, page) : undefined) ??
    boundedTotal(
      await prepared(db, `ticket_list_count(${shape})`, (db) =>
        boundedCountQuery(db, countedRows(db, filter)),
      ).execute(values),
    );
  return { rows, ...total };
}

const shapeOf = (filter: TicketFilter) => FILTERS.filter((k) => filter[k]).join(',');

/** The page of a combination of filters with its bounded total, prepared once per database handle. */
const pageStatement = (db: Database, filter: TicketFilter) =>
  prepared(db, `ticket_list_page(${shapeOf(filter)})`, (db) =>
    pageOf(
      db,
      preparedWhere(filter),
      { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') },
      boundedTotalColumn(db, countedRows(db, filter)),
    ),
  );

/** Every ticket of a scope in the filter, newest first, up to `limit` (an export's contents). */
export async function allTickets(db: Database, scope: TicketScope, filter: TicketFilter, limit: number) {
  if (!scope.partyKey) return [];
  const rows = await pageStatement(db, filter).execute({
    ...valuesOf(scope.partyKey, filter),
    offset: 0,
    limit,
  });
  return rows.map(({ total: _total, ...row }) => row);
}

/**
 * The scope's unpaid tickets whose deadline is at most `deadlines.last` (and at least `deadlines.first`
 * if given), nearest deadline first.
 */
export function unpaidDueBy(
  db: Database,
  scope: TicketScope,
  deadlines: { first?: string; last: string },
  limit: number,
) {
  return db
    .select(factsColumns)
    .from(ticketParties)
    .innerJoin(tickets, eq(tickets.id, ticketParties.ticketId))
    .where(
      and(
        partyCondition(scope),
        unpaid,
        deadlines.first === undefined ? undefined : gte(ticketParties.paymentDeadline, deadlines.first),
        lte(ticketParties.paymentDeadline, deadlines.last),
      ),
    )
    .orderBy(asc(ticketParties.paymentDeadline), asc(ticketParties.ticketId))
    .limit(limit);
}

/** The tickets of the scope among `ids` (one page of another list, checked against the one rule). */
export async function idsInScope(db: Database, scope: TicketScope, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: ticketParties.ticketId })
    .from(ticketParties)
    .where(and(partyCondition(scope), inArray(ticketParties.ticketId, [...ids])));
  return new Set(rows.map((r) => r.id));
}
