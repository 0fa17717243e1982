import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { getRegisterOtpInterval, REGISTER_CODES, validateRegistration } from '../api/register-identity.ts';
import { postSendOtp } from '../../../lib/api/post-send-otp.ts';
import { startSession } from '../api/start-session.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import { RegisterLayout } from '../components/register-layout.tsx';
import { clearDraft, holdOtpForConfirmation, REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';
import { StartAgainPanel } from '../../../components/start-again-panel.tsx';

export const UUID_PATTERN = /^[0-9a-f-]{36}$/i;

/**
 * RegisterValidSms: the one-time password to the contact registered at the Transport Department
 * (…/sso/otp-send, …/sso/otp-validate/register). A reload shows the resend interval still running
 * (…/sso/otp/interval) instead of sending a second code. Query: uuid, eContact, replace (Y after the
 * user chose to move this login to the account that holds the identity).
 */
export default function RegisterValidSmsPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  const eContact = query.get('eContact') ?? '';
  const replace = query.get('replace') === 'Y';
  const [sentWait, setSentWait] = useState<number | null | undefined>(undefined);
  const valid = UUID_PATTERN.test(uuid);

  useEffect(() => {
    let live = true;
    if (token && valid) void getRegisterOtpInterval(uuid).then((s) => live && setSentWait(s));
    return () => {
      live = false;
    };
  }, [token, valid, uuid]);

  if (!token) return <Navigate to={REGISTER_PATHS.visitorLogin} replace />;

  const register = async (otp: string) => {
    const result = await validateRegistration(uuid, otp, replace);
    if (result.tokens) {
      if (await startSession(result.tokens)) {
        clearDraft('person');
        void navigate(REGISTER_PATHS.success, { replace: true });
      }
      return;
    }
    if (result.code === REGISTER_CODES.alreadyUsed) {
      holdOtpForConfirmation({ uuid, otp });
      void navigate(`${REGISTER_PATHS.loginConfirm}?${new URLSearchParams({ via: 'otp', uuid, eContact })}`);
    } else if (result.code === REGISTER_CODES.alreadyLinked) {
      void navigate(`${REGISTER_PATHS.loginWarn}?reason=registered`, { replace: true });
    }
  };

  return (
    <RegisterLayout>
      {!valid ? (
        <StartAgainPanel
          text={t('register.startAgain')}
          to={REGISTER_PATHS.generalInfo}
          linkText={t('register.restart')}
        />
      ) : (
        <>
          {replace && (
            <p className="form-warning" role="note">
              {t('validSms.replacing')}
            </p>
          )}
          {sentWait !== undefined && (
            <OtpForm
              display={eContact}
              sentResendSeconds={sentWait ?? undefined}
              onSend={async () => (await postSendOtp('sso/otp-send', uuid))?.resendAfterSeconds ?? null}
              onSubmit={register}
            />
          )}
          <p>
            <Link to={REGISTER_PATHS.generalInfo}>{t('validSms.changeDocument')}</Link>
          </p>
        </>
      )}
    </RegisterLayout>
  );
}
