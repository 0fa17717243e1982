import { createEvent } from 'ics';
import { formatAmount } from '@eticket/domain/common/amount';
import type { Locale } from '@eticket/domain/common/locale';
import { addDays } from '@eticket/domain/common/hong-kong-time';
import { offersReminder } from '@eticket/domain/tickets/payment-deadline';
import { SCAM_HOTLINE } from '@eticket/domain/messages/message-check.schemas';

interface DeadlineFacts {
  noticeNo: string;
  vehicleNo: string;
  amountCents: number;
  /** YYYY-MM-DD, Hong Kong. */
  paymentDeadline: string;
}

const TEXT: Record<
  Locale,
  { title: (f: DeadlineFacts) => string; description: (f: DeadlineFacts) => string }
> = {
  en: {
    title: (f) => `Pay fixed penalty notice ${f.noticeNo} (vehicle ${f.vehicleNo})`,
    description: (f) =>
      `Payment deadline of fixed penalty notice ${f.noticeNo}, vehicle ${f.vehicleNo}: HK$${formatAmount(f.amountCents)}. ` +
      `Pay on the e-Ticket portal opened from the Hong Kong Police website (ending in .gov.hk) or the official app. ` +
      `Scam hotline ${SCAM_HOTLINE}.`,
  },
  'zh-hk': {
    title: (f) => `繳付定額罰款通知書 ${f.noticeNo}（車輛 ${f.vehicleNo}）`,
    description: (f) =>
      `定額罰款通知書 ${f.noticeNo}（車輛 ${f.vehicleNo}）的繳款限期：HK$${formatAmount(f.amountCents)}。` +
      `請經香港警務處網站（網址以 .gov.hk 結尾）或官方應用程式開啟電子告票平台繳款。防騙熱線 ${SCAM_HOTLINE}。`,
  },
  'zh-cn': {
    title: (f) => `缴付定额罚款通知书 ${f.noticeNo}（车辆 ${f.vehicleNo}）`,
    description: (f) =>
      `定额罚款通知书 ${f.noticeNo}（车辆 ${f.vehicleNo}）的缴款限期：HK$${formatAmount(f.amountCents)}。` +
      `请经香港警务处网站（网址以 .gov.hk 结尾）或官方应用程序打开电子告票平台缴款。防骗热线 ${SCAM_HOTLINE}。`,
  },
};

const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y!, m!, d!];
};

/**
 * `ics` (3.12, the latest) writes a duration of whole days with an empty time part ('-P1DT'), which RFC 5545
 * (3.3.6) does not allow and strict calendars reject: the time designator goes when no time follows it.
 * Only that designator is dropped; everything else stays the library's.
 */
const withoutEmptyTimePart = (ics: string) => ics.replace(/^(TRIGGER:-?P(?:\d+W)?\d+D)T\r$/gm, '$1\r');

/**
 * The payment deadline as a calendar event (RFC 5545, written by the `ics` library): an all-day event on
 * the deadline with an alert the day before, a stable UID per notice (importing it twice updates, not
 * duplicates), and no link. Only for a deadline not yet passed (`offersReminder`).
 */
export function calendarOf(f: DeadlineFacts, locale: Locale): string {
  const t = TEXT[locale];
  const { error, value } = createEvent({
    uid: `notice-${f.noticeNo}@eticket.police.gov.hk`,
    productId: 'hkpf/eticket',
    start: dateArray(f.paymentDeadline),
    end: dateArray(addDays(f.paymentDeadline, 1)),
    title: t.title(f),
    description: t.description(f),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    alarms: [{ action: 'display', description: t.title(f), trigger: { days: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar event not written');
  return withoutEmptyTimePart(value);
}

export const calendarFileName = (noticeNo: string) => `payment-deadline-${noticeNo}.ics`;

/** The calendar file as a message attachment: none once the deadline has passed. */
export function calendarFilesOf(f: DeadlineFacts, locale: Locale, now = new Date()) {
  if (!offersReminder(f.paymentDeadline, now)) return [];
  return [
    {
      fileName: calendarFileName(f.noticeNo),
      contentType: 'text/calendar; charset=utf-8',
      content: new Uint8Array(Buffer.from(calendarOf(f, locale), 'utf8')),
    },
  ];
}
