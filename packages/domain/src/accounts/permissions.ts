import { isRoleType } from './roles.ts';

/** Permission flags per role type (specification sections 4 and 6). */

export const PERMISSION_FLAGS = [
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
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Record<PermissionFlag, boolean>;

/** One row of GET /role/management/lists: a role type and its flags as the server sent them. */
export type RoleTableEntry = { roleType: string } & Partial<Permissions>;

function permissionsFrom(grant: (flag: PermissionFlag) => boolean): Permissions {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, grant(flag)])) as Permissions;
}

export const NO_PERMISSIONS: Readonly<Permissions> = Object.freeze(permissionsFrom(() => false));

/**
 * Only a literal `true` grants: the table comes over HTTP, and 'Y', 1 or 'false' must not open a feature
 * by accident. When a role type appears twice, the first row wins.
 */
function flagsOf(roleType: string, roleTable: readonly RoleTableEntry[]): Permissions {
  const entry = roleTable.find((row) => row.roleType === roleType);
  return permissionsFrom((flag) => entry?.[flag] === true);
}

/**
 * The permission set for a role type. OD is always derived, each flag from D when D grants it and from
 * O otherwise (so D || O), even if the table carries its own OD row. EMPTY is all false even if the
 * table says otherwise, as the spec fixes it. A role type outside ROLE_TYPES is all false even when the
 * table has a row for it, so a new server-side role opens nothing until the portal knows it.
 */
export function resolvePermissions(
  roleType: string | null | undefined,
  roleTable: readonly RoleTableEntry[],
): Permissions {
  if (!isRoleType(roleType) || roleType === 'EMPTY') return { ...NO_PERMISSIONS };
  if (roleType === 'OD') {
    const driver = flagsOf('D', roleTable);
    const owner = flagsOf('O', roleTable);
    return permissionsFrom((flag) => (driver[flag] ? true : owner[flag]));
  }
  return flagsOf(roleType, roleTable);
}
