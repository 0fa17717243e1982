import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { AuthorisationRequest } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** GET tcrRecords/nonIndividual/authorization/{msgId}/{businessId}: the request the driver was told of. */
export function getAuthorisationRequest(msgId: string, businessId: string) {
  return fetchData<AuthorisationRequest>({
    url: 'rest/users/api/v1/publ/tcrRecords/nonIndividual/authorization/{msgId}/{businessId}',
    pathParams: { msgId, businessId },
    handledCodes: [ERROR_CODES.TCR_APPLICATION_NOT_FOUND],
  });
}

export function useAuthorisationRequest(msgId: string | null, businessId: string | null) {
  return useQuery({
    queryKey: [RECORDS_KEY, 'authorisation', msgId, businessId],
    queryFn: () => getAuthorisationRequest(msgId!, businessId!),
    enabled: msgId !== null && businessId !== null,
    retry: false,
  });
}
