import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ticketKey } from './ticket-keys.ts';
import { redeemCaptcha } from './lookup-guard.repository.ts';

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

/** Verifies a solution and spends it: the same solution never opens a second look-up. */
export async function spendCaptcha(db: Database, config: Config, payload: string | undefined) {
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
  if (!(await redeemCaptcha(db, decoded.signature, expiresAt)))
    throw captchaError('validation.captcha.incorrect');
}
