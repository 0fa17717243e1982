import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ADMIN = {
  agentId: 9,
  agentRole: 'ORG_ADMIN' as const,
  roleType: 'OAD' as const,
  ownerName: 'HARBOUR CITY',
  ownerId: '3',
  orgId: '3',
};
let blankAccount: 'Y' | 'N' = 'N';
const UNBIND_UUID = '5d2f7a10-3c4b-4e8f-9a1b-2c3d4e5f6a70';
let unbindBodies: unknown[] = [];
let dataAccess: Array<{ at: string; actorRole: string; action: string; outcome: string }> = [];
const contact = (over: object) => ({
  contactMeansInd: 'M' as const,
  email: '',
  phoneNo: '9123****',
  display: '9123****',
  nameEng: 'CHAN T** M**',
  nameChi: '陳**',
  surnameEng: 'CHAN',
  givennameEng: 'T** M**',
  docType: null,
  docNo: '-',
  idNo: 'A123****',
  idType: 'HKID',
  ...over,
});

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'tok');
  setSession('actionTime', Date.now());
  setSession('userInfo', {
    name: 'CHAN T** M**',
    agentId: 0,
    roleType: 'O',
    roleNum: 1,
    showSwitch: true,
    roleList: [ADMIN],
  });
  fakeApi({
    'POST rest/users/api/v1/publ/users/profile': ok({
      name: 'CHAN T** M**',
      uid: 'u1',
      gender: 'M',
      carOwner: true,
      driver: false,
      userAgents: [ADMIN],
    }),
    'POST rest/users/api/v1/publ/users/org/eContact': ok(
      contact({ display: 'f***@x.com', nameEng: 'HARBOUR CITY', docType: 'B', docNo: '3123****' }),
    ),
    'POST rest/users/api/v1/publ/users/eContact': ok(contact({})),
    'POST rest/users/api/v1/publ/users/user/alertStatus': () =>
      ok({ blankAccount, alertStatus: null, blankAccountReadFlag: 'N' }),
    'GET rest/audit/api/v1/publ/my-data-access': () => ok({ items: dataAccess }),
    'POST rest/users/api/v1/publ/activate/org/unBindOrg/info': ({ body }) => {
      unbindBodies.push(body);
      return ok({ uuid: UNBIND_UUID, orgId: '3', contactMeansInd: 'E', email: 'f***@x.com', phoneNo: '-' });
    },
    'POST rest/users/api/v1/publ/activate/org/otp/target': ok({
      uuid: UNBIND_UUID,
      orgId: '3',
      purpose: 'UNBIND',
      agentId: 9,
      ownerName: 'HARBOUR CITY',
      contactMeansInd: 'E',
      email: 'f***@x.com',
      phoneNo: '-',
    }),
    '* *': refuse('X', '', 404),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  blankAccount = 'N';
  dataAccess = [];
  unbindBodies = [];
});

