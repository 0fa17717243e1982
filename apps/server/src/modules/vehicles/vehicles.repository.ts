import { and, asc, desc, eq, exists, ilike, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { boundedCount, COUNT_LIMIT, ONE, totalOfPage } from '../../db/bounded-count.ts';
import type { Database } from '../../db/database.ts';
import { agentRoles, agentVehicles } from '../agents/agents.table.ts';
import { ownedVehicles, vehicleQrCodes, vehicleSyncs } from './vehicles.table.ts';

export type OwnedVehicleRow = typeof ownedVehicles.$inferSelect;
export type VehicleSyncRow = typeof vehicleSyncs.$inferSelect;
export type NewOwnedVehicle = Omit<typeof ownedVehicles.$inferInsert, 'id'>;

/** Serialises the register work of one owner (first reading and synchronisation) within a transaction. */
export async function lockOwner(tx: Database, ownerKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vehicles:${ownerKey}`}))`);
}

/** Every row of the owner, removed ones included (the synchronisation compares them with the register). */
export function allOfOwner(db: Database, ownerKey: string) {
  return db.select().from(ownedVehicles).where(eq(ownedVehicles.ownerKey, ownerKey));
}

export async function insertVehicle(db: Database, row: NewOwnedVehicle) {
  const [inserted] = await db.insert(ownedVehicles).values(row).returning();
  return inserted!;
}

export async function updateVehicle(db: Database, id: number, set: Partial<NewOwnedVehicle>) {
  await db.update(ownedVehicles).set(set).where(eq(ownedVehicles.id, id));
}

export interface VehicleFilter {
  ownerKey: string;
  /** Only these marks (an agent's delegated vehicles); undefined for all. */
  marks?: readonly string[];
  /**
   * Also the vehicles other owners delegated to this company (acting as agent) by approved vehicle
   * applications, while the delegation lasts.
   */
  agentCompanyId?: number;
  keyword?: string;
}

/** The owner of an agent role as owned_vehicles keys it (`P:<person>` or `C:<company>`). */
const roleOwnerKey = sql<string>`case when ${agentRoles.ownerPersonId} is not null then 'P:' || ${agentRoles.ownerPersonId} else 'C:' || ${agentRoles.ownerCompanyId} end`;

function keywordOf(f: VehicleFilter) {
  const keyword = f.keyword?.replace(/\s+/g, '');
  if (!keyword) return undefined;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(ownedVehicles.registrationMark, like),
    ilike(ownedVehicles.make, like),
    ilike(ownedVehicles.model, like),
  );
}

/** The owner's own current vehicles: one range of owned_vehicles_current_idx. */
function ownWhere(f: VehicleFilter) {
  return and(
    eq(ownedVehicles.ownerKey, f.ownerKey),
    isNull(ownedVehicles.removedAt),
    f.marks ? inArray(ownedVehicles.registrationMark, [...f.marks]) : undefined,
    keywordOf(f),
  );
}

/** Delegations of the vehicle (the owned_vehicles row in the query) to the company, by activated roles. */
const delegationTo = (agentCompanyId: number) =>
  and(
    eq(agentRoles.id, agentVehicles.agentRoleId),
    eq(agentRoles.agentCompanyId, agentCompanyId),
    eq(agentRoles.status, 'ACTIVATED'),
    eq(ownedVehicles.ownerKey, roleOwnerKey),
  );

/**
 * The first `depth` ids and marks of the filter's vehicles in mark order: the owner's own (a range of
 * owned_vehicles_current_idx) and, for a company acting as agent, those delegated to it. Each branch is
 * read in order and stops at `depth` rows, so a page and a bounded count read at most `depth` rows of
 * each whatever the fleet; PostgreSQL does not merge the two ordered branches of a UNION ALL by itself
 * (the owner is a constant of each branch, not of the whole), hence the limit inside each branch.
 */
function marksOf(db: Database, f: VehicleFilter, depth: number) {
  const fields = { id: ownedVehicles.id, mark: ownedVehicles.registrationMark };
  const order = [asc(ownedVehicles.registrationMark), asc(ownedVehicles.id)] as const;
  const own = db
    .select(fields)
    .from(ownedVehicles)
    .where(ownWhere(f))
    .orderBy(...order)
    .limit(depth);
  if (f.agentCompanyId === undefined) return own.as('v');
  const delegated = db
    .select(fields)
    .from(agentVehicles)
    .innerJoin(ownedVehicles, eq(ownedVehicles.registrationMark, agentVehicles.vehicleNo))
    .innerJoin(agentRoles, delegationTo(f.agentCompanyId))
    .where(and(isNull(ownedVehicles.removedAt), keywordOf(f)))
    .orderBy(...order)
    .limit(depth);
  return unionAll(own, delegated).as('v');
}

