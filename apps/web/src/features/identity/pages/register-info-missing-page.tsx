import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';

/**
 * RegisterInfoMissing: the Transport Department has no record for the document (IDN-E-0107) or no
 * mobile number or e-mail with it (IDN-E-0106), so no code can be sent. Says what to do next; the
 * document typed is kept for another try. Query: reason (record or contact).
 */
export default function RegisterInfoMissingPage() {
  const { t } = useTranslation('identity');
  const [query] = useSearchParams();
  const reason = query.get('reason') === 'contact' ? 'contact' : 'record';
  return (
    <RegisterLayout>
      <div className="notice-panel" role="alert">
        <h2>{t(`infoMissing.${reason}Title`)}</h2>
        <p>{t(`infoMissing.${reason}`)}</p>
      </div>
      <h3>{t('infoMissing.nextTitle')}</h3>
      <ul>
        <li>{t(`infoMissing.${reason}Next`)}</li>
        <li>{t('infoMissing.iamSmartNext')}</li>
        <li>{t('infoMissing.continueNext')}</li>
      </ul>
      <p className="form-actions">
        <Link to={REGISTER_PATHS.generalInfo} className="button button-primary">
          {t('infoMissing.checkAgain')}
        </Link>
        <Link to={REGISTER_PATHS.choose} className="button button-secondary">
          {t('infoMissing.otherWay')}
        </Link>
        <Link to="/" className="button button-secondary">
          {t('register.toHome')}
        </Link>
      </p>
    </RegisterLayout>
  );
}
