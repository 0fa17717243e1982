import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserLocation } from '../../../lib/browser-location.ts';
import { startIamSmartRegistration } from '../api/iams-register.ts';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';
import '../identity.css';

/**
 * RegistersAuth, ID authentication of a blank account: with iAM Smart (the HKID the holder shares is the
 * proof), or with the identity document and an OTP to the contact registered at the Transport Department.
 */
export default function RegistersAuthPage() {
  const { t } = useTranslation('identity');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const url = await startIamSmartRegistration(false);
    setBusy(false);
    if (url) browserLocation.assign(url);
  };
  return (
    <FormPageFrame>
      <p>{t('registersAuth.intro')}</p>
      <section aria-labelledby="registers-auth-iams" className="identity-choice">
        <h2 id="registers-auth-iams">{t('registersAuth.iamSmartTitle')}</h2>
        <p>{t('registersAuth.iamSmartText')}</p>
        <Button type="primary" loading={busy} onClick={() => void start()}>
          {t('registersAuth.iamSmart')}
        </Button>
      </section>
      <section aria-labelledby="registers-auth-otp" className="identity-choice">
        <h2 id="registers-auth-otp">{t('registersAuth.otpTitle')}</h2>
        <p>{t('registersAuth.otpText')}</p>
        <Link to="/home/blank-account/auth" className="button button-secondary">
          {t('registersAuth.otp')}
        </Link>
      </section>
    </FormPageFrame>
  );
}
