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
}
