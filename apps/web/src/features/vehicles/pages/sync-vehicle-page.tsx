import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskRunning } from '@eticket/domain/common/background-task';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useSession } from '../../../lib/session.ts';
import { useStartSync } from '../api/start-sync.ts';
import { useSyncStatus } from '../api/get-sync-status.ts';
import '../vehicles.css';

/**
 * Update vehicle records: synchronise the personal role's or the company's vehicles with the Transport
 * Department, with the progress and what changed.
 */
export default function SyncVehiclePage() {
  const { t } = useTranslation('vehicles');
  const roleType = useSession('userInfo')?.roleType;
  const status = useSyncStatus();
  const start = useStartSync();
  const running = taskRunning(status.data?.state);
  // A company administrator synchronises the company's fleet; the personal role its own vehicles.
  const route = roleType === 'OAD' ? 'org' : 'user';

  return (
    <>
      <Banner />
      <div className="container page-body vehicles-page">
        <p>{t('sync.intro')}</p>
        <Button
          type="primary"
          disabled={running}
          loading={start.isPending}
          onClick={() => start.mutate(route, { onSettled: () => void status.refetch() })}
        >
          {t('sync.start')}
        </Button>
        {status.isPending && <Loading />}
        {status.error && !status.data && (
          <LoadError error={status.error} onRetry={() => void status.refetch()} />
        )}
        {status.data && status.data.state !== 'NONE' && (
          <section className="vehicles-sync-status" aria-live="polite">
            <h2>{t(`sync.state.${status.data.state}`)}</h2>
            <Progress
              percent={status.data.progress}
              aria-label={t('sync.progress')}
              status={status.data.state === 'FAILED' ? 'exception' : running ? 'active' : 'success'}
            />
            {status.data.state === 'DONE' && (
              <Alert
                type="success"
                showIcon
                message={t('sync.changes', {
                  added: status.data.added.join(', ') || t('sync.none'),
                  removed: status.data.removed.join(', ') || t('sync.none'),
                })}
              />
            )}
          </section>
        )}
        <p>
          <Link to="/my-account/manage-vehicle">{t('back')}</Link>
        </p>
      </div>
    </>
  );
}
