import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChunkError } from '../components/chunk-error.tsx';
import { isChunkLoadError } from '../lib/lazy-chunk.ts';

/**
 * The error element of every page, rendered inside the shell: a chunk that failed or timed out gets the
 * retry message; anything else a plain "something went wrong" with a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <ChunkError />;
  return (
    <div className="container page-body">
      <div className="notice-panel" role="alert">
        <h1 className="notice-title">{t('routeError.title')}</h1>
        <p>{t('routeError.message')}</p>
        <p className="link-list">
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            {t('chunk.retry')}
          </button>{' '}
          <Link to="/" className="button button-secondary">
            {t('notFound.backHome')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** If the shell itself fails there is no header to keep: a bare page with the same message. */
export function RootError() {
  return (
    <main id="main-content" className="root-error">
      <RouteError />
    </main>
  );
}