const withActiveQr = and(eq(vehicleQrCodes.vehicleId, ownedVehicles.id), isNull(vehicleQrCodes.revokedAt));

/**
 * A page of current vehicles, by registration mark, with the issue time of each active QR code: the page's
 * marks and their rows in one statement, and the bounded total. Pages from `reach` on answer no rows (the
 * vehicle list's pager reaches the first COUNT_LIMIT vehicles, as the ticket list's does, and its keyword
 * finds the others), so no page of it reads more than that.
 */
export async function pageOfVehicles(
  db: Database,
  f: VehicleFilter,
  offset: number,
  limit: number,
  reach = Number.POSITIVE_INFINITY,
) {
  const reachable = offset < reach;
  const chosen = pageMarks(db, f, offset, limit).as('chosen');
  const rows = reachable
    ? await db
        .select({ vehicle: ownedVehicles, qrIssuedAt: vehicleQrCodes.issuedAt })
        .from(chosen)
        .innerJoin(ownedVehicles, eq(ownedVehicles.id, chosen.id))
        .leftJoin(vehicleQrCodes, withActiveQr)
        .orderBy(asc(chosen.mark), asc(chosen.id))
    : [];
  const total =
    (reachable ? totalOfPage(offset, limit, rows.length) : undefined) ?? (await countOfVehicles(db, f));
  return { rows, ...total };
}

/** The filter's bounded total (the first COUNT_LIMIT + 1 marks of each branch at most). */
function countOfVehicles(db: Database, f: VehicleFilter) {
  return boundedCount(db, db.select(ONE).from(marksOf(db, f, COUNT_LIMIT + 1)));
}

/** The ids and marks of one page of the filter's vehicles, in mark order. */
function pageMarks(db: Database, f: VehicleFilter, offset: number, limit: number) {
  const page = marksOf(db, f, offset + limit);
  return db
    .select({ id: page.id, mark: page.mark })
    .from(page)
    .orderBy(asc(page.mark), asc(page.id))
    .offset(offset)
    .limit(limit);
}

/** A page of the filter's current marks alone, with the bounded total: a page of a fleet (fleets area). */
export async function pageOfMarks(db: Database, f: VehicleFilter, offset: number, limit: number) {
  const rows = await pageMarks(db, f, offset, limit);
  const total = totalOfPage(offset, limit, rows.length) ?? (await countOfVehicles(db, f));
  return { marks: rows.map((r) => r.mark), ...total };
}

/** Current vehicles by id within the filter; ids outside it (another owner's, removed) are simply absent. */
export function vehiclesByIds(db: Database, f: VehicleFilter, ids: readonly number[]) {
  const delegated =
    f.agentCompanyId === undefined
      ? undefined
      : exists(
          db
            .select(ONE)
            .from(agentVehicles)
            .innerJoin(agentRoles, delegationTo(f.agentCompanyId))
            .where(eq(agentVehicles.vehicleNo, ownedVehicles.registrationMark)),
        );
  return db
    .select({
      vehicle: ownedVehicles,
      qrIssuedAt: vehicleQrCodes.issuedAt,
      nonce: vehicleQrCodes.nonce,
      shortCode: vehicleQrCodes.shortCode,
    })
    .from(ownedVehicles)
    .leftJoin(vehicleQrCodes, withActiveQr)
    .where(
      and(
        inArray(ownedVehicles.id, [...ids]),
        delegated ? or(ownWhere(f), and(isNull(ownedVehicles.removedAt), delegated)) : ownWhere(f),
      ),
    )
    .orderBy(asc(ownedVehicles.registrationMark));
}

/**
 * The owners who delegated vehicles to the company and whose register the portal has never read (their
 * vehicles are not in owned_vehicles yet): usually none, one query whatever the fleet.
 */
export async function unreadDelegatingOwners(db: Database, agentCompanyId: number) {
  const rows = await db
    .selectDistinct({ personId: agentRoles.ownerPersonId, companyId: agentRoles.ownerCompanyId })
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.agentCompanyId, agentCompanyId),
        eq(agentRoles.status, 'ACTIVATED'),
        exists(db.select(ONE).from(agentVehicles).where(eq(agentVehicles.agentRoleId, agentRoles.id))),
        notExists(
          db
            .select(ONE)
            .from(vehicleSyncs)
            .where(and(eq(vehicleSyncs.ownerKey, roleOwnerKey), eq(vehicleSyncs.state, 'DONE'))),
        ),
      ),
    );
  return rows;
}

