import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetRequestState } from '../../../lib/api-client.ts';
import { clientState } from '../../../lib/client-state.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ unreadCount: 0 });
  setSession('token', 'tok');
  setSession('userInfo', { name: 'CHAN Tai Man', agentId: 0, roleType: 'O' });
});
afterEach(() => vi.unstubAllGlobals());

describe("the session's unread tip", () => {
  it('when messages are unread, then the tip says how many once; dismissed, it stays away for this count', async () => {
    fakeApi({
      'GET rest/notification/api/v1/publ/message/count': ok({ count: 4, capped: false }),
      '* *': refuse('X', '', 404),
    });
    renderApp('/text-size');
    await screen.findByText('You have 4 unread messages.', {}, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Open the message box' }).getAttribute('href')).toBe(
      '/my-account/message/list?read=unread',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('You have 4 unread messages.')).toBeNull());
    expect(getSession('unreadTip')).toBe(4);
  });

  it('when the user was already told of these messages, then no tip shows', async () => {
    setSession('unreadTip', 4);
    fakeApi({
      'GET rest/notification/api/v1/publ/message/count': ok({ count: 4, capped: false }),
      '* *': refuse('X', '', 404),
    });
    renderApp('/text-size');
    await screen.findByRole('link', { name: 'Message box, 4 unread' }, { timeout: 20_000 });
    expect(screen.queryByText(/unread messages\./)).toBeNull();
  });
});
