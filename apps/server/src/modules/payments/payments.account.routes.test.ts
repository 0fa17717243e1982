import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/identity-helpers.ts';
import {
  exportFinished,
  INTERNAL,
  issue,
  issuerAuth,
  payApprovedLoggedIn,
  PUBL,
  startPaymentAppWithOwners,
} from '../../../test/tickets-fixtures.ts';
import { eq } from 'drizzle-orm';
import { exportTasks } from '../exports/exports.table.ts';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => ({ t, owner, other } = await startPaymentAppWithOwners()));
afterAll(() => t.close());

const finished = (id: string, token: string) => exportFinished(t, id, bearer(token));

const records = (token: string, months = '') =>
  t.app.inject({ url: `${PUBL}/payments${months}`, headers: bearer(token) });

describe('paying and the payment record, logged in', () => {
  it('when the owner pays a ticket by notice no, then it appears in the payment record with its method name and receipt', async () => {
    const { noticeNo } = await issue(t.app, '45000001', {
      offenceDate: new Date().toISOString().slice(0, 10),
      offenceTime: '00:00',
    });
    const { result } = await payApprovedLoggedIn(t.app, owner, noticeNo, { idempotencyKey: 'owner-pays-1' });
    expect(result.json().data.state).toBe('SUCCESS');
    const { items } = (await records(owner, '?months=1')).json().data;
    const mine = items.find((i: { noticeNo: string }) => i.noticeNo === noticeNo);
    expect(mine).toMatchObject({
      methodCode: '2',
      methodName: { en: 'FPS', 'zh-hk': '轉數快' },
      channel: '1',
      amountCents: 40000,
    });
    const receipt = await t.app.inject({
      url: `${PUBL}/payments/${mine.transactionNo}/receipt`,
      headers: bearer(owner),
    });
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const stranger = await t.app.inject({
      url: `${PUBL}/payments/${mine.transactionNo}/receipt`,
      headers: bearer(other),
    });
    expect(stranger.json().code).toBe('PAY-E-9026');
    expect(
      (await records(other)).json().data.items.some((i: { noticeNo: string }) => i.noticeNo === noticeNo),
    ).toBe(false);
  });

  it('when a logged-in user names a ticket of someone else’s vehicle, then it does not exist for them', async () => {
    const { noticeNo } = await issue(t.app, '45000002', { vehicleNo: 'HK2468' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/pay`,
      headers: bearer(owner),
      payload: { noticeNo, channel: '5', idempotencyKey: 'not-mine-1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TKT-E-0005');
    for (const path of ['tickets/payment', 'tickets/receipt']) {
      const read = await t.app.inject({
        url: `${PUBL}/${path}?noticeNo=${noticeNo}`,
        headers: bearer(owner),
      });
      expect({ path, status: read.statusCode, code: read.json().code }).toEqual({
        path,
        status: 404,
        code: 'TKT-E-0005',
      });
    }
  });

  it('when a payment older than the period chosen exists, then the filter leaves it out', async () => {
    const { noticeNo } = await issue(t.app, '45000003');
    await t.app.inject({
      method: 'POST',
      url: `${INTERNAL}/tickets/${noticeNo}/payments`,
      headers: issuerAuth,
      payload: {
        transactionNo: 'POST-45000003',
        methodCode: 'C',
        amountCents: 40000,
        paidAt: new Date(Date.now() - 75 * 86_400_000).toISOString(),
      },
    });
    const twoMonths = (await records(owner, '?months=2'))
      .json()
      .data.items.map((i: { transactionNo: string }) => i.transactionNo);
    const threeMonths = (await records(owner, '?months=3'))
      .json()
      .data.items.map((i: { transactionNo: string }) => i.transactionNo);
    expect(twoMonths).not.toContain('POST-45000003');
    expect(threeMonths).toContain('POST-45000003');
    // The total comes with the page; a page past the end still tells it.
    const first = (await records(owner, '?months=3')).json().data;
    expect(first.total).toBe(threeMonths.length);
    const beyond = (await records(owner, '?months=3&page=40')).json().data;
    expect(beyond).toMatchObject({ items: [], total: first.total, totalCapped: false });
    expect((await records(owner, '?months=4')).statusCode).toBe(400);
  });
});

describe('exports', () => {
  const create = (token: string, body: Record<string, unknown>, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${PUBL}/exports`,
      headers: { ...bearer(token), ...headers },
      payload: body,
    });

  it('when an export is requested, then the worker produces it with progress and only its owner downloads it', async () => {
    const res = await create(
      owner,
      { type: 'tickets', format: 'csv', from: '2025-07-01', to: '2025-07-31' },
      { 'accept-language': 'zh-HK' },
    );
    expect(res.statusCode).toBe(200);
    const task = res.json().data;
    expect(task).toMatchObject({ state: 'QUEUED', progress: 0 });
    const done = await finished(task.id, owner);
    expect(done).toMatchObject({
      state: 'DONE',
      progress: 100,
      fileName: 'tickets-2025-07-01-to-2025-07-31.csv',
    });
    const file = await t.app.inject({ url: `${PUBL}/exports/${task.id}/file`, headers: bearer(owner) });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body.startsWith('\uFEFF通知書號碼,')).toBe(true);
    expect(file.body.split('\r\n').length - 2).toBe(done.rowCount);
    // Dates as the portal shows them in Traditional Chinese, not ISO (the domain's formatDate).
    const offenceDays = file.body
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split(',')[2]);
    expect(offenceDays.length).toBeGreaterThan(0);
    for (const day of offenceDays) expect(day).toMatch(/^2025年7月\d{1,2}日$/);
    const theirs = await t.app.inject({ url: `${PUBL}/exports/${task.id}/file`, headers: bearer(other) });
    expect(theirs.json().code).toBe('TKT-E-0012');
  });

  it('when an xlsx export of payments is made, then a workbook comes back', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const task = (await create(owner, { type: 'payments', format: 'xlsx', from: today, to: today })).json()
      .data;
    await finished(task.id, owner);
    const file = await t.app.inject({ url: `${PUBL}/exports/${task.id}/file`, headers: bearer(owner) });
    expect(file.rawPayload.subarray(0, 2).toString(), file.body.slice(0, 300)).toBe('PK');
  });

  it('when the file is asked for before the worker has made it, then it is not ready yet', async () => {
    const task = (
      await create(owner, { type: 'tickets', format: 'csv', from: '2026-03-01', to: '2026-03-02' })
    ).json().data;
    await finished(task.id, owner);
    await t.database.db.update(exportTasks).set({ state: 'RUNNING' }).where(eq(exportTasks.id, task.id));
    const res = await t.app.inject({ url: `${PUBL}/exports/${task.id}/file`, headers: bearer(owner) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TKT-E-0013');
  });

  it('when the range exceeds 31 days or a fourth task is asked for in one day, then clear errors answer', async () => {
    const long = await create(owner, {
      type: 'tickets',
      format: 'csv',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'TKT-E-0010',
      message: 'An export covers at most 31 days. Please choose a shorter period.',
    });
    const backwards = await create(owner, {
      type: 'tickets',
      format: 'csv',
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(backwards.json().data.fields[0].field).toBe('body.to');
    // Three tasks were made today by the tests above; the fourth is refused.
    const fourth = await create(owner, {
      type: 'tickets',
      format: 'xlsx',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'TKT-E-0011',
      message: expect.stringContaining('No downloads left for today'),
    });
  });
});
