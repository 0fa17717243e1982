import { useQuery } from '@tanstack/react-query';
import type { TcrProfile } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** POST users/tcr/profile/user: the particulars the certificate will carry, masked. */
export function getTcrProfile() {
  return fetchData<TcrProfile>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/tcr/profile/user',
    body: {},
  });
}

export function useTcrProfile(enabled: boolean) {
  return useQuery({ queryKey: [RECORDS_KEY, 'profile'], queryFn: getTcrProfile, enabled });
}
