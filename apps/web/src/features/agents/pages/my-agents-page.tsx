import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import { Link, useLocation } from 'react-router';
import { Alert } from 'antd';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useAgentRecords, useAgents } from '../api/get-agents.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { useWhen } from '../components/when.ts';
import { AGENT_PATHS, type EndedAgent } from '../paths.ts';
import '../agents.css';

const FIRST_PAGE = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** My agents: the owner's agents (default first), invitation records and agent records, each list paged. */
export default function MyAgentsPage() {
  const { t } = useTranslation('agents');
  const when = useWhen();
  const [agentsPage, setAgentsPage] = useState(FIRST_PAGE);
  const [recordsPage, setRecordsPage] = useState(FIRST_PAGE);
  const agents = useAgents(agentsPage);
  const invitations = useInvitations();
  const records = useAgentRecords(recordsPage);
  const ended = (useLocation().state as { ended?: EndedAgent } | null)?.ended;
  return (
    <>
      <Banner />
      <div className="container page-body agents-page">
        {ended && (
          <Alert
            type="success"
            showIcon
            role="status"
            message={t(ended.mode === 'terminate' ? 'agents.terminated' : 'agents.removed', {
              name: ended.name,
            })}
          />
        )}
        <p>{t('agents.intro')}</p>
        <p className="agents-links">
          <Link to={AGENT_PATHS.generate}>{t('agents.generate')}</Link>
          <Link to={AGENT_PATHS.decide}>{t('agents.applications')}</Link>
        </p>
        <section aria-labelledby="agents-heading">
          <h2 id="agents-heading">{t('agents.heading')}</h2>
          {agents.isPending && <Loading />}
          {agents.error && <LoadError error={agents.error} onRetry={() => void agents.refetch()} />}
          {agents.data?.list.length === 0 && <p>{t('agents.empty')}</p>}
          <ul className="agents-list">
            {agents.data?.list.map((a) => (
              <li key={a.agentId} className="agents-item">
                <h3>
                  {a.name}
                  {a.isDefault && <span className="agents-tag">{t('agents.default')}</span>}
                </h3>
                <p>
                  {t(`kind.${a.roleType}`)} ·{' '}
                  {t('agents.vehicles', { marks: a.vehicleNos.join(', ') || t('none') })}
                </p>
                <Link to={`${AGENT_PATHS.detail}?agentId=${a.agentId}`}>
                  {t('agents.details', { name: a.name })}
                </Link>
              </li>
            ))}
          </ul>
          {agents.data && agents.data.total > 0 && (
            <Pagination
              total={agents.data.total}
              totalCapped={agents.data.totalCapped}
              page={agentsPage.page}
              pageSize={agentsPage.pageSize}
              onChange={(page, pageSize) => setAgentsPage({ page, pageSize })}
            />
          )}
        </section>
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading">{t('agents.invitations')}</h2>
          {invitations.data?.list.length === 0 && <p>{t('agents.noInvitations')}</p>}
          <ul className="agents-list">
            {invitations.data?.list.map((i) => (
              <li key={i.invitationId} className="agents-item">
                <p>
                  <strong>{t(`status.${i.status}`)}</strong> ·{' '}
                  {t('agents.invitation', {
                    marks: i.vehicleNos.join(', '),
                    created: when(i.createdAt),
                    expires: when(i.expiresAt),
                  })}
                </p>
                {i.sentTo && <p>{t('agents.sentTo', { to: i.sentTo })}</p>}
                {i.usedBy && <p>{t('agents.usedBy', { name: i.usedBy })}</p>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="records-heading">
          <h2 id="records-heading">{t('agents.records')}</h2>
          <ul className="agents-list">
            {records.data?.list.map((a) => (
              <li key={a.agentId} className="agents-item">
                <p>
                  <strong>{a.name}</strong> · {t(`status.${a.status}`)} ·{' '}
                  {t('agents.since', { date: when(a.since, 'short') })}
                  {a.endedAt && ` · ${t('agents.ended', { date: when(a.endedAt, 'short') })}`}
                </p>
              </li>
            ))}
          </ul>
          {records.data && records.data.total > 0 && (
            <Pagination
              total={records.data.total}
              totalCapped={records.data.totalCapped}
              page={recordsPage.page}
              pageSize={recordsPage.pageSize}
              onChange={(page, pageSize) => setRecordsPage({ page, pageSize })}
            />
          )}
        </section>
      </div>
    </>
  );
}
