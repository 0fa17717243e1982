import { useId } from 'react';
import { Button, Radio, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@eticket/domain/common/pagination';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { ExportSlot } from '../../../lib/page-slots.ts';
import { useLayoutEnv } from '../../../lib/client-state.ts';
import { downloadRecordReceipt } from '../api/download-receipt.ts';
import { usePaymentRecords } from '../api/get-payment-records.ts';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { PERIODS, periodOf } from '../record-period.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import '../payments.css';

type Row = {
  transactionNo: string;
  noticeNo: string;
  vehicleNo: string;
  methodCode: string;
  methodName: { en: string; 'zh-hk': string; 'zh-cn': string };
  amountCents: number;
  paidAt: string;
};

/**
 * My account: payments of the last 1, 2, 3 or 6 months (?months=), each with its receipt. The export
 * panel is composed in by app/ (lib/page-slots.ts).
 */
export default function PaymentRecordPage({ exportPanel }: { exportPanel?: ExportSlot }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const env = useLayoutEnv();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const months = periodOf(params.get('months'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(params.get('pageSize')))
    ? Number(params.get('pageSize'))
    : DEFAULT_PAGE_SIZE;
  const { data, error, isPending, refetch } = usePaymentRecords({ months, page, pageSize });
  // The server names the payment by the one rule of payment-naming.ts (the channel when paid online).
  const methodName = (row: Row) => pick(row.methodName, locale);
  const receipt = async (row: Row) => {
    try {
      saveBlob(await downloadRecordReceipt(row.transactionNo), `receipt-${row.transactionNo}.pdf`);
    } catch {
      // The request module has shown the failure.
    }
  };
  const receiptButton = (row: Row) => (
    <Button
      onClick={() => void receipt(row)}
      aria-label={t('record.receiptFor', { transactionNo: row.transactionNo })}
    >
      {t('record.receipt')}
    </Button>
  );

  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="pay-period">
          <span id={`${id}-period`} className="ticket-label">
            {t('record.period')}
          </span>
          <Radio.Group
            aria-labelledby={`${id}-period`}
            value={months}
            optionType="button"
            onChange={(event) => setParams({ months: String(event.target.value) })}
            options={PERIODS.map((m) => ({ value: m, label: t('record.months', { count: m }) }))}
          />
        </div>
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.items.length === 0 && <EmptyState message={t('record.empty')} noBack />}
        {data && data.items.length > 0 && env === 2 && (
          <ul className="ticket-cards" aria-label={t('record.caption')}>
            {data.items.map((row) => (
              <li key={row.transactionNo} className="ticket-card">
                <dl className="ticket-facts">
                  <div className="ticket-facts-row">
                    <dt>{t('fields.transactionNo')}</dt>
                    <dd>{row.transactionNo}</dd>
                  </div>
                  <div className="ticket-facts-row">
                    <dt>{t('fields.noticeNo')}</dt>
                    <dd>{row.noticeNo}</dd>
                  </div>
                  <div className="ticket-facts-row">
                    <dt>{t('fields.method')}</dt>
                    <dd>{methodName(row)}</dd>
                  </div>
                  <div className="ticket-facts-row">
                    <dt>{t('fields.amount')}</dt>
                    <dd>HK${formatAmount(row.amountCents)}</dd>
                  </div>
                  <div className="ticket-facts-row">
                    <dt>{t('fields.paidAt')}</dt>
                    <dd>{formatDate(row.paidAt, locale, 'datetime')}</dd>
                  </div>
                </dl>
                {receiptButton(row)}
              </li>
            ))}
          </ul>
        )}
        {data && data.items.length > 0 && env !== 2 && (
          <Table<Row>
            rowKey="transactionNo"
            dataSource={data.items}
            pagination={false}
            title={() => <span className="visually-hidden">{t('record.caption')}</span>}
            columns={[
              { title: t('fields.transactionNo'), dataIndex: 'transactionNo' },
              { title: t('fields.noticeNo'), dataIndex: 'noticeNo' },
              { title: t('fields.vehicleNo'), dataIndex: 'vehicleNo' },
              { title: t('fields.method'), key: 'method', render: (_, row) => methodName(row) },
              {
                title: t('fields.amount'),
                key: 'amount',
                align: 'right',
                render: (_, row) => `HK$${formatAmount(row.amountCents)}`,
              },
              {
                title: t('fields.paidAt'),
                key: 'paidAt',
                render: (_, row) => formatDate(row.paidAt, locale, 'datetime'),
              },
              { title: t('record.receipt'), key: 'receipt', render: (_, row) => receiptButton(row) },
            ]}
          />
        )}
        {data && data.total > 0 && (
          <>
            <p aria-live="polite">
              {t(data.totalCapped ? 'record.totalMore' : 'record.total', { count: data.total })}
            </p>
            <Pagination
              total={data.total}
              page={page}
              pageSize={pageSize}
              onChange={(next, size) =>
                setParams({ months: String(months), page: String(next), pageSize: String(size) })
              }
            />
          </>
        )}
        {exportPanel?.({})}
      </div>
    </>
  );
}
