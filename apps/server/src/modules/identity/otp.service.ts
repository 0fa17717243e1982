import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@eticket/domain/common/locale';
import { maskEmailKeepingDomain, maskPhone } from '@eticket/domain/common/masking';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { queueOutgoingMessage, sendNow } from '../messages/outgoing-messages.service.ts';
import { getParam } from '../params/params.service.ts';
import { serverKey } from './server-keys.ts';
import * as repo from './otp.repository.ts';

/** An open challenge of this user's, as the accounts module checks which company it was opened for. */
export function ownChallenge(db: Database, id: string, userId: string) {
  return repo.findOwnChallenge(db, id, userId);
}

export type OtpPurpose = 'REGISTER' | 'ORG_ACTIVATE' | 'ORG_REAUTH' | 'ORG_UNBIND';
type Channel = 'SMS' | 'EMAIL';

interface OtpParams {
  validitySeconds: number;
  resendSeconds: number;
  maxAttempts: number;
  lockoutHours: number;
}

/** The limits are business parameters (spec section 9), read each time so a change applies at once. */
async function otpParams(db: Database): Promise<OtpParams> {
  const read = async (code: string) => Number((await getParam(db, code)).value);
  const [validitySeconds, resendSeconds, maxAttempts, lockoutHours] = await Promise.all([
    read('OTP_VALIDITY_SECONDS'),
    read('OTP_RESEND_INTERVAL_SECONDS'),
    read('OTP_MAX_ATTEMPTS'),
    read('OTP_LOCKOUT_HOURS'),
  ]);
  return { validitySeconds, resendSeconds, maxAttempts, lockoutHours };
}

const secondsUntil = (when: Date, now: Date) =>
  Math.max(0, Math.ceil((when.getTime() - now.getTime()) / 1000));

/** The lockout is a row in the database, so it holds across restarts and instances. */
async function assertNotLocked(
  db: Database,
  purpose: string,
  subjectKey: string,
  params: OtpParams,
  now: Date,
) {
  const until = await repo.lockedUntil(db, purpose, subjectKey);
  if (until && until > now) throw new AppError('OTP_LIMIT_REACHED', { hours: params.lockoutHours });
}

export interface ChallengeTarget {
  purpose: OtpPurpose;
  /** Who is being checked: the lockout and the attempts follow it, whichever account tries. */
  subjectKey: string;
  userId: string;
  targetKind: 'PERSON' | 'COMPANY';
  targetId: number;
  channel: Channel;
  recipient: string;
}

/** A record at the Transport Department whose registered contact receives the code: a person or a company. */
export interface ContactRecord {
  id: number;
  contactMeansInd: string;
  email: string | null;
  phoneNo: string | null;
}

/**
 * The challenge step every OTP flow starts with (registration, company activation, re-authentication,
 * unbind): the code goes to the record's registered contact, by email when its contact means is E, by SMS
 * otherwise. Answers the challenge and what the page may show: its uuid and the contact, masked.
 */
export async function openContactChallenge(
  db: Database,
  input: { purpose: OtpPurpose; userId: string; kind: 'PERSON' | 'COMPANY'; record: ContactRecord },
) {
  const { record } = input;
  const byEmail = record.contactMeansInd === 'E';
  const recipient = byEmail ? record.email : record.phoneNo;
  if (!recipient) throw new AppError('CONTACT_MEANS_NOT_FOUND');
  const challenge = await openChallenge(db, {
    purpose: input.purpose,
    subjectKey: `${input.kind.toLowerCase()}:${record.id}`,
    userId: input.userId,
    targetKind: input.kind,
    targetId: record.id,
    channel: byEmail ? 'EMAIL' : 'SMS',
    recipient,
  });
  const shown = {
    uuid: challenge.id,
    contactMeansInd: byEmail ? ('E' as const) : ('M' as const),
    email: maskEmailKeepingDomain(record.email),
    phoneNo: maskPhone(record.phoneNo),
  };
  return { challenge, shown };
}

/**
 * Opens a challenge, or reopens the caller's unfinished one for the same target (a user who goes back a
 * step keeps the code already sent). A new challenge for the same subject inherits the attempts and the
 * resend time of the last, so starting over never buys extra guesses.
 */
