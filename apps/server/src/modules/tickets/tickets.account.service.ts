import type { TicketListQuery, UnpaidTicketsQuery } from '@eticket/domain/tickets/ticket-list.schemas';
import { instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../../db/database.ts';
import { getParam } from '../params/params.service.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { allTickets, listTickets } from './ticket-list.repository.ts';
import { partyKeyOf, scopeOf, type TicketScope } from './ticket-scope.ts';
import { partyReason } from './ticket-parties.service.ts';
import { ticketIdInScope } from './ticket-access.ts';
import { findWithOffenceById, historyOf } from './tickets.repository.ts';
import { timelineEventOf, type Timeline } from '@eticket/domain/tickets/ticket-timeline.schemas';
import { deliveriesAbout } from '../messages/area-notices.service.ts';
import { toTicketView } from './ticket-view.ts';
import { driverOnDutyOf } from './driver-hook.ts';
import { disputeDraftOnTicket } from './dispute-hook.ts';
import type { MyTicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { auditRefusal, recordAudit, subjectOfRole, type AuditActor } from '../audit/audit.ts';

async function issuedFrom(db: Database): Promise<string> {
  const param = await getParam(db, 'TICKETS_SHOWN_FROM').catch(() => undefined);
  return typeof param?.value === 'string' ? param.value : '2025-06-15';
}

/** The instant from which tickets are shown (TICKETS_SHOWN_FROM, a Hong Kong date): for other areas' counts. */
export async function ticketsIssuedFrom(db: Database): Promise<Date> {
  return instantOfHongKong(await issuedFrom(db));
}

export async function listMyTickets(db: Database, principal: Principal, q: TicketListQuery) {
  const { rows, total, totalCapped } = await listTickets(
    db,
    scopeOf(principal),
    {
      issuedFrom: await issuedFrom(db),
      ...(q.status ? { status: q.status } : {}),
      ...(q.vehicleNo ? { vehicleNo: q.vehicleNo } : {}),
      ...(q.from ? { from: q.from } : {}),
      ...(q.to ? { to: q.to } : {}),
    },
    { offset: (q.page - 1) * q.pageSize, limit: q.pageSize },
  );
  return { items: rows.map(listedView), total, totalCapped, page: q.page, pageSize: q.pageSize };
}

/** A listed ticket, marked when its liability moved to the driver its owner named. */
const listedView = (row: Parameters<typeof toTicketView>[0] & { reason: string }) => ({
  ...toTicketView(row),
  transferredToDriver: row.reason === 'OWNER',
});

/** A page of the unpaid tickets and their count (the banner caps the count at 99+ on the client). */
export async function unpaidTickets(db: Database, principal: Principal, q: UnpaidTicketsQuery) {
  const { rows, total, totalCapped } = await listTickets(
    db,
    scopeOf(principal),
    { issuedFrom: await issuedFrom(db), unpaid: true },
    { offset: (q.page - 1) * q.pageSize, limit: q.pageSize },
  );
  return { items: rows.map(listedView), total, totalCapped, page: q.page, pageSize: q.pageSize };
}

/** Every ticket of a scope with its offence on the Hong Kong days given, as the exports module writes them. */
export async function ticketViewsForExport(db: Database, scope: TicketScope, from: string, to: string) {
  const rows = await allTickets(db, scope, { issuedFrom: '2000-01-01', from, to }, 10_000);
  return rows.map(listedView);
}

/** The ticket as its details show it: with, for its owner, the driver on duty at the offence (fleets). */
async function myTicketView(db: Database, principal: Principal, id: number): Promise<MyTicketView> {
  const row = (await findWithOffenceById(db, id))!;
  const key = partyKeyOf(principal);
  const party = key ? await partyReason(db, id, key) : undefined;
  return {
    ...toTicketView(row),
    driverOnDuty: await driverOnDutyOf(db, principal, row.ticket),
    transferredToDriver: party?.reason === 'OWNER',
    disputeDraft: await disputeDraftOnTicket(db, principal, id),
  };
}

/**
 * One of the acting role's tickets. An agent's or company role's read is of another person's data: it is
 * recorded in the audit trail, refused attempts too (the personal role reading its own is not).
 */
export async function myTicket(db: Database, principal: Principal, noticeNo: string, audit?: AuditActor) {
  if (!audit || principal.agentRole === 'USER_PERSONAL') {
    const id = await ticketIdInScope(db, principal, noticeNo);
    return myTicketView(db, principal, id);
  }
  const event = { ...audit, action: 'ticket.read', ...subjectOfRole(principal) };
  return auditRefusal(db, event, async () => {
    const id = await ticketIdInScope(db, principal, noticeNo);
    const view = await myTicketView(db, principal, id);
    await recordAudit(db, { ...event, objectRef: `ticket:${id}`, outcome: 'ok' });
    return view;
  });
}

/**
 * The case timeline of one of the acting role's tickets: its history's steps (issued, demand notice,
 * dispute signed, outcome, paid or cancelled…) and the deliveries to the owner's contact, by date.
 */
export async function myTicketTimeline(
  db: Database,
  principal: Principal,
  noticeNo: string,
): Promise<Timeline> {
  const ticketId = await ticketIdInScope(db, principal, noticeNo);
  const steps = (await historyOf(db, ticketId)).flatMap((row) => {
    const event = timelineEventOf(row);
    return event ? [{ event, at: row.at }] : [];
  });
  const delivered = (await deliveriesAbout(db, ticketId))
    .filter((d) => d.kind === 'TICKET')
    .map((d) => ({ event: 'DELIVERED' as const, at: d.at }));
  return {
    items: [...steps, ...delivered]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((s) => ({ event: s.event, at: s.at.toISOString() })),
  };
}
