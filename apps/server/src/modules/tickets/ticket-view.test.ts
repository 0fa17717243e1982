import { describe, expect, it } from 'vitest';
import { fastHongKongDate, hongKongTimeOf } from './ticket-view.ts';

describe('Hong Kong date and time by arithmetic', () => {
  it('when instants around midnight are formatted, then they agree with Intl in Asia/Hong_Kong', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Hong_Kong',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const iso of [
      '2025-12-31T15:59:00Z',
      '2025-12-31T16:00:00Z',
      '2026-06-15T23:30:00Z',
      '2024-02-28T16:05:00Z',
    ]) {
      const d = new Date(iso);
      const parts = Object.fromEntries(intl.formatToParts(d).map((p) => [p.type, p.value]));
      expect(fastHongKongDate(d)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      expect(hongKongTimeOf(d)).toBe(`${parts.hour}:${parts.minute}`);
    }
  });

  it('when any instant of the years 1000 to 9999 is formatted, then date and time are those of toISOString shifted by eight hours', () => {
    const step = 7_919 * 60_000 + 13_000; // about five and a half days, not a whole number of minutes
    for (let t = Date.UTC(1000, 0, 1); t < Date.UTC(9999, 11, 31); t += step * 997) {
      const d = new Date(t);
      const iso = new Date(t + 8 * 3_600_000).toISOString();
      expect(fastHongKongDate(d)).toBe(iso.slice(0, 10));
      expect(hongKongTimeOf(d)).toBe(iso.slice(11, 16));
    }
    for (const iso of ['1979-12-31T16:00:00Z', '2024-02-29T15:59:59.999Z', '9999-12-31T15:59:00Z']) {
      const d = new Date(iso);
      const shifted = new Date(d.getTime() + 8 * 3_600_000).toISOString();
      expect(fastHongKongDate(d)).toBe(shifted.slice(0, 10));
      expect(hongKongTimeOf(d)).toBe(shifted.slice(11, 16));
    }
    expect(() => fastHongKongDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
