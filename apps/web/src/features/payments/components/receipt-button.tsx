import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadOrderReceipt, useDownloadTicketReceipt } from '../api/download-receipt.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import type { TicketAccess } from '../../../lib/ticket-access.ts';

/** Downloads the receipt PDF of a paid ticket (failures go through the request module's dialog). */
export function ReceiptButton({ access, primary }: { access: TicketAccess; primary?: boolean }) {
  const { t } = useTranslation('payments');
  const download = useDownloadTicketReceipt();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      loading={download.isPending}
      onClick={() =>
        download.mutate(access, { onSuccess: (blob) => saveBlob(blob, `receipt-${access.noticeNo}.pdf`) })
      }
    >
      {t('next.receipt')}
    </Button>
  );
}

/** Downloads the receipt PDF of an order of several items, which lists each of them. */
export function OrderReceiptButton({ orderNo, primary }: { orderNo: string; primary?: boolean }) {
  const { t } = useTranslation('payments');
  const download = useDownloadOrderReceipt();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      loading={download.isPending}
      onClick={() =>
        download.mutate(orderNo, { onSuccess: (blob) => saveBlob(blob, `receipt-${orderNo}.pdf`) })
      }
    >
      {t('next.receipt')}
    </Button>
  );
}
