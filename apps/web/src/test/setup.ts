import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../lib/i18n.ts';
import { addRouteTexts } from '../lib/route-texts.ts';
import { paramsCache } from '../lib/api/params-cache.ts';
// Provides the widget theme to the parts that load in it (lib/themed-part.ts), as the app's entry does.
import '../app/themed.tsx';

// The test DOM (happy-dom) may lack these browser APIs that antd and the shell use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

initI18n('en');
// The page titles a page's banner and the shell read, as the route table adds them in the browser.
addRouteTexts();

// Lazy pages and antd chunks load on first use; on a busy machine that can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Each test starts with the parameter service's answers unasked.
  paramsCache.clear();
});
