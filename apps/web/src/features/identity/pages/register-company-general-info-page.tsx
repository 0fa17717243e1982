import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { companyOtpPathOf, postOrgInfo } from '../../../lib/api/post-org-info.ts';
import { COMPANY_CODES, verifyCompany, type VerifiedCompany } from '../api/verify-company.ts';
import { CompanyDocumentForm, type OrgDocType } from '../components/company-document-form.tsx';
import type { DocumentValue } from '../components/document-form.tsx';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';

type Refusal = 'notFound' | 'alreadyAdmin';

/**
 * RegisterCompanyGeneralInfo: the company's document, checked with …/activate/org/verifyCompany before
 * any code is sent. The page names the company for the user to confirm; then …/activate/org/info opens
 * the activation OTP on the existing page (/home/register/otp). A visitor is sent to log in first.
 */
export default function RegisterCompanyGeneralInfoPage() {
  const { t, i18n } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [found, setFound] = useState<{ doc: DocumentValue<OrgDocType>; company: VerifiedCompany } | null>(
    null,
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  if (!token) return <Navigate to={REGISTER_PATHS.visitorCompanyGeneralInfo} replace />;

  const check = async (doc: DocumentValue<OrgDocType>) => {
    setRefusal(null);
    const { code, company } = await verifyCompany(doc.type, doc.number);
    if (company) setFound({ doc, company });
    else if (code === COMPANY_CODES.notFound) setRefusal('notFound');
    else if (code === COMPANY_CODES.alreadyAdmin) setRefusal('alreadyAdmin');
  };

  const proceed = async () => {
    if (!found) return;
    setBusy(true);
    const info = await postOrgInfo({ docType: found.doc.type, docNo: found.doc.number });
    setBusy(false);
    if (!info) return;
    void navigate(companyOtpPathOf(info));
  };

  const chinese = i18n.language.startsWith('zh');
  const names = found ? [found.company.nameEng, found.company.nameChi].filter((n) => n && n !== '-') : [];
  return (
    <RegisterLayout>
      <p>{t('company.intro')}</p>
      {found ? (
        <section aria-labelledby="company-found" className="notice-panel">
          <h2 id="company-found">{t('companyInfo.foundTitle')}</h2>
          <p className="identity-company-name">{(chinese ? names.reverse() : names).join(' / ')}</p>
          <p>{t('companyInfo.foundText')}</p>
          <p className="form-actions">
            <Button type="primary" loading={busy} onClick={() => void proceed()}>
              {t('companyInfo.continue')}
            </Button>
            <Button onClick={() => setFound(null)}>{t('companyInfo.change')}</Button>
          </p>
        </section>
      ) : (
        <CompanyDocumentForm
          onSubmit={check}
          onChange={() => setRefusal(null)}
          refusal={
            refusal && (
              <div className="form-error" role="alert">
                <p>{t(`companyInfo.${refusal}`)}</p>
                {refusal === 'alreadyAdmin' && <Link to="/my-account">{t('register.toMyAccount')}</Link>}
              </div>
            )
          }
        />
      )}
    </RegisterLayout>
  );
}
