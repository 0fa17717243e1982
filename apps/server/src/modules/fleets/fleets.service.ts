import { maskName } from '@eticket/domain/common/masking';
import { autoCloseAt } from '@eticket/domain/fleets/duty-periods';
import {
  type CurrentDuty,
  type DrivingLog,
  type DrivingLogPage,
  type DrivingLogQuery,
  type DutyEndReason,
  type DutyState,
  FLEET_TICKETS_PER_VEHICLE,
  type FleetOverview,
  type FleetOverviewQuery,
} from '@eticket/domain/fleets/driving-log.schemas';
import { instantOfHongKong, addDays } from '@eticket/domain/common/hong-kong-time';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { activeDelegations } from '../agents/agents.service.ts';
import type { OwnerRef } from '../transport/transport.port.ts';
import {
  companyFleetPage,
  scannedVehicleOf,
  scopeOf as vehicleScopeOf,
  vehicleOfQrToken,
} from '../vehicles/vehicles.service.ts';
import { partyKeyOf, type TicketScope } from '../tickets/ticket-scope.ts';
import { boundedTotal } from '../../db/bounded-count.ts';
import * as repo from './fleets.repository.ts';
import { autoCloseHours, driverNamesOf as namesOf } from './ticket-driver.service.ts';

async function viewsOf(
  db: Database,
  userId: string,
  rows: ReadonlyArray<{ log: repo.DrivingLogRow; personId: number | null }>,
): Promise<DrivingLog[]> {
  const hours = await autoCloseHours(db);
  const names = await namesOf(
    db,
    rows.map((r) => r.personId),
  );
  return rows.map(({ log, personId }) => ({
    id: log.id,
    vehicleNo: log.vehicleNo,
    driverName: names.get(personId)!,
    mine: log.driverUserId === userId,
    startedAt: log.startedAt.toISOString(),
    endedAt: log.endedAt?.toISOString() ?? null,
    endReason: (log.endReason as DutyEndReason | null) ?? null,
    closesAt: log.endedAt ? null : autoCloseAt(log.startedAt, hours).toISOString(),
  }));
}

/**
 * Who may drive a vehicle (ADR 0035): its owner; for a company's vehicle, the company's staff and
 * administrator; an agent the vehicle is delegated to; and, for a vehicle delegated to a company by an
 * approved application, that company's staff and administrator. Asked of the user, whichever role he
 * scans in (drivers scan in their personal role, which holds the qrcodeScanner flag).
 */
async function mayDrive(db: Database, p: Principal, vehicle: { ownerKey: string; registrationMark: string }) {
  const [kind, id] = vehicle.ownerKey.split(':');
  if (kind === 'C' && (await repo.holdsCompanyRole(db, p.userId, Number(id)))) return true;
  if (kind === 'P' && p.tdPersonId !== null && p.tdPersonId === Number(id)) return true;
  const owner: OwnerRef =
    kind === 'C' ? { kind: 'company', companyId: Number(id) } : { kind: 'person', personId: Number(id) };
  for (const d of await activeDelegations(db, { owner, marks: [vehicle.registrationMark] })) {
    if (d.agentCompanyId !== null) {
      if (await repo.holdsCompanyRole(db, p.userId, d.agentCompanyId)) return true;
    } else if (d.userId === p.userId) return true;
  }
  return false;
}

async function allowedVehicle(db: Database, config: Config, p: Principal, token: string) {
  const vehicle = await vehicleOfQrToken(db, config, token);
  if (!(await mayDrive(db, p, vehicle))) throw new AppError('DRIVER_NOT_ALLOWED');
  return vehicle;
}

async function viewOfPeriod(db: Database, p: Principal, log: repo.DrivingLogRow) {
  return (await viewsOf(db, p.userId, [{ log, personId: p.tdPersonId }]))[0]!;
}

/** The end of an open period found at `now`: now, or its automatic close if that has passed unnoticed. */
function endOf(log: repo.DrivingLogRow, now: Date, hours: number) {
  const auto = autoCloseAt(log.startedAt, hours);
  return auto < now ? { at: auto, reason: 'AUTO' as const } : { at: now, reason: undefined };
}

/** The driver's period in progress: open and not past its automatic close (the job may not have run yet). */
async function periodInProgress(db: Database, userId: string, hours: number) {
  const open = await repo.openPeriodOfDriver(db, userId);
  return open && endOf(open, new Date(), hours).reason === undefined ? open : undefined;
}

/** The caller's duty in progress, whichever vehicle it is on: the scanner shows it before any scan. */
export async function currentDuty(db: Database, p: Principal): Promise<CurrentDuty> {
  const mine = await periodInProgress(db, p.userId, await autoCloseHours(db));
  return { period: mine ? await viewOfPeriod(db, p, mine) : null };
}

