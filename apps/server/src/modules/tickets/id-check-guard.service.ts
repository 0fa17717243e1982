import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { serverKey } from '../identity/server-keys.ts';
import { recordAttempt } from './lookup-guard.repository.ts';

const HOUR = 3600;

/** A check that names a person by a document number, by whom, in which area. */
export interface IdCheck {
  /** The area's counter scope, e.g. `id-check:vehicle-application`. */
  scope: string;
  userId: string;
  /** The document number named (identity document, registration, driving licence). */
  target: string;
}

/**
 * Counts one try of a check that names a person by a document number and learns whether it matches
 * (ADR 0045), and refuses it with TOO_MANY_REQUESTS once the user, or anyone naming that same person,
 * has tried too often this hour. Every try counts, the right one too, and it is counted before the
 * check runs, so neither the answer nor the limit can confirm a guess and concurrent tries cannot slip
 * past the limit together. The counters are the look-up guards' (`attempt_counters`, ADR 0009); the
 * document number is kept only as a keyed hash, since a plain hash of so few possible numbers is easily
 * reversed.
 */
export async function countIdCheck(db: Database, config: Config, check: IdCheck): Promise<void> {
  const key = await serverKey(db, config, 'attempt-target');
  const target = createHmac('sha256', key)
    .update(check.target.replace(/[^0-9a-z]/gi, '').toUpperCase())
    .digest('base64url')
    .slice(0, 22);
  const [byUser, byTarget] = await Promise.all([
    recordAttempt(db, check.scope, `user:${check.userId}`, HOUR),
    recordAttempt(db, check.scope, `target:${target}`, HOUR),
  ]);
  const { perUserPerHour, perTargetPerHour } = config.idChecks;
  if (byUser > perUserPerHour || byTarget > perTargetPerHour) throw new AppError('TOO_MANY_REQUESTS');
}
