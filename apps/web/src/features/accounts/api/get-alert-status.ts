import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAlertStatus } from '../../../lib/api/get-alert-status.ts';

/** A blank account (blankAccount Y) needs ID authentication. */
export function useAlertStatus() {
  return useQuery(
    queryOptions({ queryKey: ['accounts', 'alertStatus'], queryFn: () => getAlertStatus(), retry: false }),
  );
}
