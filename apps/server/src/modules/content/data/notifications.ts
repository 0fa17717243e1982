import type { Localized } from '@eticket/domain/common/locale';
import type { NotificationLevel } from '@eticket/domain/content/content.schemas';

export interface NotificationSeed {
  id: string;
  level: NotificationLevel;
  title: Localized;
  body: Localized;
  startsAt: string;
  endsAt: string | null;
}

export const NOTIFICATIONS: NotificationSeed[] = [
  {
    id: 'notice-anti-scam',
    level: 'warning',
    title: {
      en: 'Beware of fake traffic-ticket messages',
      'zh-hk': '慎防偽冒交通告票訊息',
      'zh-cn': '慎防伪冒交通告票信息',
    },
    body: {
      en: 'Genuine SMS tickets come only from #HKPF-eTT and never contain a link. Do not click links in messages about traffic tickets. In doubt, call the Anti-Scam Consultation Hotline 18222.',
      'zh-hk':
        '真正的告票短訊只會由「#HKPF-eTT」發出，並且從不附有連結。切勿點擊交通告票訊息內的連結。如有懷疑，請致電「防騙易」諮詢熱線18222。',
      'zh-cn':
        '真正的告票短讯只会由「#HKPF-eTT」发出，并且从不附有链接。切勿点击交通告票信息内的链接。如有怀疑，请致电「防骗易」咨询热线18222。',
    },
    startsAt: '2025-06-15T00:00:00+08:00',
    endsAt: null,
  },
  {
    id: 'notice-maintenance-2026-12-06',
    level: 'info',
    title: {
      en: 'System maintenance on 6 December 2026',
      'zh-hk': '2026年12月6日系統維護',
      'zh-cn': '2026年12月6日系统维护',
    },
    body: {
      en: 'The website and mobile app will be unavailable on Sunday 6 December 2026 from 2:00 am to 6:00 am. You can still pay at ATMs, by PPS or by post.',
      'zh-hk':
        '網站及流動應用程式將於2026年12月6日（星期日）上午2時至6時暫停服務。期間你仍可透過自動櫃員機、繳費靈或郵寄方式繳款。',
      'zh-cn':
        '网站及流动应用程序将于2026年12月6日（星期日）上午2时至6时暂停服务。期间你仍可透过自动柜员机、缴费灵或邮寄方式缴款。',
    },
    startsAt: '2026-11-16T00:00:00+08:00',
    endsAt: '2026-12-06T06:00:00+08:00',
  },
];
