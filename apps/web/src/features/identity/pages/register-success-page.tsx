import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { useSession } from '../../../lib/session.ts';
import '../../../components/form-page.css';

/** The end of registration: the account is linked and the new session shows the user's role. */
export default function RegisterSuccessPage() {
  const { t } = useTranslation('identity');
  const userInfo = useSession('userInfo');
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="notice-panel form-page" role="status">
          <h2>{t('register.successTitle')}</h2>
          <p>{t('register.successText')}</p>
          <p className="form-actions">
            <Link to={userInfo ? '/my-account' : '/'} className="button button-primary">
              {t(userInfo ? 'register.toMyAccount' : 'register.toHome')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
