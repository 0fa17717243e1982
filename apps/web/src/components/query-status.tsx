import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../lib/failure-message.ts';
import './query-status.css';

/** The message of a failed request: the server's own text when it sent one. */
const messageOf = (error: unknown) => failureMessage(error) || undefined;

/** A query still loading, announced as a status (texts in the common namespace, shared by every feature). */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="query-loading">
      <Spin />
      <span>{t('ui.loading')}</span>
    </div>
  );
}

/** A query that failed, with the server's message when it sent one and an optional retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={t('ui.loadError')}
      description={messageOf(error)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('ui.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
