import { resolvePermissions } from '@eticket/domain/accounts/permissions';
import { emit } from '../../../lib/event-bus.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { checkOrgStatus } from '../api/check-org-status.ts';
import { sendOrgOtp } from '../api/send-org-otp.ts';
import { getRoleTable } from '../../../lib/api/get-role-table.ts';
import { postSwitchRole } from '../api/switch-role.ts';
import { currentAgentIdOf, roleListOf, withChosenFirst, type RoleEntry } from './role-entry.ts';

/** The page that finishes an administrator's re-authentication (route name ReAuthOrg). */
export const RE_AUTH_ORG_PATH = '/home/register/reAuth-org';

export interface SwitchDeps {
  navigate: (to: string) => void;
  reload: () => void;
}

/** Only the challenge's uuid travels in the address: the page asks the server for the rest. */
const reAuthOrgPath = (uuid: string) => `${RE_AUTH_ORG_PATH}?${new URLSearchParams({ uuid })}`;

async function applySwitch(target: { agentId: number }, deps: SwitchDeps): Promise<void> {
  const result = await postSwitchRole(target.agentId);
  if (!result) return;
  const before = getSession('userInfo');
  const { permissions: _permissions, ...info } = result.userInfo;
  if (result.token) setSession('token', result.token);
  const roles = withChosenFirst(
    roleListOf(before).length ? roleListOf(before) : result.userInfo.roleList,
    target.agentId,
  );
  setSession('userInfo', { ...info, driver: before?.driver ?? info.driver, roleList: roles });
  setSession('permissions', resolvePermissions(info.roleType, await getRoleTable()));
  deps.reload();
}

/**
 * Switching role (spec section 4): the same role does nothing; an administrator's company is checked
 * first, and one whose authentication lapsed (authStatus N) confirms 'org_update_tip', sends an OTP and
 * goes to ReAuthOrg; otherwise the role is switched and the page reloads.
 */
export async function switchRole(target: RoleEntry | { agentId: 0 }, deps: SwitchDeps): Promise<void> {
  if (target.agentId === currentAgentIdOf(getSession('userInfo'))) return;
  if ('roleType' in target && target.roleType === 'OAD') {
    const orgId = target.orgId ?? target.ownerId;
    const status = await checkOrgStatus(orgId);
    if (!status) return;
    if (status.authStatus === 'N') {
      emit('dialog', {
        titleKey: 'errors.reminder',
        messageKey: 'accounts:roles.org_update_tip',
        onConfirm: () =>
          void sendOrgOtp(orgId).then((sent) => {
            if (sent) deps.navigate(reAuthOrgPath(sent.uuid));
          }),
      });
      return;
    }
  }
  await applySwitch(target, deps);
}