/**
 * What a scan shows before the driver chooses to start or end: the vehicle, his open period on it, and
 * his duty in progress on another vehicle (which starting here would end, so he is asked first).
 */
export async function dutyState(
  db: Database,
  config: Config,
  p: Principal,
  token: string,
): Promise<DutyState> {
  const vehicle = await allowedVehicle(db, config, p, token);
  const open = await repo.openPeriodOfVehicle(db, vehicle.registrationMark);
  const mine = open?.driverUserId === p.userId ? open : undefined;
  const current = await periodInProgress(db, p.userId, await autoCloseHours(db));
  const other = current && current.vehicleNo !== vehicle.registrationMark ? current : undefined;
  return {
    vehicle: scannedVehicleOf(vehicle),
    myOpenPeriod: mine ? await viewOfPeriod(db, p, mine) : null,
    myOtherPeriod: other ? await viewOfPeriod(db, p, other) : null,
    takenByOther: open !== undefined && !mine,
  };
}

/**
 * Starts a duty period on the scanned vehicle. The overlap rule (ADR 0035): a vehicle has one driver at a
 * time, so another driver's open period on it ends now (HANDOVER); a driver drives one vehicle at a
 * time, so his own period in progress on another vehicle ends now (OTHER_VEHICLE), but only when the
 * request names it in `endPeriodId` (ADR 0047): he was shown it and confirmed ending it. Otherwise the
 * start is refused (DUTY_IN_PROGRESS) and nothing changes, so an old client, a stale page or a double
 * click never ends a duty unasked. Scanning to start again on the vehicle he is on answers his open
 * period. Concurrent scans queue on the driver's and the vehicle's locks, so each one sees what the one
 * before it did.
 */
export async function startDuty(
  db: Database,
  config: Config,
  p: Principal,
  token: string,
  endPeriodId?: number,
): Promise<DrivingLog> {
  const vehicle = await allowedVehicle(db, config, p, token);
  const mark = vehicle.registrationMark;
  const hours = await autoCloseHours(db);
  const log = await db.transaction(async (tx) => {
    await repo.lockDriver(tx, p.userId);
    await repo.lockVehicle(tx, mark);
    const now = new Date();
    const mine = await repo.openPeriodOfDriver(tx, p.userId);
    if (mine) {
      const end = endOf(mine, now, hours);
      if (end.reason === undefined && mine.vehicleNo === mark) return mine;
      if (end.reason === undefined && mine.id !== endPeriodId)
        throw new AppError('DUTY_IN_PROGRESS', { vehicleNo: mine.vehicleNo });
      await repo.endPeriod(tx, mine.id, end.at, end.reason ?? 'OTHER_VEHICLE');
    }
    const other = await repo.openPeriodOfVehicle(tx, mark);
    if (other) {
      const end = endOf(other, now, hours);
      await repo.endPeriod(tx, other.id, end.at, end.reason ?? 'HANDOVER');
    }
    return repo.insertPeriod(tx, {
      vehicleNo: mark,
      ownerKey: vehicle.ownerKey,
      driverUserId: p.userId,
      startedAt: now,
    });
  });
  return viewOfPeriod(db, p, log);
}

/** Ends the caller's open period on the scanned vehicle; NOT_ON_DUTY if he has none on it. */
export async function endDuty(
  db: Database,
  config: Config,
  p: Principal,
  token: string,
): Promise<DrivingLog> {
  const vehicle = await vehicleOfQrToken(db, config, token);
  const hours = await autoCloseHours(db);
  const log = await db.transaction(async (tx) => {
    await repo.lockDriver(tx, p.userId);
    await repo.lockVehicle(tx, vehicle.registrationMark);
    const open = await repo.openPeriodOfVehicle(tx, vehicle.registrationMark);
    if (!open || open.driverUserId !== p.userId) throw new AppError('NOT_ON_DUTY');
    const end = endOf(open, new Date(), hours);
    return (await repo.endPeriod(tx, open.id, end.at, end.reason ?? 'SCAN'))!;
  });
  return viewOfPeriod(db, p, log);
}

function rangeOf(q: Pick<DrivingLogQuery, 'from' | 'to'>) {
  return {
    from: q.from ? instantOfHongKong(q.from) : undefined,
    to: q.to ? instantOfHongKong(addDays(q.to, 1)) : undefined,
  };
}

