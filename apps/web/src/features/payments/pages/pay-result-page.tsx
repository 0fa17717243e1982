import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import type { FeeLinkSlot } from '../../../lib/page-slots.ts';
import { usePaymentResult } from '../api/get-payment-result.ts';
import { LookUpAgain } from '../components/look-up-again.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { PaymentOutcomeView } from '../components/payment-outcome-view.tsx';
import { endAttempt, orderAccess } from '../pay-attempt.ts';
import { endsAttempt, paysFeesOnly } from '../payment-outcome.ts';
import '../payments.css';

/** A fee is paid from My account (the application it belongs to), not from the ticket search. */
const FEE_CRUMBS = ['common:routes.MyAccount'];

/**
 * The outcome of one order (?orderNo=): success with the receipt, or what went wrong and what next; a fee
 * links back to what it paid for through `feeLink` (app/ fills it).
 */
export default function PayResultPage({ feeLink }: { feeLink?: FeeLinkSlot }) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const access = orderAccess(orderNo);
  const { data, error, isPending, refetch } = usePaymentResult(orderNo, access);

  useEffect(() => {
    if (!data) return;
    if (endsAttempt(data.outcome)) endAttempt();
    // Every page that shows the ticket reads it again: it is settled now.
    if (data.outcome === 'success') void queryClient.invalidateQueries({ queryKey: ['tickets'] });
  }, [data, queryClient]);

  return (
    <>
      <Banner {...(paysFeesOnly(data?.order) ? { crumbs: FEE_CRUMBS } : {})} />
      <div className="container page-body">
        <div className="ticket-page">
          {!access || !orderNo ? (
            <LookUpAgain />
          ) : (
            <>
              {isPending && <Loading />}
              {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
              {data && (
                <PaymentOutcomeView
                  answer={data}
                  access={access}
                  onCheckAgain={() => void refetch()}
                  {...(feeLink ? { feeLink } : {})}
                />
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
