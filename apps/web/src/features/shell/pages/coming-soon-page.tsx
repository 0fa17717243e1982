import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';

/** Stands in for a screen whose feature is not built yet, so a route never shows a blank page. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="notice-panel">
          <svg className="notice-art decor" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="20" fill="#e8eef7" />
            <path d="M24 12v13l8 5" stroke="#0958d9" strokeWidth="3" fill="none" strokeLinecap="round" />
          </svg>
          <p>{t('comingSoon.message')}</p>
          <p>
            <Link to="/" className="button button-primary">
              {t('comingSoon.backHome')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
