import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The pay page for these tickets (ADR 0031): `/ticket/pay?noticeNo=A&noticeNo=B`. */
export const payTicketsPath = (noticeNos: readonly string[]) =>
  `/ticket/pay?${new URLSearchParams(noticeNos.map((n) => ['noticeNo', n])).toString()}`;

/**
 * Takes the tickets selected on another feature's page (fleet management, composed by app/) to the pay page,
 * where the payer chooses the payment method and pays them in one order with one receipt.
 */
export function PayTicketsButton({ noticeNos }: { noticeNos: readonly string[] }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      size="large"
      disabled={noticeNos.length === 0}
      onClick={() => void navigate(payTicketsPath(noticeNos))}
    >
      {t('several.submit', { count: noticeNos.length })}
    </Button>
  );
}
