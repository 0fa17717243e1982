import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import { emit } from '../../../lib/event-bus.ts';
import { leaveOwner, usePrincipals } from '../api/principals.ts';
import { useWhen } from '../components/when.ts';
import { AGENT_PATHS } from '../paths.ts';
import '../agents.css';

/** The owners the user acts for as agent, with their vehicles; leaving one, with a confirmation. */
export default function ActingForPage() {
  const { t } = useTranslation(['agents', 'common']);
  const when = useWhen();
  const principals = usePrincipals();
  const client = useQueryClient();
  const [left, setLeft] = useState<string | null>(null);
  const leave = (agentId: number, name: string) =>
    emit('dialog', {
      titleKey: 'errors.reminder',
      message: t('actingFor.confirmLeave', { name }),
      confirmKey: 'agents:actingFor.leave',
      onConfirm: () =>
        void leaveOwner(agentId)
          .then(async () => {
            setLeft(t('actingFor.left', { name }));
            await loadCurrentUser().catch(() => false);
            await client.invalidateQueries({ queryKey: ['agents', 'principals'] });
          })
          .catch(() => undefined),
    });
  return (
    <>
      <Banner />
      <div className="container page-body agents-page">
        <p>
          {t('actingFor.intro')} <Link to="/my-account">{t('common:routes.MyAccount')}</Link>
        </p>
        <p className="agents-links">
          <Link to={AGENT_PATHS.enter}>{t('links.enter')}</Link>
          <Link to={AGENT_PATHS.apply}>{t('links.apply')}</Link>
        </p>
        {left && <Alert type="success" showIcon role="status" message={left} />}
        {principals.isPending && <Loading />}
        {principals.error && <LoadError error={principals.error} onRetry={() => void principals.refetch()} />}
        {principals.data?.list.length === 0 && <p>{t('actingFor.empty')}</p>}
        <ul className="agents-list">
          {principals.data?.list.map((p) => (
            <li key={p.agentId} className="agents-item">
              <h3>{p.ownerName}</h3>
              <p>
                {t(`kind.${p.roleType}`)} ·{' '}
                {t('agents.vehicles', { marks: p.vehicleNos.join(', ') || t('none') })} ·{' '}
                {t('agents.since', { date: when(p.since, 'short') })}
              </p>
              <Button danger onClick={() => leave(p.agentId, p.ownerName)}>
                {t('actingFor.leave', { name: p.ownerName })}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
