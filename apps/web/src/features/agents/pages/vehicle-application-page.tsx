import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import { normaliseVehicleNo } from '@eticket/domain/vehicles/vehicle-no';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { Banner } from '../../../components/banner.tsx';
import { FieldError, invalidProps } from '../../../components/field-error.tsx';
import { fieldMessages, type ApiResult } from '../../../lib/api-client.ts';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { apply, useMyApplications } from '../api/applications.ts';
import { useWhen } from '../components/when.ts';
import '../../../components/form-page.css';
import '../agents.css';

const marksOf = (text: string) =>
  text
    .split(/[,，;\n]+/)
    .map(normaliseVehicleNo)
    .filter(Boolean);

/** Apply to manage an owner's vehicles (a draft, or sent for the owner's decision), and one's records. */
export default function VehicleApplicationPage() {
  const { t } = useTranslation('agents');
  const when = useWhen();
  const [page, setPage] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const records = useMyApplications(page);
  const client = useQueryClient();
  const [ownerIdNo, setOwnerIdNo] = useState('');
  const [marks, setMarks] = useState('');
  const [draftId, setDraftId] = useState<number | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's word on each field it refused, in the user's language.
  const [refused, setRefused] = useState<{ ownerIdNo?: string | undefined; vehicleNos?: string | undefined }>(
    {},
  );
  const ownerErrorId = useId();
  const marksErrorId = useId();
  const send = async (submit: boolean) => {
    setBusy(true);
    setRefused({});
    setDone(null);
    try {
      const saved = await apply({ applicationId: draftId, ownerIdNo, vehicleNos: marksOf(marks) }, submit);
      setDraftId(submit ? undefined : saved.applicationId);
      setDone(t(submit ? 'apply.submitted' : 'apply.saved'));
      if (submit) {
        setOwnerIdNo('');
        setMarks('');
      }
      await client.invalidateQueries({ queryKey: ['agents', 'applications'] });
    } catch (error) {
      // A refused field is told on the field; any other refusal the request layer has shown in a dialog.
      const result = error as ApiResult<unknown>;
      const fields = fieldMessages(result);
      if (result.code !== ERROR_CODES.VALIDATION_FAILED) return;
      // One mark refused (`vehicleNos.2`) is told on the marks field as the whole list is.
      const marksError = Object.entries(fields).find(([name]) => /^vehicleNos(\.|$)/.test(name))?.[1];
      setRefused({
        ownerIdNo: fields.ownerIdNo,
        vehicleNos: marksError ?? (fields.ownerIdNo ? undefined : result.message),
      });
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  return (
    <>
      <Banner />
      <div className="container page-body agents-page">
        <p>{t('apply.intro')}</p>
        <form className="form-stack form-page" onSubmit={onSubmit}>
          <label className="form-field">
            <span className="form-label">{t('apply.owner')}</span>
            <Input
              value={ownerIdNo}
              autoComplete="off"
              maxLength={20}
              {...invalidProps(ownerErrorId, refused.ownerIdNo)}
              onChange={(e) => setOwnerIdNo(e.target.value)}
            />
          </label>
          <FieldError id={ownerErrorId} message={refused.ownerIdNo} />
          <label className="form-field">
            <span className="form-label">{t('apply.marks')}</span>
            <Input
              value={marks}
              autoComplete="off"
              maxLength={60}
              {...invalidProps(marksErrorId, refused.vehicleNos)}
              onChange={(e) => setMarks(e.target.value)}
            />
          </label>
          <FieldError id={marksErrorId} message={refused.vehicleNos} />
          <div className="form-actions">
            <Button
              htmlType="button"
              disabled={busy || !ownerIdNo || !marks}
              onClick={() => void send(false)}
            >
              {t('apply.save')}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!ownerIdNo || !marks}>
              {t('apply.submit')}
            </Button>
          </div>
        </form>
        {done && <Alert type="success" showIcon role="status" message={done} />}
        <section aria-labelledby="my-applications">
          <h2 id="my-applications">{t('apply.records')}</h2>
          {records.isPending && <Loading />}
          {records.error && <LoadError error={records.error} onRetry={() => void records.refetch()} />}
          {records.data?.list.length === 0 && <p>{t('apply.empty')}</p>}
          <ul className="agents-list">
            {records.data?.list.map((a) => (
              <li key={a.applicationId} className="agents-item">
                <h3>
                  {a.vehicleNos.join(', ')} · {t(`status.${a.status}`)}
                </h3>
                <p>
                  {t('apply.owned', { name: a.owner })} · {when(a.createdAt)}
                </p>
                {a.reason && <p>{t('apply.reason', { reason: a.reason })}</p>}
                {a.status === 'DRAFT' && (
                  <Button
                    onClick={() => {
                      setDraftId(a.applicationId);
                      setMarks(a.vehicleNos.join(', '));
                    }}
                  >
                    {t('apply.edit')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {records.data && records.data.total > 0 && (
            <Pagination
              total={records.data.total}
              totalCapped={records.data.totalCapped}
              page={page.page}
              pageSize={page.pageSize}
              onChange={(next, pageSize) => setPage({ page: next, pageSize })}
            />
          )}
        </section>
      </div>
    </>
  );
}
