import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '../../lib/client-state.ts';
import { useSession } from '../../lib/session.ts';
import { useVersionedPath } from '../../lib/text-version.ts';

interface NavItem {
  to: string;
  labelKey: string;
  needLogin?: boolean;
  /** Hidden unless the user has a role (spec section 6: 'view tickets' is hidden for EMPTY). */
  needRole?: boolean;
  /** Hidden when the acting role's permission set (when known) does not grant this flag. */
  permission?: string;
  /** Shows the 'no login needed' hint while logged out. */
  open?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/ticket/search', labelKey: 'nav.ticketSearch', open: true },
  { to: '/ticket/list', labelKey: 'nav.ticketList', needLogin: true, needRole: true, permission: 'ticket' },
  { to: '/my-account', labelKey: 'nav.myAccount', needLogin: true },
  { to: '/about-us', labelKey: 'nav.aboutUs' },
  { to: '/resources', labelKey: 'nav.resources' },
];

export function MainNav({ variant, onNavigate }: { variant: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const token = useSession('token');
  const roleType = useSession('userInfo')?.roleType;
  const versioned = useVersionedPath();
  const hasRole = Boolean(roleType) && roleType !== 'EMPTY';
  const permissions = useSession('permissions');
  const granted = (item: NavItem) =>
    !item.permission || !permissions || permissions[item.permission] === true;
  const items = NAV_ITEMS.filter((item) => (!item.needRole || (token && hasRole)) && granted(item));
  const click = (item: NavItem) => (event: MouseEvent) => {
    if (item.needLogin && !token) {
      event.preventDefault();
      openAuthDialog('loginFirst');
    }
    onNavigate?.();
  };
  return (
    <nav className={`main-nav main-nav-${variant}`} aria-label={t('nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={versioned(item.to)} end={item.to === '/'} onClick={click(item)}>
              {t(item.labelKey)}
              {item.open && !token && (
                <>
                  {' '}
                  <span className="nav-hint">{t('nav.noLoginNeeded')}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
