import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { withChunkTimeout } from '../../../lib/lazy-chunk.ts';
import { themed } from '../../../lib/themed-part.ts';
import { useCurrentLookup } from '../api/get-current-lookup.ts';
import { AntiFraudReminder } from '../components/anti-fraud-reminder.tsx';
import { TicketFacts } from '../components/ticket-facts.tsx';
import type { TicketActions as Actions } from '../components/ticket-actions.tsx';
import '../tickets.css';

// The page draws its facts in plain markup; its buttons (antd) load in the widget theme beside them, so the
// facts show without waiting for the widget library (ADR 0041).
const TicketActions = lazy(
  withChunkTimeout(
    themed<ComponentProps<typeof Actions>>(() =>
      import('../components/ticket-actions.tsx').then((module) => ({ default: module.TicketActions })),
    ),
  ),
);

/** What the page is waiting for, in the place (and the height) of the actions, so nothing below moves. */
function StatusNote({ text }: { text: string }) {
  return (
    <p role="status" className="ticket-note ticket-checking">
      {text}
    </p>
  );
}

/**
 * The ticket the visitor looked up (its token in session storage: no route parameters), re-read from the
 * server so that a payment or a status change made since shows. The facts of the stored copy show while
 * it is re-read; the actions (pay, download, dispute) wait for the server's answer.
 */
export default function TicketDetailsPage() {
  const { t } = useTranslation('tickets');
  const lookup = useCurrentLookup();
  const checking = <StatusNote text={t('details.checking')} />;
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          {lookup.loading ? (
            <StatusNote text={t('common:ui.loading')} />
          ) : lookup.gone || !lookup.ticket || !lookup.lookupToken ? (
            <Notice
              type="info"
              title={t('details.noLookup')}
              description={<Link to="/ticket/search">{t('details.searchAgain')}</Link>}
            />
          ) : (
            <>
              <TicketFacts ticket={lookup.ticket} />
              {lookup.checking ? (
                checking
              ) : (
                <Suspense fallback={checking}>
                  <TicketActions
                    ticket={lookup.ticket}
                    access={{ noticeNo: lookup.ticket.noticeNo, lookupToken: lookup.lookupToken }}
                    payPath="/ticket/pay"
                  />
                </Suspense>
              )}
              <AntiFraudReminder />
              <p>
                <Link to="/ticket/search">{t('details.searchAnother')}</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
