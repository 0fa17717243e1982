import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { emit } from '../../../lib/event-bus.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import { ORG_ADMIN_EXISTS, postOrgActivate } from '../api/org-activation.ts';
import { postSendOtp } from '../../../lib/api/post-send-otp.ts';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import { CompanyOtpDone, CompanyOtpFrame } from '../components/company-otp-frame.tsx';
import { StartAgainPanel } from '../../../components/start-again-panel.tsx';

/**
 * RegisterOtp for a company account: the OTP to the company's registered contact makes the caller its
 * administrator. A company has one administrator, replaced only after a confirmation.
 */
export default function RegisterOtpPage() {
  const { t } = useTranslation('accounts');
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  const company = query.get('company') ?? '';
  const [done, setDone] = useState(false);

  const activate = async (otp: string, confirmReplace: boolean) => {
    const result = await postOrgActivate(uuid, otp, confirmReplace);
    if (result.activated) {
      await loadCurrentUser();
      setDone(true);
    } else if (result.code === ORG_ADMIN_EXISTS && !confirmReplace) {
      emit('dialog', {
        titleKey: 'errors.reminder',
        messageKey: 'accounts:company.replaceConfirm',
        confirmKey: 'accounts:company.replace',
        onConfirm: () => void activate(otp, true),
      });
    } else {
      emit('dialog', { titleKey: 'errors.reminder', message: result.message });
    }
  };

  return (
    <CompanyOtpFrame>
      {done ? (
        <CompanyOtpDone title={t('company.doneTitle')} text={t('company.done', { company })} />
      ) : !/^[0-9a-f-]{36}$/i.test(uuid) ? (
        <StartAgainPanel
          text={t('company.startAgain')}
          to="/home/register/company"
          linkText={t('company.restart')}
        />
      ) : (
        <>
          <h2>{company}</h2>
          {query.get('hasAdministrator') === 'Y' && (
            <p className="form-warning" role="note">
              {t('company.hasAdministrator')}
            </p>
          )}
          <OtpForm
            display={query.get('eContact') ?? ''}
            onSend={async () => (await postSendOtp('activate/org/send', uuid))?.resendAfterSeconds ?? null}
            onSubmit={(otp) => activate(otp, false)}
          />
        </>
      )}
    </CompanyOtpFrame>
  );
}
