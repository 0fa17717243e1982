import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import '../identity.css';

/** Register: where registration starts, for a person (ID authentication) or a company (activation). */
export default function RegisterPage() {
  const { t } = useTranslation('identity');
  return (
    <FormPageFrame>
      <p>{t('registerStart.intro')}</p>
      <p>
        {t('registerStart.chooseText')} <Link to="/home/choose">{t('registerStart.choose')}</Link>
      </p>
      <section aria-labelledby="register-personal" className="identity-choice">
        <h2 id="register-personal">{t('registerStart.personalTitle')}</h2>
        <p>{t('registerStart.personalText')}</p>
        <Link to="/home/register/iam-smart" className="button button-primary">
          {t('registerStart.personal')}
        </Link>
      </section>
      <section aria-labelledby="register-company" className="identity-choice">
        <h2 id="register-company">{t('registerStart.companyTitle')}</h2>
        <p>{t('registerStart.companyText')}</p>
        <Link to="/home/register/company" className="button button-secondary">
          {t('registerStart.company')}
        </Link>
      </section>
    </FormPageFrame>
  );
}
