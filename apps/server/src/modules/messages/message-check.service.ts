import type { FastifyBaseLogger } from 'fastify';
import LinkifyIt from 'linkify-it';
import { parse } from 'tldts';
import {
  GENUINE_SMS_SENDER,
  SCAM_HOTLINE,
  type CheckReason,
  type MessageCheckResult,
} from '@eticket/domain/messages/message-check.schemas';
import { isValidNoticeNo, noticeSerialOf, normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import { normaliseVehicleNo, validateVehicleNo } from '@eticket/domain/vehicles/vehicle-no';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { useCaptcha } from '../tickets/captcha.service.ts';
import { guardedPairMatch } from '../tickets/ticket-lookup.service.ts';

const linkify = new LinkifyIt();
/** Host-like words linkify's short list of endings misses ('pay-hkpf.top'): kept when tldts knows the suffix. */
const HOSTLIKE = /(?<![@\w.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})(?::\d+)?(?:\/[^\s]*)?/gi;
const SENDER_LINE = /^\s*(?:from|sender|寄件者|寄件人|發件人|发件人|發送者|发送者)\s*[:：]\s*(.+?)\s*$/im;

export interface CheckInput {
  text?: string | undefined;
  sender?: string | undefined;
  noticeNo?: string | undefined;
  vehicleNo?: string | undefined;
  captcha?: string | undefined;
}

interface Reason {
  code: CheckReason;
  found: string | null;
}

/** The sender the person gave, or the one the pasted text starts with ('#HKPF-eTT …', 'From: …'). */
export function senderOf(text: string, given: string | undefined): string | null {
  if (given?.trim()) return given.trim();
  const line = SENDER_LINE.exec(text);
  if (line) return line[1]!.replace(/^.*<([^>]+)>.*$/, '$1').trim();
  const hash = /^\s*(#[\w-]+)/.exec(text);
  return hash ? hash[1]! : null;
}

/** A genuine sender: the registered SMS name, or an address of a .gov.hk domain. */
export function isGenuineSender(sender: string): boolean {
  if (sender.toUpperCase() === GENUINE_SMS_SENDER.toUpperCase()) return true;
  const at = sender.lastIndexOf('@');
  if (at < 0) return false;
  const host = sender.slice(at + 1).toLowerCase();
  return host === 'police.gov.hk' || host.endsWith('.police.gov.hk');
}

/** Every link or web address in the text: linkify's finds, and host names with a known public suffix. */
export function linksIn(text: string): string[] {
  const found = new Map<number, string>();
  const covered: Array<[number, number]> = [];
  for (const m of linkify.match(text) ?? []) {
    found.set(m.index, m.raw);
    covered.push([m.index, m.lastIndex]);
  }
  for (const m of text.matchAll(HOSTLIKE)) {
    if (covered.some(([from, to]) => m.index >= from && m.index < to)) continue;
    const parsed = parse(m[1]!);
    if (parsed.isIcann && parsed.domainWithoutSuffix) found.set(m.index, m[0]);
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, raw]) => raw);
}

const GOVERNMENT_WORDS = /(gov|police|hkpf|e-?ticket|etraffic|e-?traffic|transport|hksar)/;

/**
 * An address dressed up as a government one: 'police-gov-hk.com', 'gov.hk.pay.cc', 'hkpf-etraffic.top',
 * 'p0lice.gov-hk.org' (digits for letters). A real .gov.hk address is not a look-alike (it is still a link,
 * which genuine e-tickets never contain).
 */
export function isLookalike(link: string): boolean {
  const parsed = parse(link.replace(/^mailto:/i, ''));
  const host = parsed.hostname?.toLowerCase();
  if (!host || parsed.isIp) return false;
  if (host === 'gov.hk' || host.endsWith('.gov.hk')) return false;
  const plain = host.replace(/0/g, 'o').replace(/[1l]/g, 'l').replace(/5/g, 's');
  return GOVERNMENT_WORDS.test(plain) || /gov\W?hk/.test(plain);
}

