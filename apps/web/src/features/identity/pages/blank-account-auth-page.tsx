import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ID_TYPES } from '@eticket/domain/identity/otp.schemas';
import { checkIdentityDocument } from '../api/register-identity.ts';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import { SelectField } from '../../../components/select-field.tsx';

type IdType = (typeof ID_TYPES)[number];
export const BLANK_ACCOUNT_OTP_PATH = '/home/blank-account/otp';

/**
 * ID authentication of a blank account, step 1 (spec section 4): the identity document held at the
 * Transport Department. The OTP then goes to the contact registered there, never to one typed here.
 */
export default function BlankAccountAuthPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const id = useId();
  const [idType, setIdType] = useState<IdType>('HKID');
  const [idNo, setIdNo] = useState('');
  const [error, setError] = useState<'required' | 'format' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = idNo.trim().toUpperCase();
    const found = value === '' ? 'required' : /^[A-Z0-9()]{4,20}$/.test(value) ? null : 'format';
    setError(found);
    if (found) {
      document.getElementById(`${id}-idNo`)?.focus();
      return;
    }
    setBusy(true);
    const { target } = await checkIdentityDocument(idType, value, []);
    setBusy(false);
    if (!target) return;
    const query = new URLSearchParams({
      uuid: target.uuid,
      eContact: target.contactMeansInd === 'E' ? target.email : target.phoneNo,
      alreadyUsed: target.alreadyUsed ? 'Y' : 'N',
    });
    void navigate(`${BLANK_ACCOUNT_OTP_PATH}?${query}`);
  };

  return (
    <FormPageFrame>
      <p>{t('register.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="form-stack">
        <SelectField<IdType>
          label={t('register.idType')}
          value={idType}
          onChange={setIdType}
          options={ID_TYPES.map((value) => ({ value, label: t(`register.idTypes.${value}`) }))}
        />
        <div className="form-field">
          <label htmlFor={`${id}-idNo`} className="form-label">
            {t('register.idNo')}
          </label>
          <p id={`${id}-idNo-hint`} className="form-hint">
            {t('register.idNoHint')}
          </p>
          <Input
            id={`${id}-idNo`}
            value={idNo}
            onChange={(e) => {
              setIdNo(e.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            maxLength={20}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-idNo-hint${error ? ` ${id}-idNo-error` : ''}`}
            status={error ? 'error' : undefined}
          />
          {error && (
            <p id={`${id}-idNo-error`} className="form-error" role="alert">
              {t(error === 'required' ? 'register.idNoRequired' : 'register.idNoFormat')}
            </p>
          )}
        </div>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('register.next')}
        </Button>
      </form>
    </FormPageFrame>
  );
}
