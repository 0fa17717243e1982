import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogRequest } from '../../lib/event-bus.ts';
import { Dialog } from '../../components/ui/dialog.tsx';

/** One message or confirmation asked for through the event bus. */
export default function MessageDialog({ request, onDone }: { request: DialogRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const confirm = () => {
    setOpen(false);
    request.onConfirm?.();
  };
  const text = request.messageKey ? t(request.messageKey) : request.message;
  const footer = request.onConfirm ? (
    <div className="dialog-actions">
      <Button onClick={close}>{t('dialog.cancel')}</Button>
      <Button type="primary" onClick={confirm}>
        {t(request.confirmKey ?? 'dialog.confirm')}
      </Button>
    </div>
  ) : (
    <div className="dialog-actions">
      <Button type="primary" onClick={close}>
        {t(request.confirmKey ?? 'dialog.ok')}
      </Button>
    </div>
  );
  return (
    <Dialog
      open={open}
      title={t(request.titleKey)}
      onClose={close}
      footer={footer}
      width={456}
      afterClose={onDone}
    >
      <p className="dialog-message">{text}</p>
    </Dialog>
  );
}
