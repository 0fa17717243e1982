import { useTranslation } from 'react-i18next';
import type { PaymentChannel } from '@eticket/domain/payments/payment.schemas';
import { TcrPayPage } from '../features/records/pages/tcr-pay-page.tsx';
import { ChannelRadioGroup } from '../features/payments/components/channel-radio-group.tsx';
import * as attempt from '../features/payments/pay-attempt.ts';
import '../features/payments/payments.css';

/**
 * The certificate fee page: the records feature's pay page with the payments feature's channel choice,
 * attempt keys and pending-order memory (ADR 0036). Loaded with its route, never with the entry.
 */
export function TcrFeePayPage() {
  const { t } = useTranslation('payments');
  return (
    <TcrPayPage
      payment={{
        channelPicker: ({ value, onChange, errorId }) => (
          <ChannelRadioGroup
            value={value as PaymentChannel | null}
            onChange={onChange}
            {...(errorId ? { errorId } : {})}
          />
        ),
        keyFor: (ref, channel) => attempt.attemptFor(ref, channel).idempotencyKey,
        leaving: (order) =>
          attempt.savePendingOrder({
            orderNo: order.orderNo,
            noticeNo: null,
            channel: order.channel,
          }),
        ended: attempt.endAttempt,
        texts: {
          chooseChannel: t('pay.chooseChannel'),
          gatewayNote: t('pay.gatewayNote'),
          submit: t('pay.submit'),
        },
      }}
    />
  );
}
