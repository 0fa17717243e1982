import { and, asc, count, desc, eq, inArray, lte, max } from 'drizzle-orm';
import { ofBox, type Box } from '../../db/box.ts';
import type { Database } from '../../db/database.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { photoApplications, ticketPhotos } from './disputes.table.ts';

export type PhotoApplicationRow = typeof photoApplications.$inferSelect;
export type NewPhotoApplication = typeof photoApplications.$inferInsert;

export async function ticketOfNotice(db: Database, noticeNo: string) {
  const rows = await db
    .select({ id: tickets.id, noticeNo: tickets.noticeNo, noticeType: tickets.noticeType })
    .from(tickets)
    .where(eq(tickets.noticeNo, noticeNo))
    .limit(1);
  return rows[0];
}

export async function ticketById(db: Database, id: number) {
  const rows = await db
    .select({ id: tickets.id, noticeNo: tickets.noticeNo, noticeType: tickets.noticeType })
    .from(tickets)
    .where(eq(tickets.id, id))
    .limit(1);
  return rows[0];
}

export function photosOf(db: Database, ticketId: number) {
  return db
    .select({
      id: ticketPhotos.id,
      position: ticketPhotos.position,
      contentType: ticketPhotos.contentType,
      sizeBytes: ticketPhotos.sizeBytes,
    })
    .from(ticketPhotos)
    .where(eq(ticketPhotos.ticketId, ticketId))
    .orderBy(asc(ticketPhotos.position));
}

export async function photoCountOf(db: Database, ticketId: number) {
  const [row] = await db.select({ n: count() }).from(ticketPhotos).where(eq(ticketPhotos.ticketId, ticketId));
  return row?.n ?? 0;
}

export async function lastPositionOf(db: Database, ticketId: number) {
  const [row] = await db
    .select({ last: max(ticketPhotos.position) })
    .from(ticketPhotos)
    .where(eq(ticketPhotos.ticketId, ticketId));
  return row?.last ?? 0;
}

export async function insertPhoto(
  tx: Database,
  photo: { ticketId: number; position: number; contentType: string; content: Uint8Array },
) {
  await tx.insert(ticketPhotos).values({ ...photo, sizeBytes: photo.content.byteLength });
}

export async function photoOf(db: Database, ticketId: number, photoId: string) {
  const rows = await db
    .select()
    .from(ticketPhotos)
    .where(and(eq(ticketPhotos.ticketId, ticketId), eq(ticketPhotos.id, photoId)))
    .limit(1);
  return rows[0];
}

export async function findApplication(db: Database, reference: string) {
  const rows = await db
    .select()
    .from(photoApplications)
    .where(eq(photoApplications.reference, reference))
    .limit(1);
  return rows[0];
}

export async function lockApplication(tx: Database, reference: string) {
  const rows = await tx
    .select()
    .from(photoApplications)
    .where(eq(photoApplications.reference, reference))
    .for('update');
  return rows[0];
}

/** The box's latest application for a ticket, if any. */
export async function latestApplication(db: Database, ticketId: number, box: Box) {
  const rows = await db
    .select()
    .from(photoApplications)
    .where(
      and(
        eq(photoApplications.ticketId, ticketId),
        ofBox(photoApplications.userId, photoApplications.agentId, box),
      ),
    )
    .orderBy(desc(photoApplications.createdAt), desc(photoApplications.id))
    .limit(1);
  return rows[0];
}

/** Closes the box's approved applications of a ticket whose viewing period has ended by `now`. */
export async function closeEndedApplications(tx: Database, ticketId: number, box: Box, now: Date) {
  await tx
    .update(photoApplications)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(photoApplications.ticketId, ticketId),
        ofBox(photoApplications.userId, photoApplications.agentId, box),
        eq(photoApplications.status, 'APPROVED'),
        lte(photoApplications.viewableUntil, now),
      ),
    );
}

/** Inserts an application; undefined when the box already has an open one for the ticket (the index decides). */
export async function insertApplication(tx: Database, row: NewPhotoApplication) {
  const [inserted] = await tx.insert(photoApplications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateApplication(tx: Database, id: number, change: Partial<NewPhotoApplication>) {
  const [row] = await tx
    .update(photoApplications)
    .set(change)
    .where(eq(photoApplications.id, id))
    .returning();
  return row!;
}

/** Applications of a status with their tickets' notice numbers, oldest first (the police's work list). */
export function applicationsWithStatus(db: Database, status: string, limit: number) {
  return db
    .select({
      reference: photoApplications.reference,
      noticeNo: tickets.noticeNo,
      status: photoApplications.status,
      reason: photoApplications.reason,
      createdAt: photoApplications.createdAt,
    })
    .from(photoApplications)
    .innerJoin(tickets, eq(tickets.id, photoApplications.ticketId))
    .where(eq(photoApplications.status, status))
    .orderBy(asc(photoApplications.createdAt), asc(photoApplications.id))
    .limit(limit);
}

/** Retention: the photos and applications of tickets being purged (the foreign keys cascade as well). */
export async function deletePhotosOf(tx: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  await tx.delete(photoApplications).where(inArray(photoApplications.ticketId, [...ticketIds]));
  await tx.delete(ticketPhotos).where(inArray(ticketPhotos.ticketId, [...ticketIds]));
}
