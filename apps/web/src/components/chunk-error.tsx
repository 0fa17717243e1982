import { useTranslation } from 'react-i18next';

/** What a page shows when a piece of the app could not be downloaded: say so and offer a retry. */
export function ChunkError({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="container page-body">
      <div className="notice-panel" role="alert">
        <Heading className="notice-title">{t('routeError.title')}</Heading>
        <p>{t('chunk.failed')}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('chunk.retry')}
        </button>
      </div>
    </div>
  );
}
