import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeParam } from '../params/params.service.ts';
import { demoNoticeNo } from '../../seed/demo-seed.ts';
import { bearer } from '../../../test/identity-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { issue, lookup, PUBL, startPaymentAppWithOwners } from '../../../test/tickets-fixtures.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => ({ t, owner } = await startPaymentAppWithOwners({ APP_MODE: 'demo' })));
afterAll(() => t.close());

/** A parking ticket of CHAN TAI MAN's CD5678 on a day of its own, so that no other test's ticket pairs with it. */
const parking = (offenceDate: string, offenceTime: string, more: Record<string, unknown> = {}) => ({
  vehicleNo: 'CD5678',
  offenceDate,
  offenceTime,
  place: 'CANTON ROAD, TSIM SHA TSUI',
  ...more,
});

const viewOf = async (noticeNo: string) => {
  const res = await t.app.inject({ url: `${PUBL}/tickets/${noticeNo}`, headers: bearer(owner) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { possibleDuplicateOf: string | null; duplicateDisputable: boolean };
};
const eventsOf = async (noticeNo: string) => {
  const res = await t.app.inject({ url: `${PUBL}/tickets/${noticeNo}/timeline`, headers: bearer(owner) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ event: string }>).map((i) => i.event);
};

describe('possible duplicate tickets at issue', () => {
  it('when a second ticket for the same code at the same place comes 40 minutes later, then both are marked and their timelines say so', async () => {
    const first = await issue(t.app, '81000001', parking('2026-03-11', '10:00'));
    // The same place written with other case and spacing.
    const second = await issue(
      t.app,
      '81000002',
      parking('2026-03-11', '10:40', { place: ' canton road ,  tsim sha tsui ' }),
    );
    expect(await viewOf(second.noticeNo)).toMatchObject({
      possibleDuplicateOf: first.noticeNo,
      duplicateDisputable: true,
    });
    expect(await viewOf(first.noticeNo)).toMatchObject({
      possibleDuplicateOf: second.noticeNo,
      duplicateDisputable: false,
    });
    expect(await eventsOf(first.noticeNo)).toContain('POSSIBLE_DUPLICATE');
    expect(await eventsOf(second.noticeNo)).toContain('POSSIBLE_DUPLICATE');
    // The visitor's look-up shows the mark too.
    const looked = (await lookup(t.app, second.noticeNo, 'CD5678')).json().data.ticket;
    expect(looked.possibleDuplicateOf).toBe(first.noticeNo);
  });

  it('when the second ticket is outside the window, at another place or for another code, then neither is marked', async () => {
    const first = await issue(t.app, '81000011', parking('2026-03-12', '08:00'));
    const late = await issue(t.app, '81000012', parking('2026-03-12', '10:01'));
    const elsewhere = await issue(
      t.app,
      '81000013',
      parking('2026-03-12', '08:30', { place: 'NATHAN ROAD, JORDAN' }),
    );
    const otherCode = await issue(t.app, '81000014', parking('2026-03-12', '08:20', { offenceCode: '05' }));
    for (const ticket of [first, late, elsewhere, otherCode]) {
      expect(await viewOf(ticket.noticeNo)).toMatchObject({
        possibleDuplicateOf: null,
        duplicateDisputable: false,
      });
      expect(await eventsOf(ticket.noticeNo)).not.toContain('POSSIBLE_DUPLICATE');
    }
  });

  it('when the window parameter is changed, then the next issue uses it', async () => {
    const actor = { actorUserId: null, actorRole: 'police', requestId: null };
    await changeParam(t.database.db, 'DUPLICATE_WINDOW_MINUTES', { value: 180 }, actor);
    try {
      const first = await issue(t.app, '81000021', parking('2026-03-13', '08:00'));
      const second = await issue(t.app, '81000022', parking('2026-03-13', '10:30'));
      expect((await viewOf(second.noticeNo)).possibleDuplicateOf).toBe(first.noticeNo);
    } finally {
      await changeParam(t.database.db, 'DUPLICATE_WINDOW_MINUTES', { value: 120 }, actor);
    }
  });

  it('when the demo is seeded, then CHAN TAI MAN sees its pair marked, the later one disputable as a duplicate', async () => {
    const [earlier, later] = [demoNoticeNo('60000911'), demoNoticeNo('60000912')];
    expect(await viewOf(later)).toMatchObject({ possibleDuplicateOf: earlier, duplicateDisputable: true });
    expect(await viewOf(earlier)).toMatchObject({ possibleDuplicateOf: later, duplicateDisputable: false });
  });
});
