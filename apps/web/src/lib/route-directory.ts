import type { RouteHandle, SiteMapGroup, SiteMapSection } from './route-handle.ts';
import { SITE_MAP_GROUPS } from './route-handle.ts';
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

export interface SiteMapGroupPages {
  group: SiteMapGroup;
  pages: Array<DirectoryPage & { sections: SiteMapSection[] }>;
}

/** Every page that declares a site-map group, grouped in the site map's order (empty groups left out). */
export function siteMapOf(entries: readonly RouteEntry[]): SiteMapGroupPages[] {
  const listed = graphic(entries).filter((e) => e.handle.siteMap);
  return SITE_MAP_GROUPS.map((group) => ({
    group,
    pages: listed
      .filter((e) => e.handle.siteMap!.group === group)
      .map((e) => ({ ...pageOf(e), sections: e.handle.siteMap!.sections ?? [] })),
  })).filter((g) => g.pages.length > 0);
}
