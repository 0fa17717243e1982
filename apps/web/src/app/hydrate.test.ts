import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../lib/session.ts';
import { TEXT_SIZE_KEY } from '../lib/text-size.ts';
import { canHydrate } from './hydrate.ts';

/** The root as the build writes it for `path` in `locale`. */
function prerenderedRoot(locale: string, path: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = locale;
  root.dataset.path = path;
  root.innerHTML = '<div class="shell"></div>';
  return root;
}

describe('whether the browser adopts the HTML rendered at build time', () => {
  beforeEach(() => window.history.replaceState(null, '', '/portal/ticket/search'));
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('when the page was rendered for this address and language, for a visitor, then it is hydrated', () => {
    expect(canHydrate(prerenderedRoot('en', '/ticket/search'))).toBe(true);
    window.history.replaceState(null, '', '/portal/');
    expect(canHydrate(prerenderedRoot('en', '/'))).toBe(true);
  });

  it('when the page is for another language or address, or the root is empty, then it is rendered afresh', () => {
    expect(canHydrate(prerenderedRoot('zh-hk', '/ticket/search'))).toBe(false);
    expect(canHydrate(prerenderedRoot('en', '/'))).toBe(false);
    expect(canHydrate(document.createElement('div'))).toBe(false);
  });

  it('when the address asks for more (a tab), then it is rendered afresh', () => {
    window.history.replaceState(null, '', '/portal/ticket/search?selectedTab=faq');
    expect(canHydrate(prerenderedRoot('en', '/ticket/search'))).toBe(false);
  });

  it('when the visitor is logged in or reads larger text, then it is rendered afresh', () => {
    setSession('token', 'tok');
    expect(canHydrate(prerenderedRoot('en', '/ticket/search'))).toBe(false);
    clearSession();
    localStorage.setItem(TEXT_SIZE_KEY, 'large');
    expect(canHydrate(prerenderedRoot('en', '/ticket/search'))).toBe(false);
  });
});
