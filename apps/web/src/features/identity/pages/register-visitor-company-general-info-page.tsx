import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { useSession } from '../../../lib/session.ts';
import { checkCompanyEid } from '../api/verify-company.ts';
import { CompanyDocumentForm } from '../components/company-document-form.tsx';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';

/**
 * RegisterVisitorCompanyGeneralInfo: a visitor enters the company's document. The only company call
 * without a session (…/users/account/company/eid) confirms the document is well formed and that a
 * company is reached through its administrator's login; nothing about the company is revealed. The
 * document is kept, and after the login the user continues on RegisterCompanyGeneralInfo with it.
 */
export default function RegisterVisitorCompanyGeneralInfoPage() {
  const { t } = useTranslation('identity');
  const token = useSession('token');
  const [checked, setChecked] = useState(false);
  if (token) return <Navigate to={REGISTER_PATHS.companyGeneralInfo} replace />;
  return (
    <RegisterLayout>
      <p>{t('visitorCompany.text')}</p>
      {checked ? (
        <section aria-labelledby="visitor-company-next" className="notice-panel" role="status">
          <h2 id="visitor-company-next">{t('visitorCompany.checkedTitle')}</h2>
          <p>{t('visitorCompany.checked')}</p>
          <p className="form-actions">
            <Button type="primary" onClick={() => openAuthDialog('login')}>
              {t('loginWarn.login')}
            </Button>
            <Button onClick={() => setChecked(false)}>{t('companyInfo.change')}</Button>
          </p>
        </section>
      ) : (
        <CompanyDocumentForm
          onSubmit={async (doc) => setChecked(await checkCompanyEid(doc.type, doc.number))}
        />
      )}
    </RegisterLayout>
  );
}