/** A vehicle no after its label: the genuine texts' words, and those scams use ('registration mark', 車牌). */
const VEHICLE_LABEL =
  /(?:vehicle|registration\s*mark|reg\.?\s*mark|車輛|车辆|車牌|车牌)(?:\s*(?:no\.?|號碼|号码|編號|编号))?\s*[:：]?\s*([A-Z0-9 ]{1,10}?[0-9])(?![A-Z0-9])/i;

/** The notice no and vehicle no as the genuine texts put them, in any of the three languages. */
export function ticketDetailsIn(text: string): { noticeNo: string | null; vehicleNo: string | null } {
  const notices = [...text.matchAll(/(?<![\dA-Z])(\d{8}[\dA])(?![\dA-Z])/gi)].map((m) =>
    normaliseNoticeNo(m[1]),
  );
  const noticeNo = notices.find((n) => isValidNoticeNo(n)) ?? null;
  const vehicle = VEHICLE_LABEL.exec(text);
  const mark = vehicle ? normaliseVehicleNo(vehicle[1]!) : null;
  return { noticeNo, vehicleNo: mark && !validateVehicleNo(mark) ? mark : null };
}

/** What kept the pair from being looked up: the part that was not read (both, or the one missing). */
function missingDetail(details: { noticeNo: string | null; vehicleNo: string | null }): CheckReason {
  const notice = details.noticeNo !== null && noticeSerialOf(details.noticeNo) !== null;
  if (notice && !details.vehicleNo) return 'NO_VEHICLE_NO';
  if (!notice && details.vehicleNo) return 'NO_NOTICE_NO';
  return 'NO_TICKET_DETAILS';
}

/**
 * "Is this message real?" A message is genuine only when nothing marks it as a scam: its sender is the
 * registered one, it holds no link, and its notice no and vehicle no name a ticket. With no sender given
 * or found in the text, the sender is not checked, and a message otherwise clean is SENDER_NEEDED. The pair
 * is checked behind the look-up's captcha and failure cap, and a wrong pair gets exactly the answer of a
 * notice that does not exist (PAIR_NOT_FOUND), so the checker cannot be used to enumerate tickets.
 */
export async function checkMessage(
  db: Database,
  config: Config,
  input: CheckInput,
  client: string,
  log?: FastifyBaseLogger,
): Promise<MessageCheckResult> {
  const reasons: Reason[] = [];
  const text = input.text ?? '';
  const sender = senderOf(text, input.sender);
  if (sender && !isGenuineSender(sender)) reasons.push({ code: 'WRONG_SENDER', found: sender });
  const body = text.replace(SENDER_LINE, '');
  for (const link of linksIn(body)) {
    reasons.push({ code: 'LINK_FOUND', found: link });
    if (isLookalike(link))
      reasons.push({ code: 'LOOKALIKE_DOMAIN', found: parse(link.replace(/^mailto:/i, '')).hostname });
  }
  const details =
    input.noticeNo && input.vehicleNo
      ? { noticeNo: normaliseNoticeNo(input.noticeNo), vehicleNo: normaliseVehicleNo(input.vehicleNo) }
      : ticketDetailsIn(body);
  if (details.noticeNo && details.vehicleNo && noticeSerialOf(details.noticeNo)) {
    const row = await guardedPairMatch(
      db,
      config,
      { noticeNo: details.noticeNo, vehicleNo: details.vehicleNo, captcha: input.captcha },
      client,
      log,
    );
    if (!row) reasons.push({ code: 'PAIR_NOT_FOUND', found: null });
  } else {
    // No pair to look up: the captcha is still spent, so every check costs the same.
    if (!config.tickets.benchDisableGuards) await useCaptcha(db, config, input.captcha);
    reasons.push({ code: missingDetail(details), found: null });
  }
  return {
    verdict: reasons.length > 0 ? 'SUSPICIOUS' : sender ? 'GENUINE' : 'SENDER_NEEDED',
    reasons,
    senderChecked: sender !== null,
    noticeNo: details.noticeNo,
    vehicleNo: details.vehicleNo,
    hotline: SCAM_HOTLINE,
  };
}
