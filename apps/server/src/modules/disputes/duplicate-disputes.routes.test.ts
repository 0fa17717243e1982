import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/identity-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { signDraft } from '../../../test/disputes-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  INTERNAL,
  issue,
  issuerAuth,
  PUBL,
  startPaymentAppWithOwners,
} from '../../../test/tickets-fixtures.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => ({ t, owner } = await startPaymentAppWithOwners({ APP_MODE: 'demo' })));
afterAll(() => t.close());

/** A parking ticket of CHAN TAI MAN's AB1234 on a day and at a place of this file's own. */
const parking = (offenceTime: string) => ({
  vehicleNo: 'AB1234',
  offenceDate: '2026-03-16',
  offenceTime,
  place: 'ARGYLE STREET, MONG KOK',
});

function dispute(noticeNo: string, ground: string, statement: string) {
  const { payload, contentType } = multipart([
    { name: 'noticeNo', value: noticeNo },
    { name: 'ground', value: ground },
    { name: 'statement', value: statement },
    { name: 'declaration', value: 'true' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${PUBL}/disputes`,
    headers: { ...bearer(owner), 'content-type': contentType },
    payload,
  });
}

describe('disputes of possible duplicates', () => {
  let earlier: string;
  let later: string;
  beforeAll(async () => {
    earlier = (await issue(t.app, '82000001', parking('09:00'))).noticeNo;
    later = (await issue(t.app, '82000002', parking('09:40'))).noticeNo;
  });

  it('when the later ticket is disputed as a duplicate without files, then the draft is made and its statement names the earlier notice', async () => {
    const res = await dispute(later, 'DUPLICATE', 'Ticketed twice for one stay.');
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data;
    expect(draft).toMatchObject({ noticeNo: later, ground: 'DUPLICATE', status: 'DRAFT', files: [] });
    expect(draft.statement).toBe(`Duplicate of notice ${earlier}. Ticketed twice for one stay.`);
  });

  it('when the statement already names the earlier notice, then it is kept as written', async () => {
    const res = await dispute(later, 'DUPLICATE', `Duplicate of notice ${earlier}`);
    // The draft of the test before stands: the answer names it, and the form is not taken.
    expect(res.statusCode, res.body).toBe(409);
    const replaced = await (async () => {
      const { payload, contentType } = multipart([
        { name: 'noticeNo', value: later },
        { name: 'ground', value: 'DUPLICATE' },
        { name: 'statement', value: `Duplicate of notice ${earlier}` },
        { name: 'declaration', value: 'true' },
        { name: 'replaces', value: res.json().data.draft.reference },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${PUBL}/disputes`,
        headers: { ...bearer(owner), 'content-type': contentType },
        payload,
      });
    })();
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().data.statement).toBe(`Duplicate of notice ${earlier}`);
  });

  it('when the earlier ticket or an unmarked one is disputed as a duplicate, then it is refused', async () => {
    const alone = (await issue(t.app, '82000011', { ...parking('09:00'), offenceDate: '2026-03-17' }))
      .noticeNo;
    for (const noticeNo of [earlier, alone]) {
      const res = await dispute(noticeNo, 'DUPLICATE', 'Ticketed twice for one stay.');
      expect(`${res.statusCode} ${res.json().code}`).toBe('409 DSP-E-0020');
      expect(res.json().message).toMatch(/not marked as a possible duplicate/);
    }
  });

  it('when the duplicate dispute is signed, then the police work list shows it with the other ticket of its pair', async () => {
    const mine = await t.app.inject({ url: `${PUBL}/tickets/${later}`, headers: bearer(owner) });
    const reference = mine.json().data.disputeDraft.reference as string;
    const draft = await t.app.inject({ url: `${PUBL}/disputes/${reference}`, headers: bearer(owner) });
    const signed = await signDraft(t.app, owner, reference, draft.json().data.documentDigest);
    expect(signed.statusCode, signed.body).toBe(200);
    const list = await t.app.inject({ url: `${INTERNAL}/disputes`, headers: issuerAuth });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as Array<Record<string, unknown>>;
    expect(items.find((i) => i.noticeNo === later)).toMatchObject({
      reference,
      ground: 'DUPLICATE',
      status: 'SUBMITTED',
      possibleDuplicateOf: earlier,
    });
    expect(items.every((i) => i.status === 'SUBMITTED')).toBe(true);
    const unauthorised = await t.app.inject({ url: `${INTERNAL}/disputes` });
    expect(unauthorised.statusCode).toBe(401);
  });
});
