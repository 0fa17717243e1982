import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../../features/messages/api/get-unread-count.ts';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../../lib/client-state.ts';
import { setSession, useSession } from '../../lib/session.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import { useTextVersion } from '../../lib/text-version.ts';
import { LazyBoundary } from '../../components/lazy-boundary.tsx';
import { themed } from '../../lib/themed-part.ts';
import { DialogHost } from './dialog-host.tsx';
import { LoadingOverlay, PageLoading } from './loading-overlay.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import {
  useAccountFlag,
  useDocumentTitle,
  useNavigationReset,
  useSessionTimers,
  useViewport,
} from './use-shell-effects.ts';

const AuthDialogs = lazy(
  withChunkTimeout(themed(() => import('../../features/shell/components/auth-dialogs.tsx'))),
);

/** Keeps the login dialogs mounted once first opened, so they can animate closed. */
function AuthDialogSlot() {
  const wanted = useClientState((s) => s.authDialog !== null);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (!mounted && !wanted) return null;
  return (
    <LazyBoundary>
      <AuthDialogs />
    </LazyBoundary>
  );
}

const UnreadTip = lazy(withChunkTimeout(() => import('../../features/messages/components/unread-tip.tsx')));

/**
 * The session's unread tip, under the header while more messages are unread than the user was last told
 * of (not on the message pages themselves). Its chunk loads only when there is something to tell.
 */
function UnreadTipSlot() {
  const token = useSession('token');
  const userInfo = useSession('userInfo');
  const told = useSession('unreadTip') ?? 0;
  // The header's query (shared cache): undefined until the server has answered, so a reload does not
  // read the count as 0 and forget what the user was told.
  const { data: unread } = useQuery({ ...unreadCountQuery(userInfo), enabled: Boolean(token) });
  const { pathname } = useLocation();
  useEffect(() => {
    // Read messages lower the mark, so the next new one is told again.
    if (token && unread !== undefined && unread < told) setSession('unreadTip', unread);
  }, [token, unread, told]);
  if (!token || unread === undefined || unread <= told || pathname.startsWith('/my-account/message/'))
    return null;
  return (
    <LazyBoundary>
      <UnreadTip count={unread} />
    </LazyBoundary>
  );
}

/** The frame of every page: skip link, header, main content, footer, and the shared dialogs. */
export function ShellLayout() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const text = useTextVersion();
  useDocumentTitle();
  useNavigationReset(main);
  useViewport();
  useSessionTimers();
  useAccountFlag();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus(); // focusing also scrolls it into view
  };
  return (
    <div className={text ? 'shell text-version' : 'shell'}>
      <a className="skip-link" href="#main-content" onClick={skip}>
        {t('skipLink')}
      </a>
      <SiteHeader />
      <UnreadTipSlot />
      <main id="main-content" ref={main} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <DialogHost />
      <AuthDialogSlot />
      <LoadingOverlay />
    </div>
  );
}
