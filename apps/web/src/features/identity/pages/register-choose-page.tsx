import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import type { ContinueRegister } from '@eticket/domain/identity/sso.schemas';
import { getRegisterStep } from '../api/continue-register.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import { startIamSmartWait } from '../start-iam-smart-wait.ts';
import '../../../components/form-page.css';
import '../identity.css';

/**
 * RegisterChoose: how to register. A person authenticates with iAM Smart or with the identity document
 * and a one-time password; a company is activated by its document. A visitor is first told to log in.
 * …/sso/continueRegister says whether the account is already linked, or offers to resume an open OTP.
 */
export default function RegisterChoosePage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [step, setStep] = useState<ContinueRegister | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (token)
      void getRegisterStep().then((answer) => {
        if (live) setStep(answer);
      });
    return () => {
      live = false;
    };
  }, [token]);

  const iamSmart = async () => {
    setBusy(true);
    const started = await startIamSmartWait(false);
    setBusy(false);
    if (started) void navigate(REGISTER_PATHS.waiting);
  };

  const linked = step?.step === 'DONE';
  // An OTP registration left open (a closed tab, a lost connection): resume it where it stopped.
  const resume =
    step?.step === 'OTP' && step.uuid
      ? new URLSearchParams({
          uuid: step.uuid,
          eContact: (step.contactMeansInd === 'E' ? step.email : step.phoneNo) ?? '',
        })
      : null;
  return (
    <RegisterLayout>
      <p>{t('choose.intro')}</p>
      <section aria-labelledby="choose-person" className="identity-choice">
        <h2 id="choose-person">{t('choose.personTitle')}</h2>
        {!token ? (
          <>
            <p>{t('choose.visitorText')}</p>
            <Link to={REGISTER_PATHS.visitorLogin} className="button button-primary">
              {t('choose.visitorPerson')}
            </Link>
          </>
        ) : linked ? (
          <p role="status">{t('choose.linked')}</p>
        ) : (
          <>
            {resume && (
              <p className="form-warning" role="note">
                {t('choose.resumeText')}{' '}
                <Link to={`${REGISTER_PATHS.validSms}?${resume}`}>{t('choose.resume')}</Link>
              </p>
            )}
            <p>{t('choose.personText')}</p>
            <p className="form-actions">
              <Button type="primary" loading={busy} onClick={() => void iamSmart()}>
                {t('choose.iamSmart')}
              </Button>
              <Link to={REGISTER_PATHS.generalInfo} className="button button-secondary">
                {t('choose.otp')}
              </Link>
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="choose-company" className="identity-choice">
        <h2 id="choose-company">{t('choose.companyTitle')}</h2>
        <p>{t('choose.companyText')}</p>
        <Link
          to={token ? REGISTER_PATHS.companyGeneralInfo : REGISTER_PATHS.visitorCompany}
          className="button button-secondary"
        >
          {t('choose.company')}
        </Link>
      </section>
    </RegisterLayout>
  );
}
