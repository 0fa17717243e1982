import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { useNewsList } from '../api/get-news-list.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { ContentLink } from './content-link.tsx';

const LATEST_COUNT = 3;

/** The three newest items on Home, each a link to its detail. */
export function LatestNews() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { data } = useNewsList({ page: 1, pageSize: LATEST_COUNT });
  return (
    <section aria-labelledby="latest-news" style={{ margin: '40px 0' }}>
      <h2 id="latest-news">{t('home.latestNews')}</h2>
      {data && data.list.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.list.map((item) => (
            <li key={item.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
              <time dateTime={item.publishedAt} style={{ display: 'block', color: '#595959' }}>
                {formatDate(item.publishedAt, locale, 'long')}
              </time>
              <ContentLink to={`/home/news/detail?id=${encodeURIComponent(item.id)}`} inList>
                {pick(item.title, locale)}
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
      <p style={{ marginTop: 12 }}>
        <ContentLink to="/home/news">{t('home.allNews')}</ContentLink>
      </p>
    </section>
  );
}
