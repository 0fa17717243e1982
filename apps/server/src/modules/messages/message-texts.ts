import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import type { Locale } from '@eticket/domain/common/locale';
import { GENUINE_SMS_SENDER, SCAM_HOTLINE } from '@eticket/domain/messages/message-check.schemas';

/** The e-mail sender of every notice: an address of the force's own .gov.hk domain. */
export const EMAIL_SENDER = 'no-reply@eticket.police.gov.hk';
export const SMS_SENDER = GENUINE_SMS_SENDER;

/** What a notice or reminder says about its ticket. */
export interface TicketFacts {
  noticeNo: string;
  vehicleNo: string;
  amountCents: number;
  /** YYYY-MM-DD, Hong Kong. */
  paymentDeadline: string;
}

export interface Text {
  title: string;
  body: string;
}

interface Facts {
  notice: string;
  vehicle: string;
  amount: string;
  deadline: string;
}

function factsOf(t: TicketFacts, locale: Locale): Facts {
  return {
    notice: t.noticeNo,
    vehicle: t.vehicleNo,
    amount: formatAmount(t.amountCents),
    deadline: formatDate(instantOfHongKong(t.paymentDeadline, '12:00'), locale),
  };
}

/**
 * Every SMS and e-mail ends the same way: no link (spec section 1, tickets contain no hyperlinks), the
 * reader opens the official site or app by themselves, and the scam hotline.
 */
const SAFETY: Record<Locale, string> = {
  en: `We never send links. To view or pay, open the e-Ticket portal yourself from the Hong Kong Police website (its address ends in .gov.hk) or the official app, and enter the notice no. and vehicle no. Suspect a scam? Call ${SCAM_HOTLINE}.`,
  'zh-hk': `我們絕不會傳送連結。如需查閱或繳款，請自行經香港警務處網站（網址以 .gov.hk 結尾）或官方應用程式開啟電子告票平台，並輸入通知書號碼及車輛登記號碼。懷疑騙案？請致電 ${SCAM_HOTLINE}。`,
  'zh-cn': `我们绝不会发送链接。如需查阅或缴款，请自行经香港警务处网站（网址以 .gov.hk 结尾）或官方应用程序打开电子告票平台，并输入通知书号码及车辆登记号码。怀疑骗案？请致电 ${SCAM_HOTLINE}。`,
};

const NOTICE: Record<Locale, (f: Facts) => Text> = {
  en: (f) => ({
    title: `E-ticket: fixed penalty notice ${f.notice}`,
    body: `Hong Kong Police e-Ticket: fixed penalty notice ${f.notice} for vehicle ${f.vehicle}, HK$${f.amount}, to be paid by ${f.deadline}.`,
  }),
  'zh-hk': (f) => ({
    title: `電子告票：定額罰款通知書 ${f.notice}`,
    body: `香港警務處電子告票：車輛 ${f.vehicle} 的定額罰款通知書 ${f.notice}，罰款 HK$${f.amount}，須於 ${f.deadline} 或之前繳付。`,
  }),
  'zh-cn': (f) => ({
    title: `电子告票：定额罚款通知书 ${f.notice}`,
    body: `香港警务处电子告票：车辆 ${f.vehicle} 的定额罚款通知书 ${f.notice}，罚款 HK$${f.amount}，须于 ${f.deadline} 或之前缴付。`,
  }),
};

const REMINDER: Record<Locale, (f: Facts, days: number) => Text> = {
  en: (f, days) => ({
    title: `Reminder: notice ${f.notice} is due by ${f.deadline}`,
    body: `Hong Kong Police e-Ticket reminder: fixed penalty notice ${f.notice} for vehicle ${f.vehicle}, HK$${f.amount}, is still unpaid and due by ${f.deadline} (${days} day(s) left).`,
  }),
  'zh-hk': (f, days) => ({
    title: `提示：通知書 ${f.notice} 須於 ${f.deadline} 前繳付`,
    body: `香港警務處電子告票提示：車輛 ${f.vehicle} 的定額罰款通知書 ${f.notice}（HK$${f.amount}）尚未繳付，須於 ${f.deadline} 或之前繳付（尚餘 ${days} 日）。`,
  }),
  'zh-cn': (f, days) => ({
    title: `提示：通知书 ${f.notice} 须于 ${f.deadline} 前缴付`,
    body: `香港警务处电子告票提示：车辆 ${f.vehicle} 的定额罚款通知书 ${f.notice}（HK$${f.amount}）尚未缴付，须于 ${f.deadline} 或之前缴付（尚余 ${days} 日）。`,
  }),
};

const TEST: Record<Locale, Text> = {
  en: {
    title: 'Test message from the e-Ticket portal',
    body: 'Hong Kong Police e-Ticket: this is the test message you asked for. E-tickets and reminders will reach you here. No action is needed.',
  },
  'zh-hk': {
    title: '電子告票平台測試訊息',
    body: '香港警務處電子告票：這是你要求發出的測試訊息。電子告票及提示將會發送至此。你無須採取任何行動。',
  },
  'zh-cn': {
    title: '电子告票平台测试信息',
    body: '香港警务处电子告票：这是你要求发出的测试信息。电子告票及提示将会发送至此。你无须采取任何行动。',
  },
};

const withSafety = (text: Text, locale: Locale): Text => ({
  title: text.title,
  body: `${text.body} ${SAFETY[locale]}`,
});

export const noticeText = (t: TicketFacts, locale: Locale) =>
  withSafety(NOTICE[locale](factsOf(t, locale)), locale);
export const reminderText = (t: TicketFacts, daysLeft: number, locale: Locale) =>
  withSafety(REMINDER[locale](factsOf(t, locale), daysLeft), locale);
export const testText = (locale: Locale) => withSafety(TEST[locale], locale);

/** Told to an agent whose delegation of a vehicle ended because its owner no longer holds it. */
const DELEGATION_ENDED: Record<Locale, (mark: string) => Text> = {
  en: (mark) => ({
    title: `Vehicle ${mark} is no longer delegated to you`,
    body: `The owner no longer holds vehicle ${mark} in the Transport Department's register, so its delegation to you has ended. Its tickets no longer show in this role.`,
  }),
  'zh-hk': (mark) => ({
    title: `車輛 ${mark} 已不再委託予你`,
    body: `根據運輸署的紀錄，車主已不再持有車輛 ${mark}，因此該車輛對你的委託已經終止。此角色將不再顯示該車輛的告票。`,
  }),
  'zh-cn': (mark) => ({
    title: `车辆 ${mark} 已不再委托予你`,
    body: `根据运输署的记录，车主已不再持有车辆 ${mark}，因此该车辆对你的委托已经终止。此角色将不再显示该车辆的告票。`,
  }),
};

export const delegationEndedText = (mark: string, locale: Locale) => DELEGATION_ENDED[locale](mark);
