import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleHeaders, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { messages } from '../messages/messages.table.ts';
import { DEMO_SHARE_CODE, DEMO_TCR_REF } from '../../seed/demo-records.ts';

const LEE = 'C3456785'; // LEE KA YAN: the demo completed certificate TCR2026000001
const WONG = 'B2345674'; // WONG SIU MING: a driver with no certificate
const REDEEM_LIMIT = 6;

let t: TestApp;
let headersOf: ReturnType<typeof roleHeaders>;
const lines: string[] = [];

async function call(idNo: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${USERS}${url}`,
    headers: await headersOf(idNo),
    ...(payload ? { payload } : {}),
  });
}

let client = 0;
/** The employer on the public verify page, from an address of its own unless told. */
const redeem = (shareCode: string, remoteAddress = `198.51.100.${++client}`) =>
  t.app.inject({
    method: 'POST',
    url: `${USERS}/tcrRecords/share/redeem`,
    remoteAddress,
    payload: { shareCode },
  });

const answer = (r: { statusCode: number; json: () => { code?: string } }) =>
  `${r.statusCode} ${r.json().code}`;

async function makeCode(idNo = LEE, id = DEMO_TCR_REF) {
  const made = await call(idNo, 'POST', '/tcrRecords/share', { id });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data as { shareId: string; shareCode: string; expiresAt: string; createdAt: string };
}

const listOf = async (idNo = LEE) =>
  (await call(idNo, 'GET', '/tcrRecords/share/list')).json().data.list as {
    shareId: string;
    status: string;
    viewedAt: string | null;
  }[];

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info', LOOKUP_RATE_PER_MINUTE: String(REDEEM_LIMIT) },
    { seedDemo: true, logStream: { write: (line) => lines.push(line) } },
  );
  headersOf = roleHeaders(t.app);
});
afterAll(() => t.close());

describe('sharing a conviction record certificate', () => {
  it('when the holder makes a code and an employer enters it, then the facts show in full once, the holder is told and sees it viewed', async () => {
    const made = await makeCode();
    expect(made.shareCode).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(21 * 86_400_000);
    expect((await listOf()).find((s) => s.shareId === made.shareId)?.status).toBe('ACTIVE');
    // The list never carries the code.
    expect(JSON.stringify(await listOf())).not.toContain(made.shareCode.slice(0, 4) + '-');

    // Typed in lower case with spaces, as an employer may.
    const shown = await redeem(made.shareCode.toLowerCase().replaceAll('-', ' '));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      certificateNo: 'TCRC-2026-900001',
      reason: 'EMPLOYMENT',
      holderName: 'LEE KA YAN',
      holderChnName: '李嘉欣',
      idNo: 'C3456785',
      pointsTotal: 3,
    });
    expect(shown.json().data.entries).toHaveLength(1);

    const again = await redeem(made.shareCode);
    expect(answer(again)).toBe('410 TCR-E-0015');
    expect(again.body).not.toContain('LEE');

    const mine = (await listOf()).find((s) => s.shareId === made.shareId);
    expect(mine).toMatchObject({ status: 'VIEWED', viewedAt: shown.json().data.viewedAt });
    const told = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `tcr-share-viewed:${made.shareId}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('TCRC-2026-900001');
    expect(told[0]!.actionPath).toBe(`/my-account/tcr/detail?id=${DEMO_TCR_REF}`);

    // Her "who accessed my data" lists the reading, by a visitor.
    const access = await t.app.inject({
      url: '/rest/audit/api/v1/publ/my-data-access',
      headers: await headersOf(LEE),
    });
    expect(access.json().data.items).toContainEqual(
      expect.objectContaining({ action: 'tcr.share_view', actorRole: 'visitor', outcome: 'ok' }),
    );

    // Once viewed, there is nothing left to withdraw.
    expect(answer(await call(LEE, 'POST', '/tcrRecords/share/revoke', { shareId: made.shareId }))).toBe(
      '409 TCR-E-0019',
    );
    // The code and the full identity number never reach the logs.
    const logged = lines.join('\n');
    expect(logged).toContain('/tcrRecords/share/redeem');
    expect(logged).not.toContain(made.shareCode);
    expect(logged).not.toContain(made.shareCode.replaceAll('-', ''));
    expect(logged).not.toContain('C3456785');
  });

  it('when two employers enter the same code at the same moment, then one sees the facts and the other is refused', async () => {
    const { shareCode } = await makeCode();
    const answers = (await Promise.all([redeem(shareCode), redeem(shareCode), redeem(shareCode)])).map(
      answer,
    );
    expect(answers.sort()).toEqual(['200 0', '410 TCR-E-0015', '410 TCR-E-0015']);
  });

  it('when the holder revokes a code, then it is refused as withdrawn; another user can neither revoke nor list it', async () => {
    const { shareId, shareCode } = await makeCode();
    expect(answer(await call(WONG, 'POST', '/tcrRecords/share/revoke', { shareId }))).toBe('404 TCR-E-0018');
    expect((await listOf(WONG)).map((s) => s.shareId)).not.toContain(shareId);

    const revoked = await call(LEE, 'POST', '/tcrRecords/share/revoke', { shareId });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'REVOKED' });
    expect(answer(await redeem(shareCode))).toBe('410 TCR-E-0016');
    expect(answer(await call(LEE, 'POST', '/tcrRecords/share/revoke', { shareId }))).toBe('409 TCR-E-0019');
  });

  it('when 21 days have passed, then the code is refused as expired and listed so', async () => {
    const { shareId, shareCode } = await makeCode();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Sessions of that day, as the holder would have.
      vi.setSystemTime(new Date(start + 21 * 86_400_000 - 60_000));
      headersOf = roleHeaders(t.app);
      const early = await makeCode(LEE);
      vi.setSystemTime(new Date(start + 21 * 86_400_000 + 1000));
      expect(answer(await redeem(shareCode))).toBe('410 TCR-E-0017');
      const list = await listOf();
      expect(list.find((s) => s.shareId === shareId)?.status).toBe('EXPIRED');
      expect(list.find((s) => s.shareId === early.shareId)?.status).toBe('ACTIVE');
      expect(answer(await call(LEE, 'POST', '/tcrRecords/share/revoke', { shareId }))).toBe('409 TCR-E-0019');
    } finally {
      vi.useRealTimers();
      headersOf = roleHeaders(t.app);
    }
  });

  it('when someone else names the certificate, or it is not completed, then no code is made', async () => {
    expect(answer(await call(WONG, 'POST', '/tcrRecords/share', { id: DEMO_TCR_REF }))).toBe(
      '404 TCR-E-0002',
    );
    const applied = await call(WONG, 'POST', '/tcrRecords', { reason: 'EMPLOYMENT', profileConfirmed: true });
    expect(applied.statusCode, applied.body).toBe(200);
    const pending = await call(WONG, 'POST', '/tcrRecords/share', { id: applied.json().data.id });
    expect(answer(pending)).toBe('409 TCR-E-0008');
    expect(await listOf(WONG)).toEqual([]);
  });

  it('when the code is malformed or unknown, then it is refused before or after the look-up, alike for any unknown code', async () => {
    for (const shareCode of ['ABCD-EFGH-JKMN-PQR0', 'SHORT', '', 'x'.repeat(100)]) {
      const refused = await redeem(shareCode);
      expect(refused.statusCode, shareCode).toBe(400);
      expect(refused.json().code).toBe('SYS-E-0400');
    }
    expect(answer(await redeem('ABCD-EFGH-JKMN-PQRS'))).toBe('404 TCR-E-0014');
  });

  it('when the demo code of the README is entered, then it shows the demo certificate', async () => {
    const shown = await redeem(DEMO_SHARE_CODE);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.certificateNo).toBe('TCRC-2026-900001');
  });

  it('when one client tries more codes than the public look-ups allow in a minute, then it is slowed down', async () => {
    const from = '203.0.113.77';
    const answers: number[] = [];
    for (let i = 0; i <= REDEEM_LIMIT; i++)
      answers.push((await redeem('ABCD-EFGH-JKMN-PQRS', from)).statusCode);
    expect(answers.slice(0, REDEEM_LIMIT).every((s) => s === 404)).toBe(true);
    expect(answers[REDEEM_LIMIT]).toBe(429);
  });
});
