import { Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closeAuthDialog } from '../../../lib/client-state.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { iamSmartSiteOf } from './iam-smart-links.ts';
import { HOW_TO_LOGIN_PATH } from './login-dialog.tsx';

/** 'How to log in', with the tabs 'how to log in' and 'teaching videos' (spec section 2). */
export function HowToLoginDialog({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation();
  const items = [
    {
      key: 'steps',
      label: t('auth.howToLogin.tabSteps'),
      children: (
        <div className="login-tab">
          <h3>{t('auth.howToLogin.hkIdTitle')}</h3>
          <p>{t('auth.howToLogin.hkIdSteps')}</p>
          <h3>{t('auth.howToLogin.nonIdTitle')}</h3>
          <p>{t('auth.howToLogin.nonIdSteps')}</p>
          <p>
            <Link to={HOW_TO_LOGIN_PATH} onClick={closeAuthDialog}>
              {t('auth.howToLogin.faqLink')}
            </Link>
          </p>
        </div>
      ),
    },
    {
      key: 'videos',
      label: t('auth.howToLogin.tabVideos'),
      children: (
        <div className="login-tab">
          <p>{t('auth.howToLogin.videosIntro')}</p>
          <p>
            <a href={iamSmartSiteOf(i18n.language)} target="_blank" rel="noopener noreferrer">
              {t('auth.howToLogin.videosLink')}
              <span className="visually-hidden"> {t('footer.newWindow')}</span>
            </a>
          </p>
        </div>
      ),
    },
  ];
  return (
    <Dialog open={open} title={t('auth.howToLogin.title')} onClose={closeAuthDialog} footer={undefined}>
      <Tabs items={items} />
    </Dialog>
  );
}
