import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { browserLocation } from '../../../lib/browser-location.ts';
import { useSession } from '../../../lib/session.ts';
import { REGISTER_CODES, validateRegistration } from '../api/register-identity.ts';
import { startSsoIamSmart } from '../api/sso-iamsmart.ts';
import { startSession } from '../api/start-session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { clearDraft, heldOtpFor, holdOtpForConfirmation, REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';

/**
 * RegisterLoginConfirm: the identity was proved (OTP or iAM Smart) but another account's login already
 * uses it (IDN-E-0108). Confirming moves this login to that account (confirmReplace); keeping leaves both
 * as they are. After an OTP the same code is sent again with the confirmation (a refusal leaves it
 * usable); after iAM Smart a second approval is asked, given knowingly (…/sso/iamSmart/login, back to
 * /iamsmart/reauthcallback). Query: via (otp, iamsmart or reauth), and for otp uuid and eContact.
 */
export default function RegisterLoginConfirmPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [query] = useSearchParams();
  const [busy, setBusy] = useState(false);
  if (!token) return <Navigate to={REGISTER_PATHS.visitorLogin} replace />;
  const viaIamSmart = query.get('via') === 'iamsmart' || query.get('via') === 'reauth';
  const uuid = query.get('uuid') ?? '';

  const confirm = async () => {
    setBusy(true);
    if (viaIamSmart) {
      // The second approval, given knowingly, in this tab: iAM Smart returns to /iamsmart/reauthcallback.
      const url = await startSsoIamSmart(true);
      setBusy(false);
      if (url) browserLocation.assign(url);
      return;
    }
    const otp = heldOtpFor(uuid);
    if (!otp) {
      // The page was reloaded: the code is not kept, so it is entered again with the choice made.
      const again = new URLSearchParams({ uuid, eContact: query.get('eContact') ?? '', replace: 'Y' });
      void navigate(`${REGISTER_PATHS.validSms}?${again}`, { replace: true });
      return;
    }
    const result = await validateRegistration(uuid, otp, true);
    setBusy(false);
    if (result.tokens && (await startSession(result.tokens))) {
      holdOtpForConfirmation(null);
      clearDraft('person');
      void navigate(REGISTER_PATHS.success, { replace: true });
    } else if (result.code === REGISTER_CODES.alreadyLinked) {
      void navigate(`${REGISTER_PATHS.loginWarn}?reason=registered`, { replace: true });
    }
  };

  const keep = () => {
    holdOtpForConfirmation(null);
    clearDraft('person');
    void navigate('/');
  };

  return (
    <RegisterLayout>
      <div className="notice-panel" role="alert">
        <h2>{t('loginConfirm.heading')}</h2>
        <p>{t('loginConfirm.text')}</p>
        <p>{t(viaIamSmart ? 'loginConfirm.iamSmartNote' : 'loginConfirm.otpNote')}</p>
      </div>
      <p className="form-actions">
        <Button type="primary" loading={busy} onClick={() => void confirm()}>
          {t('register.replace')}
        </Button>
        <Button onClick={keep}>{t('loginConfirm.keep')}</Button>
      </p>
    </RegisterLayout>
  );
}
