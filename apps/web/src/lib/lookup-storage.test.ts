import { beforeEach, describe, expect, it } from 'vitest';
import { clearLookup, loadLookup, LOOKUP_STORAGE_KEY, saveLookup } from './lookup-storage.ts';
import { ticketView } from '../test/ticket-view.ts';

export const TICKET = ticketView();

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
