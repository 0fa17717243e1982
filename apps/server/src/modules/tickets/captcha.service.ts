import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ticketKey } from './ticket-keys.ts';
import { countCaptchaUse, exhaustCaptcha } from './captcha.repository.ts';

const CHALLENGE_SECONDS = 300;

const hmacKey = async (db: Database, config: Config) =>
  (await ticketKey(db, config, 'captcha')).toString('hex');

/**
 * A proof-of-work challenge (ALTCHA): the browser spends a fraction of a second finding a number, with
 * nothing to read, hear or click, so it is accessible; a script enumerating tickets pays it every time.
 */
export async function newCaptchaChallenge(db: Database, config: Config) {
  const challenge = await createChallenge({
    hmacKey: await hmacKey(db, config),
    maxnumber: config.tickets.captchaMaxNumber,
    expires: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  return { ...challenge };
}

const captchaError = (key: 'validation.captcha.required' | 'validation.captcha.incorrect') =>
  new AppError('VALIDATION_FAILED', {}, [{ field: 'body.captcha', message: key }]);

/** A verified captcha solution that has been counted against one look-up. */
export interface CaptchaPass {
  signature: string;
}

/**
 * Verifies a solution and counts one look-up against it. A solution opens at most
 * `captchaLookups` look-ups within its lifetime, so a visitor who mistypes a mark retries without a new
 * puzzle, while a script still pays one proof of work per few guesses (and the per-serial failure cap
 * still applies). A successful look-up spends the rest (`spendCaptcha`).
 */
export async function useCaptcha(
  db: Database,
  config: Config,
  payload: string | undefined,
): Promise<CaptchaPass> {
  if (!payload) throw captchaError('validation.captcha.required');
  let valid = false;
  try {
    valid = await verifySolution(payload, await hmacKey(db, config), true);
  } catch {
    valid = false;
  }
  if (!valid) throw captchaError('validation.captcha.incorrect');
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
  const expires = Number(extractParams(payload).expires);
  const expiresAt = new Date(
    Number.isFinite(expires) ? expires * 1000 : Date.now() + CHALLENGE_SECONDS * 1000,
  );
  if (!(await countCaptchaUse(db, decoded.signature, expiresAt, config.tickets.captchaLookups)))
    throw captchaError('validation.captcha.incorrect');
  return { signature: decoded.signature };
}

/** The look-up found its ticket: the same solution never opens another. */
export async function spendCaptcha(db: Database, config: Config, pass: CaptchaPass) {
  await exhaustCaptcha(db, pass.signature, config.tickets.captchaLookups);
}
