import { describe, expect, it } from 'vitest';
import {
  currentAgentIdOf,
  enterpriseRolesOf,
  roleListOf,
  withChosenFirst,
  type RoleEntry,
} from './role-entry.ts';

const role = (agentId: number, roleType: string): RoleEntry => ({
  agentId,
  agentRole: roleType === 'OAD' ? 'ORG_ADMIN' : 'USER_AGENT',
  roleType,
  ownerName: `OWNER ${agentId}`,
  ownerId: String(agentId),
  orgId: roleType === 'UAG' ? null : String(agentId),
});

describe('the enterprise roles of the role panel', () => {
  it('when the user acts for an administrator role, then that role comes first and only OAD roles are listed', () => {
    const roles = [role(1, 'UAG'), role(2, 'OAD'), role(3, 'OAG'), role(4, 'OAD')];
    expect(enterpriseRolesOf(roles, 4).map((r) => r.agentId)).toEqual([4, 2]);
  });

  it('when the personal role is current, then the administrator roles keep their order', () => {
    expect(enterpriseRolesOf([role(2, 'OAD'), role(4, 'OAD')], 0).map((r) => r.agentId)).toEqual([2, 4]);
  });

  it('when an administrator role is chosen, then it moves to the top of the role list', () => {
    const roles = [role(1, 'UAG'), role(2, 'OAD'), role(4, 'OAD')];
    expect(withChosenFirst(roles, 4).map((r) => r.agentId)).toEqual([4, 1, 2]);
  });

  it('when a personal or agent role is chosen, then the list is unchanged', () => {
    const roles = [role(1, 'UAG'), role(2, 'OAD')];
    expect(withChosenFirst(roles, 1)).toEqual(roles);
  });

  it('when the stored role list holds something unexpected, then it is ignored', () => {
    expect(roleListOf({ roleList: [null, 'x', role(2, 'OAD')] })).toEqual([role(2, 'OAD')]);
    expect(currentAgentIdOf({ agentId: '7' })).toBe(7);
    expect(currentAgentIdOf(null)).toBe(0);
  });
});