/**
 * When the owner's vehicles were last read from the register (the newest finished synchronisation), or
 * undefined when they never were: the first look reads them then.
 */
export async function lastDoneSync(db: Database, ownerKey: string): Promise<{ at: Date | null } | undefined> {
  const [row] = await db
    .select({ at: vehicleSyncs.finishedAt })
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), eq(vehicleSyncs.state, 'DONE')))
    .orderBy(desc(vehicleSyncs.finishedAt))
    .limit(1);
  return row;
}

/** Inserts a queued synchronisation, or nothing when one is queued or running for the owner already. */
export async function insertQueuedSync(db: Database, ownerKey: string, userId: string) {
  const [row] = await db
    .insert(vehicleSyncs)
    .values({ ownerKey, trigger: 'USER', requestedBy: userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertDoneSync(db: Database, ownerKey: string, added: string[], removed: string[]) {
  const finishedAt = new Date();
  await db.insert(vehicleSyncs).values({
    ownerKey,
    trigger: 'INITIAL',
    state: 'DONE',
    progress: 100,
    added,
    removed,
    finishedAt,
  });
  return { at: finishedAt };
}

export async function findSync(db: Database, id: number) {
  const [row] = await db.select().from(vehicleSyncs).where(eq(vehicleSyncs.id, id));
  return row;
}

export async function updateSync(db: Database, id: number, set: Partial<typeof vehicleSyncs.$inferInsert>) {
  await db.update(vehicleSyncs).set(set).where(eq(vehicleSyncs.id, id));
}

/** The owner's queued or running synchronisation, if any. */
export async function activeSync(db: Database, ownerKey: string) {
  const [row] = await db
    .select()
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), inArray(vehicleSyncs.state, ['QUEUED', 'RUNNING'])));
  return row;
}

/** The latest synchronisation a user asked for on this owner's register. */
export async function latestUserSync(db: Database, ownerKey: string) {
  const [row] = await db
    .select()
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), eq(vehicleSyncs.trigger, 'USER')))
    .orderBy(desc(vehicleSyncs.id))
    .limit(1);
  return row;
}

/** What a new code is drawn as: the QR code's nonce and the short code printed under it. */
export interface NewQrCode {
  nonce: string;
  shortCode: string;
}

/**
 * A new active code; its issue time is the server's clock, which `regenerateQrCodes` compares with.
 * Undefined when a value drawn is taken already (the caller draws again).
 */
export async function insertQrCode(db: Database, vehicleId: number, code: NewQrCode) {
  const [row] = await db
    .insert(vehicleQrCodes)
    .values({ vehicleId, ...code, issuedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The vehicle's active code: the one it has, or a new one drawn as `code`. Two first looks at once (the
 * code page and the PDF, two tabs) make one code: the second insert yields to the first and reads it.
 * Undefined when there is none and the value drawn is taken already (the caller draws again).
 */
export async function activeQrCodeOrNew(db: Database, vehicleId: number, code: NewQrCode) {
  const [made] = await db
    .insert(vehicleQrCodes)
    .values({ vehicleId, ...code, issuedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [active] = await db
    .select()
    .from(vehicleQrCodes)
    .where(and(eq(vehicleQrCodes.vehicleId, vehicleId), isNull(vehicleQrCodes.revokedAt)));
  return active;
}

export async function revokeQrCodes(db: Database, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return;
  await db
    .update(vehicleQrCodes)
    .set({ revokedAt: new Date() })
    .where(and(inArray(vehicleQrCodes.vehicleId, [...vehicleIds]), isNull(vehicleQrCodes.revokedAt)));
}

export async function qrCodeByNonce(db: Database, nonce: string) {
  const [row] = await db
    .select({ code: vehicleQrCodes, vehicle: ownedVehicles })
    .from(vehicleQrCodes)
    .innerJoin(ownedVehicles, eq(ownedVehicles.id, vehicleQrCodes.vehicleId))
    .where(eq(vehicleQrCodes.nonce, nonce));
  return row;
}

/** The code printed as `shortCode` (compact form), active or not: one look-up of its unique index. */
export async function qrCodeByShortCode(db: Database, shortCode: string) {
  const [row] = await db
    .select({ code: vehicleQrCodes, vehicle: ownedVehicles })
    .from(vehicleQrCodes)
    .innerJoin(ownedVehicles, eq(ownedVehicles.id, vehicleQrCodes.vehicleId))
    .where(eq(vehicleQrCodes.shortCode, shortCode));
  return row;
}
