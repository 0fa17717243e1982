import type { PermissionFlag } from '@eticket/domain/accounts/permissions';
import type { RouteHandle, SiteMapGroup, SiteMapSection } from './route-handle.ts';
import { requiredPermission, SITE_MAP_GROUPS } from './route-handle.ts';
import type { RouteEntry } from './route-registry.ts';

/** One page as My account and the site map list it: where it is and what its route says about it. */
export interface DirectoryPage {
  path: string;
  titleKey: string;
  needLogin: boolean;
  planned: boolean;
}

const pageOf = ({ path, handle }: RouteEntry): DirectoryPage => ({
  path,
  titleKey: handle.titleKey,
  needLogin: handle.needLogin === true,
  planned: handle.planned === true,
});

/** The graphic pages only: a text-only copy is reached through the text-version switch, not listed. */
const graphic = (entries: readonly RouteEntry[]) => entries.filter((e) => !e.handle.isText);

/**
 * The areas of the user's own services that the acting role may use (My account's hub), in the order of
 * the route table. Only a flag that is literally true opens an area; without a permission set (not
 * logged in) there is none.
 */
export function accountAreasFor(
  entries: readonly RouteEntry[],
  permissions: Readonly<Record<string, boolean>> | null,
): Array<DirectoryPage & { summaryKey: string }> {
  return graphic(entries).flatMap((entry) => {
    const area: RouteHandle['accountArea'] = entry.handle.accountArea;
    if (!area || permissions?.[area.permission] !== true) return [];
    return [{ ...pageOf(entry), summaryKey: area.summaryKey }];
  });
}

/** The permission set of the acting role; null when it is not known (no one logged in). */
type PermissionSet = Readonly<Record<string, boolean>> | null;

/**
 * Whether the acting role may use the page: it needs no flag, or the role holds it. Without a permission
 * set nothing is refused here (a visitor meets the login guard; the server still checks every call).
 */
export function mayUse(handle: RouteHandle, permissions: PermissionSet): boolean {
  const flag = requiredPermission(handle);
  return !flag || permissions === null || permissions[flag] === true;
}

/** Whom the pages of a flag held by few roles are for (docs/adr/0003's matrix), said to visitors. */
export type Audience = 'drivers' | 'owners' | 'ownersAndAgents' | 'companies';
const AUDIENCES: Partial<Record<PermissionFlag, Audience>> = {
  dop: 'drivers',
  qrcodeScanner: 'drivers',
  myDrivingLogs: 'drivers',
  agent: 'owners',
  appointor: 'owners',
  vehicle: 'ownersAndAgents',
  deviceDrivingLogs: 'ownersAndAgents',
  fleetManagement: 'companies',
};

/** Whom the page is for, when only some kinds of user may use it. */
export function audienceOf(handle: RouteHandle): Audience | undefined {
  const flag = requiredPermission(handle);
  return flag && AUDIENCES[flag];
}

export interface SiteMapGroupPages {
  group: SiteMapGroup;
  pages: Array<DirectoryPage & { sections: SiteMapSection[]; audience?: Audience }>;
}

/**
 * Every page that declares a site-map group, grouped in the site map's order (empty groups left out).
 * With the acting role's permission set, only the pages it may use; without one (a visitor), every page,
 * each saying whom it is for when only some users may use it.
 */
export function siteMapOf(
  entries: readonly RouteEntry[],
  permissions: PermissionSet = null,
): SiteMapGroupPages[] {
  const listed = graphic(entries).filter((e) => e.handle.siteMap && mayUse(e.handle, permissions));
  return SITE_MAP_GROUPS.map((group) => ({
    group,
    pages: listed
      .filter((e) => e.handle.siteMap!.group === group)
      .map((e) => {
        const audience = permissions === null ? audienceOf(e.handle) : undefined;
        return {
          ...pageOf(e),
          sections: e.handle.siteMap!.sections ?? [],
          ...(audience ? { audience } : {}),
        };
      }),
  })).filter((g) => g.pages.length > 0);
}
