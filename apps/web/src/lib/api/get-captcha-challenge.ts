import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaChallengeSchema } from '@eticket/domain/tickets/ticket-lookup.schemas';
import { fetchData } from '../api-client.ts';

/** A fresh proof-of-work challenge; each one is spent by one look-up, so it is never cached. */
export async function getCaptchaChallenge() {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/captcha/challenge',
    noToken: true,
    showError: false,
  });
  return captchaChallengeSchema.parse(data);
}

export const captchaChallengeQueryOptions = () =>
  queryOptions({ queryKey: ['captcha'], queryFn: getCaptchaChallenge, staleTime: 0, gcTime: 0 });

export function useCaptchaChallenge() {
  return useQuery({ ...captchaChallengeQueryOptions(), refetchOnWindowFocus: false });
}
