import { maskName } from '@eticket/domain/common/masking';
import { agentRoleOf, isRoleType, sortRoles } from '@eticket/domain/accounts/roles';
import type { CurrentUserInfo } from '@eticket/domain/accounts/profile.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { personalRoleType } from '../identity/acting-role.service.ts';
import { loginNameOf } from '../identity/identity-records.service.ts';
import * as repo from './accounts.repository.ts';

/** The caller's own account and record; a principal always has an account, or the session would be gone. */
async function me(db: Database, userId: string) {
  const row = await repo.findUserWithPerson(db, userId);
  if (!row) throw new AppError('LOGIN_TIMEOUT');
  return row;
}

/**
 * The caller's own name, in full: one's own name is not hidden from oneself (the header shows it). An
 * account with no identity record yet (a DSL login) shows the name its login provider gave.
 */
async function ownName(
  db: Database,
  userId: string,
  person: { engSurname: string; engGivenName: string } | null | undefined,
) {
  if (person) return `${person.engSurname} ${person.engGivenName}`.trim();
  return (await loginNameOf(db, userId)) ?? '-';
}

/** Another person's name leaves the server masked (spec section 5): surname kept, other words by initial. */
function displayName(person: { engSurname: string; engGivenName: string } | null | undefined) {
  return maskName(person ? `${person.engSurname} ${person.engGivenName}` : null);
}

/** The roles a user holds besides the personal one, company administrators first (spec section 4). */
export async function userAgentsOf(db: Database, userId: string) {
  const rows = await repo.findRolesOf(db, userId);
  const entries = rows.flatMap((r) => {
    const agentRole = agentRoleOf(r.id, r.roleType);
    if (!agentRole || !isRoleType(r.roleType)) return [];
    const org = r.ownerCompanyId !== null;
    return [
      {
        agentId: r.id,
        agentRole,
        roleType: r.roleType,
        ownerName: org
          ? (r.companyName ?? '-')
          : displayName(
              r.ownerSurname ? { engSurname: r.ownerSurname, engGivenName: r.ownerGivenName ?? '' } : null,
            ),
        ownerId: org ? String(r.ownerCompanyId) : (r.ownerUserId ?? ''),
        orgId: org ? String(r.ownerCompanyId) : null,
      },
    ];
  });
  return sortRoles(entries);
}

/** getProfile (spec section 3): always the caller's own. */
export async function getProfile(db: Database, principal: Principal) {
  const { user, person } = await me(db, principal.userId);
  const roleType = await personalRoleType(db, user.tdPersonId);
  return {
    name: await ownName(db, user.id, person),
    uid: user.id,
    gender: person?.gender ?? '',
    carOwner: roleType === 'O' || roleType === 'OD',
    driver: roleType === 'D' || roleType === 'OD',
    userAgents: await userAgentsOf(db, user.id),
  };
}

/** Current user info (spec section 3): the caller in the role it acts under now. */
export async function currentUserInfo(
  db: Database,
  principal: Principal,
  now = new Date(),
): Promise<CurrentUserInfo> {
  const { user, person } = await me(db, principal.userId);
  const roleList = await userAgentsOf(db, user.id);
  const acting = roleList.find((r) => r.agentId === principal.agentId);
  const name = await ownName(db, user.id, person);
  return {
    name,
    agentId: principal.agentId,
    agentRole: principal.agentRole,
    uid: user.id,
    gender: person?.gender ?? '',
    driver: person?.drivingLicenceNo != null,
    roleType: principal.roleType,
    roleNum: roleList.length,
    roleList,
    ownerName: acting?.ownerName ?? name,
    ownerId: acting?.ownerId ?? user.id,
    showSwitch: roleList.length > 0,
    permissions: principal.permissions,
    time: now.toISOString(),
  };
}
