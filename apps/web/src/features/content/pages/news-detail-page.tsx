import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useNewsDetail } from '../api/get-news-detail.ts';
import { NewsCategoryTag } from '../components/news-category-tag.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { RichText } from '../components/rich-text.tsx';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { ContentLink } from '../components/content-link.tsx';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

function isNotFound(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === ERROR_CODES.NEWS_NOT_FOUND;
}

/** One news item; the id travels in the query (?id=…), never as a route parameter (spec section 2). */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, isPending, refetch } = useNewsDetail(id);

  if (id === '' || isNotFound(error)) {
    return (
      <>
        <Banner title={t('newsDetail.notFoundTitle')} />
        <PageContainer narrow>
          <EmptyState message={t('newsDetail.notFoundText')} fallbackTo="/home/news" />
        </PageContainer>
      </>
    );
  }

  return (
    <>
      <Banner title={data ? pick(data.title, locale) : undefined} />
      <PageContainer narrow>
        {isPending && <Loading />}
        {error && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && (
          <article>
            <div
              style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}
            >
              <span>
                {t('newsDetail.published')}{' '}
                <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, locale, 'long')}</time>
              </span>
              <NewsCategoryTag category={data.category} />
            </div>
            <p style={{ fontSize: 18, fontWeight: 500 }}>{pick(data.summary, locale)}</p>
            <RichText text={pick(data.body, locale)} />
            <p style={{ marginTop: 32 }}>
              <ContentLink to="/home/news">{t('newsDetail.back')}</ContentLink>
            </p>
          </article>
        )}
      </PageContainer>
    </>
  );
}
