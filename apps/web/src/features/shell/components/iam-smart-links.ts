import type { Locale } from '@eticket/domain/common/locale';

const IAM_SMART_SITE: Record<Locale, string> = {
  en: 'https://www.iamsmart.gov.hk/en/',
  'zh-hk': 'https://www.iamsmart.gov.hk/tc/',
  'zh-cn': 'https://www.iamsmart.gov.hk/sc/',
};

/** The iAM Smart sign-up site in the reader's language. */
export function iamSmartSiteOf(locale: string): string {
  return IAM_SMART_SITE[locale as Locale] ?? IAM_SMART_SITE.en;
}
