import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { revokeSession } from '../../../lib/logout.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import '../../../components/form-page.css';
import { OutcomePanel } from '../components/outcome-panel.tsx';

/** One logout per page load, however often the effect runs (StrictMode). */
let ending: Promise<unknown> | null = null;

/**
 * /sso/logout: where a logout from outside the portal (the Digital Services Logon's own logout, a link)
 * lands. The session ends on the server (GET …/sso/logout) and on this device, and the page says so;
 * timeout=Y says the session had timed out.
 */
export default function SsoLogoutPage() {
  const { t } = useTranslation('identity');
  const [query] = useSearchParams();
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    ending ??= revokeSession().finally(() => {
      ending = null;
    });
    void ending.then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <RegisterLayout>
      {done ? (
        <OutcomePanel
          role="status"
          title={t('ssoLogout.done')}
          message={t(query.get('timeout') === 'Y' ? 'ssoLogout.timedOut' : 'ssoLogout.text')}
          action={
            <Button type="primary" onClick={() => openAuthDialog('login')}>
              {t('ssoLogout.loginAgain')}
            </Button>
          }
        />
      ) : (
        <div className="notice-panel" role="status">
          <p>{t('ssoLogout.busy')}</p>
        </div>
      )}
    </RegisterLayout>
  );
}
