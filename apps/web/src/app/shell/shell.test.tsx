import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { emit } from '../../lib/event-bus.ts';
import { clientState, setWidth } from '../../lib/client-state.ts';
import { getSession, getToken, resetSessionCache, setSession } from '../../lib/session.ts';
import { fakeApi, ok, refuse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const LINKS = {
  links: [
    {
      id: 'td',
      url: 'https://www.td.gov.hk/',
      label: { en: 'Transport Department', 'zh-hk': '運輸署', 'zh-cn': '运输署' },
    },
  ],
};

const COUNT = 'GET rest/notification/api/v1/publ/message/count';
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionCache();
  clientState.set({ authDialog: null, unreadCount: 0 });
  setWidth(1280);
  api = fakeApi({
    // A static file, not an envelope.
    'GET json/link.json': () => Response.json(LINKS),
    [COUNT]: ok({ count: 7, capped: false }),
    '* *': refuse('X', '', 404),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setWidth(1280);
});

async function openTextSize() {
  const router = renderApp('/text-size');
  await screen.findByRole('heading', { level: 1, name: 'Text size' });
  return router;
}

describe('shell', () => {
  it('when a page opens, then the skip link comes first and the landmarks are there', async () => {
    await openTextSize();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.querySelector('a, button')).toBe(skip);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('when a language is chosen in the header, then the site, <html lang> and the stored language switch', async () => {
    await openTextSize();
    fireEvent.click(screen.getByRole('button', { name: '繁體中文' }));
    await screen.findByRole('heading', { level: 1, name: '字體大小' });
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    expect(localStorage.getItem('language')).toBe('zh-hk');
    expect(document.cookie).toContain('language=zh-hk');
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
  });

  it('when the footer links file is loaded, then its links show in the current language', async () => {
    await openTextSize();
    await screen.findByRole('link', { name: /Transport Department/ });
    await act(() => changeLanguage('zh-cn'));
    await screen.findByRole('link', { name: /运输署/ });
    expect(api.requests('GET json/link.json').length).toBeGreaterThan(0);
  });

  it('when logged out, then the header offers login, and My account asks to log in first', async () => {
    await openTextSize();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(clientState.get().authDialog).toBe('login');
    act(() => clientState.set({ authDialog: null }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'View tickets' })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Verify and pay a ticket No login needed/ })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'My account' }));
    expect(clientState.get().authDialog).toBe('loginFirst');
  });

  it('when logged in, then the name, the message box with its unread count, and logout show', async () => {
    setSession('token', 'tok');
    setSession('userInfo', { name: 'CHAN Tai Man', agentId: 0, roleType: 'OD' });
    await openTextSize();
    expect(screen.getByText('Logged in as CHAN Tai Man')).toBeTruthy();
    await screen.findByRole('link', { name: 'Message box, 7 unread' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'View tickets' })).toBeTruthy();
    const [count] = api.requests(COUNT);
    expect([...count!.query]).toEqual([['agentRole', '']]);
  });

  it('when acting for a company, then the header names the company as well as the person', async () => {
    setSession('token', 'tok');
    setSession('userInfo', {
      name: 'LAU MEI LING',
      agentId: 7,
      roleType: 'OAD',
      ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
    });
    await openTextSize();
    expect(screen.getByText('Logged in as LAU MEI LING')).toBeTruthy();
    expect(screen.getByText('acting for HARBOUR CITY LOGISTICS LIMITED')).toBeTruthy();
  });

  it('when logout is confirmed, then the session ends and the user is back Home', async () => {
    setSession('token', 'tok');
    setSession('userInfo', { name: 'CHAN', agentId: 0 });
    const router = await openTextSize();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Do you want to log out?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(getToken()).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
  }, 30_000);

  it('when the session ends while its reminder is open, then the ending replaces the reminder', async () => {
    await openTextSize();
    const kept = vi.fn();
    act(() => {
      emit('dialog', {
        titleKey: 'errors.reminder',
        messageKey: 'session.idle_alert',
        onClose: kept,
        group: 'session',
      });
    });
    await screen.findByText(/You have not used the portal for 20 minutes/, undefined, { timeout: 10_000 });
    act(() => {
      emit('dialog', {
        titleKey: 'errors.reminder',
        messageKey: 'session.fifteen_min_timeout',
        group: 'session',
      });
    });
    await screen.findByText(/not used for 25 minutes/, undefined, { timeout: 10_000 });
    expect(screen.queryByText(/You have not used the portal for 20 minutes/)).toBeNull();
    // The reminder's Continue (which renews the session) never runs for a session that has ended.
    expect(kept).not.toHaveBeenCalled();
  }, 30_000);

  it('when the screen is narrower than 768 px, then the menu is a button that opens a panel', async () => {
    vi.stubGlobal('innerWidth', 390);
    await openTextSize();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(within(panel).getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('when the page loads on a phone, then the root font scales from the 375 px design', async () => {
    vi.stubGlobal('innerWidth', 320);
    await openTextSize();
    expect(document.documentElement.style.fontSize).toBe('27.31px');
    vi.stubGlobal('innerWidth', 1280);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(document.documentElement.style.fontSize).toBe('32px');
    expect(clientState.get().env).toBe(0);
  });
});

describe('text size page', () => {
  it('when Large is chosen, then the whole site scales and the choice is remembered', async () => {
    await openTextSize();
    fireEvent.click(screen.getByRole('radio', { name: /Large/ }));
    expect(localStorage.getItem('textSize')).toBe('large');
    expect(document.documentElement.dataset.textSize).toBe('large');
    expect(document.documentElement.style.getPropertyValue('--text-scale')).toBe('1.25');
    expect(screen.getByRole('status').textContent).toBe('Text size set to Large.');
    fireEvent.click(screen.getByRole('radio', { name: /Medium/ }));
    expect(localStorage.getItem('textSize')).toBe('medium');
  });
});

describe('banner', () => {
  it('when the account flag is Y, then the breadcrumbs go through My account', async () => {
    setSession('token', 'tok');
    setSession('accountFlag', 'Y');
    await openTextSize();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'My account', 'Text size']);
    expect(within(crumbs).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account');
  });

  it('when a logged-in user goes through My account, then the next page’s trail goes through it; after Home, it does not', async () => {
    setSession('token', 'tok');
    setSession('userInfo', { name: 'CHAN', agentId: 0, roleType: 'O' });
    const router = renderApp('/my-account');
    await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 25_000 });
    await act(() => router.navigate('/text-size'));
    await screen.findByRole('heading', { level: 1, name: 'Text size' });
    const trail = () =>
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(trail()).toEqual(['Home', 'My account', 'Text size']);
    expect(getSession('accountFlag')).toBe('Y');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(getSession('accountFlag')).toBeNull());
    await act(() => router.navigate('/text-size'));
    await screen.findByRole('heading', { level: 1, name: 'Text size' });
    expect(trail()).toEqual(['Home', 'Text size']);
  });

  it('when the account flag is not set, then the trail is Home and the page', async () => {
    await openTextSize();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Text size']);
    expect(getSession('accountFlag')).toBeNull();
  });
});
