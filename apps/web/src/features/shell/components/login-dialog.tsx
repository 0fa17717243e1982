import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '../../../lib/browser-location.ts';
import { closeAuthDialog, useLayoutEnv } from '../../../lib/client-state.ts';
import { rememberReturnPath } from '../../../lib/session.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { getIamSmartLoginUrl, getSsoLoginUrl } from '../../../lib/api/get-login-url.ts';
import { iamSmartSiteOf } from './iam-smart-links.ts';

export const LOGIN_DIALOG_WIDTH = 456;
export const HOW_TO_LOGIN_PATH = '/resources?selectedTab=faq&faqIndex=1';

/** The login dialog (spec section 2): HKID holders use iAM Smart, others the Digital Services Logon. */
export function LoginDialog({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation();
  const env = useLayoutEnv();
  const [busy, setBusy] = useState<'iam' | 'dsl' | null>(null);
  const go = async (which: 'iam' | 'dsl') => {
    setBusy(which);
    const url =
      which === 'iam'
        ? await getIamSmartLoginUrl(env === 2 ? 'Mobile_Browser' : 'PC_Browser')
        : await getSsoLoginUrl();
    setBusy(null);
    if (!url) return;
    // Back to this page after the login (spec: Home, or the page the user came for).
    rememberReturnPath(
      `${window.location.pathname.replace(/^\/portal(?=\/|$)/, '') || '/'}${window.location.search}`,
    );
    browserLocation.assign(url);
  };
  const items = [
    {
      key: 'hkId',
      label: t('auth.login.tabHkId'),
      children: (
        <div className="login-tab">
          <p>{t('auth.login.hkIdIntro')}</p>
          <Button
            className="iam-smart-button"
            size="large"
            block
            loading={busy === 'iam'}
            onClick={() => void go('iam')}
          >
            {t('auth.login.iamSmartButton')}
          </Button>
          <p className="login-aside">
            <a href={iamSmartSiteOf(i18n.language)} target="_blank" rel="noopener noreferrer">
              {t('auth.login.iamSmartSignUp')}
              <span className="visually-hidden"> {t('footer.newWindow')}</span>
            </a>
          </p>
        </div>
      ),
    },
    {
      key: 'nonId',
      label: t('auth.login.tabNonId'),
      children: (
        <div className="login-tab">
          <p>{t('auth.login.nonIdIntro')}</p>
          <Button type="primary" size="large" block loading={busy === 'dsl'} onClick={() => void go('dsl')}>
            {t('auth.login.dslButton')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Dialog
      open={open}
      title={t('auth.login.title')}
      onClose={closeAuthDialog}
      footer={null}
      width={LOGIN_DIALOG_WIDTH}
    >
      <Tabs items={items} />
      <p className="login-help">
        <Link to={HOW_TO_LOGIN_PATH} onClick={closeAuthDialog}>
          {t('auth.login.howToLogin')}
        </Link>
      </p>
    </Dialog>
  );
}
