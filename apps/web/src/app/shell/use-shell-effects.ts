import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rootFontSize } from '@eticket/domain/common/layout';
import { setWidth } from '../../lib/client-state.ts';
import { emit } from '../../lib/event-bus.ts';
import { logout, stayLoggedIn } from '../../lib/logout.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { getSession, removeSession, setSession, touchActionTime, useSession } from '../../lib/session.ts';
import { dueTimerEvent, type TimerEvent } from '../../lib/session-timers.ts';

function namespaceOf(key: string): string {
  return key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common';
}

/** The document title from the route's title key, in the current language: "<page> | <site>". */
export function useDocumentTitle(): void {
  const handle = useRouteHandle();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!handle) return;
    let live = true;
    void i18n.loadNamespaces(namespaceOf(handle.titleKey)).then(() => {
      if (live) document.title = `${i18n.t(handle.titleKey)}${i18n.t('titleSeparator')}${i18n.t('siteName')}`;
    });
    return () => {
      live = false;
    };
  }, [handle, i18n, language]);
}

/**
 * After each navigation: back to the top, and keyboard focus to the main content so a screen reader
 * starts reading the new page (not on the first page of the visit, and not away from an open dialog).
 */
export function useNavigationReset(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement?.closest('.ant-modal-root, [role="dialog"]')) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** Keeps the layout env (0 PC, 1 tablet, 2 mobile) and the root font size in step with the window. */
export function useViewport(): void {
  useEffect(() => {
    const apply = () => {
      setWidth(window.innerWidth);
      document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;
const ALERT_MESSAGES: Record<'idleAlert' | 'forcedAlert', string> = {
  idleAlert: 'session.idle_alert',
  forcedAlert: 'session.forced_alert',
};

/** Spec section 4: idle alert and logout, forced alert and logout, while a token exists. */
export function useSessionTimers(): void {
  const token = useSession('token');
  useEffect(() => {
    if (!token) return;
    const shown = new Set<TimerEvent>();
    const onActivity = () => {
      touchActionTime();
      shown.delete('idleAlert');
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    const timer = setInterval(() => {
      const due = dueTimerEvent({
        now: Date.now(),
        actionTime: getSession('actionTime'),
        loginTime: getSession('loginTime'),
        shown,
      });
      if (due === 'idleLogout') void logout('idle');
      else if (due === 'forcedLogout') void logout('forced');
      else if (due) {
        shown.add(due);
        emit('dialog', {
          titleKey: 'errors.reminder',
          messageKey: ALERT_MESSAGES[due],
          confirmKey: 'session.continue',
          group: 'session',
          // 'Stay logged in' renews the tokens, which the server also counts as activity.
          ...(due === 'idleAlert' ? { onClose: () => void stayLoggedIn() } : {}),
        });
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [token]);
}

/**
 * The account flag (spec section 2): Y once the user opens My account, so the pages reached from there put
 * My account in their breadcrumbs; Home clears it, and pages opened from there have a trail of their own.
 */
export function useAccountFlag(): void {
  const { pathname } = useLocation();
  const token = useSession('token');
  useEffect(() => {
    if (pathname === '/my-account' && token) setSession('accountFlag', 'Y');
    else if (pathname === '/') removeSession('accountFlag');
  }, [pathname, token]);
}
