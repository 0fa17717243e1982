import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
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
  /** Other owners' vehicles seen too: those marks of each owner (delegated to a company). */
  delegated?: ReadonlyArray<{ ownerKey: string; marks: readonly string[] }>;
  keyword?: string;
}

function whereOf(f: VehicleFilter) {
  const keyword = f.keyword?.replace(/\s+/g, '');
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const own = and(
    eq(ownedVehicles.ownerKey, f.ownerKey),
    f.marks ? inArray(ownedVehicles.registrationMark, [...f.marks]) : undefined,
  );
  const others = (f.delegated ?? [])
    .filter((d) => d.marks.length > 0)
    .map((d) =>
      and(eq(ownedVehicles.ownerKey, d.ownerKey), inArray(ownedVehicles.registrationMark, [...d.marks])),
    );
  return and(
    others.length > 0 ? or(own, ...others) : own,
    isNull(ownedVehicles.removedAt),
    like
      ? or(
          ilike(ownedVehicles.registrationMark, like),
          ilike(ownedVehicles.make, like),
          ilike(ownedVehicles.model, like),
        )
      : undefined,
  );
}

/** A page of current vehicles, by registration mark, with the issue time of each active QR code. */
export async function pageOfVehicles(db: Database, f: VehicleFilter, offset: number, limit: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ vehicle: ownedVehicles, qrIssuedAt: vehicleQrCodes.issuedAt })
      .from(ownedVehicles)
      .leftJoin(
        vehicleQrCodes,
        and(eq(vehicleQrCodes.vehicleId, ownedVehicles.id), isNull(vehicleQrCodes.revokedAt)),
      )
      .where(where)
      .orderBy(asc(ownedVehicles.registrationMark))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(ownedVehicles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Current vehicles by id within the filter; ids outside it (another owner's, removed) are simply absent. */
export function vehiclesByIds(db: Database, f: VehicleFilter, ids: readonly number[]) {
  return db
    .select({ vehicle: ownedVehicles, qrIssuedAt: vehicleQrCodes.issuedAt, nonce: vehicleQrCodes.nonce })
    .from(ownedVehicles)
    .leftJoin(
      vehicleQrCodes,
      and(eq(vehicleQrCodes.vehicleId, ownedVehicles.id), isNull(vehicleQrCodes.revokedAt)),
    )
    .where(and(whereOf(f), inArray(ownedVehicles.id, [...ids])))
    .orderBy(asc(ownedVehicles.registrationMark));
}

export async function lastSyncedAt(db: Database, ownerKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: vehicleSyncs.finishedAt })
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), eq(vehicleSyncs.state, 'DONE')))
    .orderBy(desc(vehicleSyncs.finishedAt))
    .limit(1);
  return row?.at ?? null;
}

export async function hasEverRead(db: Database, ownerKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicleSyncs.id })
    .from(vehicleSyncs)
    .where(and(eq(vehicleSyncs.ownerKey, ownerKey), eq(vehicleSyncs.state, 'DONE')))
    .limit(1);
  return row !== undefined;
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
  await db.insert(vehicleSyncs).values({
    ownerKey,
    trigger: 'INITIAL',
    state: 'DONE',
    progress: 100,
    added,
    removed,
    finishedAt: new Date(),
  });
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

/** A new active code; its issue time is the server's clock, which `regenerateQrCodes` compares with. */
export async function insertQrCode(db: Database, vehicleId: number, nonce: string) {
  const [row] = await db
    .insert(vehicleQrCodes)
    .values({ vehicleId, nonce, issuedAt: new Date() })
    .returning();
  return row!;
}

/**
 * The vehicle's active code: the one it has, or a new one with `nonce`. Two first looks at once (the code
 * page and the PDF, two tabs) make one code: the second insert yields to the first and reads it.
 */
export async function activeQrCodeOrNew(db: Database, vehicleId: number, nonce: string) {
  const [made] = await db
    .insert(vehicleQrCodes)
    .values({ vehicleId, nonce, issuedAt: new Date() })
    .onConflictDoNothing({ target: vehicleQrCodes.vehicleId, where: sql`revoked_at is null` })
    .returning();
  if (made) return made;
  const [active] = await db
    .select()
    .from(vehicleQrCodes)
    .where(and(eq(vehicleQrCodes.vehicleId, vehicleId), isNull(vehicleQrCodes.revokedAt)));
  return active!;
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
