import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ID_TYPES } from '@eticket/domain/identity/otp.schemas';
import { useSession } from '../../../lib/session.ts';
import { checkIdentityDocument, REGISTER_CODES } from '../api/register-identity.ts';
import { DocumentForm, type DocumentValue } from '../components/document-form.tsx';
import { RegisterLayout } from '../components/register-layout.tsx';
import { readDraft, REGISTER_PATHS, saveDraft } from '../register-flow.ts';
import { validateIdDocument } from '../validate-document.ts';

type IdType = (typeof ID_TYPES)[number];

const NEXT_OF_REFUSAL: Record<string, string> = {
  [REGISTER_CODES.contactMissing]: `${REGISTER_PATHS.infoMissing}?reason=contact`,
  [REGISTER_CODES.noRecord]: `${REGISTER_PATHS.infoMissing}?reason=record`,
  [REGISTER_CODES.alreadyLinked]: `${REGISTER_PATHS.loginWarn}?reason=registered`,
};

/**
 * RegisterGeneralInfo: the identity document held at the Transport Department (POST …/sso/valid-info).
 * The typed document is kept as a draft, so a refusal, a failure or the explaining page loses nothing.
 */
export default function RegisterGeneralInfoPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  if (!token) return <Navigate to={REGISTER_PATHS.visitorLogin} replace />;

  const draft = readDraft('person');
  const initial: DocumentValue<IdType> = {
    type: ID_TYPES.includes(draft?.idType as IdType) ? (draft!.idType as IdType) : 'HKID',
    number: draft?.idNo ?? '',
  };
  const keep = (value: DocumentValue<IdType>) =>
    saveDraft('person', { idType: value.type, idNo: value.number });

  const submit = async (value: DocumentValue<IdType>) => {
    keep(value);
    const { code, target } = await checkIdentityDocument(value.type, value.number);
    if (target) {
      const query = new URLSearchParams({
        uuid: target.uuid,
        eContact: target.contactMeansInd === 'E' ? target.email : target.phoneNo,
      });
      if (target.alreadyUsed) query.set('name', target.name);
      void navigate(
        `${target.alreadyUsed ? REGISTER_PATHS.selectAccount : REGISTER_PATHS.validSms}?${query}`,
      );
      return;
    }
    const next = NEXT_OF_REFUSAL[code];
    if (next) void navigate(next);
  };

  return (
    <RegisterLayout>
      <p>{t('register.intro')}</p>
      <DocumentForm<IdType>
        types={ID_TYPES}
        typeLabel={t('register.idType')}
        typeText={(type) => t(`register.idTypes.${type}`)}
        numberLabel={t('register.idNo')}
        hint={t('register.idNoHint')}
        initial={initial}
        validate={validateIdDocument}
        onChange={keep}
        onSubmit={submit}
        submitLabel={t('register.next')}
      />
    </RegisterLayout>
  );
}
