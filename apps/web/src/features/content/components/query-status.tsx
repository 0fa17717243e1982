import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The message of a failed request: the server's own text when it sent one. */
function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}

export function Loading() {
  const { t } = useTranslation('content');
  return (
    <div role="status" style={{ padding: '32px 0', textAlign: 'center' }}>
      <Spin />
      <span style={{ marginInlineStart: 12 }}>{t('common.loading')}</span>
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('content');
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
