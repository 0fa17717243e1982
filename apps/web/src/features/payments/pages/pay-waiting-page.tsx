import { useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { usePaymentResult } from '../api/get-payment-result.ts';
import { orderAccess } from '../pay-attempt.ts';
import { isFinal } from '../payment-outcome.ts';
import '../payments.css';

/** Back from the gateway: polls the order until it is final, then shows the result page. */
export default function PayWaitingPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const access = orderAccess(orderNo);
  const { data } = usePaymentResult(orderNo, access);

  useEffect(() => {
    if (data && isFinal(data.outcome)) {
      void navigate(`/ticket/pay/result?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
    }
  }, [data, navigate, orderNo]);

  useEffect(() => {
    if (!orderNo || !access)
      void navigate(`/ticket/pay/result?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
  }, [orderNo, access, navigate]);

  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page pay-waiting" role="status" aria-live="polite">
          <Spin size="large" />
          <p>{t('waiting.text')}</p>
          <p className="ticket-hint">{t('waiting.doNotPayAgain')}</p>
        </div>
      </div>
    </>
  );
}
