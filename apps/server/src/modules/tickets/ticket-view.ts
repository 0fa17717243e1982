import type { Localized } from '@eticket/domain/common/locale';
import type { CatalogueEntry } from '@eticket/domain/params/catalogue-entry';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { LOCATION_FEATURE_CATALOGUE } from '@eticket/domain/params/location-features';
import { LOCATION_TYPE_CATALOGUE } from '@eticket/domain/params/location-types';
import { NOTICE_TYPE_CATALOGUE } from '@eticket/domain/params/notice-types';
import { TICKET_STATUS_CATALOGUE } from '@eticket/domain/params/ticket-statuses';
import { formatTrafficCode } from '@eticket/domain/tickets/traffic-code';
import { paymentRefusal } from '@eticket/domain/tickets/ticket-status-rules';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import type { TicketWithOffence } from './tickets.repository.ts';

const HK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm' in Hong Kong. */
export function hongKongTimeOf(instant: Date): string {
  return HK_TIME.format(instant);
}

const byCode = (catalogue: readonly CatalogueEntry[]) => new Map(catalogue.map((e) => [e.code, e.label]));
const LOCATION_TYPES = byCode(LOCATION_TYPE_CATALOGUE);
const LOCATION_FEATURES = byCode(LOCATION_FEATURE_CATALOGUE);
const NOTICE_TYPES = byCode(NOTICE_TYPE_CATALOGUE);
const STATUSES = byCode(TICKET_STATUS_CATALOGUE);

const same = (text: string): Localized => ({ en: text, 'zh-hk': text, 'zh-cn': text });

function codeLabel(labels: Map<string, Localized>, code: string | null) {
  if (!code) return null;
  return { code, label: labels.get(code) ?? same(code) };
}

/** The ticket as the portal shows it: catalogue labels in three languages, Hong Kong date and time. */
export function toTicketView({ ticket: t, offence }: TicketWithOffence): TicketView {
  return {
    noticeNo: t.noticeNo,
    noticeType: t.noticeType as '525' | '570',
    noticeTypeLabel: NOTICE_TYPES.get(t.noticeType) ?? same(t.noticeType),
    vehicleNo: t.vehicleNo,
    offenceDate: hongKongDateOf(t.offenceAt),
    offenceTime: hongKongTimeOf(t.offenceAt),
    place: t.place,
    locationType: codeLabel(LOCATION_TYPES, t.locationType),
    locationFeature: codeLabel(LOCATION_FEATURES, t.locationFeature),
    offenceCode: t.offenceCode,
    offenceCodeDisplay: formatTrafficCode(t.offenceCode),
    offenceDescription: offence,
    contraventionCode: t.contraventionCode,
    amountCents: t.amountCents,
    paymentDeadline: t.paymentDeadline,
    ePaymentNo: t.ePaymentNo,
    status: t.status,
    statusLabel: STATUSES.get(t.status) ?? same(t.status),
    statusDate: t.statusDate,
    remark: t.remark,
    payable: paymentRefusal(t.status) === null,
  };
}
