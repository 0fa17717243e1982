import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface EmptyStateProps {
  /** Defaults to 'No content'. */
  message?: ReactNode;
  /** Hide the back button (e.g. inside a list that has its own navigation). */
  noBack?: boolean;
  /** Where Back goes when there is no page to go back to; default Home. */
  fallbackTo?: string;
}

/** 'No content' with a back button (spec section 2, shared widgets). */
export function EmptyState({ message, noBack, fallbackTo = '/' }: EmptyStateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    // history.state.idx is set by the router: 0 means this is the first page of the visit.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallbackTo);
  };
  return (
    <div className="ui-empty" role="status">
      <svg className="ui-empty-art decor" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
        <path d="M8 16h48l-6 26H14z" fill="#e8eef7" />
        <path d="M4 16h56M20 8h24l6 8H14z" fill="none" stroke="#8aa2c4" strokeWidth="2" />
      </svg>
      <p className="ui-empty-text">{message ?? t('ui.noContent')}</p>
      {!noBack && (
        <button type="button" className="button button-secondary" onClick={back}>
          {t('ui.back')}
        </button>
      )}
    </div>
  );
}
