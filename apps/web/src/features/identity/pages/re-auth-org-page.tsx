import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { OtpForm } from '../components/otp-form.tsx';
import { checkReAuthOrgOtp, getOrgOtpInterval, resendReAuthOrgOtp } from '../api/org-otp.ts';
import '../identity.css';

/**
 * ReAuthOrg (spec section 4, switching role): an administrator whose company authentication lapsed
 * answers the OTP sent to the company's contact. Query: eContact, orgId, agentId, ownerName, uuid.
 */
export default function ReAuthOrgPage() {
  const { t } = useTranslation('identity');
  const [query] = useSearchParams();
  const uuid = query.get('uuid') ?? '';
  const [wait, setWait] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    if (uuid) void getOrgOtpInterval(uuid).then((seconds) => live && setWait(seconds));
    return () => {
      live = false;
    };
  }, [uuid]);

  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="identity-page">
          <h2>{t('reAuthOrg.heading', { name: query.get('ownerName') ?? '' })}</h2>
          {done ? (
            <div className="notice-panel" role="status">
              <p>{t('reAuthOrg.done')}</p>
              <Link to="/my-account" className="button button-primary">
                {t('register.toMyAccount')}
              </Link>
            </div>
          ) : !uuid ? (
            <p role="alert">{t('reAuthOrg.missing')}</p>
          ) : (
            wait !== null && (
              <OtpForm
                display={query.get('eContact') ?? ''}
                sentResendSeconds={wait}
                onSend={async () => (await resendReAuthOrgOtp(uuid))?.resendAfterSeconds ?? null}
                onSubmit={async (otp) => setDone(await checkReAuthOrgOtp(uuid, otp))}
              />
            )
          )}
        </div>
      </div>
    </>
  );
}
