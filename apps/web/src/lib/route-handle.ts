import { useMatches } from 'react-router';
import type { PermissionFlag } from '@eticket/domain/accounts/permissions';

/**
 * What every route object carries as data (architecture section 6): the title key, the login guard and
 * whether a text-only version exists. `name` is the spec's route name (Home, TicketSearch…); its text
 * version is named 'Text' + name.
 */
export interface RouteHandle {
  name: string;
  /** i18n key of the page title, "<namespace>:<key>". */
  titleKey: string;
  needLogin?: boolean;
  textVersion?: boolean;
  /** Breadcrumb trail of title keys, outermost first (the page's own title is appended). */
  crumbs?: string[];
  /** Set by the router on the generated text-only copy of a route. */
  isText?: boolean;
  /**
   * An area of the user's own services: My account links to it when the acting role's permission set
   * grants `permission`, so a new area appears there by declaring its route.
   */
  accountArea?: { permission: PermissionFlag; summaryKey: string };
  /**
   * The flag the acting role needs to use this page, when it is not an account area's (whose flag is
   * also the page's). A role without it is shown the refusal instead of the page, and the site map does
   * not offer it.
   */
  permission?: PermissionFlag;
  /** Listed in the site map, in this group (pages that stand on their own; steps of a flow do not). */
  siteMap?: { group: SiteMapGroup; sections?: SiteMapSection[] };
  /** A page whose feature is not built yet: it shows 'coming soon'. */
  planned?: boolean;
}

/** The permission flag a page needs (its own, else its account area's); undefined when any role may use it. */
export function requiredPermission(handle: RouteHandle): PermissionFlag | undefined {
  return handle.permission ?? handle.accountArea?.permission;
}

export const SITE_MAP_GROUPS = ['information', 'tickets', 'account', 'help', 'website'] as const;
export type SiteMapGroup = (typeof SITE_MAP_GROUPS)[number];

/** A part of a page reached through its query (a tab of Resources), listed under the page. */
export interface SiteMapSection {
  search: string;
  labelKey: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteHandle).name === 'string' &&
    typeof (value as RouteHandle).titleKey === 'string'
  );
}

/** The handle of the deepest matched route that has one (the page being shown). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
