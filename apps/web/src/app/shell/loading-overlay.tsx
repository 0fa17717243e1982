import { useTranslation } from 'react-i18next';
import { useClientState } from '../../lib/client-state.ts';

/** While a call that asked for it runs (the request layer clears it after 60 s at most). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useClientState((s) => s.loading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('ui.loading')}</span>
    </div>
  );
}

/** Shown in the page area while a page's code or texts download. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('ui.loading')}</span>
    </div>
  );
}
