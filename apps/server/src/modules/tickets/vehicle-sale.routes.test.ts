import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPath } from '@eticket/domain/messages/message-routes';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { startDispute } from '../../../test/disputes-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  DEMO_OTHER_OWNER,
  DEMO_OWNER,
  INTERNAL,
  issue,
  issuerAuth,
  noticeNoOf,
  payApprovedLoggedIn,
  PUBL,
  startPaymentTestApp,
} from '../../../test/tickets-fixtures.ts';
import { until } from '../../../test/until.ts';

/*
 * A fixed penalty is the liability of the registered owner on the offence date (ADR 0043). CD5678 is sold by
 * CHAN TAI MAN to LEE KA YAN on the sandbox register and LEE brings her vehicles up to date: the tickets of
 * CHAN's time stay his, in every list, count, box and look-up; a ticket of the new owner's time is hers.
 */

const CHAN_TICKET = '600000023'; // one of CHAN's five CD5678 tickets, unpaid
let t: TestApp;
let chan: string;
let lee: string;

const get = async (token: string, url: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const cd5678Tickets = async (token: string) =>
  ((await get(token, `${PUBL}/tickets?vehicleNo=CD5678&pageSize=100`)).items as { noticeNo: string }[]).map(
    (i) => i.noticeNo,
  );

beforeAll(async () => {
  t = await startPaymentTestApp({}, { seedDemo: true });
  chan = (await quickLogin(t.app, DEMO_OWNER)).token;
  lee = (await quickLogin(t.app, DEMO_OTHER_OWNER)).token;
  // One more ticket of CHAN's time, issued before the sale, for him to dispute.
  await issue(t.app, '72500002', { vehicleNo: 'CD5678', offenceDate: '2026-03-02' });
  const before = await cd5678Tickets(chan);
  expect(before).toContain(CHAN_TICKET);
  // The register transfers CD5678; LEE synchronises her vehicles and finds it among hers.
  const sold = await t.app.inject({
    method: 'POST',
    url: '/sandbox/transport/vehicles/transfer',
    payload: { registrationMark: 'CD5678', ownerIdNo: DEMO_OTHER_OWNER },
  });
  expect(sold.statusCode, sold.body).toBe(200);
  const post = (url: string) => t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(lee) });
  const sync = await post('/users/sync/veh/user');
  expect(sync.statusCode, sync.body).toBe(200);
  const state = await until(
    async () => (await post('/users/veh/sync/status')).json().data.state as string,
    (s) => s === 'DONE' || s === 'FAILED',
    'the synchronisation finishing',
  );
  expect(state).toBe('DONE');
  const vehicles = (await get(lee, `${USERS}/users/veh/list?pageSize=100`)).items as {
    registrationMark: string;
    unpaidTickets: number;
  }[];
  expect(vehicles.find((v) => v.registrationMark === 'CD5678')).toMatchObject({ unpaidTickets: 0 });
});
afterAll(() => t.close());

describe('a vehicle sold to another owner', () => {
  it('when the new owner looks, then none of the earlier owner’s tickets on it are in her lists, counts or look-ups', async () => {
    expect(await cd5678Tickets(lee)).toEqual([]);
    const unpaid = (await get(lee, `${PUBL}/tickets/unpaid`)).items as { vehicleNo: string }[];
    expect(unpaid.filter((i) => i.vehicleNo === 'CD5678')).toEqual([]);
    const outstanding = (await get(lee, notificationPath('/outstanding/list'))).items as {
      vehicleNo: string;
    }[];
    expect(outstanding.filter((i) => i.vehicleNo === 'CD5678')).toEqual([]);
    const one = await t.app.inject({ url: `${PUBL}/tickets/${CHAN_TICKET}`, headers: bearer(lee) });
    expect([one.statusCode, one.json().code]).toEqual([404, 'TKT-E-0005']);
    const box = JSON.stringify(await get(lee, notificationPath('/message/list?pageSize=100')));
    expect(box).not.toContain(CHAN_TICKET);
  });

  it('when the new owner tries to pay or dispute one of them, then it does not exist for her', async () => {
    const pay = await t.app.inject({
      method: 'POST',
      url: `${USERS}/pay`,
      headers: bearer(lee),
      payload: { noticeNo: CHAN_TICKET, channel: '1', idempotencyKey: 'sale-lee-pay-0001' },
    });
    expect(pay.json().code).toBe('TKT-E-0005');
    const disputed = await startDispute(t.app, lee, CHAN_TICKET);
    expect(disputed.json().code).toBe('TKT-E-0005');
  });

  it('when the earlier owner looks, then he still sees, disputes and pays the tickets of his time', async () => {
    expect(await cd5678Tickets(chan)).toContain(CHAN_TICKET);
    const one = await get(chan, `${PUBL}/tickets/${CHAN_TICKET}`);
    expect(one).toMatchObject({ noticeNo: CHAN_TICKET, vehicleNo: 'CD5678', transferredToDriver: false });
    const disputed = await startDispute(t.app, chan, noticeNoOf('72500002'));
    expect(disputed.statusCode, disputed.body).toBeLessThan(300);
    const paid = await payApprovedLoggedIn(t.app, chan, CHAN_TICKET, {
      idempotencyKey: 'sale-chan-pay-0001',
    });
    expect(paid.result.statusCode, paid.result.body).toBe(200);
  });

  it('when a ticket is issued on it after the sale, then it is the new owner’s and not the earlier one’s', async () => {
    const { noticeNo } = await issue(t.app, '72500001', {
      vehicleNo: 'CD5678',
      offenceDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      offenceTime: '00:00',
    });
    expect(await cd5678Tickets(lee)).toEqual([noticeNo]);
    expect(await cd5678Tickets(chan)).not.toContain(noticeNo);
  });
});

describe('a police correction of whom a ticket is addressed to', () => {
  const correct = (noticeNo: string, payload: object, headers: Record<string, string> = issuerAuth) =>
    t.app.inject({ method: 'POST', url: `${INTERNAL}/tickets/${noticeNo}/liable-party`, headers, payload });

  it('when the police re-address a ticket to another person, then it moves to her lists and its history says why', async () => {
    const { noticeNo } = await issue(t.app, '72500003', { vehicleNo: 'AB1234', offenceDate: '2026-03-02' });
    expect((await correct(noticeNo, { idNo: DEMO_OTHER_OWNER, reason: 'x' }, {})).statusCode).toBe(401);
    expect((await correct(noticeNo, { idNo: 'Z9999999', reason: 'wrong owner' })).json().code).toBe(
      'TKT-E-0014',
    );
    expect((await correct(noticeNo, { reason: 'nobody named' })).statusCode).toBe(400);
    const res = await correct(noticeNo, {
      idNo: DEMO_OTHER_OWNER,
      reason: 'hired car: the hirer was the owner',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.changes.map((c: { cause: string }) => c.cause)).toEqual([
      'ISSUED',
      'POLICE_CORRECTION',
    ]);
    const listed = async (token: string) =>
      (
        (await get(token, `${PUBL}/tickets?vehicleNo=AB1234&pageSize=100`)).items as { noticeNo: string }[]
      ).map((i) => i.noticeNo);
    expect(await listed(lee)).toContain(noticeNo);
    expect(await listed(chan)).not.toContain(noticeNo);
  });
});
