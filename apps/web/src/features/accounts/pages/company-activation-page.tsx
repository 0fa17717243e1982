import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORG_DOC_TYPES } from '@eticket/domain/accounts/org.schemas';
import { companyOtpPathOf, postOrgInfo } from '../../../lib/api/post-org-info.ts';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import { DocumentNumberForm } from '../../../components/document-number-form.tsx';

type DocType = (typeof ORG_DOC_TYPES)[number];

/**
 * RegistersCompany: activating a company account. The company is named by the document registered at
 * the Transport Department; the OTP then goes to the company's contact registered there.
 */
export default function RegisterCompanyPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();

  const submit = async (docType: DocType, docNo: string) => {
    const info = await postOrgInfo({ docType, docNo });
    if (!info) return;
    void navigate(companyOtpPathOf(info));
  };

  return (
    <FormPageFrame>
      <p>{t('company.intro')}</p>
      <DocumentNumberForm<DocType>
        types={ORG_DOC_TYPES}
        initialType="B"
        typeLabel={t('company.docType')}
        typeText={(type) => t(`company.docTypes.${type}`)}
        numberLabel={t('company.docNo')}
        pattern={/^[A-Z0-9-]{4,20}$/}
        errorText={(error) => t(error === 'required' ? 'company.docNoRequired' : 'company.docNoFormat')}
        submitLabel={t('company.next')}
        onSubmit={submit}
      />
    </FormPageFrame>
  );
}
