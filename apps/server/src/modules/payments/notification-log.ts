import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import {
  deleteRefusedNotificationsBefore,
  logNotification,
  logRefusedNotificationWithin,
} from './payments.repository.ts';

/** Refused notifications kept an hour, whoever sends them: enough to see an attack, not to fill a disk. */
export const REFUSED_KEPT_PER_HOUR = 100;
/** What is kept of a refused notification's body: a real one is about 250 characters. */
export const REFUSED_BODY_CHARS = 1000;
const REFUSED_KEPT_DAYS = 7;

export interface NotificationEntry {
  orderNo: string | null;
  signature: string | null;
  body: string;
  remoteAddress: string;
}

/** A verified notification: the gateway's own words about an order, kept whole with its ticket. */
export function logVerifiedNotification(db: Database, entry: NotificationEntry, outcome: string) {
  return logNotification(db, { ...entry, verified: true, outcome });
}

/**
 * A notification refused before it was read (no, wrong or stale signature). Anyone can send these, so
 * they are kept shortened and at most REFUSED_KEPT_PER_HOUR an hour (each one beyond is logged only),
 * and deleted after a week by the housekeeping.
 */
export async function logRefusedNotification(
  db: Database,
  entry: NotificationEntry,
  outcome: string,
  log: FastifyBaseLogger,
) {
  const kept = await logRefusedNotificationWithin(
    db,
    {
      ...entry,
      orderNo: entry.orderNo?.slice(0, 40) ?? null,
      body: entry.body.slice(0, REFUSED_BODY_CHARS),
      outcome,
    },
    REFUSED_KEPT_PER_HOUR,
  );
  log.warn({ outcome, orderNo: entry.orderNo, kept }, 'payment notification refused');
}

export async function purgeRefusedNotifications(db: Database, now = new Date()) {
  await deleteRefusedNotificationsBefore(db, new Date(now.getTime() - REFUSED_KEPT_DAYS * 86_400_000));
}
