import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeAuthDialog, openAuthDialog } from '../../../lib/client-state.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LOGIN_DIALOG_WIDTH } from './login-dialog.tsx';

/** 'Please log in first', for a logged-out visitor who chose a service that needs login. */
export function LoginFirstDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const footer = (
    <div className="dialog-actions">
      <Button onClick={() => openAuthDialog('howToLogin')}>{t('auth.loginFirst.howToLogin')}</Button>
      <Button type="primary" onClick={() => openAuthDialog('login')}>
        {t('auth.loginFirst.login')}
      </Button>
    </div>
  );
  return (
    <Dialog
      open={open}
      title={t('auth.loginFirst.title')}
      onClose={closeAuthDialog}
      footer={footer}
      width={LOGIN_DIALOG_WIDTH}
    >
      <p className="dialog-message">{t('auth.loginFirst.message')}</p>
    </Dialog>
  );
}
