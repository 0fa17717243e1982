import { maskName } from '@eticket/domain/common/masking';
import { DEFAULT_AUTO_CLOSE_HOURS, type TicketDriver } from '@eticket/domain/fleets/driving-log.schemas';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { getParam } from '../params/params.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import * as repo from './fleets.repository.ts';

/*
 * The driving logs as other areas read them about one ticket. Kept apart from fleets.service.ts (which
 * reads the vehicles area) so that the tickets area can call it without a circle of imports.
 */

export async function autoCloseHours(db: Database): Promise<number> {
  const param = await getParam(db, 'DRIVING_LOG_AUTO_CLOSE_HOURS').catch(() => undefined);
  return typeof param?.value === 'number' && param.value > 0 ? param.value : DEFAULT_AUTO_CLOSE_HOURS;
}

/** Masked driver names by Transport Department person id (one look-up per person). */
export async function driverNamesOf(db: Database, personIds: ReadonlyArray<number | null>) {
  const td = transportOf(db);
  const names = new Map<number | null, string>([[null, maskName(undefined)]]);
  for (const id of new Set(personIds)) {
    if (id === null || names.has(id)) continue;
    const person = await td.personById(id);
    names.set(id, maskName(person ? `${person.engSurname} ${person.engGivenName}` : undefined));
  }
  return names;
}

/** The owner key (ADR 0028) of the acting role when it is an owner: the personal role, or a company role. */
function ownerKeyOfRole(p: Principal): string | undefined {
  if (p.agentRole === 'USER_PERSONAL' && p.tdPersonId !== null) return `P:${p.tdPersonId}`;
  if ((p.agentRole === 'ORG_ADMIN' || p.agentRole === 'ORG_AGENT') && p.ownerCompanyId !== undefined)
    return `C:${p.ownerCompanyId}`;
  return undefined;
}

/**
 * Who was on duty on the ticket's vehicle at the offence time (ADR 0035), for the ticket details: the
 * period recorded when the driver was told, else the one the logs show covering the offence minute.
 * Answered only to the owner the period was driven for (the personal owner, or the company's
 * administrator and staff), the name masked unless the caller drove; null for anyone else or when no one
 * had scanned in.
 */
export async function driverOnDutyForOwner(
  db: Database,
  p: Principal,
  ticket: { id: number; vehicleNo: string; offenceAt: Date },
): Promise<TicketDriver | null> {
  const ownerKey = ownerKeyOfRole(p);
  if (!ownerKey) return null;
  const found =
    (await repo.recordedPeriodOfTicket(db, ticket.id)) ??
    (await coveringWithPerson(db, ticket.vehicleNo, ticket.offenceAt));
  if (!found || found.log.ownerKey !== ownerKey) return null;
  // The caller's own driving shows his own name; anyone else's is masked.
  const mine = found.personId !== null && found.personId === p.tdPersonId;
  const person = mine ? await transportOf(db).personById(found.personId!) : undefined;
  const names = await driverNamesOf(db, [found.personId]);
  return {
    driverName: person ? `${person.engSurname} ${person.engGivenName}` : names.get(found.personId)!,
    startedAt: found.log.startedAt.toISOString(),
    endedAt: found.log.endedAt?.toISOString() ?? null,
  };
}

async function coveringWithPerson(db: Database, vehicleNo: string, at: Date) {
  const log = await repo.periodCovering(db, vehicleNo, at, await autoCloseHours(db));
  return log ? { log, personId: await repo.personOfUser(db, log.driverUserId) } : undefined;
}

/** The drivers on duty recorded against tickets, with their Transport Department person (tickets reads it). */
export const recordedDriversOf = (db: Database, ticketIds: readonly number[]) =>
  repo.driversOfTickets(db, ticketIds);
