import { describe, expect, it } from 'vitest';
import { formatDate } from '@eticket/domain/common/dates';
import { offenceMoment } from './ticket-display.ts';

describe('ticket display helpers', () => {
  it('when the offence moment is formatted, then it is the Hong Kong date and time', () => {
    expect(
      formatDate(offenceMoment({ offenceDate: '2026-02-03', offenceTime: '14:35' }), 'en', 'datetime'),
    ).toBe('03/02/2026 14:35');
    expect(
      formatDate(offenceMoment({ offenceDate: '2026-02-03', offenceTime: '00:05' }), 'zh-cn', 'datetime'),
    ).toBe('2026-02-03 00:05');
  });
});
