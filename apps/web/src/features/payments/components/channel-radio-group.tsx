import { useTranslation } from 'react-i18next';
import { PAYMENT_CHANNEL_CATALOGUE } from '@eticket/domain/params/payment-channels';
import type { PaymentChannel } from '@eticket/domain/payments/payment.schemas';
import { pick, useLocale } from '../../../lib/use-locale.ts';

/**
 * The 8 online channels as a native radio group in a fieldset: arrow keys move between them, the legend
 * names the group, and each choice is a large target.
 */
export function ChannelRadioGroup({
  value,
  onChange,
  errorId,
}: {
  value: PaymentChannel | null;
  onChange: (channel: PaymentChannel) => void;
  errorId?: string;
}) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  return (
    <fieldset className="pay-channels" aria-describedby={errorId}>
      <legend className="ticket-label">{t('pay.channel')}</legend>
      <div className="pay-channel-grid">
        {PAYMENT_CHANNEL_CATALOGUE.map((channel) => (
          <label key={channel.code} className={`pay-channel${value === channel.code ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="channel"
              value={channel.code}
              checked={value === channel.code}
              onChange={() => onChange(channel.code as PaymentChannel)}
            />
            <span>{pick(channel.label, locale)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
