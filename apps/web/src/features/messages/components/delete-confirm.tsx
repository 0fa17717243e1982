import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Asks before messages are deleted: deletion takes their attachments too and cannot be undone. */
export function DeleteConfirm({
  count,
  open,
  onCancel,
  onConfirm,
  busy,
}: {
  count: number;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('messages');
  return (
    <Dialog
      open={open}
      title={t('confirmDelete.title')}
      onClose={onCancel}
      footer={
        <div className="dialog-actions">
          <Button onClick={onCancel}>{t('confirmDelete.cancel')}</Button>
          <Button danger type="primary" onClick={onConfirm} loading={busy}>
            {t('confirmDelete.confirm')}
          </Button>
        </div>
      }
    >
      <p>{t('confirmDelete.text', { count })}</p>
    </Dialog>
  );
}
