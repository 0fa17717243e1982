import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@eticket/domain/common/pagination';
import { Banner } from '../../../components/banner.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useNewsList } from '../api/get-news-list.ts';
import { NewsCategoryTag } from '../components/news-category-tag.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { ContentLink } from '../components/content-link.tsx';

/** Page and size live in the query (?page=2&pageSize=20) so a page of news can be bookmarked and shared. */
function pagingOf(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

export default function NewsListPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const paging = pagingOf(params);
  const { data, error, isPending, refetch } = useNewsList(paging);

  const goTo = (page: number, pageSize: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    next.set('pageSize', String(pageSize));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Banner />
      <PageContainer narrow>
        <p>{t('news.intro')}</p>
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.total === 0 && <EmptyState message={t('news.empty')} />}
        {data && data.total > 0 && (
          <>
            <ol style={{ listStyle: 'none', padding: 0, margin: '24px 0' }}>
              {data.list.map((item) => (
                <li key={item.id} style={{ padding: '20px 0', borderBottom: '1px solid #e5e5e5' }}>
                  <article aria-labelledby={`news-${item.id}`}>
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                      <time dateTime={item.publishedAt} style={{ color: '#595959' }}>
                        {formatDate(item.publishedAt, locale, 'long')}
                      </time>
                      <NewsCategoryTag category={item.category} />
                    </div>
                    <h2 id={`news-${item.id}`} style={{ fontSize: 20, margin: '8px 0' }}>
                      <ContentLink to={`/home/news/detail?id=${encodeURIComponent(item.id)}`}>
                        {pick(item.title, locale)}
                      </ContentLink>
                    </h2>
                    <p style={{ margin: 0 }}>{pick(item.summary, locale)}</p>
                  </article>
                </li>
              ))}
            </ol>
            <Pagination total={data.total} page={paging.page} pageSize={paging.pageSize} onChange={goTo} />
          </>
        )}
      </PageContainer>
    </>
  );
}
