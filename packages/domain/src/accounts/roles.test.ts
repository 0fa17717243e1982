import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { agentRoleOf, AGENT_ROLES, honorificOf, isRoleType, ROLE_TYPES, sortRoles } from './roles.ts';

describe('role constants', () => {
  it('when the lists are read, then they hold the spec codes in order', () => {
    expect(ROLE_TYPES).toEqual(['O', 'D', 'OD', 'EMPTY', 'UAG', 'OAG', 'OAD']);
    expect(AGENT_ROLES).toEqual(['USER_PERSONAL', 'USER_AGENT', 'ORG_AGENT', 'ORG_ADMIN']);
  });

  it.each([
    ['OD', true],
    ['OAD', true],
    ['od', false],
    ['AGENT', false],
    [null, false],
  ])('when the value is %j, then isRoleType is %s', (value, expected) => {
    expect(isRoleType(value)).toBe(expected);
  });
});

describe('agentRoleOf', () => {
  it.each<[number | string, string | null | undefined, string | null]>([
    [0, 'O', 'USER_PERSONAL'],
    ['0', 'OAD', 'USER_PERSONAL'],
    [' 0 ', undefined, 'USER_PERSONAL'],
    [0, null, 'USER_PERSONAL'],
    [12, 'UAG', 'USER_AGENT'],
    ['12', 'OAG', 'ORG_AGENT'],
    [12, 'OAD', 'ORG_ADMIN'],
    [12, 'O', null],
    [12, 'D', null],
    [12, 'OD', null],
    [12, 'EMPTY', null],
    [12, 'oad', null],
    [12, undefined, null],
    ['', 'UAG', 'USER_AGENT'],
    ['', undefined, null],
    [12, 'toString', null],
  ])('when agentId is %j and role type %j, then the agent role is %j', (agentId, roleType, expected) => {
    expect(agentRoleOf(agentId, roleType)).toBe(expected);
  });
});

describe('honorificOf', () => {
  it.each<[string | null | undefined, string]>([
    ['M', 'common.mr'],
    ['m', 'common.mr'],
    [' M ', 'common.mr'],
    ['F', 'common.ms'],
    ['', 'common.ms'],
    ['X', 'common.ms'],
    [null, 'common.ms'],
    [undefined, 'common.ms'],
  ])('when gender is %j, then the honorific key is %j', (gender, expected) => {
    expect(honorificOf(gender)).toBe(expected);
  });
});

describe('sortRoles', () => {
  it.each([
    [
      ['O', 'OAD', 'UAG'],
      ['OAD', 'O', 'UAG'],
    ],
    [
      ['OAG', 'OAD', 'UAG', 'OAD'],
      ['OAD', 'OAD', 'OAG', 'UAG'],
    ],
    [[], []],
  ])('when the roles are %j, then they sort as %j', (types, expected) => {
    expect(sortRoles(types.map((roleType) => ({ roleType }))).map((r) => r.roleType)).toEqual(expected);
  });

  it('when two administrators are listed, then they keep their original order', () => {
    const roles = [
      { roleType: 'UAG', id: 1 },
      { roleType: 'OAD', id: 2 },
      { roleType: 'OAD', id: 3 },
    ];
    expect(sortRoles(roles).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it('when the roles are sorted, then the input list is not changed', () => {
    const roles = [{ roleType: 'O' }, { roleType: 'OAD' }];
    sortRoles(roles);
    expect(roles.map((r) => r.roleType)).toEqual(['O', 'OAD']);
  });

  it('when any list is sorted, then it is the admins in order followed by the others in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ roleType: fc.constantFrom(...ROLE_TYPES), id: fc.nat() })),
        (roles) => {
          const sorted = sortRoles(roles);
          expect(sorted).toEqual([
            ...roles.filter((r) => r.roleType === 'OAD'),
            ...roles.filter((r) => r.roleType !== 'OAD'),
          ]);
        },
      ),
    );
  });
});
