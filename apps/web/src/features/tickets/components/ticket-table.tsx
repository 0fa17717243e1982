import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { useLayoutEnv } from '../../../lib/client-state.ts';
import { offenceMoment } from '../ticket-display.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { FactRow } from '../../../components/fact-row.tsx';

const detailPath = (noticeNo: string) => `/ticket/list-detail?noticeNo=${encodeURIComponent(noticeNo)}`;

/** Tickets as a table on desktop and as cards on mobile (below 768 px). */
type ListedTicket = TicketView & { transferredToDriver?: boolean };

/** The mark of a ticket that may duplicate another (ADR 0062), under its notice no. */
function DuplicateMark({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation('tickets');
  if (!ticket.possibleDuplicateOf) return null;
  return (
    <span className="ticket-duplicate-mark">
      {t('possibleDuplicateOf', { noticeNo: ticket.possibleDuplicateOf })}
    </span>
  );
}

export function TicketTable({ items, caption }: { items: ListedTicket[]; caption: string }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const env = useLayoutEnv();
  const statusOf = (ticket: ListedTicket) =>
    pick(ticket.statusLabel, locale) + (ticket.transferredToDriver ? ` · ${t('transferredToDriver')}` : '');
  if (env === 2) {
    return (
      <ul className="ticket-cards" aria-label={caption}>
        {items.map((ticket) => (
          <li key={ticket.noticeNo} className="ticket-card">
            <p className="ticket-card-title">
              <Link to={detailPath(ticket.noticeNo)}>
                {t('fields.noticeNo')} {ticket.noticeNo}
              </Link>
              <DuplicateMark ticket={ticket} />
            </p>
            <dl className="ticket-facts">
              <FactRow label={t('fields.vehicleNo')}>{ticket.vehicleNo}</FactRow>
              <FactRow label={t('fields.offenceDate')}>
                {formatDate(offenceMoment(ticket), locale, 'datetime')}
              </FactRow>
              <FactRow label={t('fields.amount')}>HK${formatAmount(ticket.amountCents)}</FactRow>
              <FactRow label={t('fields.status')}>{statusOf(ticket)}</FactRow>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<TicketView>
      rowKey="noticeNo"
      dataSource={items}
      pagination={false}
      title={() => <span className="visually-hidden">{caption}</span>}
      columns={[
        {
          title: t('fields.noticeNo'),
          dataIndex: 'noticeNo',
          render: (noticeNo: string, ticket) => (
            <>
              <Link to={detailPath(noticeNo)}>{noticeNo}</Link>
              <DuplicateMark ticket={ticket} />
            </>
          ),
        },
        { title: t('fields.vehicleNo'), dataIndex: 'vehicleNo' },
        {
          title: t('fields.offenceDate'),
          key: 'date',
          render: (_, ticket) => formatDate(offenceMoment(ticket), locale, 'datetime'),
        },
        { title: t('fields.offenceCode'), dataIndex: 'offenceCodeDisplay' },
        {
          title: t('fields.amount'),
          key: 'amount',
          align: 'right',
          render: (_, ticket) => `HK$${formatAmount(ticket.amountCents)}`,
        },
        {
          title: t('fields.paymentDeadline'),
          key: 'deadline',
          render: (_, ticket) => formatDate(ticket.paymentDeadline, locale),
        },
        { title: t('fields.status'), key: 'status', render: (_, ticket) => statusOf(ticket) },
      ]}
    />
  );
}
