import type { CurrentUserInfo } from '@eticket/domain/accounts/profile.schemas';
import { NO_PERMISSIONS } from '@eticket/domain/accounts/permissions';

/**
 * The current user as POST …/users/user/profile answers it: a person acting in their personal role, with
 * no permission set. A test names only what it looks at (name, role type, driver…).
 */
export function currentUser(overrides: Partial<CurrentUserInfo> = {}): CurrentUserInfo {
  const name = overrides.name ?? 'CHAN TAI MAN';
  return {
    name,
    agentId: 0,
    agentRole: 'USER_PERSONAL',
    uid: 'u1',
    gender: 'M',
    driver: false,
    roleType: 'O',
    roleNum: 0,
    roleList: [],
    ownerName: name,
    ownerId: 'u1',
    showSwitch: false,
    permissions: { ...NO_PERMISSIONS },
    time: '2026-11-22T00:00:00Z',
    ...overrides,
  };
}
