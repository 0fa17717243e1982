import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import type { PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import { tcrRefSchema } from '@eticket/domain/records/tcr.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { PayFormEnd } from '../../../components/pay-form-end.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTcrPayInfo } from '../api/get-tcr-pay-info.ts';
import { usePayTcrFee } from '../api/pay-tcr-fee.ts';
import { detailPathOf } from '../tcr-paths.ts';
import '../records.css';

/**
 * What the payment pages lend this page (composed in app/, ADR 0036): the channel choice, one idempotency
 * key per attempt, and what to remember before the browser leaves for the gateway.
 */
export interface FeePayment {
  channelPicker: (props: {
    value: string | null;
    onChange: (channel: string) => void;
    errorId?: string;
  }) => ReactNode;
  keyFor: (ref: string, channel: string) => string;
  leaving: (order: PaymentOrderView) => void;
  /** The attempt ended without an order (refused): the next press is a new attempt. */
  ended: () => void;
  texts: { chooseChannel: string; gatewayNote: string; submit: string };
}

const HUB = '/my-account/tcr';

/** Pay an application's fee: its amount from the server, a channel, then the gateway (the payment pages follow). */
export function TcrPayPage({ payment }: { payment: FeePayment }) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = tcrRefSchema.safeParse(params.get('id'));
  const company = params.get('company') === '1';
  const info = useTcrPayInfo(ref.success ? ref.data : null, company);
  const pay = usePayTcrFee();
  const [channel, setChannel] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!channel || !ref.success) return setMissing(true);
    if (busy.current) return;
    busy.current = true;
    pay.mutate(
      {
        id: ref.data,
        channel: channel as never,
        idempotencyKey: payment.keyFor(ref.data, channel),
        lang: locale,
      },
      {
        onSuccess: (order) => {
          payment.leaving(order);
          if (order.redirectUrl) window.location.assign(order.redirectUrl);
          else void navigate(`/ticket/pay/waiting?orderNo=${encodeURIComponent(order.orderNo)}`);
        },
        onError: () => {
          busy.current = false;
          payment.ended();
        },
      },
    );
  };

  const body = !ref.success ? (
    <EmptyState message={t('detail.missing')} fallbackTo={HUB} />
  ) : info.isPending ? (
    <Loading />
  ) : info.error || !info.data ? (
    <LoadError error={info.error} onRetry={() => void info.refetch()} />
  ) : !info.data.payable ? (
    <Alert type="info" showIcon title={t(`status.${info.data.status}`)} />
  ) : (
    <form className="ticket-page" onSubmit={submit} noValidate>
      <dl className="ticket-facts">
        <FactRow label={t('field.id')}>{info.data.id}</FactRow>
        <FactRow label={t('field.fee')}>
          <span className="pay-amount">HK${formatAmount(info.data.feeCents)}</span>
        </FactRow>
      </dl>
      {payment.channelPicker({
        value: channel,
        onChange: (next) => {
          setChannel(next);
          setMissing(false);
        },
        ...(missing ? { errorId: `${id}-missing` } : {}),
      })}
      {missing && (
        <p id={`${id}-missing`} className="ticket-error">
          {payment.texts.chooseChannel}
        </p>
      )}
      <PayFormEnd
        gatewayNote={payment.texts.gatewayNote}
        failure={pay.error}
        failed={t('apply.refused')}
        pending={pay.isPending}
        done={pay.isSuccess}
        submit={payment.texts.submit}
      />
    </form>
  );
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        {body}
        {ref.success && (
          <p>
            <Link to={detailPathOf(ref.data, company)}>{t('hub.details', { id: ref.data })}</Link>
          </p>
        )}
      </div>
    </>
  );
}
