import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { tcrApplications } from '../modules/records/records.table.ts';
import { snapshotOf } from '../modules/records/tcr.service.ts';
import type { TransportPerson } from '../modules/transport/transport.port.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { DEMO_DRIVING_RECORDS, DEMO_PERSONS } from './demo-data.ts';

/** The demo certificate's reference and number (README "Demo data"). */
export const DEMO_TCR_REF = 'TCR2026000001';
export const DEMO_CERTIFICATE_NO = 'TCRC-2026-900001';

/**
 * LEE Ka Yan's completed application with its certificate, issued on 2 November 2026, so the history,
 * the certificate download and the verify page have something to show on first start. Inserted once
 * (the reference is unique); never overwritten.
 */
export async function seedDemoRecords(db: Database): Promise<void> {
  const lee = DEMO_PERSONS.find((p) => p.key === 'ownerDriver')!;
  const record = DEMO_DRIVING_RECORDS.find((r) => r.key === 'ownerDriver')!;
  const [row] = await db
    .select({ personId: tdPersons.id, userId: users.id })
    .from(tdPersons)
    .innerJoin(users, eq(users.tdPersonId, tdPersons.id))
    .where(eq(tdPersons.idNo, lee.idNo));
  if (!row) return;
  const issuedAt = new Date('2026-11-02T03:00:00Z');
  const person = { ...lee, id: row.personId, idType: 'HKID' } as TransportPerson;
  const snapshot = snapshotOf(
    person,
    {
      asOf: new Date(record.asOf),
      entries: record.entries.map((e) => ({
        ...e,
        disqualificationMonths: e.disqualificationMonths ?? null,
      })),
    },
    { convictionYears: 10, fixedPenaltyYears: 3, pointsYears: 5, disqualificationYears: 10 },
    '2026-11-02',
  );
  await db
    .insert(tcrApplications)
    .values({
      ref: DEMO_TCR_REF,
      kind: 'PERSONAL',
      status: 'COMPLETED',
      reason: 'EMPLOYMENT',
      applicantUserId: row.userId,
      applicantAgentId: 0,
      subjectPersonId: row.personId,
      feeCents: 5000,
      paidAt: new Date('2026-11-02T02:55:00Z'),
      paymentRef: 'DEMO-TCR-FEE',
      completedAt: issuedAt,
      certificateNo: DEMO_CERTIFICATE_NO,
      record: snapshot,
      createdAt: new Date('2026-11-02T02:50:00Z'),
      updatedAt: issuedAt,
    })
    .onConflictDoNothing();
}