export async function openChallenge(db: Database, target: ChallengeTarget, now = new Date()) {
  const params = await otpParams(db);
  await assertNotLocked(db, target.purpose, target.subjectKey, params, now);
  const since = new Date(now.getTime() - params.lockoutHours * 3_600_000);
  const previous = await repo.latestOpen(db, target.purpose, target.subjectKey, since);
  if (previous && previous.userId === target.userId && previous.recipient === target.recipient)
    return previous;
  return repo.insertChallenge(db, {
    ...target,
    createdAt: now,
    attempts: previous?.attempts ?? 0,
    resendAfter: previous?.resendAfter ?? null,
  });
}

async function codeHash(db: Database, config: Config, challengeId: string, code: string) {
  const key = await serverKey(db, config, 'otp-hmac');
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

const OTP_SUBJECT: Record<Locale, string> = {
  en: 'e-Ticket portal: your one-time password',
  'zh-hk': '電子告票平台：你的一次性密碼',
  'zh-cn': '电子告票平台：你的一次性密码',
};

const OTP_TEXT: Record<Locale, (code: string, minutes: number) => string> = {
  en: (c, m) =>
    `e-Ticket portal: your one-time password is ${c}. It is valid for ${m} minutes. Never share it.`,
  'zh-hk': (c, m) => `電子告票平台：你的一次性密碼為 ${c}，${m} 分鐘內有效。切勿向他人透露。`,
  'zh-cn': (c, m) => `电子告票平台：你的一次性密码为 ${c}，${m} 分钟内有效。切勿向他人透露。`,
};

/** The send step of every OTP flow: a new code for the caller's own challenge `uuid`. */
export function sendOwnCode(db: Database, config: Config, userId: string, uuid: string, locale: Locale) {
  return sendCode(db, config, { challengeId: uuid, userId, locale });
}

/**
 * Sends a new 6-digit code, no sooner than the resend interval; the code is kept only as an HMAC. The
 * message is recorded with the code, in one transaction, and sent at once through the messages' delivery
 * (its send job retries what the gateway cannot take now): the caller is told where it went, or that the
 * registered contact refused it.
 */
export async function sendCode(
  db: Database,
  config: Config,
  input: { challengeId: string; userId: string; locale: Locale },
  now = new Date(),
) {
  const params = await otpParams(db);
  const challenge = await repo.findOwnChallenge(db, input.challengeId, input.userId);
  if (!challenge || challenge.consumedAt) throw new AppError('OTP_INVALID');
  await assertNotLocked(db, challenge.purpose, challenge.subjectKey, params, now);
  if (challenge.resendAfter && challenge.resendAfter > now) {
    throw new AppError('OTP_RESEND_TOO_SOON', { seconds: secondsUntil(challenge.resendAfter, now) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const resendAfter = new Date(now.getTime() + params.resendSeconds * 1000);
  const hash = await codeHash(db, config, challenge.id, code);
  const minutes = Math.round(params.validitySeconds / 60);
  const deliveryId = await db.transaction(async (tx) => {
    const recorded = await repo.recordSend(tx, challenge.id, {
      codeHash: hash,
      sentAt: now,
      expiresAt: new Date(now.getTime() + params.validitySeconds * 1000),
      resendAfter,
    });
    // A second request at the same moment: the first one's code is the one on its way.
    if (!recorded) throw new AppError('OTP_RESEND_TOO_SOON', { seconds: params.resendSeconds });
    return queueOutgoingMessage(tx, {
      kind: 'OTP',
      userId: challenge.userId,
      channel: challenge.channel as Channel,
      destination: challenge.recipient,
      language: input.locale,
      subject: OTP_SUBJECT[input.locale],
      body: OTP_TEXT[input.locale](code, minutes),
      dedupeKey: `OTP:${challenge.id}:${now.getTime()}`,
    });
  });
  const [status] = await sendNow(db, [deliveryId]);
  if (status === 'FAILED') throw new AppError('OTP_NOT_DELIVERED');
  const display =
    challenge.channel === 'SMS'
      ? maskPhone(challenge.recipient)
      : maskEmailKeepingDomain(challenge.recipient);
  return {
    uuid: challenge.id,
    display,
    validSeconds: params.validitySeconds,
    resendAfterSeconds: secondsUntil(resendAfter, now),
  };
}

/** The check step of every OTP flow: the code of the caller's own challenge `uuid`, of one of `purposes`. */
export function checkOwnCode(
  db: Database,
  config: Config,
  userId: string,
  answer: { uuid: string; otp: string },
  purposes: OtpPurpose[],
) {
  return checkCode(db, config, { challengeId: answer.uuid, userId, code: answer.otp, purposes });
}

/**
 * Checks a code without using it up (the caller may still refuse, e.g. to ask for a confirmation). Each
 * wrong code counts; the one that reaches the maximum locks the subject out for the lockout period.
 */
export async function checkCode(
  db: Database,
  config: Config,
  input: { challengeId: string; userId: string; code: string; purposes: OtpPurpose[] },
  now = new Date(),
) {
  const params = await otpParams(db);
  const challenge = await repo.findOwnChallenge(db, input.challengeId, input.userId);
  if (!challenge || challenge.consumedAt || !input.purposes.includes(challenge.purpose as OtpPurpose)) {
    throw new AppError('OTP_INVALID');
  }
  await assertNotLocked(db, challenge.purpose, challenge.subjectKey, params, now);
  if (!challenge.codeHash || !challenge.expiresAt || challenge.expiresAt <= now)
    throw new AppError('OTP_INVALID');
  const given = Buffer.from(await codeHash(db, config, challenge.id, input.code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(challenge.codeHash, 'hex'))) {
    const attempts = await repo.addAttempt(db, challenge.id);
    if (attempts >= params.maxAttempts) {
      await repo.lock(db, challenge.id, new Date(now.getTime() + params.lockoutHours * 3_600_000));
      throw new AppError('OTP_MAX_ATTEMPTS', { hours: params.lockoutHours });
    }
    throw new AppError('OTP_WRONG', { remaining: params.maxAttempts - attempts });
  }
  return challenge;
}

/** Uses a checked code up; false when a concurrent request used it first. */
export async function consumeChallenge(db: Database, challengeId: string, now = new Date()) {
  if (!(await repo.consume(db, challengeId, now))) throw new AppError('OTP_INVALID');
}

/**
 * Where an open challenge stands: how long the code already sent stays valid (0 when none was sent, it
 * expired or it was used) and how long until another may be sent. A caller who comes back to a
 * challenge enters the live code instead of being refused a new one.
 */
export function challengeState(challenge: repo.OtpChallengeRow, now = new Date()) {
  const live = challenge.codeHash && challenge.expiresAt && !challenge.consumedAt;
  return {
    codeValidSeconds: live ? secondsUntil(challenge.expiresAt!, now) : 0,
    resendInSeconds: challenge.resendAfter ? secondsUntil(challenge.resendAfter, now) : 0,
  };
}

export async function resendInterval(
  db: Database,
  input: { challengeId: string; userId: string },
  now = new Date(),
) {
  const challenge = await repo.findOwnChallenge(db, input.challengeId, input.userId);
  if (!challenge) throw new AppError('OTP_INVALID');
  return { remainingSeconds: challenge.resendAfter ? secondsUntil(challenge.resendAfter, now) : 0 };
}

export async function hasPassed(db: Database, userId: string, purposes: OtpPurpose[], subjectKey: string) {
  return repo.passedBefore(db, userId, purposes, subjectKey);
}

/**
 * The caller's unfinished challenge of a purpose, to resume it: the one named (another user's or an unknown
 * uuid is 403, never looked up further), or else the latest opened within the lockout window, the same
 * window in which `openChallenge` would hand it back.
 */
export async function pendingChallenge(
  db: Database,
  input: { userId: string; purpose: OtpPurpose; challengeId?: string | undefined },
  now = new Date(),
) {
  let challenge: repo.OtpChallengeRow | undefined;
  if (input.challengeId) {
    challenge = await repo.findOwnChallenge(db, input.challengeId, input.userId);
    if (!challenge || challenge.purpose !== input.purpose) throw new AppError('FORBIDDEN');
  } else {
    const params = await otpParams(db);
    const since = new Date(now.getTime() - params.lockoutHours * 3_600_000);
    challenge = await repo.latestOpenOfUser(db, input.userId, input.purpose, since);
  }
  if (!challenge || challenge.consumedAt) return undefined;
  const resendInSeconds = challenge.resendAfter ? secondsUntil(challenge.resendAfter, now) : 0;
  return { challenge, resendInSeconds };
}