async function pageOf(
  db: Database,
  p: Principal,
  filter: repo.LogFilter,
  q: DrivingLogQuery,
): Promise<DrivingLogPage> {
  const { rows, total, totalCapped } = await repo.pageOfLogs(
    db,
    { ...filter, vehicleNo: q.vehicleNo || undefined, ...rangeOf(q) },
    (q.page - 1) * q.pageSize,
    q.pageSize,
  );
  return {
    items: await viewsOf(db, p.userId, rows),
    total,
    totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** myDrivingLogs: the caller's own duty periods. */
export function myLogs(db: Database, p: Principal, q: DrivingLogQuery) {
  return pageOf(db, p, { driverUserId: p.userId }, q);
}

/** deviceDrivingLogs: the periods of the acting role's vehicles (own, the company's, or those delegated). */
export async function deviceLogs(db: Database, p: Principal, q: DrivingLogQuery) {
  const scope = await vehicleScopeOf(db, p);
  return pageOf(db, p, { ownerKey: scope.ownerKey, ...(scope.marks ? { marks: scope.marks } : {}) }, q);
}

/**
 * fleetManagement: a page of the company's vehicles, who is on duty on each, and their unpaid tickets with
 * the driver then. The vehicles are the portal's copy of the company's register (the vehicles area reads
 * it once and by synchronisation), a page at a time: never the whole fleet from the Transport port.
 */
export async function fleetOverview(
  db: Database,
  p: Principal,
  q: FleetOverviewQuery,
): Promise<FleetOverview> {
  if (p.ownerCompanyId === undefined) throw new AppError('FORBIDDEN');
  const ownerKey = `C:${p.ownerCompanyId}`;
  const fleet = await companyFleetPage(db, p, p.ownerCompanyId, {
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const marks = fleet.vehicles.map((v) => v.mark);
  const facts =
    marks.length > 0
      ? await repo.overviewOfMarks(db, {
          marks,
          ownerKey,
          partyKey: partyKeyOf(p),
          perVehicle: FLEET_TICKETS_PER_VEHICLE,
        })
      : [];
  const onDuty = facts[0]
    ? boundedTotal([{ n: facts[0].onDutyTotal }])
    : await repo.countOpenOfOwner(db, ownerKey);
  const names = await namesOf(
    db,
    facts.flatMap((f) => [f.onDuty?.personId ?? null, ...f.unpaid.map((t) => t.driverPersonId)]),
  );
  return {
    vehicles: fleet.vehicles.map(({ mark, unpaidTickets }, i) => {
      const { onDuty, unpaid } = facts[i]!;
      return {
        vehicleNo: mark,
        onDuty: onDuty
          ? { driverName: names.get(onDuty.personId)!, since: new Date(onDuty.startedAt).toISOString() }
          : null,
        unpaidTickets: unpaid.map((t) => ({
          noticeNo: t.noticeNo,
          offenceAt: new Date(t.offenceAt).toISOString(),
          amountCents: t.amountCents,
          paymentDeadline: t.paymentDeadline,
          status: t.status,
          driverDidNotAct: t.driverAction === 'DID_NOT_ACT',
          // The driver the company named answers for the ticket, whoever the logs had on duty.
          ...(t.namedDriver !== null
            ? { driverName: maskName(t.namedDriver), driverNamed: true }
            : {
                driverName: t.driverPersonId === null ? null : names.get(t.driverPersonId)!,
                driverNamed: false,
              }),
        })),
        unpaidTotal: unpaidTickets,
      };
    }),
    total: fleet.total,
    totalCapped: fleet.totalCapped,
    page: q.page,
    pageSize: q.pageSize,
    onDuty,
  };
}

/** The hourly-ish job: periods left open past the parameter's hours close at their start plus those hours. */
export async function closeStalePeriods(db: Database, now = new Date()) {
  return repo.closeStalePeriods(db, await autoCloseHours(db), now);
}

/**
 * The duty periods an export of the acting role holds, oldest first, for the instants given: a company's
 * or an owner's vehicles, an agent's delegated vehicles, and the personal role's own driving too.
 */
export async function drivingLogsForExport(db: Database, scope: TicketScope, from: Date, to: Date) {
  const filters: repo.LogFilter[] = [];
  const [kind, id] = (scope.partyKey ?? '').split(':');
  if (kind === 'C' || kind === 'P') filters.push({ ownerKey: scope.partyKey! });
  if (kind === 'A')
    filters.push({ marks: (await activeDelegations(db, { agentRoleId: Number(id) })).map((d) => d.mark) });
  if (scope.driverUserId) filters.push({ driverUserId: scope.driverUserId });
  const seen = new Set<number>();
  const rows = [];
  for (const f of filters) {
    for (const row of await repo.allLogs(db, { ...f, from, to })) {
      if (seen.has(row.log.id)) continue;
      seen.add(row.log.id);
      rows.push(row);
    }
  }
  rows.sort((a, b) => a.log.startedAt.getTime() - b.log.startedAt.getTime() || a.log.id - b.log.id);
  return viewsOf(db, scope.driverUserId ?? '', rows);
}
