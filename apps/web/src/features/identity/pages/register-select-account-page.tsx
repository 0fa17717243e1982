import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { clearDraft, REGISTER_PATHS } from '../register-flow.ts';
import { UUID_PATTERN } from './register-valid-sms-page.tsx';
import '../../../components/form-page.css';
import { StartAgainPanel } from '../../../components/start-again-panel.tsx';
import '../identity.css';

/**
 * RegisterSelectAccount: the document entered belongs to a record another account already logs into.
 * The user chooses before any code is sent: move this login to that account (confirmReplace, after the
 * OTP), or keep the account as it is. Query: uuid, eContact, name (masked) from …/sso/valid-info.
 */
export default function RegisterSelectAccountPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  if (!token) return <Navigate to={REGISTER_PATHS.visitorLogin} replace />;
  if (!UUID_PATTERN.test(uuid)) {
    return (
      <RegisterLayout>
        <StartAgainPanel
          text={t('register.startAgain')}
          to={REGISTER_PATHS.generalInfo}
          linkText={t('register.restart')}
        />
      </RegisterLayout>
    );
  }
  const move = new URLSearchParams({ uuid, eContact: query.get('eContact') ?? '', replace: 'Y' });
  const keep = () => {
    clearDraft('person');
    void navigate('/');
  };
  return (
    <RegisterLayout>
      <h2>{t('selectAccount.heading')}</h2>
      <p>{t('selectAccount.text', { name: query.get('name') || '-' })}</p>
      <section aria-labelledby="select-move" className="identity-choice">
        <h3 id="select-move">{t('selectAccount.moveTitle')}</h3>
        <p>{t('selectAccount.moveText')}</p>
        <Link to={`${REGISTER_PATHS.validSms}?${move}`} className="button button-primary">
          {t('selectAccount.move')}
        </Link>
      </section>
      <section aria-labelledby="select-keep" className="identity-choice">
        <h3 id="select-keep">{t('selectAccount.keepTitle')}</h3>
        <p>{t('selectAccount.keepText')}</p>
        <p className="form-actions">
          <button type="button" className="button button-secondary" onClick={keep}>
            {t('selectAccount.keep')}
          </button>
          <Link to={REGISTER_PATHS.generalInfo} className="button button-secondary">
            {t('validSms.changeDocument')}
          </Link>
        </p>
      </section>
    </RegisterLayout>
  );
}
