import type { Locale } from '@eticket/domain/common/locale';

const DESCRIPTION: Record<Locale, (noticeNo: string) => string> = {
  en: (n) => `Fixed penalty notice ${n}`,
  'zh-hk': (n) => `定額罰款通知書 ${n}`,
  'zh-cn': (n) => `定额罚款通知书 ${n}`,
};

/**
 * The item line the gateway shows the payer on its page. The gateway prints it as given, so it is
 * written in the language the payer chose for that page.
 */
export function orderDescription(noticeNo: string, lang: Locale): string {
  return DESCRIPTION[lang](noticeNo);
}
