import type { Localized } from '../common/locale.ts';
import type { DutyEndReason } from './driving-log.schemas.ts';

const t = (en: string, zhHk: string, zhCn: string): Localized => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

/** How a duty period ended, in the three languages (the web's logs and the export files). */
export const DUTY_END_LABELS: Record<DutyEndReason | 'OPEN', Localized> = {
  OPEN: t('On duty', '當值中', '当值中'),
  SCAN: t('Ended by scanning', '掃描結束', '扫描结束'),
  HANDOVER: t('Taken over by another driver', '由另一司機接手', '由另一司机接手'),
  OTHER_VEHICLE: t('Driver went on duty on another vehicle', '司機轉往另一車輛當值', '司机转往另一车辆当值'),
  AUTO: t('Closed automatically', '自動結束', '自动结束'),
};

export const dutyEndLabel = (reason: DutyEndReason | null): Localized => DUTY_END_LABELS[reason ?? 'OPEN'];
