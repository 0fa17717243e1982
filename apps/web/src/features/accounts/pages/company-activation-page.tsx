import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORG_DOC_TYPES } from '@eticket/domain/accounts/org.schemas';
import { companyOtpPathOf, postOrgInfo } from '../../../lib/api/post-org-info.ts';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import { SelectField } from '../../../components/select-field.tsx';

type DocType = (typeof ORG_DOC_TYPES)[number];

/**
 * RegistersCompany: activating a company account. The company is named by the document registered at
 * the Transport Department; the OTP then goes to the company's contact registered there.
 */
export default function RegisterCompanyPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const id = useId();
  const [docType, setDocType] = useState<DocType>('B');
  const [docNo, setDocNo] = useState('');
  const [error, setError] = useState<'required' | 'format' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = docNo.trim().toUpperCase();
    const found = value === '' ? 'required' : /^[A-Z0-9-]{4,20}$/.test(value) ? null : 'format';
    setError(found);
    if (found) {
      document.getElementById(`${id}-docNo`)?.focus();
      return;
    }
    setBusy(true);
    const info = await postOrgInfo({ docType, docNo: value });
    setBusy(false);
    if (!info) return;
    void navigate(companyOtpPathOf(info));
  };

  return (
    <FormPageFrame>
      <p>{t('company.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="form-stack">
        <SelectField<DocType>
          label={t('company.docType')}
          value={docType}
          onChange={setDocType}
          options={ORG_DOC_TYPES.map((value) => ({ value, label: t(`company.docTypes.${value}`) }))}
        />
        <div className="form-field">
          <label htmlFor={`${id}-docNo`} className="form-label">
            {t('company.docNo')}
          </label>
          <Input
            id={`${id}-docNo`}
            value={docNo}
            onChange={(e) => {
              setDocNo(e.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            maxLength={20}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-docNo-error` : undefined}
            status={error ? 'error' : undefined}
          />
          {error && (
            <p id={`${id}-docNo-error`} className="form-error" role="alert">
              {t(error === 'required' ? 'company.docNoRequired' : 'company.docNoFormat')}
            </p>
          )}
        </div>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('company.next')}
        </Button>
      </form>
    </FormPageFrame>
  );
}
