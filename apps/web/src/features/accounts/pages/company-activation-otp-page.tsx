import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { emit } from '../../../lib/event-bus.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import { ORG_ADMIN_EXISTS, postOrgActivate } from '../api/org-activation.ts';
import { postSendOtp } from '../../../lib/api/post-send-otp.ts';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import '../../../components/form-page.css';

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
    <>
      <Banner />
      <div className="container page-body">
        <div className="form-page">
          {done ? (
            <div className="notice-panel" role="status">
              <h2>{t('company.doneTitle')}</h2>
              <p>{t('company.done', { company })}</p>
              <Link to="/my-account" className="button button-primary">
                {t('toMyAccount')}
              </Link>
            </div>
          ) : !/^[0-9a-f-]{36}$/i.test(uuid) ? (
            <div className="notice-panel" role="alert">
              <p>{t('company.startAgain')}</p>
              <Link to="/home/register/company" className="button button-primary">
                {t('company.restart')}
              </Link>
            </div>
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
                onSend={async () =>
                  (await postSendOtp('activate/org/send', uuid))?.resendAfterSeconds ?? null
                }
                onSubmit={(otp) => activate(otp, false)}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
