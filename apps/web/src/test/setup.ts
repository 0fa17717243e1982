import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../lib/i18n.ts';

// jsdom lacks these browser APIs that antd and the shell use.
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
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

initI18n('en');

afterEach(() => {
  cleanup();
});
