import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clientState } from '../../../lib/client-state.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { fakeApi, refuse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fakeMessageBox } from '../message-box.fake.ts';

const LIST = 'GET rest/notification/api/v1/publ/message/list';

function loggedIn() {
  setSession('token', 'tok');
  setSession('userInfo', { name: 'CHAN Tai Man', agentId: 0, roleType: 'O' });
}

function openBox(total: number, unread: number, path = '/my-account/message/list') {
  const { box, routes } = fakeMessageBox(total, unread);
  const api = fakeApi({ ...routes, '* *': refuse('X', '', 404) });
  const router = renderApp(path);
  return { box, api, router };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const titles = () => rows().map((row) => within(row).getByRole('link').textContent);

// The page's code (and antd's radio, checkbox and pager) is transformed on first import: once, up front.
beforeAll(async () => {
  await import('./message-list-page.tsx');
}, 60_000);

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ unreadCount: 0 });
  await changeLanguage('en');
  loggedIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the message box', () => {
  it('when it opens, then the newest ten show with the unread count in the banner and the header', async () => {
    openBox(25, 3);
    // The first render of the whole app transforms its code: it may take a while on a busy machine.
    await screen.findByText('E-ticket 25', {}, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Message box3 unread messages');
    expect(titles()).toEqual(Array.from({ length: 10 }, (_, i) => `E-ticket ${25 - i}`));
    expect(within(rows()[0]!).getByText('Unread')).toBeTruthy();
    expect(within(rows()[3]!).getByText('Read')).toBeTruthy();
    await screen.findByRole('link', { name: 'Message box, 3 unread' });
    expect(screen.getByText('Total 25 items')).toBeTruthy();
  });

  it('when Unread is chosen, then only unread messages are asked for and listed', async () => {
    const { api, router } = openBox(25, 3);
    await screen.findByText('E-ticket 25');
    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(titles()).toEqual(['E-ticket 25', 'E-ticket 24', 'E-ticket 23']));
    expect(router.state.location.search).toBe('?read=unread');
    expect(api.requests(LIST).at(-1)!.query.get('read')).toBe('unread');
  });

  it('when the next page is chosen, then the next ten are asked for and the address keeps the page', async () => {
    const { api, router } = openBox(25, 3);
    await screen.findByText('E-ticket 25');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(titles()[0]).toBe('E-ticket 15'));
    expect(router.state.location.search).toBe('?page=2');
    expect(api.requests(LIST).at(-1)!.query.get('page')).toBe('2');
  });

  it('when the box is emptied of unread by "mark all as read", then the dot and the count go', async () => {
    const { box } = openBox(12, 2);
    await screen.findByText('E-ticket 12');
    await screen.findByRole('link', { name: 'Message box, 2 unread' });
    expect(document.querySelector('.message-link .unread-dot')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByText('2 messages marked as read.');
    await screen.findByRole('link', { name: 'Message box' });
    expect(document.querySelector('.message-link .unread-dot')).toBeNull();
    expect(box.every((m) => m.read)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Message box');
  });

  it('when one message is ticked and marked read, then only that one is sent and the count drops', async () => {
    const { api } = openBox(12, 2);
    await screen.findByText('E-ticket 12');
    await screen.findByRole('link', { name: 'Message box, 2 unread' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the message E-ticket 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark selected as read' }));
    await screen.findByRole('link', { name: 'Message box, 1 unread' });
    expect(api.requests('PUT rest/notification/api/v1/publ/message')[0]!.body).toEqual({ messageIds: [11] });
  });

  it('when more than 99 are unread, then the banner says 99+', async () => {
    openBox(120, 120);
    await screen.findByText('E-ticket 120');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Message box99+ unread messages');
  });

  it('when a message is deleted, then it is asked first, and only a confirmed deletion is sent', async () => {
    const { api, box } = openBox(3, 0);
    await screen.findByText('E-ticket 3');
    // The dialog's code loads on first use.
    await import('../components/delete-confirm.tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the message E-ticket 2' }));
    // (antd names every element 'test-id' under test, so the dialog is found by role and its title read.)
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete messages')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE rest/notification/api/v1/publ/message')).toHaveLength(0);
    expect(screen.getByText('E-ticket 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the message E-ticket 2' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(again).getByText(/Delete this message and its attachments\?/)).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 message deleted.');
    await waitFor(() => expect(titles()).toEqual(['E-ticket 3', 'E-ticket 1']));
    expect(box.map((m) => m.messageId)).toEqual([3, 1]);
  });

  it('when the box is empty, then it says so', async () => {
    openBox(0, 0);
    await screen.findByText('There are no messages in your message box.');
  });
});
