import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { emit } from '../../../lib/event-bus.ts';
import {
  addVehicles,
  endAgent,
  removeVehicles,
  setDefaultAgent,
  useAgent,
  useAgentVehicles,
} from '../api/agent-actions.ts';
import { MarkPicker } from '../components/mark-picker.tsx';
import { AGENT_PATHS, type EndedAgent } from '../paths.ts';
import '../agents.css';

/** One agent of the owner: its vehicles (add, take back), default agent, terminate or remove. */
export default function AgentDetailPage() {
  const { t } = useTranslation('agents');
  const [params] = useSearchParams();
  const agentId = Number(params.get('agentId') ?? 0);
  const agent = useAgent(agentId);
  const vehicles = useAgentVehicles(agentId);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [toRemove, setToRemove] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['agents'] });
    setToAdd([]);
    setToRemove([]);
    setDone(t('detail.saved'));
  };
  const name = agent.data?.name ?? '';
  const end = (mode: 'terminate' | 'remove') =>
    emit('dialog', {
      titleKey: 'errors.reminder',
      message: t(mode === 'terminate' ? 'detail.confirmTerminate' : 'detail.confirmRemove', { name }),
      confirmKey: mode === 'terminate' ? 'agents:detail.terminate' : 'agents:detail.removeAgent',
      onConfirm: () =>
        void endAgent(agentId, mode)
          .then(() => {
            // The lists must not show the agent who went, even for a moment: they are read afresh. This
            // page's own queries are left alone: read again, the agent who went is "not found".
            client.removeQueries({ queryKey: ['agents'], type: 'inactive' });
            const ended: EndedAgent = { name, mode };
            void navigate(AGENT_PATHS.agents, { state: { ended } });
          })
          .catch(() => undefined),
    });
  const active = agent.data?.status === 'ACTIVATED';
  return (
    <>
      <Banner />
      <div className="container page-body agents-page">
        {(agent.isPending || vehicles.isPending) && <Loading />}
        {agent.error && <LoadError error={agent.error} onRetry={() => void agent.refetch()} />}
        {agent.data && (
          <>
            <h2>
              {t('detail.heading', { name })}
              {agent.data.isDefault && <span className="agents-tag">{t('agents.default')}</span>}
            </h2>
            <p>
              {t(`kind.${agent.data.roleType}`)} · {t(`status.${agent.data.status}`)}
            </p>
            {done && <Alert type="success" showIcon message={done} role="status" />}
            {active && vehicles.data && (
              <>
                <section>
                  <MarkPicker
                    legend={t('detail.delegated')}
                    marks={vehicles.data.delegated}
                    selected={toRemove}
                    onChange={setToRemove}
                    labelKey="detail.select"
                  />
                  <Button
                    disabled={toRemove.length === 0}
                    onClick={() =>
                      void removeVehicles(agentId, toRemove)
                        .then(refresh)
                        .catch(() => undefined)
                    }
                  >
                    {t('detail.remove')}
                  </Button>
                </section>
                <section>
                  <MarkPicker
                    legend={t('detail.available')}
                    marks={vehicles.data.available}
                    selected={toAdd}
                    onChange={setToAdd}
                    labelKey="detail.select"
                  />
                  <p className="form-hint">{t('detail.max', { max: vehicles.data.maxAgentsPerVehicle })}</p>
                  <Button
                    type="primary"
                    disabled={toAdd.length === 0}
                    onClick={() =>
                      void addVehicles(agentId, toAdd)
                        .then(refresh)
                        .catch(() => undefined)
                    }
                  >
                    {t('detail.add')}
                  </Button>
                </section>
                <section className="agents-actions">
                  {!agent.data.isDefault && (
                    <Button
                      onClick={() =>
                        void setDefaultAgent(agentId)
                          .then(refresh)
                          .catch(() => undefined)
                      }
                    >
                      {t('detail.setDefault')}
                    </Button>
                  )}
                  <Button danger onClick={() => end('terminate')}>
                    {t('detail.terminate')}
                  </Button>
                  <Button danger type="primary" onClick={() => end('remove')}>
                    {t('detail.removeAgent')}
                  </Button>
                </section>
              </>
            )}
          </>
        )}
        <p>
          <Link to={AGENT_PATHS.agents}>{t('detail.back')}</Link>
        </p>
      </div>
    </>
  );
}
