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
});
