import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';

/** Where unknown addresses land (spec section 2: unknown paths go to /404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="notice-panel">
          <p className="notice-code decor" aria-hidden="true">
            404
          </p>
          <p>{t('notFound.message')}</p>
          <ul className="link-list">
            <li>
              <Link to="/" className="button button-primary">
                {t('notFound.backHome')}
              </Link>
            </li>
            <li>
              <Link to="/home/site-map" className="button button-secondary">
                {t('notFound.siteMap')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </>
  );
}
