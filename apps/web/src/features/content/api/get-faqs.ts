import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '@eticket/domain/content/content.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export async function getFaqs() {
  return fetchData<Faq[]>({ url: 'rest/content/api/v1/publ/faqs', noToken: true });
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'faqs'], queryFn: getFaqs, staleTime: 10 * 60_000 });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
