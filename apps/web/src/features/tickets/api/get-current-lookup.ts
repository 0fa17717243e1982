import { useQuery } from '@tanstack/react-query';
import { currentLookupQuery, LOOKUP_GONE_CODES } from '../../../lib/current-lookup.ts';
import { loadLookup } from '../../../lib/lookup-storage.ts';

/**
 * The visitor's look-up, re-read from the server on every visit to the page. A token the server refuses
 * ends the look-up (the visitor searches again). `stale` is the stored copy, for when the server cannot
 * be reached.
 */
export function useCurrentLookup() {
  const stored = loadLookup();
  const query = useQuery({ ...currentLookupQuery(stored?.lookupToken), refetchOnWindowFocus: true });
  const expired = query.error ? LOOKUP_GONE_CODES.includes(query.error.code) : false;
  return {
    lookupToken: stored?.lookupToken,
    ticket: query.data?.ticket ?? (query.isError && !expired ? stored?.ticket : undefined),
    loading: stored !== null && query.isPending,
    gone: stored === null || expired,
  };
}
