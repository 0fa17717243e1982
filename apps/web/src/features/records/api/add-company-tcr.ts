import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { TcrApplication, TcrCompanyAddBody } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** POST tcrRecords/nonIndividual/add: the company asks for a driver's record. */
export function addCompanyTcr(body: TcrCompanyAddBody) {
  return fetchData<TcrApplication>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/nonIndividual/add',
    body,
    handledCodes: [ERROR_CODES.TCR_DRIVER_NOT_ON_STAFF, ERROR_CODES.TCR_LICENCE_DUPLICATE],
  });
}

export function useAddCompanyTcr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCompanyTcr,
    onSuccess: () => void client.invalidateQueries({ queryKey: [RECORDS_KEY, 'list'] }),
  });
}
