import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}

export function Loading() {
  const { t } = useTranslation('payments');
  return (
    <div role="status" className="ticket-loading">
      <Spin />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadError')}
      description={messageOf(error)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
