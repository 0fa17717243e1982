import type {
  IdentifyDriverBody,
  IdentifyStaffDriverBody,
  NoticeView,
  StaffList,
} from '@eticket/domain/notices/notice.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { fetchData, request, type ApiResult } from '../../../lib/api-client.ts';

const NOTICES = 'rest/ticket/api/v1/publ/notices';

/** GET publ/notices: the notices addressed to the caller. */
export function getMyNotices() {
  return fetchData<{ items: NoticeView[] }>({ url: NOTICES });
}

/** POST publ/notices/{id}/driver: the owner names the driver. */
export function identifyDriver(
  id: number,
  body: IdentifyDriverBody,
): Promise<ApiResult<{ id: number; status: string }>> {
  return request({
    method: 'POST',
    url: `${NOTICES}/{id}/driver`,
    pathParams: { id },
    body,
    loading: true,
    handledCodes: [ERROR_CODES.DRIVER_NOT_FOUND, ERROR_CODES.NOTICE_CLOSED, ERROR_CODES.VALIDATION_FAILED],
  });
}

/** GET publ/notices/{id}/staff: the company's staff its administrator may name on the notice. */
export function getNoticeStaff(id: number) {
  return fetchData<StaffList>({
    url: `${NOTICES}/{id}/staff`,
    pathParams: { id },
  });
}

/** POST publ/notices/{id}/staff-driver: a company administrator names one of the company's staff. */
export function identifyStaffDriver(
  id: number,
  body: IdentifyStaffDriverBody,
): Promise<ApiResult<{ id: number; status: string }>> {
  return request({
    method: 'POST',
    url: `${NOTICES}/{id}/staff-driver`,
    pathParams: { id },
    body,
    loading: true,
    handledCodes: [ERROR_CODES.DRIVER_NOT_STAFF, ERROR_CODES.NOTICE_CLOSED, ERROR_CODES.VALIDATION_FAILED],
  });
}
