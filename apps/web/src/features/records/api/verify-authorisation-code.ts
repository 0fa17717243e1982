import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { TcrApplication, TcrVerifyCodeBody } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** POST tcrRecords/nonIndividual/verify: the company enters the driver's authorisation code. */
export function verifyAuthorisationCode(body: TcrVerifyCodeBody) {
  return fetchData<TcrApplication>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/nonIndividual/verify',
    body,
    handledCodes: [ERROR_CODES.TCR_AUTHORISATION_CODE_INVALID, ERROR_CODES.TCR_AUTHORISATION_CODE_EXPIRED],
  });
}

export function useVerifyAuthorisationCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyAuthorisationCode,
    onSettled: () => void client.invalidateQueries({ queryKey: [RECORDS_KEY] }),
  });
}
