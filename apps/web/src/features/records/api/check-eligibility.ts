import { useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { TcrEligibility } from '@eticket/domain/records/tcr.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { RECORDS_KEY } from './get-tcr-list.ts';

/** The refusals the apply page shows inline (an overdue ticket, no licence, not the personal role). */
export const ELIGIBILITY_CODES = [
  ERROR_CODES.TCR_OVERDUE_TICKET,
  ERROR_CODES.TCR_NO_DRIVING_LICENCE,
  ERROR_CODES.TCR_PERSONAL_ROLE_ONLY,
] as const;

/** POST tcrRecords/verify: may the logged-in person apply now. */
export function checkEligibility() {
  return fetchData<TcrEligibility>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/tcrRecords/verify',
    body: {},
    handledCodes: ELIGIBILITY_CODES,
  });
}

export function useEligibility() {
  return useQuery({
    queryKey: [RECORDS_KEY, 'eligibility'],
    queryFn: checkEligibility,
    retry: false,
    staleTime: 0,
  });
}
