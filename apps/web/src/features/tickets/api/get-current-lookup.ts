import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentLookupQuery, LOOKUP_GONE_CODES } from '../../../lib/current-lookup.ts';
import { parseLookup, storedLookupText } from '../../../lib/lookup-storage.ts';

// Session storage tells no other tab's changes to this one, and this tab's go through the query below.
const noSubscription = () => () => undefined;

/**
 * The visitor's look-up, re-read from the server on every visit to the page. Until the server answers,
 * the stored copy (what the visitor saw a moment ago) is shown, marked `checking`: its facts paint at
 * once, and what may act on the ticket waits for its state now. A token the server refuses ends the
 * look-up (the visitor searches again); when the server cannot be reached, the stored copy stays.
 * `loading` holds while the page is adopted from its build-time HTML, which knows no visitor's storage.
 */
export function useCurrentLookup() {
  const text = useSyncExternalStore(noSubscription, storedLookupText, () => undefined);
  // Parsed only when the stored text changes (the fresh answer is saved over it).
  const stored = useMemo(() => (text === undefined ? undefined : parseLookup(text)), [text]);
  const query = useQuery({ ...currentLookupQuery(stored?.lookupToken), refetchOnWindowFocus: true });
  const expired = query.error ? LOOKUP_GONE_CODES.includes(query.error.code) : false;
  return {
    lookupToken: stored?.lookupToken,
    ticket: query.data?.ticket ?? (!expired ? stored?.ticket : undefined),
    loading: stored === undefined,
    checking: Boolean(stored) && query.isPending,
    gone: stored === null || expired,
  };
}
