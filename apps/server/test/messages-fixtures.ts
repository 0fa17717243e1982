import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TestApp } from './test-app.ts';
import { jobs } from '../src/modules/jobs/jobs.table.ts';
import { runDueJobs } from '../src/modules/jobs/jobs.worker.ts';
import { outboxMessages } from '../src/sandbox/outbox/outbox.table.ts';

export const NOTIFICATION = '/rest/notification/api/v1/publ';
export const FILES = '/rest/file/api/v1';

/** Demo people (README "Demo data"). */
export const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234 and CD5678, SMS 91234567, messages in English
export const AGENT = 'E5678907'; // CHEUNG CHI KEUNG: personal agent of CHAN for AB1234
export const DRIVER = 'B2345674'; // WONG SIU MING: no vehicle
export const COMPANY_ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS
export const OWNER_PHONE = '91234567';

/**
 * Runs the queued jobs until none of the given kinds is pending: a job the issuing request started at once
 * may hold its lease for a moment, so this waits for it rather than sleeping a fixed time.
 */
export async function settleJobs(t: TestApp, kinds: string[] = ['messages.deliver-ticket', 'messages.send']) {
  const db = t.database.db;
  await vi.waitFor(
    async () => {
      await db.execute(sql`update jobs set run_at = now() - interval '1 second' where state = 'pending'`);
      await runDueJobs(db, t.app.jobHandlers);
      const pending = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.state, 'pending'), inArray(jobs.kind, kinds)));
      expect(pending).toEqual([]);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** What the outbox holds about one notice. */
export const outboxAbout = (t: TestApp, noticeNo: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.body, `%${noticeNo}%`));
