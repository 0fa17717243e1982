import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { emit } from '../../../lib/event-bus.ts';
import { useOrgEContact } from '../api/get-e-contact.ts';
import { openUnbindOtp } from '../api/org-otp.ts';
import { MyDetailsDialog } from './my-details-dialog.tsx';
import type { RoleEntry } from './role-entry.ts';

/** The page that removes an enterprise account after an OTP (route name UnbindOtp). */
export const UNBIND_OTP_PATH = '/my-account/unbind/otp';

export interface EnterpriseRoleCardProps {
  role: RoleEntry;
  current: boolean;
  canSwitch: boolean;
  onSwitch: (role: RoleEntry) => void;
  navigate: (to: string) => void;
}

/** One company-administrator role: owner name and contact, 'unbind', 'my details' and switching to it. */
export function EnterpriseRoleCard({
  role,
  current,
  canSwitch,
  onSwitch,
  navigate,
}: EnterpriseRoleCardProps) {
  const { t } = useTranslation('accounts');
  const orgId = role.orgId ?? role.ownerId;
  const { data: contact } = useOrgEContact(orgId);
  const [details, setDetails] = useState(false);
  const headingId = `role-${role.agentId}`;
  const unbind = () =>
    emit('dialog', {
      titleKey: 'errors.reminder',
      messageKey: 'accounts:roles.unbindConfirm',
      confirmKey: 'accounts:roles.unbind',
      // The challenge is opened here, so the address carries only its uuid, never the company or role.
      onConfirm: () =>
        void openUnbindOtp(orgId, String(role.agentId)).then((uuid) => {
          if (uuid) navigate(`${UNBIND_OTP_PATH}?${new URLSearchParams({ uuid })}`);
        }),
    });
  return (
    <li className={`role-item${current ? ' is-current' : ''}`} aria-labelledby={headingId}>
      <h4 id={headingId} className="role-owner">
        {role.ownerName}
        {current && <span className="role-current"> ({t('roles.current')})</span>}
      </h4>
      <p className="role-contact">{contact?.display ?? ''}</p>
      <div className="role-actions">
        {canSwitch && !current && (
          <Button type="primary" onClick={() => onSwitch(role)}>
            {t('roles.switchTo', { name: role.ownerName })}
          </Button>
        )}
        <Button onClick={() => setDetails(true)}>{t('roles.myDetails')}</Button>
        <Button onClick={unbind}>{t('roles.unbind')}</Button>
      </div>
      <MyDetailsDialog open={details} onClose={() => setDetails(false)} contact={contact} organisation />
    </li>
  );
}
