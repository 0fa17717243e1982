import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OFFENCE_ENUM_TYPES, OffenceEntry } from '@eticket/domain/params/params.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { paramsCache } from '../../../lib/api/params-cache.ts';

export type OffenceCatalogue = keyof typeof OFFENCE_ENUM_TYPES;

/**
 * A fixed-penalty catalogue with today's amount of each offence, from the parameter service (kept in the
 * parameter cache, so the pages that show it ask once).
 */
export async function getOffences(catalogue: OffenceCatalogue) {
  const url = `rest/param/api/v1/publ/enum/enum-type/${catalogue}`;
  return paramsCache.remember(url, () => fetchData<OffenceEntry[]>({ url, noToken: true }));
}

export const offencesQueryOptions = (catalogue: OffenceCatalogue) =>
  queryOptions({
    queryKey: ['content', 'offences', catalogue],
    queryFn: () => getOffences(catalogue),
    staleTime: 30 * 60_000,
  });

export function useOffences(catalogue: OffenceCatalogue) {
  return useQuery(offencesQueryOptions(catalogue));
}