describe('My account', () => {
  it('when opened, then the masked details, the personal card and the administrator roles show', async () => {
    renderApp('/my-account');
    await screen.findByText('Mr. CHAN T** M**');
    expect(screen.getAllByText('9123****').length).toBeGreaterThan(0);
    expect(screen.getByText('A123****')).toBeTruthy();
    const enterprise = screen.getByRole('region', { name: 'Enterprise services' });
    await within(enterprise).findByText('f***@x.com');
    expect(within(enterprise).getByRole('button', { name: 'Act for HARBOUR CITY' })).toBeTruthy();
    expect(within(enterprise).getByRole('button', { name: 'Unbind' })).toBeTruthy();
    expect(within(enterprise).getByRole('link', { name: 'Activate company account' })).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal services' });
    expect(within(personal).getByRole('button', { name: 'My details' })).toBeTruthy();
  });

  it('when Unbind is confirmed, then the challenge is opened and the removal page opens with only its uuid in the address', async () => {
    const router = renderApp('/my-account');
    const enterprise = await screen.findByRole('region', { name: 'Enterprise services' });
    fireEvent.click(await within(enterprise).findByRole('button', { name: 'Unbind' }));
    const ask = await screen.findByRole('dialog');
    await within(ask).findByText(/remove this enterprise account/);
    fireEvent.click(within(ask).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/unbind/otp'));
    expect(unbindBodies).toEqual([{ orgId: '3', agentId: 9 }]);
    const address = new URLSearchParams(router.state.location.search);
    expect([...address.keys()]).toEqual(['uuid']);
    expect(address.get('uuid')).toBe(UNBIND_UUID);
    await screen.findByText('Enterprise account: HARBOUR CITY');
  });

  it('when the account is blank, then the personal card offers ID authentication instead of my details', async () => {
    blankAccount = 'Y';
    renderApp('/my-account');
    const personal = await screen.findByRole('region', { name: 'Personal services' });
    await within(personal).findByRole('link', { name: 'ID authentication' });
    expect(within(personal).queryByRole('button', { name: 'My details' })).toBeNull();
  });
});

describe('My account as the hub of the role’s services', () => {
  const flags = (granted: string[]) =>
    Object.fromEntries(
      ['message', 'ticket', 'paymentRecord', 'vehicle', 'dop'].map((f) => [f, granted.includes(f)]),
    );

  it('when an owner opens it, then it links to the tickets, unpaid tickets, payment records, notices, vehicles and messages', async () => {
    setSession('permissions', flags(['message', 'ticket', 'paymentRecord', 'vehicle']));
    renderApp('/my-account');
    const hub = await screen.findByRole('region', { name: 'My services' });
    const links = within(hub).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['View tickets', '/ticket/list'],
      ['Unpaid tickets', '/my-account/unpaidTicket'],
      ['Payment records', '/my-account/payment-record'],
      ['Notices', '/my-account/notices'],
      ['Manage vehicles', '/my-account/manage-vehicle'],
      ['Message box', '/my-account/message/list'],
    ]);
    expect(within(hub).queryAllByText(/Coming soon/)).toHaveLength(0);
  });

  it('when the role grants payment records only, then only payment records is offered', async () => {
    setSession('permissions', flags(['paymentRecord']));
    renderApp('/my-account');
    const hub = await screen.findByRole('region', { name: 'My services' });
    expect(
      within(hub)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Payment records']);
  });

  it('when the role has no services (basic role), then the hub says so and links nowhere', async () => {
    setSession('permissions', flags([]));
    renderApp('/my-account');
    const hub = await screen.findByRole('region', { name: 'My services' });
    expect(within(hub).queryAllByRole('link')).toEqual([]);
    expect(within(hub).getByText(/no services of its own/)).toBeTruthy();
  });
});

describe('My account: who accessed my data', () => {
  it('when an agent viewed a ticket and an attempt was refused, then both show with role, action and result', async () => {
    dataAccess = [
      { at: '2026-03-02T06:35:00.000Z', actorRole: 'USER_AGENT', action: 'ticket.read', outcome: 'refused' },
      { at: '2026-03-01T02:05:00.000Z', actorRole: 'USER_AGENT', action: 'ticket.read', outcome: 'ok' },
    ];
    renderApp('/my-account');
    const section = await screen.findByRole('region', { name: 'Who accessed my data' });
    const rows = await within(section).findAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['02/03/2026 14:35', 'Your agent', 'Viewed a ticket', 'Refused'],
      ['01/03/2026 10:05', 'Your agent', 'Viewed a ticket', 'Done'],
    ]);
  });

  it('when nobody else accessed the data, then it says so, in Traditional Chinese too', async () => {
    await changeLanguage('zh-hk');
    renderApp('/my-account');
    const section = await screen.findByRole('region', { name: '誰曾存取我的資料' });
    await within(section).findByText('沒有其他人曾存取你的資料。');
  });
});
