import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { browserLocation } from '../../../lib/browser-location.ts';
import { setSession } from '../../../lib/session.ts';
import { OtpForm } from '../../../components/otp-form.tsx';
import {
  actForCompany,
  checkReAuthOrgOtp,
  getOrgOtpInterval,
  getOrgOtpPage,
  resendReAuthOrgOtp,
} from '../api/org-otp.ts';
import { loadCurrentUser } from '../../../lib/current-user.ts';
import { CompanyOtpDone, CompanyOtpFrame } from '../components/company-otp-frame.tsx';

/** My account, loaded afresh so that every page's data is read again in the new role. */
const MY_ACCOUNT_URL = `${import.meta.env.BASE_URL}my-account`;

/**
 * After the code: the switch the user asked for ("Act for …") is made, and My account opens in the
 * company's role. Without an agentId, or when the switch is refused, the page says the company is
 * authenticated again and links back to My account.
 */
async function switchAfterReAuth(agentId: number): Promise<boolean> {
  if (!(agentId > 0)) return false;
  const token = await actForCompany(agentId);
  if (!token) return false;
  setSession('token', token);
  if (!(await loadCurrentUser())) return false;
  browserLocation.assign(MY_ACCOUNT_URL);
  return true;
}

/**
 * ReAuthOrg (spec section 4, switching role): an administrator whose company authentication lapsed
 * answers the OTP sent to the company's contact. Query: uuid only (spec: the query is encoded); the
 * server answers the company's name, where the code went and the role, to the challenge's own user alone.
 */
export default function ReAuthOrgPage() {
  const { t } = useTranslation('accounts');
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  const [wait, setWait] = useState<number | null>(null);
  // undefined while it is read; null when the address names no challenge of this user.
  const [read, setTarget] = useState<Awaited<ReturnType<typeof getOrgOtpPage>> | undefined>(undefined);
  const target = uuid ? read : null;
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    if (uuid)
      void getOrgOtpPage(uuid).then(async (found) => {
        const seconds = found?.purpose === 'REAUTH' ? await getOrgOtpInterval(uuid) : null;
        if (!live) return;
        setTarget(found?.purpose === 'REAUTH' ? found : null);
        setWait(seconds);
      });
    return () => {
      live = false;
    };
  }, [uuid]);

  return (
    <CompanyOtpFrame>
      <h2>{target ? t('reAuthOrg.heading', { name: target.ownerName }) : t('reAuthOrg.headingPlain')}</h2>
      {done ? (
        <CompanyOtpDone text={t('reAuthOrg.done')} />
      ) : target === undefined ? null : target === null ? (
        <p role="alert">{t('reAuthOrg.missing')}</p>
      ) : (
        wait !== null && (
          <OtpForm
            display={target.display}
            sentResendSeconds={wait}
            onSend={async () => (await resendReAuthOrgOtp(uuid))?.resendAfterSeconds ?? null}
            onSubmit={async (otp) => {
              if (!(await checkReAuthOrgOtp(uuid, otp))) return;
              if (!(await switchAfterReAuth(target.agentId))) setDone(true);
            }}
          />
        )
      )}
    </CompanyOtpFrame>
  );
}
