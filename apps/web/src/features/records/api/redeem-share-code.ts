import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { TcrSharedCertificate } from '@eticket/domain/records/tcr-share.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** Refusals the verify page says beside the form, the code kept for another look. */
const SHOWN_ON_PAGE = [
  ERROR_CODES.VALIDATION_FAILED,
  ERROR_CODES.TCR_SHARE_CODE_INVALID,
  ERROR_CODES.TCR_SHARE_CODE_USED,
  ERROR_CODES.TCR_SHARE_CODE_REVOKED,
  ERROR_CODES.TCR_SHARE_CODE_EXPIRED,
];

/** POST tcrRecords/share/redeem (no login): the certificate a share code was made for, once. */
export function redeemShareCode(shareCode: string) {
  return fetchData<TcrSharedCertificate>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/share/redeem',
    body: { shareCode },
    noToken: true,
    handledCodes: SHOWN_ON_PAGE,
  });
}

export function useRedeemShareCode() {
  return useMutation({ mutationFn: redeemShareCode });
}
