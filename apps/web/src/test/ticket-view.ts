import type { Localized } from '@eticket/domain/common/locale';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';

/** The same text in the three languages, for answers whose wording a test does not look at. */
export const sameInEvery = (text: string): Localized => ({ en: text, 'zh-hk': text, 'zh-cn': text });

/** A ticket as the server shows it (an unpaid parking ticket), typed by the domain's schema. */
export function ticketView(overrides: Partial<TicketView> = {}): TicketView {
  return {
    noticeNo: '700000015',
    noticeType: '525',
    noticeTypeLabel: sameInEvery('Parking'),
    vehicleNo: 'AB1234',
    offenceDate: '2026-02-03',
    offenceTime: '14:35',
    place: 'Nathan Road',
    locationType: null,
    locationFeature: null,
    offenceCode: '04',
    offenceCodeDisplay: '(4)',
    offenceDescription: sameInEvery('Parked'),
    contraventionCode: null,
    amountCents: 40000,
    paymentDeadline: '2026-02-24',
    ePaymentNo: '123',
    status: 'UNPAID',
    statusLabel: sameInEvery('Unpaid'),
    statusDate: null,
    remark: null,
    payable: true,
    possibleDuplicateOf: null,
    duplicateDisputable: false,
    ...overrides,
  };
}
