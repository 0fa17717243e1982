import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { offences, penaltyTariffs, rolePermissions, systemParams } from './params.table.ts';

export function findOffencesByNoticeType(db: Database, noticeType: string) {
  return db.select().from(offences).where(eq(offences.noticeType, noticeType)).orderBy(asc(offences.code));
}

export async function findOffence(db: Database, code: string) {
  const rows = await db.select().from(offences).where(eq(offences.code, code)).limit(1);
  return rows[0];
}

export function findAllTariffs(db: Database) {
  return db
    .select()
    .from(penaltyTariffs)
    .orderBy(asc(penaltyTariffs.offenceCode), asc(penaltyTariffs.validFrom));
}

export function findTariffsOf(db: Database, offenceCode: string) {
  return db
    .select({ validFrom: penaltyTariffs.validFrom, amountCents: penaltyTariffs.amountCents })
    .from(penaltyTariffs)
    .where(eq(penaltyTariffs.offenceCode, offenceCode))
    .orderBy(asc(penaltyTariffs.validFrom));
}

export async function findParam(db: Database, code: string) {
  const rows = await db.select().from(systemParams).where(eq(systemParams.code, code)).limit(1);
  return rows[0];
}

export function findRolePermissions(db: Database) {
  return db.select().from(rolePermissions);
}

export async function updateParamValue(db: Database, code: string, value: unknown) {
  const [row] = await db
    .update(systemParams)
    .set({ value, updatedAt: new Date() })
    .where(eq(systemParams.code, code))
    .returning();
  return row;
}
