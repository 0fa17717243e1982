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

/** A demand notice (hk-facts): the ticket unpaid 21 days after the offence, 10 more days to pay or dispute. */
const DEMAND: Record<Locale, (f: Facts) => Text> = {
  en: (f) => ({
    title: `Demand notice: fixed penalty notice ${f.notice}`,
    body: `Hong Kong Police e-Ticket demand notice: fixed penalty notice ${f.notice} for vehicle ${f.vehicle}, HK$${f.amount}, is unpaid. Pay it, or dispute it, by ${f.deadline}. If you do neither, a magistrate may order you to pay the penalty, an equal additional penalty and costs.`,
  }),
  'zh-hk': (f) => ({
    title: `繳款通知書：定額罰款通知書 ${f.notice}`,
    body: `香港警務處電子告票繳款通知書：車輛 ${f.vehicle} 的定額罰款通知書 ${f.notice}（HK$${f.amount}）尚未繳付。請於 ${f.deadline} 或之前繳款或提出爭議。如兩者皆未有，裁判官可命令你繳付罰款、相同數額的附加罰款及訟費。`,
  }),
  'zh-cn': (f) => ({
    title: `缴款通知书：定额罚款通知书 ${f.notice}`,
    body: `香港警务处电子告票缴款通知书：车辆 ${f.vehicle} 的定额罚款通知书 ${f.notice}（HK$${f.amount}）尚未缴付。请于 ${f.deadline} 或之前缴款或提出争议。如两者皆未有，裁判官可命令你缴付罚款、相同数额的附加罚款及讼费。`,
  }),
};

export const demandText = (t: TicketFacts, locale: Locale) =>
  withSafety(DEMAND[locale](factsOf(t, locale)), locale);

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

/** Told to an applicant whose pending application ended because a vehicle it named left its owner. */
const APPLICATION_INVALID: Record<Locale, (marks: string) => Text> = {
  en: (marks) => ({
    title: `Your application to manage vehicle ${marks} has ended`,
    body: `Vehicle ${marks} is no longer registered to the owner you applied to, according to the Transport Department's register, so your application is now invalid. You may apply again to the vehicle's present owner.`,
  }),
  'zh-hk': (marks) => ({
    title: `你管理車輛 ${marks} 的申請已終止`,
    body: `根據運輸署的紀錄，車輛 ${marks} 已不再登記於你申請的車主名下，因此你的申請已失效。你可向該車輛現時的車主重新申請。`,
  }),
  'zh-cn': (marks) => ({
    title: `你管理车辆 ${marks} 的申请已终止`,
    body: `根据运输署的记录，车辆 ${marks} 已不再登记于你申请的车主名下，因此你的申请已失效。你可向该车辆现时的车主重新申请。`,
  }),
};

export const applicationInvalidText = (marks: readonly string[], locale: Locale) =>
  APPLICATION_INVALID[locale](marks.join(', '));

const INVITATION_CODE: Record<Locale, (code: string, hours: number) => Text> = {
  en: (code, hours) => ({
    title: 'E-ticket: agent invitation code',
    body: `Hong Kong Police e-Ticket: a vehicle owner invites you to act as agent. Log in to the e-Ticket portal, open My account > Enter invitation code and enter ${code}. The code is valid for ${hours} hours and can be used once.`,
  }),
  'zh-hk': (code, hours) => ({
    title: '電子告票：代理人邀請碼',
    body: `香港警務處電子告票：一位車主邀請你擔任代理人。請登入電子告票平台，於「我的帳戶 > 輸入邀請碼」輸入 ${code}。邀請碼有效期為 ${hours} 小時，只可使用一次。`,
  }),
  'zh-cn': (code, hours) => ({
    title: '电子告票：代理人邀请码',
    body: `香港警务处电子告票：一位车主邀请你担任代理人。请登录电子告票平台，于「我的账户 > 输入邀请码」输入 ${code}。邀请码有效期为 ${hours} 小时，只可使用一次。`,
  }),
};
/** The SMS or e-mail that carries an agent invitation code to its invitee (no link, as every message). */
export const invitationCodeText = (code: string, hours: number, locale: Locale) =>
  withSafety(INVITATION_CODE[locale](code, hours), locale);

const AGENT_ENDED: Record<Locale, (owner: string, marks: string) => Text> = {
  en: (owner, marks) => ({
    title: 'You are no longer an agent',
    body: `${owner} has ended your agent role. You can no longer see the tickets, messages or vehicles (${marks}) of that role.`,
  }),
  'zh-hk': (owner, marks) => ({
    title: '你已不再是代理人',
    body: `${owner} 已終止你的代理人角色。你不能再查閱該角色的告票、訊息或車輛（${marks}）。`,
  }),
  'zh-cn': (owner, marks) => ({
    title: '你已不再是代理人',
    body: `${owner} 已终止你的代理人角色。你不能再查阅该角色的告票、信息或车辆（${marks}）。`,
  }),
};
export const agentEndedText = (owner: string, marks: string, locale: Locale) =>
  AGENT_ENDED[locale](owner, marks || '-');

const DELEGATION_TAKEN: Record<Locale, (mark: string) => Text> = {
  en: (mark) => ({
    title: `Vehicle ${mark} is no longer delegated to you`,
    body: `The owner has taken vehicle ${mark} back from your agent role. Its tickets no longer show in this role.`,
  }),
  'zh-hk': (mark) => ({
    title: `車輛 ${mark} 已不再委託予你`,
    body: `車主已從你的代理人角色收回車輛 ${mark}。此角色將不再顯示該車輛的告票。`,
  }),
  'zh-cn': (mark) => ({
    title: `车辆 ${mark} 已不再委托予你`,
    body: `车主已从你的代理人角色收回车辆 ${mark}。此角色将不再显示该车辆的告票。`,
  }),
};
/** Told to an agent whose owner took a vehicle back from it. */
export const delegationTakenText = (mark: string, locale: Locale) => DELEGATION_TAKEN[locale](mark);
/** Told to the driver on duty when a ticket is issued for the vehicle he was driving. */
const DRIVER_ON_DUTY: Record<Locale, (f: Facts) => Text> = {
  en: (f) => ({
    title: `E-ticket while you were on duty: notice ${f.notice}`,
    body: `Hong Kong Police e-Ticket: fixed penalty notice ${f.notice} was issued for vehicle ${f.vehicle} while you were on duty on it, HK$${f.amount}, to be paid by ${f.deadline}. You may view and pay it in My account.`,
  }),
  'zh-hk': (f) => ({
    title: `你當值期間的電子告票：通知書 ${f.notice}`,
    body: `香港警務處電子告票：你在車輛 ${f.vehicle} 當值期間，該車輛獲發定額罰款通知書 ${f.notice}，罰款 HK$${f.amount}，須於 ${f.deadline} 或之前繳付。你可於「我的帳戶」查閱及繳付。`,
  }),
  'zh-cn': (f) => ({
    title: `你当值期间的电子告票：通知书 ${f.notice}`,
    body: `香港警务处电子告票：你在车辆 ${f.vehicle} 当值期间，该车辆获发定额罚款通知书 ${f.notice}，罚款 HK$${f.amount}，须于 ${f.deadline} 或之前缴付。你可于「我的账户」查阅及缴付。`,
  }),
};

export const driverOnDutyText = (t: TicketFacts, locale: Locale) =>
  withSafety(DRIVER_ON_DUTY[locale](factsOf(t, locale)), locale);
