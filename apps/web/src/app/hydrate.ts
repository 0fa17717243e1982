import { DEFAULT_TEXT_SIZE, TEXT_SIZE_KEY } from '../lib/text-size.ts';
import { currentLocale } from '../lib/i18n.ts';
import { getSession } from '../lib/session.ts';
import { loadAntdLocale } from './antd-locale.ts';
import { BASENAME } from './router.tsx';
import type { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

function storedTextSize(): string {
  try {
    return localStorage.getItem(TEXT_SIZE_KEY) ?? DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

/**
 * Whether the root holds HTML rendered at build time that the browser's first render will reproduce
 * (ADR 0023): rendered for this address and language, for a logged-out visitor with the default text size
 * and motion. Otherwise the page is rendered afresh over it.
 */
export function canHydrate(root: HTMLElement): boolean {
  const path = window.location.pathname.slice(BASENAME.length).replace(/(.)\/$/, '$1') || '/';
  return (
    root.dataset.prerendered === currentLocale() &&
    root.dataset.path === path &&
    window.location.search === '' &&
    !getSession('token') &&
    storedTextSize() === DEFAULT_TEXT_SIZE &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Resolves once the router has the page's code and antd its texts in the page's language. The page's own
 * texts may still be loading: its Suspense boundary keeps the HTML and hydrates when they arrive.
 */
export async function readyToHydrate(router: AppRouter): Promise<void> {
  await Promise.all([
    loadAntdLocale(currentLocale()),
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    }),
  ]);
}

/** A page whose HTML could not be adopted is rendered afresh; the console says so (the e2e test reads it). */
export function reportHydrationError(error: unknown): void {
  console.error('The prerendered page did not match its first render:', error);
}

/**
 * Marks the document once the portal answers input: a page rendered at build time shows its buttons before
 * its script has run, and a click then does nothing. Set after the first commit (hydration or a fresh
 * render); the browser tests wait for it before they act on a page they have just opened.
 */
export function markInteractive(): void {
  document.documentElement.dataset.interactive = 'true';
}
