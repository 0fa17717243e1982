import { randomInt } from 'node:crypto';
import type {
  PhotoApplicationBody,
  PhotoApplicationView,
  PhotoTicketState,
} from '@eticket/domain/disputes/photo.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { ticketIdInScope } from '../tickets/ticket-access.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { watermarkPhoto } from './photo-watermark.ts';
import { approve, autoApproves, isPhotoTicket, viewable, viewOf } from './photo-applications.ts';
import * as repo from './photos.repository.ts';

const newReference = () => `V${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
const boxOf = (p: Principal) => ({ userId: p.userId, agentId: p.agentId });

/** The photo page of one of the caller's tickets: are there photos to apply for, and his latest application. */
export async function photoStateOf(
  db: Database,
  p: Principal,
  noticeNo: string,
  now = new Date(),
): Promise<PhotoTicketState> {
  const ticket = (await repo.ticketById(db, await ticketIdInScope(db, p, noticeNo)))!;
  const photoCount = isPhotoTicket(ticket.noticeType) ? await repo.photoCountOf(db, ticket.id) : 0;
  const latest = await repo.latestApplication(db, ticket.id, boxOf(p));
  return {
    noticeNo: ticket.noticeNo,
    available: photoCount > 0,
    photoCount,
    application: latest ? await viewOf(db, latest, ticket.noticeNo, now) : null,
  };
}

/**
 * The owner or named driver applies to view a parking ticket's photos. One open application per box and
 * ticket (PHOTO_APPLICATION_EXISTS); one whose viewing period ended is closed first, so a new one may
 * follow. Approved at once when the auto-approval parameter says so.
 */
export async function applyToView(
  db: Database,
  p: Principal,
  body: PhotoApplicationBody,
  actor: AuditActor,
  now = new Date(),
): Promise<PhotoApplicationView> {
  const ticket = (await repo.ticketById(db, await ticketIdInScope(db, p, body.noticeNo)))!;
  if (!isPhotoTicket(ticket.noticeType) || (await repo.photoCountOf(db, ticket.id)) === 0)
    throw new AppError('PHOTO_NOT_AVAILABLE');
  const auto = await autoApproves(db);
  return db.transaction(async (tx) => {
    await repo.closeEndedApplications(tx, ticket.id, boxOf(p), now);
    const row = await repo.insertApplication(tx, {
      reference: newReference(),
      ticketId: ticket.id,
      ...boxOf(p),
      status: 'PROCESSING',
      reason: body.reason || null,
      createdAt: now,
    });
    if (!row) throw new AppError('PHOTO_APPLICATION_EXISTS');
    const result = auto ? await approve(tx, row, ticket.noticeNo, 'auto', now) : row;
    await recordAudit(tx, {
      ...actor,
      action: 'photos.apply',
      objectRef: row.reference,
      outcome: 'ok',
      detail: { auto },
    });
    return viewOf(tx, result, ticket.noticeNo, now);
  });
}

/** An application its applicant's box reaches; anyone else (or an unknown reference) hears NOT_FOUND. */
async function ownApplication(db: Database, p: Principal, reference: string) {
  const row = await repo.findApplication(db, reference);
  if (!row || row.userId !== p.userId || row.agentId !== p.agentId)
    throw new AppError('PHOTO_APPLICATION_NOT_FOUND');
  // The ticket must still be his: a vehicle sold or a delegation ended takes the photos with it.
  const ticket = (await repo.ticketById(db, row.ticketId))!;
  await ticketIdInScope(db, p, ticket.noticeNo).catch(() => {
    throw new AppError('PHOTO_APPLICATION_NOT_FOUND');
  });
  return { row, ticket };
}

export async function myPhotoApplication(db: Database, p: Principal, reference: string, now = new Date()) {
  const { row, ticket } = await ownApplication(db, p, reference);
  return viewOf(db, row, ticket.noticeNo, now);
}

/**
 * One photo for the approved applicant while the period lasts, watermarked with the application's
 * reference and the time of viewing. Never stored or served unmarked.
 */
export async function viewPhoto(
  db: Database,
  p: Principal,
  reference: string,
  photoId: string,
  actor: AuditActor,
  now = new Date(),
) {
  const { row } = await ownApplication(db, p, reference);
  if (row.status === 'APPROVED' && !viewable(row, now)) throw new AppError('PHOTO_VIEW_ENDED');
  if (row.status === 'EXPIRED') throw new AppError('PHOTO_VIEW_ENDED');
  if (row.status !== 'APPROVED') throw new AppError('PHOTO_NOT_APPROVED');
  const photo = await repo.photoOf(db, row.ticketId, photoId);
  if (!photo) throw new AppError('FILE_NOT_FOUND');
  const content = await watermarkPhoto(photo.content, row.reference, now);
  await recordAudit(db, {
    ...actor,
    action: 'photos.view',
    objectRef: row.reference,
    outcome: 'ok',
    detail: { photo: photo.position },
  });
  return { fileName: `${row.reference}-${photo.position}.jpg`, contentType: 'image/jpeg', content };
}

export { deletePhotosOf } from './photos.repository.ts';
