import { LOCALES, type Locale, type Localized } from '@eticket/domain/common/locale';

const DESCRIPTION: Record<Locale, (noticeNo: string) => string> = {
  en: (n) => `Fixed penalty notice ${n}`,
  'zh-hk': (n) => `定額罰款通知書 ${n}`,
  'zh-cn': (n) => `定额罚款通知书 ${n}`,
};

const SEVERAL: Record<Locale, (count: number) => string> = {
  en: (n) => `${n} payment items`,
  'zh-hk': (n) => `${n} 項繳款`,
  'zh-cn': (n) => `${n} 项缴款`,
};

/**
 * The item line the gateway shows the payer on its page. The gateway prints it as given, so it is
 * written in the language the payer chose for that page.
 */
export function orderDescription(noticeNo: string, lang: Locale): string {
  return DESCRIPTION[lang](noticeNo);
}

/** A ticket's item line in the three languages (the order view and the receipt list each item). */
export function ticketItemDescription(noticeNo: string): Localized {
  return Object.fromEntries(LOCALES.map((l) => [l, DESCRIPTION[l](noticeNo)])) as Localized;
}

/** The gateway's item line of an order of several items: how many; the portal's pages list them. */
export function severalItemsDescription(count: number, lang: Locale): string {
  return SEVERAL[lang](count);
}
