import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getSession, setSession } from '../../../lib/session.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import { confirmUnbind, getOrgOtpPage, sendUnbindOtp, switchToPersonal } from '../api/org-otp.ts';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import { CompanyOtpDone, CompanyOtpFrame } from '../components/company-otp-frame.tsx';

type Target = Awaited<ReturnType<typeof getOrgOtpPage>>;

/**
 * UnbindOtp: removes one of the user's enterprise accounts once the OTP sent to the company's contact is
 * answered. Query: uuid only, the challenge the server opened for the caller's own role (spec: the query
 * is encoded); the server answers where the code goes and which role it removes, to that caller alone.
 */
export default function UnbindOtpPage() {
  const { t } = useTranslation('accounts');
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  // undefined while it is read; null when the address names no challenge of this user.
  const [read, setTarget] = useState<Target | undefined>(undefined);
  const target = uuid ? read : null;
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    if (uuid) void getOrgOtpPage(uuid).then((found) => live && setTarget(found));
    return () => {
      live = false;
    };
  }, [uuid]);

  const send = async () => (await sendUnbindOtp(uuid))?.resendAfterSeconds ?? null;

  const submit = async (otp: string) => {
    if (!(await confirmUnbind(uuid, otp))) return;
    const info = getSession('userInfo');
    if (info && target && Number(info.agentId ?? 0) === target.agentId) {
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
      ) : target === undefined ? null : target?.purpose !== 'UNBIND' ? (
        <p role="alert">{t('unbind.missing')}</p>
      ) : (
        <>
          <p>{t('unbind.intro')}</p>
          <p>{t('unbind.company', { name: target.ownerName })}</p>
          <OtpForm
            display={target.display}
            onSend={send}
            onSubmit={submit}
            submitLabel={t('unbind.submit')}
          />
        </>
      )}
    </CompanyOtpFrame>
  );
}
