import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../../lib/client-state.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import { useTextVersion } from '../../lib/text-version.ts';
import { LazyBoundary } from '../../components/lazy-boundary.tsx';
import { themed } from '../themed.tsx';
import { DialogHost } from './dialog-host.tsx';
import { LoadingOverlay, PageLoading } from './loading-overlay.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useDocumentTitle, useNavigationReset, useSessionTimers, useViewport } from './use-shell-effects.ts';

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

/** The frame of every page: skip link, header, main content, footer, and the shared dialogs. */
export function ShellLayout() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const text = useTextVersion();
  useDocumentTitle();
  useNavigationReset(main);
  useViewport();
  useSessionTimers();
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
