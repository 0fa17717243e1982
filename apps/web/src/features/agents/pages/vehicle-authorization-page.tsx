import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import type { ApplicationView } from '@eticket/domain/agents/agents.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { emit } from '../../../lib/event-bus.ts';
import { approveApplication, rejectApplication, useApplicationsToDecide } from '../api/applications.ts';
import { useWhen } from '../components/when.ts';
import '../agents.css';

/** The owner's applications to decide: approve (confirmed) or reject with a typed reason. */
export default function VehicleAuthorizationPage() {
  const { t } = useTranslation('agents');
  const when = useWhen();
  const [page, setPage] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = useApplicationsToDecide(page);
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<ApplicationView | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const refresh = async (message: string) => {
    setDone(message);
    await client.invalidateQueries({ queryKey: ['agents', 'applications'] });
  };
  const approve = (a: ApplicationView) =>
    emit('dialog', {
      titleKey: 'errors.reminder',
      message: t('decide.confirmApprove', { name: a.applicant, marks: a.vehicleNos.join(', ') }),
      confirmKey: 'agents:decide.approve',
      onConfirm: () =>
        void approveApplication(a.applicationId)
          .then(() => refresh(t('decide.approved')))
          .catch(() => undefined),
    });
  const reject = async () => {
    if (!rejecting) return;
    const rejected = await rejectApplication(rejecting.applicationId, reason).catch(() => null);
    if (!rejected) return;
    setRejecting(null);
    setReason('');
    await refresh(t('decide.rejected'));
  };
  return (
    <>
      <Banner />
      <div className="container page-body agents-page">
        <p>{t('decide.intro')}</p>
        {done && <Alert type="success" showIcon role="status" message={done} />}
        {list.isPending && <Loading />}
        {list.error && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.list.length === 0 && <p>{t('decide.empty')}</p>}
        <ul className="agents-list">
          {list.data?.list.map((a) => (
            <li
              key={a.applicationId}
              className="agents-item"
              aria-label={`${a.applicant} ${a.vehicleNos.join(', ')}`}
            >
              <h3>
                {a.vehicleNos.join(', ')} · {t(`status.${a.status}`)}
              </h3>
              <p>
                {t('decide.applicant', { name: a.applicant })} · {when(a.createdAt)}
              </p>
              {a.reason && <p>{t('apply.reason', { reason: a.reason })}</p>}
              {a.status === 'PENDING_AUTHORIZATION' && (
                <div className="agents-actions">
                  <Button type="primary" onClick={() => approve(a)}>
                    {t('decide.approve')}
                  </Button>
                  <Button danger onClick={() => setRejecting(a)}>
                    {t('decide.reject')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {list.data && list.data.total > 0 && (
          <Pagination
            total={list.data.total}
            totalCapped={list.data.totalCapped}
            page={page.page}
            pageSize={page.pageSize}
            onChange={(next, pageSize) => setPage({ page: next, pageSize })}
          />
        )}
        <Modal
          open={rejecting !== null}
          title={t('decide.reject')}
          okText={t('decide.confirmReject')}
          cancelText={t('decide.cancel')}
          okButtonProps={{ disabled: !reason.trim(), danger: true }}
          onOk={() => void reject()}
          onCancel={() => setRejecting(null)}
        >
          <label className="form-field">
            <span className="form-label">{t('decide.reason')}</span>
            <Input.TextArea
              value={reason}
              maxLength={300}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        </Modal>
      </div>
    </>
  );
}
