import { useQuery } from '@tanstack/react-query';
import type { ServiceIndicators } from '@eticket/domain/indicators/service-indicators.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** The service's public URL, also offered on the page as the numbers in JSON. */
export const SERVICE_INDICATORS_URL = 'rest/content/api/v1/publ/service-indicators';

export function getServiceIndicators() {
  return fetchData<ServiceIndicators>({ url: SERVICE_INDICATORS_URL, noToken: true });
}

/** The server counts at most every five minutes; a reader's page keeps its answer as long. */
export function useServiceIndicators() {
  return useQuery({
    queryKey: ['indicators', 'service'],
    queryFn: getServiceIndicators,
    staleTime: 5 * 60_000,
  });
}
