import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@eticket/domain/common/dates';
import {
  DRIVER_ID_MAX_FINE,
  DRIVER_ID_MAX_PRISON_MONTHS,
  DRIVER_RELATIONSHIPS,
  identifyDriverBodySchema,
  identifyStaffDriverBodySchema,
  type NoticeView,
} from '@eticket/domain/notices/notice.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { getMyNotices, getNoticeStaff, identifyDriver, identifyStaffDriver } from '../api/notices.ts';
import '../notices.css';

type Relationship = (typeof DRIVER_RELATIONSHIPS)[number];
type Sent = Promise<ApiResult<unknown>>;

/**
 * The frame of both ways to name a driver: the heading, the penalty for not doing so, the fields, the
 * refusal and the button. `send` answers the request, or null when the fields are not complete.
 */
function DriverFormFrame({
  heading,
  consequence,
  send,
  onDone,
  ready = true,
  children,
}: {
  heading: string;
  consequence: string;
  send: () => Sent | null;
  onDone: () => void;
  ready?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('notices');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sending = send();
    if (!sending) return setProblem(t('form.incomplete'));
    setProblem(null);
    void sending.then((result) => {
      if (result.code === '0') onDone();
      else setProblem(result.message || t('form.failed'));
    });
  };
  return (
    <form className="notice-form" onSubmit={submit} noValidate>
      <h3>{heading}</h3>
      <p className="notice-warning" role="note">
        {t(consequence, {
          fine: DRIVER_ID_MAX_FINE.toLocaleString('en'),
          months: DRIVER_ID_MAX_PRISON_MONTHS,
        })}
      </p>
      {children}
      {ready && (
        <>
          {problem && <Alert type="error" role="alert" showIcon message={problem} />}
          <Button type="primary" htmlType="submit">
            {t('form.submit')}
          </Button>
        </>
      )}
    </form>
  );
}

/** The form that names the driver of a moving offence, with the consequences of not doing so. */
function IdentifyDriverForm({ notice, onDone }: { notice: NoticeView; onDone: () => void }) {
  const { t } = useTranslation('notices');
  const id = useId();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [licenceNo, setLicenceNo] = useState('');
  const [relationship, setRelationship] = useState<Relationship | undefined>();
  const [declared, setDeclared] = useState(false);

  const send = () => {
    const parsed = identifyDriverBodySchema.safeParse({
      name,
      address,
      licenceNo,
      relationship,
      declaration: declared,
    });
    return parsed.success ? identifyDriver(notice.id, parsed.data) : null;
  };

  return (
    <DriverFormFrame heading={t('form.heading')} consequence="form.consequence" send={send} onDone={onDone}>
      <label htmlFor={`${id}-name`}>{t('form.name')}</label>
      <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      <label htmlFor={`${id}-address`}>{t('form.address')}</label>
      <Input
        id={`${id}-address`}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        maxLength={300}
      />
      <label htmlFor={`${id}-licence`}>{t('form.licenceNo')}</label>
      <Input
        id={`${id}-licence`}
        value={licenceNo}
        onChange={(e) => setLicenceNo(e.target.value)}
        maxLength={9}
      />
      <span id={`${id}-relation`}>{t('form.relationship')}</span>
      <Select
        labelledBy={`${id}-relation`}
        options={DRIVER_RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))}
        value={relationship}
        onChange={setRelationship}
      />
      <Checkbox checked={declared} onChange={setDeclared}>
        {t('form.declaration')}
      </Checkbox>
    </DriverFormFrame>
  );
}

/**
 * A company's notice: its administrator picks the driver from the company's staff list (the server's,
 * names masked) and gives the address; name and licence No. come from the Department's records.
 */
function StaffDriverForm({ notice, onDone }: { notice: NoticeView; onDone: () => void }) {
  const { t } = useTranslation('notices');
  const id = useId();
  const staff = useQuery({ queryKey: ['notice-staff', notice.id], queryFn: () => getNoticeStaff(notice.id) });
  const [staffId, setStaffId] = useState<number | undefined>();
  const [address, setAddress] = useState('');
  const [declared, setDeclared] = useState(false);

  const send = () => {
    const parsed = identifyStaffDriverBodySchema.safeParse({ staffId, address, declaration: declared });
    return parsed.success ? identifyStaffDriver(notice.id, parsed.data) : null;
  };
  const ready = Boolean(staff.data && staff.data.items.length > 0);

  return (
    <DriverFormFrame
      heading={t('form.staffHeading')}
      consequence="form.companyConsequence"
      send={send}
      onDone={onDone}
      ready={ready}
    >
      {staff.isPending && <Loading />}
      {staff.error && <LoadError error={staff.error} onRetry={() => void staff.refetch()} />}
      {staff.data?.items.length === 0 && <p>{t('form.staffEmpty')}</p>}
      {ready && (
        <>
          <span id={`${id}-staff`}>{t('form.staff')}</span>
          <Select
            labelledBy={`${id}-staff`}
            options={staff.data!.items.map((m) => ({
              value: m.staffId,
              label: t('form.staffMember', { name: m.name, licenceNo: m.licenceNo }),
            }))}
            value={staffId}
            onChange={setStaffId}
          />
          <p className="notice-hint">{t('form.staffHint')}</p>
          <label htmlFor={`${id}-address`}>{t('form.staffAddress')}</label>
          <Input
            id={`${id}-address`}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            maxLength={300}
          />
          <Checkbox checked={declared} onChange={setDeclared}>
            {t('form.staffDeclaration')}
          </Checkbox>
        </>
      )}
    </DriverFormFrame>
  );
}

/**
 * /my-account/notices: demand notices, notices requiring identification of the driver, notices in one's
 * name; acting for a company as its administrator, the company's notices.
 */
export default function NoticesPage() {
  const { t } = useTranslation('notices');
  const locale = useLocale();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const notices = useQuery({ queryKey: ['notices'], queryFn: getMyNotices });
  const answered = () => {
    setDone(true);
    void client.invalidateQueries({ queryKey: ['notices'] });
  };
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="notices-page">
          {done && <Alert type="success" role="status" showIcon message={t('form.done')} />}
          {notices.isPending && <Loading />}
          {notices.error && <LoadError error={notices.error} onRetry={() => void notices.refetch()} />}
          {notices.data?.items.length === 0 && <p>{t('empty')}</p>}
          {notices.data?.items.map((n) => (
            <section key={n.id} className="notice-card" aria-label={t(`kinds.${n.kind}`)}>
              <h2>{t(`kinds.${n.kind}`)}</h2>
              <dl className="ticket-facts">
                <FactRow label={t('fields.noticeNo')}>{n.noticeNo}</FactRow>
                <FactRow label={t('fields.vehicleNo')}>{n.vehicleNo}</FactRow>
                <FactRow label={t('fields.offenceDate')}>{formatDate(n.offenceDate, locale)}</FactRow>
                <FactRow label={t('fields.deadline')}>{formatDate(n.deadline, locale)}</FactRow>
                <FactRow label={t('fields.status')}>{t(`statuses.${n.status}`)}</FactRow>
                {n.driverName && <FactRow label={t('fields.driver')}>{n.driverName}</FactRow>}
              </dl>
              {n.kind === 'DRIVER_IDENTIFICATION' &&
                n.status === 'OPEN' &&
                (n.addressee === 'COMPANY' ? (
                  <StaffDriverForm notice={n} onDone={answered} />
                ) : (
                  <IdentifyDriverForm notice={n} onDone={answered} />
                ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
