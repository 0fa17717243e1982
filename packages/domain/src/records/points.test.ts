import { describe, expect, it } from 'vitest';
import { pointsWithin, thresholdsFor, windowStart } from './points.ts';

const THRESHOLDS = [
  { points: 15, consequence: 'SUMMONS' as const },
  { points: 8, consequence: 'WARNING_LETTER' as const },
  { points: 10, consequence: 'IMPROVEMENT_COURSE' as const },
];

describe('driving-offence points', () => {
  it('when the window is two years, then it starts on the same day two years back, leap day to 1 March', () => {
    expect(windowStart('2026-11-24', 2)).toBe('2024-11-24');
    expect(windowStart('2028-02-29', 2)).toBe('2026-03-01');
  });

  it('when entries fall before, on and after the window start, then only those inside count', () => {
    const entries = [
      { date: '2024-11-23', points: 10 },
      { date: '2024-11-24', points: 3 },
      { date: '2026-05-01', points: 5 },
      { date: '2026-11-25', points: 3 },
    ];
    expect(pointsWithin(entries, '2026-11-24', 2)).toBe(8);
  });

  it('when the total is 8, then the warning is reached and the course is 2 points ahead', () => {
    expect(thresholdsFor(8, THRESHOLDS)).toEqual([
      { points: 8, consequence: 'WARNING_LETTER', reached: true, pointsToGo: 0 },
      { points: 10, consequence: 'IMPROVEMENT_COURSE', reached: false, pointsToGo: 2 },
      { points: 15, consequence: 'SUMMONS', reached: false, pointsToGo: 7 },
    ]);
  });
});
