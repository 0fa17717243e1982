import { useMutation } from '@tanstack/react-query';
import type { AuthorisationCode } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET users/getAuthorizationCode: the driver authorises the application and gets a code for the company. */
export function getAuthorisationCode(businessId: string) {
  return fetchData<AuthorisationCode>({
    url: 'rest/users/api/v1/publ/users/getAuthorizationCode',
    params: { businessId },
  });
}

export function useGetAuthorisationCode() {
  return useMutation({ mutationFn: getAuthorisationCode });
}
