import { useQuery } from '@tanstack/react-query';
import type { Dop } from '@eticket/domain/records/dop.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** GET users/get/dop: the logged-in driver's driving-offence points. */
export function getDop() {
  return fetchData<Dop>({ url: 'rest/users/api/v1/publ/users/get/dop' });
}

export function useDop() {
  return useQuery({ queryKey: [RECORDS_KEY, 'dop'], queryFn: getDop });
}
