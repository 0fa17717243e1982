import { describe, expect, it } from 'vitest';
import { autoCloseAt, covers, effectiveEnd, overlaps } from './duty-periods.ts';

const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+08:00`);

describe('duty periods', () => {
  it('an open period closes by itself after the given hours', () => {
    expect(autoCloseAt(at('08:00'), 12).toISOString()).toBe(at('20:00').toISOString());
    expect(effectiveEnd({ startedAt: at('08:00'), endedAt: null }, 2)).toEqual(at('10:00'));
    expect(effectiveEnd({ startedAt: at('08:00'), endedAt: at('09:00') }, 2)).toEqual(at('09:00'));
  });

  it('covers from its start up to (not including) its end', () => {
    const p = { startedAt: at('08:00'), endedAt: at('09:00') };
    expect(covers(p, at('08:00'), 12)).toBe(true);
    expect(covers(p, at('08:59'), 12)).toBe(true);
    expect(covers(p, at('09:00'), 12)).toBe(false);
    expect(covers(p, at('07:59'), 12)).toBe(false);
    // Started at 08:00:40: the offence recorded at 08:00 falls in it.
    const late = { startedAt: new Date(at('08:00').getTime() + 40_000), endedAt: null };
    expect(covers(late, at('08:00'), 12)).toBe(true);
    expect(covers(late, at('07:59'), 12)).toBe(false);
    expect(covers({ startedAt: at('08:00'), endedAt: null }, at('19:59'), 12)).toBe(true);
    expect(covers({ startedAt: at('08:00'), endedAt: null }, at('20:00'), 12)).toBe(false);
  });

  it('a handover at one instant does not overlap', () => {
    const a = { startedAt: at('08:00'), endedAt: at('09:00') };
    expect(overlaps(a, { startedAt: at('09:00'), endedAt: null }, 12)).toBe(false);
    expect(overlaps(a, { startedAt: at('08:30'), endedAt: null }, 12)).toBe(true);
  });
});
