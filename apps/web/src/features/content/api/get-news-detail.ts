import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetail } from '@eticket/domain/content/content.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export async function getNewsDetail(id: string) {
  // A missing item is shown on the page itself, not in the generic error dialog.
  return fetchData<NewsDetail>({
    url: `rest/content/api/v1/publ/news/${encodeURIComponent(id)}`,
    noToken: true,
    showError: false,
  });
}

export const newsDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['content', 'news', 'detail', id],
    queryFn: () => getNewsDetail(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useNewsDetail(id: string) {
  return useQuery({ ...newsDetailQueryOptions(id), enabled: id !== '' });
}
