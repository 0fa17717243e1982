import { formatDate } from '@eticket/domain/common/dates';
import type { Locale } from '@eticket/domain/common/locale';
import { PHOTO_NOTICE_TYPES, type PhotoApplicationView } from '@eticket/domain/disputes/photo.schemas';
import type { Database } from '../../db/database.ts';
import { getParam } from '../params/params.service.ts';
import { tellBox } from '../messages/box-notices.service.ts';
import { photosApprovedText } from './photo-texts.ts';
import * as repo from './photos.repository.ts';
import type { PhotoApplicationRow } from './photos.repository.ts';

/** What the owner's side and the police side of photo applications share: the view, the period, approval. */

/** Defaults when a parameter is missing: 72 hours of viewing, and a police operator decides. */
const DEFAULT_VIEW_SECONDS = 72 * 3600;

const photoPage = (noticeNo: string) => `/ticket/photos?noticeNo=${encodeURIComponent(noticeNo)}`;

async function viewPeriodSeconds(db: Database) {
  const param = await getParam(db, 'PHOTO_VIEW_PERIOD_SECONDS').catch(() => undefined);
  const seconds = Number(param?.value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_VIEW_SECONDS;
}

export async function autoApproves(db: Database) {
  const param = await getParam(db, 'PHOTO_VIEW_AUTO_APPROVE').catch(() => undefined);
  return param?.value === true;
}

/** Whether an approved application's photos may still be viewed at `now`. */
export const viewable = (row: PhotoApplicationRow, now: Date) =>
  row.status === 'APPROVED' && row.viewableUntil !== null && row.viewableUntil > now;

export async function viewOf(
  db: Database,
  row: PhotoApplicationRow,
  noticeNo: string,
  now: Date,
): Promise<PhotoApplicationView> {
  const ended = row.status === 'APPROVED' && !viewable(row, now);
  return {
    reference: row.reference,
    noticeNo,
    status: ended ? 'EXPIRED' : (row.status as PhotoApplicationView['status']),
    reason: row.reason,
    remark: row.remark,
    appliedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    viewableUntil: row.viewableUntil?.toISOString() ?? null,
    photoIds: viewable(row, now) ? (await repo.photosOf(db, row.ticketId)).map((p) => p.id) : [],
  };
}

export const isPhotoTicket = (noticeType: string) =>
  (PHOTO_NOTICE_TYPES as readonly string[]).includes(noticeType);

/** Tells the applicant's box of the decision, once (the key names the application), with the photo page. */
export function tellDecision(
  tx: Database,
  row: PhotoApplicationRow,
  noticeNo: string,
  text: (locale: Locale) => { title: string; body: string },
) {
  return tellBox(
    tx,
    { userId: row.userId, agentId: row.agentId },
    {
      category: 'SYSTEM',
      text,
      dedupeKey: `photo-decision:${row.reference}`,
      actionPath: photoPage(noticeNo),
      noticeNo,
    },
  );
}

/**
 * Approves in the caller's transaction: viewable for the period parameter from now, and the applicant told
 * in his box once (the key names the application).
 */
export async function approve(
  tx: Database,
  row: PhotoApplicationRow,
  noticeNo: string,
  decidedBy: 'police' | 'auto',
  now: Date,
  remark: string | null = null,
) {
  const viewableUntil = new Date(now.getTime() + (await viewPeriodSeconds(tx)) * 1000);
  const approved = await repo.updateApplication(tx, row.id, {
    status: 'APPROVED',
    decidedBy,
    decidedAt: now,
    viewableUntil,
    remark,
  });
  await tellDecision(
    tx,
    row,
    noticeNo,
    photosApprovedText(row.reference, noticeNo, (l) => formatDate(viewableUntil, l, 'datetime')),
  );
  return approved;
}
