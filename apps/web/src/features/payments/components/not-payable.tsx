import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentRefusal } from '@eticket/domain/tickets/ticket-status-rules';
import type { TicketAccess } from '../../../lib/ticket-access.ts';

const OUTCOME = {
  TICKET_ALREADY_PAID: 'alreadyPaid',
  PAYMENT_IN_PROGRESS: 'inProgress',
  TICKET_NOT_PAYABLE: 'notPayable',
} as const;

/** The pay page of a ticket that cannot be paid now: why, and the way on (the payment when it is paid). */
export function NotPayable({ status, access }: { status: string; access: TicketAccess }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const outcome = OUTCOME[paymentRefusal(status) ?? 'TICKET_NOT_PAYABLE'];
  const query = access.lookupToken ? '' : `?noticeNo=${encodeURIComponent(access.noticeNo)}`;
  const ticketPath = access.lookupToken ? '/ticket/details' : `/ticket/list-detail${query}`;
  return (
    <>
      <Alert
        type={outcome === 'alreadyPaid' ? 'success' : 'info'}
        showIcon
        title={t(`outcome.${outcome}.title`)}
        description={t(`outcome.${outcome}.text`)}
      />
      <div className="ticket-buttons">
        {outcome === 'alreadyPaid' && (
          <Button type="primary" onClick={() => void navigate(`/ticket/paid${query}`)}>
            {t('next.viewPaid')}
          </Button>
        )}
        <Button onClick={() => void navigate(ticketPath)}>{t('next.backToTicket')}</Button>
      </div>
    </>
  );
}
