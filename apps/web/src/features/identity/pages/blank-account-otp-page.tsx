import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { emit } from '../../../lib/event-bus.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import { validateRegistration } from '../api/register-identity.ts';
import { postSendOtp } from '../../../lib/api/post-send-otp.ts';
import { IDENTITY_ALREADY_USED } from '../api/registration.ts';
import { startSession } from '../api/start-session.ts';
import { StartAgainPanel } from '../../../components/start-again-panel.tsx';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';

export const REGISTER_SUCCESS_PATH = '/home/register/success';

/**
 * ID authentication of a blank account, step 2: the OTP to the registered contact links the account and
 * opens a new session. An identity already used by another login is linked only after a confirmation,
 * which moves this login to that account.
 */
export default function BlankAccountOtpPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  const display = query.get('eContact') ?? '';

  const register = async (otp: string, confirmReplace: boolean) => {
    const result = await validateRegistration(uuid, otp, confirmReplace, { showError: false });
    if (result.tokens) {
      if (await startSession(result.tokens)) void navigate(REGISTER_SUCCESS_PATH, { replace: true });
      return;
    }
    if (result.code === IDENTITY_ALREADY_USED && !confirmReplace) {
      emit('dialog', {
        titleKey: 'errors.reminder',
        messageKey: 'identity:register.replaceConfirm',
        confirmKey: 'identity:register.replace',
        onConfirm: () => void register(otp, true),
      });
      return;
    }
    emit('dialog', { titleKey: 'errors.reminder', message: result.message });
  };

  if (!/^[0-9a-f-]{36}$/i.test(uuid)) {
    return (
      <>
        <Banner />
        <div className="container page-body">
          <StartAgainPanel
            text={t('register.startAgain')}
            to="/home/blank-account/auth"
            linkText={t('register.restart')}
          />
        </div>
      </>
    );
  }
  return (
    <FormPageFrame>
      {query.get('alreadyUsed') === 'Y' && (
        <p className="form-warning" role="note">
          {t('register.alreadyUsed')}
        </p>
      )}
      <OtpForm
        display={display}
        onSend={async () => (await postSendOtp('sso/otp-send', uuid))?.resendAfterSeconds ?? null}
        onSubmit={(otp) => register(otp, false)}
      />
    </FormPageFrame>
  );
}
