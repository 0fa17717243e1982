import { describe, expect, it } from 'vitest';
import { formatDate } from '@eticket/domain/common/dates';
import { offenceMoment, placeText } from './ticket-display.ts';

describe('ticket display helpers', () => {
  it('when the offence moment is formatted, then it is the Hong Kong date and time', () => {
    expect(
      formatDate(offenceMoment({ offenceDate: '2026-02-03', offenceTime: '14:35' }), 'en', 'datetime'),
    ).toBe('03/02/2026 14:35');
    expect(
      formatDate(offenceMoment({ offenceDate: '2026-02-03', offenceTime: '00:05' }), 'zh-cn', 'datetime'),
    ).toBe('2026-02-03 00:05');
  });

  it('when the location has a type and feature, then they lead the place in English', () => {
    const ticket = {
      place: 'Nathan Road',
      locationType: { code: 'O', label: { en: 'Outside', 'zh-hk': '外', 'zh-cn': '外' } },
      locationFeature: { code: 'L', label: { en: 'Lamp', 'zh-hk': '燈柱', 'zh-cn': '灯柱' } },
    };
    expect(placeText(ticket, 'en')).toBe('Outside Lamp, Nathan Road');
    expect(placeText(ticket, 'zh-hk')).toBe('Nathan Road外燈柱');
    expect(placeText({ place: '', locationType: null, locationFeature: null }, 'en')).toBe('-');
  });
});
