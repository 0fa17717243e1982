import { formatDate } from '@eticket/domain/common/dates';
import type { Locale } from '@eticket/domain/common/locale';

/** The ticket a passed driver's deadline is about. */
export interface LapsedTicket {
  noticeNo: string;
  vehicleNo: string;
  toldAt: Date;
}

type Text = { title: string; body: string };

/** To the driver on duty: his days to pay or be named are over, and the owner has the ticket back. */
const TO_DRIVER: Record<Locale, (n: string, v: string, d: string) => Text> = {
  en: (n, v, d) => ({
    title: `You did not act on ticket ${n}`,
    body: `You were told on ${d} of ticket ${n}, issued while you were on duty on vehicle ${v}, and had a set number of days to pay it or to be named as the driver. Neither happened, so the ticket has gone back to the vehicle's owner, who may recharge it to you.`,
  }),
  'zh-hk': (n, v, d) => ({
    title: `你未有就告票 ${n} 採取行動`,
    body: `你於 ${d} 獲通知告票 ${n}，該告票於你在車輛 ${v} 當值期間發出，你須在指定日數內繳款或被指名為司機。由於兩者均未發生，告票已交回車主，車主可向你收回款項。`,
  }),
  'zh-cn': (n, v, d) => ({
    title: `你未有就告票 ${n} 采取行动`,
    body: `你于 ${d} 获通知告票 ${n}，该告票于你在车辆 ${v} 当值期间发出，你须在指定日数内缴款或被指名为司机。由于两者均未发生，告票已交回车主，车主可向你收回款项。`,
  }),
};

/** To the vehicle's owner (a company's administrators): the ticket is back on its list. */
const TO_OWNER: Record<Locale, (n: string, v: string, d: string) => Text> = {
  en: (n, v, d) => ({
    title: `Driver did not act: ticket ${n}`,
    body: `The driver on duty on vehicle ${v}, told on ${d} of ticket ${n}, has neither paid it nor been named within the days given. The ticket is back on your fleet's list marked "driver did not act": pay it or name the driver.`,
  }),
  'zh-hk': (n, v, d) => ({
    title: `司機未有行動：告票 ${n}`,
    body: `車輛 ${v} 的當值司機於 ${d} 獲通知告票 ${n}，但在指定日數內既未繳款亦未被指名。告票已交回你的車隊清單，並標示為「司機未有行動」：請繳款或指名司機。`,
  }),
  'zh-cn': (n, v, d) => ({
    title: `司机未有行动：告票 ${n}`,
    body: `车辆 ${v} 的当值司机于 ${d} 获通知告票 ${n}，但在指定日数内既未缴款亦未被指名。告票已交回你的车队清单，并标示为“司机未有行动”：请缴款或指名司机。`,
  }),
};

export const driverDidNotActText =
  (to: 'driver' | 'owner', t: LapsedTicket) =>
  (locale: Locale): Text =>
    (to === 'driver' ? TO_DRIVER : TO_OWNER)[locale](t.noticeNo, t.vehicleNo, formatDate(t.toldAt, locale));
