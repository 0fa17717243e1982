import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '@eticket/domain/common/badge-count';
import { useRouteHandle } from '../lib/route-handle.ts';
import { pathOfTitleKey } from '../lib/route-registry.ts';
import { useSession } from '../lib/session.ts';
import { useVersionedPath } from '../lib/text-version.ts';

const HOME_KEY = 'common:routes.Home';
const MY_ACCOUNT_KEY = 'common:routes.MyAccount';

export interface BannerProps {
  /** Defaults to the route's title. */
  title?: string;
  /** Unread or unpaid count beside the title, capped at '99+'; nothing when 0 or absent. */
  count?: number | string | null;
  /** Label for the count, e.g. 'unread messages', read out after the number. */
  countLabel?: string;
  /** Breadcrumb title keys between Home and this page; defaults to the route's `crumbs`. */
  crumbs?: string[];
}

function namespaceOf(key: string): string {
  return key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common';
}

/**
 * The banner at the top of a page: breadcrumbs, then the page's title (its h1) with an optional count.
 * When the account flag is Y the trail goes through My account (spec section 2).
 */
export function Banner({ title, count, countLabel, crumbs }: BannerProps) {
  const handle = useRouteHandle();
  const versioned = useVersionedPath();
  const titleKey = handle?.titleKey;
  const { t } = useTranslation(['common', ...(titleKey ? [namespaceOf(titleKey)] : [])]);
  const accountFlag = useSession('accountFlag');
  const heading = title ?? (titleKey ? t(titleKey) : '');
  const badge = formatBadgeCount(count);
  const middle = crumbs ?? handle?.crumbs ?? [];
  const trail =
    accountFlag === 'Y' && !middle.includes(MY_ACCOUNT_KEY) ? [MY_ACCOUNT_KEY, ...middle] : middle;
  const links = [HOME_KEY, ...trail].filter((key) => key !== titleKey);
  return (
    <div className="banner">
      <div className="container">
        <nav className="breadcrumb" aria-label={t('ui.breadcrumb')}>
          <ol>
            {links.map((key) => {
              const path = key === HOME_KEY ? '/' : pathOfTitleKey(key);
              return <li key={key}>{path ? <Link to={versioned(path)}>{t(key)}</Link> : t(key)}</li>;
            })}
            <li aria-current="page">{heading}</li>
          </ol>
        </nav>
        <h1 className="banner-title">
          {heading}
          {badge && (
            <span className="badge">
              {badge}
              {countLabel && <span className="visually-hidden"> {countLabel}</span>}
            </span>
          )}
        </h1>
      </div>
    </div>
  );
}
