import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resolvePermissions } from '@eticket/domain/accounts/permissions';
import { ERRORS } from '@eticket/domain/errors/error-catalogue';
import common from '../locales/en.json';
import commonZhHk from '../locales/zh-hk.json';
import commonZhCn from '../locales/zh-cn.json';
import exportsEn from '../features/exports/locales/en.json';
import { changeLanguage } from '../lib/i18n.ts';
import { clearSession, setSession } from '../lib/session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

/** As the server answers a role without the flag: 403 and the catalogue's reminder. */
const FORBIDDEN = {
  refuse: {
    code: ERRORS.FORBIDDEN.code,
    status: 403,
    message: 'You do not have permission to use this function.',
    data: null,
  },
};

/** CHAN TAI MAN, the owner, logged in: the owner's flags (no dop, myDrivingLogs or fleetManagement). */
function asOwner(path: string) {
  setSession('token', 'tok');
  setSession('actionTime', Date.now());
  setSession('userInfo', { name: 'CHAN TAI MAN', agentId: 0, roleType: 'O' });
  setSession(
    'permissions',
    resolvePermissions('O', [{ roleType: 'O', message: true, ticket: true, vehicle: true, agent: true }]),
  );
  const api = fakeApi({
    'GET rest/users/api/v1/publ/users/get/dop': FORBIDDEN,
    'GET rest/fleet/api/v1/publ/driving-logs/mine': FORBIDDEN,
    '* *': { ok: null },
  });
  renderApp(path);
  return api;
}

afterEach(() => clearSession());

describe('a page the acting role may not use', () => {
  it.each([
    ['/my-account/driving-logs', 'My driving logs', 'drivers'],
    ['/my-account/dop', 'Driving-offence points', 'drivers'],
    ['/my-account/fleet', 'Fleet management', 'companies'],
  ] as const)(
    'when the owner opens %s, then one message says whom it is for, with no retry, no reminder and no export',
    async (path, title, audience) => {
      await changeLanguage('en');
      const api = asOwner(path);
      const alert = await screen.findByRole('alert', {}, { timeout: 25_000 });
      expect(within(alert).getByText(common.refusal.title)).toBeTruthy();
      expect(
        within(alert).getByText(common.refusal.audience[audience].replace('{{page}}', title)),
      ).toBeTruthy();
      expect(within(alert).getByRole('link', { name: common.refusal.toAccount })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('button', { name: common.ui.retry })).toBeNull();
      expect(screen.queryByRole('button', { name: exportsEn.export.xlsx })).toBeNull();
      expect(screen.queryByText(/do not have permission/)).toBeNull();
      expect(api.requests('GET rest/users/api/v1/publ/users/get/dop')).toEqual([]);
      expect(api.requests('GET rest/fleet/api/v1/publ/driving-logs/mine')).toEqual([]);
    },
  );

  it('when the refusal is read in Chinese, then every text of it is translated', () => {
    for (const zh of [commonZhHk.refusal, commonZhCn.refusal]) {
      expect(Object.keys(zh).sort()).toEqual(Object.keys(common.refusal).sort());
      expect(Object.keys(zh.audience).sort()).toEqual(Object.keys(common.refusal.audience).sort());
      expect(zh.title).not.toBe(common.refusal.title);
      for (const text of Object.values(zh.audience)) expect(text).toMatch(/[\u4e00-\u9fff]/u);
    }
  });
});
