import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsListQuery, NewsPage } from '@eticket/domain/content/content.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export async function getNewsList({ page, pageSize }: NewsListQuery) {
  return fetchData<NewsPage>({
    url: 'rest/content/api/v1/publ/news',
    params: { page, pageSize },
    noToken: true,
  });
}

export const newsListQueryOptions = (query: NewsListQuery) =>
  queryOptions({
    queryKey: ['content', 'news', 'list', query.page, query.pageSize],
    queryFn: () => getNewsList(query),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous page on screen while the next one loads, so the pager does not jump. */
export function useNewsList(query: NewsListQuery) {
  return useQuery({ ...newsListQueryOptions(query), placeholderData: keepPreviousData });
}
