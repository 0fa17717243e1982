import { beforeEach, describe, expect, it } from 'vitest';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { clearLookup, loadLookup, LOOKUP_STORAGE_KEY, saveLookup } from './lookup-storage.ts';

const l = (en: string) => ({ en, 'zh-hk': en, 'zh-cn': en });
export const TICKET: TicketView = {
  noticeNo: '700000015',
  noticeType: '525',
  noticeTypeLabel: l('Parking'),
  vehicleNo: 'AB1234',
  offenceDate: '2026-02-03',
  offenceTime: '14:35',
  place: 'Nathan Road',
  locationType: null,
  locationFeature: null,
  offenceCode: '04',
  offenceCodeDisplay: '(4)',
  offenceDescription: l('Parked'),
  contraventionCode: null,
  amountCents: 40000,
  paymentDeadline: '2026-02-24',
  ePaymentNo: '123',
  status: 'UNPAID',
  statusLabel: l('Unpaid'),
  statusDate: null,
  remark: null,
  payable: true,
};

describe('the stored look-up', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('when a look-up is saved, then it loads back until it expires', () => {
    saveLookup('tok', 600, TICKET, 1000);
    expect(loadLookup(2000)?.lookupToken).toBe('tok');
    expect(loadLookup(2000)?.ticket.noticeNo).toBe('700000015');
    expect(loadLookup(1000 + 600_000)).toBeNull();
  });

  it('when storage holds something malformed, then there is no look-up', () => {
    window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, '{"lookupToken":1}');
    expect(loadLookup()).toBeNull();
    window.sessionStorage.setItem(LOOKUP_STORAGE_KEY, 'not json');
    expect(loadLookup()).toBeNull();
  });

  it('when it is cleared, then it is gone', () => {
    saveLookup('tok', 600, TICKET);
    clearLookup();
    expect(loadLookup()).toBeNull();
  });
});
