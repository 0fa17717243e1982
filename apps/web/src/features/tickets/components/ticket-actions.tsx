import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import type { DisputeDraft } from '@eticket/domain/disputes/dispute.schemas';
import { offersReminder } from '@eticket/domain/tickets/payment-deadline';
import { paymentRefusal } from '@eticket/domain/tickets/ticket-status-rules';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import type { TicketAccess } from '../../../lib/ticket-access.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadCalendar } from '../api/download-calendar.ts';
import { withChunkTimeout } from '../../../lib/lazy-chunk.ts';
import { useLocale } from '../../../lib/use-locale.ts';

// The dialog (antd's input, the dialog frame, the request's schema) loads when first opened, not with the page.
const NoticePdfDialog = lazy(
  withChunkTimeout(() =>
    import('./notice-pdf-dialog.tsx').then((module) => ({ default: module.NoticePdfDialog })),
  ),
);

/**
 * A logged-in owner or named driver may dispute a ticket still to be paid (spec sections 1 and 5); once the
 * owner named the driver, only the driver may.
 */
const DISPUTABLE = ['UNPAID', 'OVERDUE'];

/**
 * Download the notice, pay when the status allows (otherwise say why not), dispute it (or, while the
 * caller's unsigned dispute of it lives, continue signing that or start again: ADR 0046), and (a logged-in
 * owner or driver of a parking ticket) apply to view the officer's photos.
 */
export function TicketActions({
  ticket,
  access,
  payPath,
}: {
  ticket: TicketView & { transferredToDriver?: boolean; disputeDraft?: DisputeDraft | null };
  access: TicketAccess;
  payPath: string;
}) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const navigate = useNavigate();
  const [pdfOpen, setPdfOpen] = useState(false);
  // Mounted from its first opening on, so that it closes as it opened (antd's animation).
  const [pdfWanted, setPdfWanted] = useState(false);
  const refusal = ticket.payable ? null : (paymentRefusal(ticket.status) ?? 'TICKET_NOT_PAYABLE');
  const disputable = !access.lookupToken && DISPUTABLE.includes(ticket.status) && !ticket.transferredToDriver;
  const draft = disputable ? ticket.disputeDraft : null;
  const disputePath = (extra = '') =>
    `/ticket/dispute?noticeNo=${encodeURIComponent(ticket.noticeNo)}${extra}`;
  return (
    <div className="ticket-actions">
      {refusal && (
        <p className="ticket-note" role="note">
          {t(`refusal.${refusal}`)}
        </p>
      )}
      {draft && (
        <p className="ticket-note" role="note">
          {t('disputeDraft.note', {
            reference: draft.reference,
            until: formatDate(draft.expiresAt, locale, 'datetime'),
          })}
        </p>
      )}
      <div className="ticket-buttons">
        <Button
          onClick={() => {
            setPdfWanted(true);
            setPdfOpen(true);
          }}
        >
          {t('actions.downloadNotice')}
        </Button>
        {refusal === 'TICKET_ALREADY_PAID' && (
          <Button onClick={() => void navigate(payPath.replace('/ticket/pay', '/ticket/paid'))}>
            {t('actions.viewPaid')}
          </Button>
        )}
        {!refusal && (
          <Button type="primary" onClick={() => void navigate(payPath)}>
            {t('actions.pay')}
          </Button>
        )}
        {disputable && !draft && (
          <Button
            onClick={() =>
              void navigate(
                disputePath(
                  ticket.duplicateDisputable && ticket.possibleDuplicateOf
                    ? `&duplicateOf=${encodeURIComponent(ticket.possibleDuplicateOf)}`
                    : '',
                ),
              )
            }
          >
            {t('actions.dispute')}
          </Button>
        )}
        {draft && (
          <>
            <Button
              onClick={() =>
                void navigate(`/ticket/iam-smart/sign?reference=${encodeURIComponent(draft.reference)}`)
              }
            >
              {t('actions.continueSigning')}
            </Button>
            <Button
              onClick={() => void navigate(disputePath(`&draft=${encodeURIComponent(draft.reference)}`))}
            >
              {t('actions.startAgain')}
            </Button>
          </>
        )}
        {!access.lookupToken && ticket.noticeType === '525' && (
          <Button
            onClick={() => void navigate(`/ticket/photos?noticeNo=${encodeURIComponent(ticket.noticeNo)}`)}
          >
            {t('actions.photos')}
          </Button>
        )}
        {!refusal && offersReminder(ticket.paymentDeadline) && (
          <Button
            onClick={() =>
              void downloadCalendar(access).then(
                (file) => saveBlob(file, `eticket-${ticket.noticeNo}.ics`),
                () => undefined,
              )
            }
          >
            {t('actions.calendar')}
          </Button>
        )}
      </div>
      {pdfWanted && (
        <Suspense fallback={null}>
          <NoticePdfDialog open={pdfOpen} onClose={() => setPdfOpen(false)} access={access} />
        </Suspense>
      )}
    </div>
  );
}
