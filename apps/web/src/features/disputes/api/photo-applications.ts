import type { PhotoApplicationView, PhotoTicketState } from '@eticket/domain/disputes/photo.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { fetchData, fetchFile, request, type ApiResult } from '../../../lib/api-client.ts';

const APPLICATIONS = 'rest/ticket/api/v1/publ/photo-applications';

/** Refusals the photo page shows in place rather than in a dialog. */
export const PHOTO_PAGE_CODES = [
  ERROR_CODES.PHOTO_APPLICATION_EXISTS,
  ERROR_CODES.PHOTO_NOT_AVAILABLE,
  ERROR_CODES.PHOTO_VIEW_ENDED,
  ERROR_CODES.PHOTO_NOT_APPROVED,
] as const;

/** GET publ/photo-applications/ticket: may the caller apply for the ticket's photos, and his latest application. */
export function getPhotoState(noticeNo: string) {
  return fetchData<PhotoTicketState>({ url: `${APPLICATIONS}/ticket`, params: { noticeNo } });
}

/** POST publ/photo-applications: the new application, or the refusal. */
export function applyForPhotos(noticeNo: string, reason: string): Promise<ApiResult<PhotoApplicationView>> {
  return request<PhotoApplicationView>({
    method: 'POST',
    url: APPLICATIONS,
    body: { noticeNo, ...(reason ? { reason } : {}) },
    loading: true,
    handledCodes: PHOTO_PAGE_CODES,
  });
}

/**
 * One photo, watermarked for this application, fetched with the session's token into memory (there is
 * no address where it could be opened without it); a refusal is thrown as the ApiResult.
 */
export function fetchPhoto(reference: string, photoId: string): Promise<Blob> {
  return fetchFile({
    url: `${APPLICATIONS}/{reference}/photos/{photoId}`,
    pathParams: { reference, photoId },
    throttle: false,
    handledCodes: PHOTO_PAGE_CODES,
  });
}
