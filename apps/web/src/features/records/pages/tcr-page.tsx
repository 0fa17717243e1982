import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import {
  authorisationCodeSchema,
  TCR_REASONS,
  tcrCompanyAddBodySchema,
  type TcrApplication,
  type TcrReason,
} from '@eticket/domain/records/tcr.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAddCompanyTcr } from '../api/add-company-tcr.ts';
import { useTcrList } from '../api/get-tcr-list.ts';
import { useVerifyAuthorisationCode } from '../api/verify-authorisation-code.ts';
import { ApplicationFacts } from '../components/application-facts.tsx';
import { PayOrDownload } from '../components/pay-or-download.tsx';
import { detailPathOf } from '../tcr-paths.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import '../records.css';

/**
 * Traffic conviction record: a person's own applications and the way to apply, or, for a company
 * administrator, the company's applications for its drivers with the authorisation code step.
 */
export default function TcrPage() {
  const { t } = useTranslation('records');
  const company = useSession('userInfo')?.roleType === 'OAD';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE;
  const list = useTcrList(company, { page, pageSize });
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        <p>{company ? t('company.intro') : t('hub.introShort')}</p>
        {company ? (
          <CompanyApply />
        ) : (
          <p className="records-actions">
            <Link className="ant-btn ant-btn-primary" to="/my-account/tcr/apply">
              {t('hub.apply')}
            </Link>
          </p>
        )}
        <h2 className="ticket-h2">{company ? t('company.history') : t('hub.history')}</h2>
        {list.isPending ? (
          <Loading />
        ) : list.error ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <p>{company ? t('company.empty') : t('hub.empty')}</p>
        ) : (
          <>
            <ul className="records-list">
              {list.data.list.map((a) => (
                <li key={a.id}>
                  <ApplicationFacts application={a} />
                  <ApplicationActions application={a} company={company} />
                </li>
              ))}
            </ul>
            <Pagination
              total={list.data.total}
              totalCapped={list.data.totalCapped}
              page={page}
              pageSize={pageSize}
              onChange={(p, size) => setParams({ page: String(p), pageSize: String(size) })}
            />
          </>
        )}
      </div>
    </>
  );
}

function ApplicationActions({ application: a, company }: { application: TcrApplication; company: boolean }) {
  const { t } = useTranslation('records');
  return (
    <div className="records-actions">
      {company && a.status === 'PENDING_AUTHORISATION' && <CodeForm id={a.id} />}
      <PayOrDownload application={a} company={company} />
      <Link to={detailPathOf(a.id, company)}>{t('hub.details', { id: a.id })}</Link>
    </div>
  );
}

/** The company enters the code its driver gave. */
function CodeForm({ id }: { id: string }) {
  const { t } = useTranslation('records');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const verify = useVerifyAuthorisationCode();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = authorisationCodeSchema.safeParse(code);
    setInvalid(!parsed.success);
    if (parsed.success) verify.mutate({ id, code: parsed.data });
  };
  const label = t('company.code', { id });
  return (
    <form className="records-form" onSubmit={submit}>
      <label>
        {label}
        <Input
          value={code}
          maxLength={8}
          autoComplete="off"
          aria-invalid={invalid || verify.isError}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <Button htmlType="submit" loading={verify.isPending}>
        {t('company.verify')}
      </Button>
      <div role="alert">
        {(invalid || verify.isError) && (
          <Alert
            type="error"
            showIcon
            title={invalid ? t('company.invalidCode') : failureMessage(verify.error)}
          />
        )}
      </div>
    </form>
  );
}

/** The company names the driver by licence number and the purpose. */
function CompanyApply() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const [licence, setLicence] = useState('');
  const [reason, setReason] = useState<TcrReason>('EMPLOYMENT');
  const [invalid, setInvalid] = useState(false);
  const add = useAddCompanyTcr();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = tcrCompanyAddBodySchema.safeParse({ drivingLicenceNo: licence, reason });
    setInvalid(!parsed.success);
    if (parsed.success) add.mutate(parsed.data);
  };
  return (
    <form className="records-form" onSubmit={submit}>
      <label>
        {t('company.licence')}
        <Input
          value={licence}
          maxLength={10}
          autoComplete="off"
          aria-invalid={invalid}
          onChange={(e) => setLicence(e.target.value)}
        />
      </label>
      <label>
        {t('company.reason')}
        <Select
          value={reason}
          onChange={setReason}
          options={TCR_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
        />
      </label>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t('company.submit')}
      </Button>
      <div role="alert">
        {invalid && <Alert type="error" showIcon title={t('company.invalidLicence')} />}
        {add.isError && <Alert type="error" showIcon title={failureMessage(add.error)} />}
        {add.data && (
          <Alert
            type="success"
            showIcon
            title={t('company.added', {
              id: add.data.id,
              deadline: formatDate(add.data.authorisationDeadline, locale, 'datetime'),
            })}
          />
        )}
      </div>
    </form>
  );
}
