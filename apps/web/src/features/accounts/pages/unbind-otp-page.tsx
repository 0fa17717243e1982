import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getSession, setSession } from '../../../lib/session.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import { confirmUnbind, openUnbindOtp, sendUnbindOtp, switchToPersonal } from '../api/org-otp.ts';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import { CompanyOtpDone, CompanyOtpFrame } from '../components/company-otp-frame.tsx';

/**
 * UnbindOtp: removes one of the user's enterprise accounts once the OTP sent to the company's contact is
 * answered. Query: EContact, orgId, agentId and, when the code was already sent, uuid. The server
 * refuses a role that is not the caller's own.
 */
export default function UnbindOtpPage() {
  const { t } = useTranslation('accounts');
  const [query] = useSearchParams();
  const orgId = query.get('orgId') ?? '';
  const agentId = query.get('agentId') ?? '';
  const [uuid, setUuid] = useState(query.get('uuid') ?? '');
  const [done, setDone] = useState(false);

  const send = async () => {
    const challenge = uuid || (await openUnbindOtp(orgId, agentId));
    if (!challenge) return null;
    setUuid(challenge);
    return (await sendUnbindOtp(challenge))?.resendAfterSeconds ?? null;
  };

  const submit = async (otp: string) => {
    if (!(await confirmUnbind(uuid, otp))) return;
    const info = getSession('userInfo');
    if (info && String(info.agentId ?? '') === agentId) {
      const token = await switchToPersonal();
      if (token) setSession('token', token);
      setSession('userInfo', { ...info, agentId: 0 });
    }
    await loadCurrentUser();
    setDone(true);
  };

  return (
    <CompanyOtpFrame>
      {done ? (
        <CompanyOtpDone text={t('unbind.done')} />
      ) : !/^\d+$/.test(orgId) || !/^\d+$/.test(agentId) ? (
        <p role="alert">{t('unbind.missing')}</p>
      ) : (
        <>
          <p>{t('unbind.intro')}</p>
          <OtpForm
            display={query.get('EContact') ?? ''}
            onSend={send}
            onSubmit={submit}
            submitLabel={t('unbind.submit')}
          />
        </>
      )}
    </CompanyOtpFrame>
  );
}
