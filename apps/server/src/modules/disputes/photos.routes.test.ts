import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DEMO_OPERATOR_TOKEN } from '../../config.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { INTERNAL, issue, issuerAuth, PUBL, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { messages } from '../messages/messages.table.ts';

const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234, CD5678
const OTHER = 'C3456785'; // LEE KA YAN: HK2468
const PARAMS = '/rest/param/api/v1/internal/param';

const image = (format: 'jpeg' | 'png') => {
  const blank = sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a7bd5' } });
  return (format === 'jpeg' ? blank.jpeg() : blank.png()).toBuffer();
};

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp({ ...TICKET_TEST_ENV, APP_MODE: 'demo' }, { seedDemo: true });
  owner = (await quickLogin(t.app, OWNER)).token;
  other = (await quickLogin(t.app, OTHER)).token;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

function attach(noticeNo: string, files: Array<{ name: string; content: Buffer }>, headers = issuerAuth) {
  const { payload, contentType } = multipart(
    files.map((f) => ({ name: 'photos', value: f.content, fileName: f.name })),
  );
  return t.app.inject({
    method: 'POST',
    url: `${INTERNAL}/tickets/${noticeNo}/photos`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const apply = (token: string, noticeNo: string) =>
  t.app.inject({
    method: 'POST',
    url: `${PUBL}/photo-applications`,
    headers: bearer(token),
    payload: { noticeNo, reason: 'I want to see where my car was.' },
  });

const decide = (reference: string, decision: 'APPROVED' | 'REJECTED') =>
  t.app.inject({
    method: 'POST',
    url: `${INTERNAL}/photo-applications/${reference}/decision`,
    headers: issuerAuth,
    payload: { decision },
  });

const setParam = (code: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${PARAMS}/${code}`,
    headers: { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` },
    payload: { value },
  });

/** A parking ticket of the owner's with two photos attached by the police. */
async function ticketWithPhotos(serial: string) {
  const { noticeNo } = await issue(t.app, serial);
  const attached = await attach(noticeNo, [
    { name: 'front.jpg', content: await image('jpeg') },
    { name: 'side.png', content: await image('png') },
  ]);
  expect(attached.statusCode, attached.body).toBe(201);
  return noticeNo;
}

describe('the police attach photos to a ticket', () => {
  it('when JPEG and PNG photos are sent with the issuer token, then they are kept in order', async () => {
    const { noticeNo } = await issue(t.app, '77000001');
    const res = await attach(noticeNo, [
      { name: 'a.jpg', content: await image('jpeg') },
      { name: 'b.png', content: await image('png') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().data.photos as Array<{ position: number; contentType: string }>;
    expect(photos.map((p) => [p.position, p.contentType])).toEqual([
      [1, 'image/jpeg'],
      [2, 'image/png'],
    ]);
  });

  it('when the bytes are not a photo, whatever the name, then it is refused and nothing is kept', async () => {
    const { noticeNo } = await issue(t.app, '77000002');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    for (const content of [program, fakeJpeg, pdf]) {
      const res = await attach(noticeNo, [{ name: 'photo.jpg', content }]);
      expect(`${res.statusCode} ${res.json().code}`).toBe('415 DSP-E-0014');
    }
    const state = await t.app.inject({
      url: `${PUBL}/photo-applications/ticket?noticeNo=${noticeNo}`,
      headers: bearer(owner),
    });
    expect(state.json().data).toMatchObject({ available: false, photoCount: 0 });
  });

  it('when a photo’s name does not match its bytes (PNG bytes named .html, a JPEG named .png), then it is refused and nothing is kept', async () => {
    const { noticeNo } = await issue(t.app, '77000005');
    const png = await image('png');
    const jpeg = await image('jpeg');
    for (const file of [
      { name: 'photo.html', content: png },
      { name: 'photo.png', content: jpeg },
      { name: 'photo', content: jpeg },
    ]) {
      const res = await attach(noticeNo, [file]);
      expect(`${res.statusCode} ${res.json().code}`, file.name).toBe('415 DSP-E-0014');
    }
    const state = await t.app.inject({
      url: `${PUBL}/photo-applications/ticket?noticeNo=${noticeNo}`,
      headers: bearer(owner),
    });
    expect(state.json().data).toMatchObject({ available: false, photoCount: 0 });
  });

  it('when a ticket would hold more than 5 photos, or is a moving offence, or the token is missing, then it is refused', async () => {
    const { noticeNo } = await issue(t.app, '77000003');
    const jpeg = await image('jpeg');
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.jpg`, content: jpeg }));
    expect((await attach(noticeNo, four)).statusCode).toBe(201);
    const more = await attach(noticeNo, [
      { name: 'x.jpg', content: jpeg },
      { name: 'y.jpg', content: jpeg },
    ]);
    expect(`${more.statusCode} ${more.json().code}`).toBe('400 DSP-E-0015');
    const moving = await issue(t.app, '77000004', { noticeType: '570', offenceCode: '001' });
    const refused = await attach(moving.noticeNo, [{ name: 'x.jpg', content: jpeg }]);
    expect(`${refused.statusCode} ${refused.json().code}`).toBe('409 DSP-E-0011');
    const anonymous = await attach(noticeNo, [{ name: 'x.jpg', content: jpeg }], { authorization: '' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('applying to view the photos', () => {
  it('when the owner applies and the police approve, then he views each photo watermarked, never cached, and is told in his box', async () => {
    const noticeNo = await ticketWithPhotos('77000011');
    const before = await t.app.inject({
      url: `${PUBL}/photo-applications/ticket?noticeNo=${noticeNo}`,
      headers: bearer(owner),
    });
    expect(before.json().data).toMatchObject({ available: true, photoCount: 2, application: null });

    const applied = await apply(owner, noticeNo);
    expect(applied.statusCode, applied.body).toBe(201);
    const { reference, status } = applied.json().data as { reference: string; status: string };
    expect(status).toBe('PROCESSING');
    expect(reference).toMatch(/^V\d{10}$/);

    const twice = await apply(owner, noticeNo);
    expect(`${twice.statusCode} ${twice.json().code}`).toBe('409 DSP-E-0010');

    const early = await t.app.inject({
      url: `${PUBL}/photo-applications/${reference}`,
      headers: bearer(owner),
    });
    expect(early.json().data).toMatchObject({ status: 'PROCESSING', photoIds: [] });

    const waiting = await t.app.inject({ url: `${INTERNAL}/photo-applications`, headers: issuerAuth });
    expect(waiting.json().data.items).toContainEqual(
      expect.objectContaining({ reference, noticeNo, status: 'PROCESSING' }),
    );
    expect(waiting.body).not.toMatch(/CHAN|A123/);

    const approved = await decide(reference, 'APPROVED');
    expect(approved.statusCode, approved.body).toBe(200);
    const until = Date.parse(approved.json().data.viewableUntil as string);
    expect(until - Date.now()).toBeGreaterThan(72 * 3600_000 - 60_000);
    expect((await decide(reference, 'APPROVED')).statusCode).toBe(200);
    expect((await decide(reference, 'REJECTED')).json().code).toBe('DSP-E-0017');

    const told = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `photo-decision:${reference}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.actionPath).toBe(`/ticket/photos?noticeNo=${noticeNo}`);

    const view = await t.app.inject({
      url: `${PUBL}/photo-applications/${reference}`,
      headers: bearer(owner),
    });
    const photoIds = view.json().data.photoIds as string[];
    expect(photoIds).toHaveLength(2);
    const photo = await t.app.inject({
      url: `${PUBL}/photo-applications/${reference}/photos/${photoIds[0]}`,
      headers: bearer(owner),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    const marked = await sharp(photo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([marked.info.width, marked.info.height]).toEqual([120, 90]);
    // The bottom band carries the reference: darker than the plain blue photo underneath.
    const original = await sharp(await image('jpeg'))
      .raw()
      .toBuffer();
    const at = (buf: Buffer, x: number, y: number) => buf[(y * 120 + x) * 3]! + buf[(y * 120 + x) * 3 + 2]!;
    expect(at(marked.data, 2, 88)).toBeLessThan(at(original, 2, 88) - 60);
  });

  it('when another user names the application, its photos or the ticket, then nothing is found', async () => {
    const noticeNo = await ticketWithPhotos('77000012');
    const { reference } = (await apply(owner, noticeNo)).json().data as { reference: string };
    await decide(reference, 'APPROVED');
    const photoId = (
      await t.app.inject({ url: `${PUBL}/photo-applications/${reference}`, headers: bearer(owner) })
    ).json().data.photoIds[0] as string;
    const answers = await Promise.all(
      [
        `${PUBL}/photo-applications/${reference}`,
        `${PUBL}/photo-applications/${reference}/photos/${photoId}`,
        `${PUBL}/photo-applications/ticket?noticeNo=${noticeNo}`,
      ].map(async (url) => {
        const res = await t.app.inject({ url, headers: bearer(other) });
        return `${res.statusCode} ${res.json().code}`;
      }),
    );
    expect(answers).toEqual(['404 DSP-E-0009', '404 DSP-E-0009', '404 TKT-E-0005']);
    const theirs = await apply(other, noticeNo);
    expect(`${theirs.statusCode} ${theirs.json().code}`).toBe('404 TKT-E-0005');
    const anonymous = await t.app.inject({
      url: `${PUBL}/photo-applications/${reference}/photos/${photoId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('when the viewing period has passed, then the photos are refused and he may apply again', async () => {
    expect((await setParam('PHOTO_VIEW_PERIOD_SECONDS', 60)).statusCode).toBe(200);
    try {
      const noticeNo = await ticketWithPhotos('77000013');
      const { reference } = (await apply(owner, noticeNo)).json().data as { reference: string };
      const approved = (await decide(reference, 'APPROVED')).json().data as {
        photoIds: string[];
        viewableUntil: string;
      };
      expect(Date.parse(approved.viewableUntil) - Date.now()).toBeLessThanOrEqual(60_000);
      const url = `${PUBL}/photo-applications/${reference}/photos/${approved.photoIds[0]}`;
      expect((await t.app.inject({ url, headers: bearer(owner) })).statusCode).toBe(200);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      const late = await t.app.inject({ url, headers: bearer(owner) });
      expect(`${late.statusCode} ${late.json().code}`).toBe('410 DSP-E-0012');
      const view = await t.app.inject({
        url: `${PUBL}/photo-applications/${reference}`,
        headers: bearer(owner),
      });
      expect(view.json().data).toMatchObject({ status: 'EXPIRED', photoIds: [] });
      const again = await apply(owner, noticeNo);
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      vi.useRealTimers();
      await setParam('PHOTO_VIEW_PERIOD_SECONDS', 72 * 3600);
    }
  });

  it('when the auto-approval parameter is on, then an application is approved at once', async () => {
    expect((await setParam('PHOTO_VIEW_AUTO_APPROVE', true)).statusCode).toBe(200);
    try {
      const noticeNo = await ticketWithPhotos('77000014');
      const applied = await apply(owner, noticeNo);
      expect(applied.json().data).toMatchObject({ status: 'APPROVED' });
      expect(applied.json().data.photoIds).toHaveLength(2);
    } finally {
      await setParam('PHOTO_VIEW_AUTO_APPROVE', false);
    }
  });

  it('when the police reject it, then the photos stay closed and he may apply again', async () => {
    const noticeNo = await ticketWithPhotos('77000015');
    const { reference } = (await apply(owner, noticeNo)).json().data as { reference: string };
    expect((await decide(reference, 'REJECTED')).json().data.status).toBe('REJECTED');
    const state = await t.app.inject({
      url: `${PUBL}/photo-applications/ticket?noticeNo=${noticeNo}`,
      headers: bearer(owner),
    });
    expect(state.json().data.application).toMatchObject({ reference, status: 'REJECTED', photoIds: [] });
    expect((await apply(owner, noticeNo)).statusCode).toBe(201);
  });

  it('when the ticket is a moving offence or has no photos, then there is nothing to apply for', async () => {
    const moving = await issue(t.app, '77000016', { noticeType: '570', offenceCode: '001' });
    const bare = await issue(t.app, '77000017');
    for (const noticeNo of [moving.noticeNo, bare.noticeNo]) {
      const res = await apply(owner, noticeNo);
      expect(`${res.statusCode} ${res.json().code}`).toBe('409 DSP-E-0011');
    }
  });
});

describe('operators change a parameter', () => {
  it('when the value is of another type, the code unknown or the token missing, then nothing changes', async () => {
    expect((await setParam('PHOTO_VIEW_PERIOD_SECONDS', 'soon')).statusCode).toBe(400);
    expect((await setParam('NO_SUCH_PARAM', 1)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${PARAMS}/PHOTO_VIEW_PERIOD_SECONDS`,
      headers: issuerAuth,
      payload: { value: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const param = await t.app.inject({ url: '/rest/param/api/v1/publ/param/PHOTO_VIEW_PERIOD_SECONDS' });
    expect(param.json().data.value).toBe(72 * 3600);
  });
});
