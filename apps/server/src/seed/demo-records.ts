import { eq } from 'drizzle-orm';
import { SHARE_CODE_DAYS } from '@eticket/domain/records/tcr-share.schemas';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { tcrApplications, tcrShareCodes } from '../modules/records/records.table.ts';
import { shareCodeHash } from '../modules/records/tcr-share.service.ts';
import { snapshotOf } from '../modules/records/tcr.service.ts';
import type { TransportPerson } from '../modules/transport/transport.port.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { DEMO_DRIVING_RECORDS, DEMO_PERSONS } from './demo-data.ts';

/** The demo certificate's reference and number (README "Demo data"). */
export const DEMO_TCR_REF = 'TCR2026000001';
export const DEMO_CERTIFICATE_NO = 'TCRC-2026-900001';
/** A share code of that certificate, active for 21 days from the first start (README "Demo data"). */
export const DEMO_SHARE_CODE = 'SHAR-ETCR-DEMC-2345';

/**
 * LEE Ka Yan's completed application with its certificate, issued on 2 November 2026, so the history,
 * the certificate download and the verify page have something to show on first start, and a share code
 * of it for the verify page's employer. Inserted once (the reference and the code's hash are unique);
 * never overwritten, so a code redeemed or withdrawn stays so.
 */
export async function seedDemoRecords(db: Database, now = new Date()): Promise<void> {
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
  const [certificate] = await db
    .select({ id: tcrApplications.id })
    .from(tcrApplications)
    .where(eq(tcrApplications.ref, DEMO_TCR_REF));
  await db
    .insert(tcrShareCodes)
    .values({
      applicationId: certificate!.id,
      holderUserId: row.userId,
      codeHash: shareCodeHash(DEMO_SHARE_CODE.replaceAll('-', '')),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SHARE_CODE_DAYS * 86_400_000),
    })
    .onConflictDoNothing();
}
