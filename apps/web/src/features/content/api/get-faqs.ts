import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqListSchema } from '@eticket/domain/content/content.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export async function getFaqs() {
  const data = await fetchData<unknown>({ url: 'rest/content/api/v1/publ/faqs', noToken: true });
  return faqListSchema.parse(data);
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'faqs'], queryFn: getFaqs, staleTime: 10 * 60_000 });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
