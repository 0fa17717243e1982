import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAlertStatus } from '../api/get-alert-status.ts';
import { useEContact } from '../api/get-e-contact.ts';
import { useProfile } from '../api/get-profile.ts';
import { AccountHub } from '../components/account-hub.tsx';
import { DataAccess } from '../components/data-access.tsx';
import { PersonalDetails } from '../components/personal-details.tsx';
import { RolePanel } from '../components/role-panel.tsx';
import '../accounts.css';

/** /my-account: the user's services (the hub), personal details and the role panel. */
export default function MyAccountPage() {
  const { t } = useTranslation('accounts');
  const userInfo = useSession('userInfo');
  const profile = useProfile(String(userInfo?.agentId ?? 0));
  const { data: contact } = useEContact();
  const { data: alert } = useAlertStatus();
  const name = profile.data?.name ?? userInfo?.name ?? '';
  const gender = profile.data?.gender ?? userInfo?.gender;
  return (
    <>
      <Banner />
      <div className="container page-body my-account">
        {profile.isPending && !userInfo ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <AccountHub />
            <PersonalDetails name={name} gender={gender} contact={contact} />
            <RolePanel name={name} contact={contact} needsAuthentication={alert?.blankAccount === 'Y'} />
            <DataAccess />
          </>
        )}
      </div>
    </>
  );
}
