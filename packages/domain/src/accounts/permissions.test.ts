import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_PERMISSIONS,
  PERMISSION_FLAGS,
  resolvePermissions,
  type PermissionFlag,
  type RoleTableEntry,
} from './permissions.ts';
import { ROLE_TYPES } from './roles.ts';

const granted = (perms: Record<PermissionFlag, boolean>) => PERMISSION_FLAGS.filter((flag) => perms[flag]);

const table: RoleTableEntry[] = [
  { roleType: 'O', message: true, ticket: true, vehicle: true, agent: true, dop: false },
  { roleType: 'D', message: true, dop: true, tcr: true, vehicle: false },
  { roleType: 'OD', fleetManagement: true },
  { roleType: 'EMPTY', message: true },
  { roleType: 'UAG', ticket: true, paymentRecord: true },
  { roleType: 'OAD', fleetManagement: true, detail: true },
  { roleType: 'OAD', appointor: true },
  { roleType: 'FUTURE', ticket: true },
  // Values that are not literally true must not grant anything.
  { roleType: 'OAG', ticket: 'Y', message: 1, vehicle: 'true' } as unknown as RoleTableEntry,
];

describe('PERMISSION_FLAGS', () => {
  it('when the flags are listed, then they are the 14 of the spec in order, all false by default', () => {
    expect(PERMISSION_FLAGS).toEqual([
      'message',
      'ticket',
      'paymentRecord',
      'vehicle',
      'detail',
      'disputeMultimedia',
      'dop',
      'tcr',
      'agent',
      'appointor',
      'qrcodeScanner',
      'deviceDrivingLogs',
      'myDrivingLogs',
      'fleetManagement',
    ]);
    expect(Object.keys(NO_PERMISSIONS)).toEqual(PERMISSION_FLAGS);
    expect(granted(NO_PERMISSIONS)).toEqual([]);
    expect(Object.isFrozen(NO_PERMISSIONS)).toBe(true);
  });
});

describe('resolvePermissions', () => {
  it.each<[string | null | undefined, PermissionFlag[]]>([
    ['O', ['message', 'ticket', 'vehicle', 'agent']],
    ['D', ['message', 'dop', 'tcr']],
    ['OD', ['message', 'ticket', 'vehicle', 'dop', 'tcr', 'agent']],
    ['UAG', ['ticket', 'paymentRecord']],
    ['OAD', ['detail', 'fleetManagement']],
    ['OAG', []],
    ['EMPTY', []],
    ['FUTURE', []],
    ['od', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('when the role type is %j, then the granted flags are %j', (roleType, expected) => {
    const perms = resolvePermissions(roleType, table);
    expect(Object.keys(perms)).toEqual(PERMISSION_FLAGS);
    expect(granted(perms)).toEqual(expected);
  });

  it('when the role has no row in the table, then every flag is false', () => {
    expect(granted(resolvePermissions('OAG', []))).toEqual([]);
    expect(granted(resolvePermissions('OD', []))).toEqual([]);
  });

  it('when the result is changed by the caller, then NO_PERMISSIONS stays all false', () => {
    const perms = resolvePermissions('EMPTY', table);
    perms.ticket = true;
    expect(NO_PERMISSIONS.ticket).toBe(false);
  });

  it('when any O and D rows are given, then OD grants exactly what D or O grants', () => {
    const row = (roleType: string) =>
      fc.record(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, fc.boolean()]))).map((flags) => ({
        ...flags,
        roleType,
      }));
    fc.assert(
      fc.property(row('O'), row('D'), (o, d) => {
        const rows = [o, d] as RoleTableEntry[];
        const od = resolvePermissions('OD', rows);
        const owner = resolvePermissions('O', rows);
        const driver = resolvePermissions('D', rows);
        for (const flag of PERMISSION_FLAGS) expect(od[flag]).toBe(driver[flag] || owner[flag]);
      }),
    );
  });

  it('when every row grants everything, then only EMPTY stays all false', () => {
    const all = ROLE_TYPES.map((roleType) => ({
      roleType,
      ...Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])),
    }));
    for (const roleType of ROLE_TYPES) {
      expect(granted(resolvePermissions(roleType, all)).length).toBe(roleType === 'EMPTY' ? 0 : 14);
    }
  });
});
