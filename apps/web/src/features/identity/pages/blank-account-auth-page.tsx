import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ID_TYPES } from '@eticket/domain/identity/otp.schemas';
import { checkIdentityDocument } from '../api/register-identity.ts';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import { DocumentNumberForm } from '../../../components/document-number-form.tsx';

type IdType = (typeof ID_TYPES)[number];
export const BLANK_ACCOUNT_OTP_PATH = '/home/blank-account/otp';

/**
 * ID authentication of a blank account, step 1 (spec section 4): the identity document held at the
 * Transport Department. The OTP then goes to the contact registered there, never to one typed here.
 */
export default function BlankAccountAuthPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();

  const submit = async (idType: IdType, idNo: string) => {
    const { target } = await checkIdentityDocument(idType, idNo, []);
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
      <DocumentNumberForm<IdType>
        types={ID_TYPES}
        initialType="HKID"
        typeLabel={t('register.idType')}
        typeText={(type) => t(`register.idTypes.${type}`)}
        numberLabel={t('register.idNo')}
        hint={t('register.idNoHint')}
        pattern={/^[A-Z0-9()]{4,20}$/}
        errorText={(error) => t(error === 'required' ? 'register.idNoRequired' : 'register.idNoFormat')}
        submitLabel={t('register.next')}
        onSubmit={submit}
      />
    </FormPageFrame>
  );
}
