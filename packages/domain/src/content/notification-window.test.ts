import { describe, expect, it } from 'vitest';
import { compareNotifications, isInForce } from './notification-window.ts';

const now = new Date('2026-11-22T02:00:00Z');

describe('isInForce', () => {
  it.each<[string, string, string | null, boolean]>([
    ['open-ended, started before', '2025-06-01T00:00:00Z', null, true],
    ['inside the window', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', true],
    ['starting exactly now', '2026-11-22T02:00:00Z', null, true],
    ['ending exactly now', '2026-11-01T00:00:00Z', '2026-11-22T02:00:00Z', false],
    ['not started yet', '2026-11-23T00:00:00Z', null, false],
    ['already ended', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', false],
    ['with an unreadable start', 'not a date', null, false],
    ['with an unreadable end', '2026-01-01T00:00:00Z', 'soon', false],
  ])('when a notification is %s, then in force is %s', (_, startsAt, endsAt, expected) => {
    expect(isInForce({ startsAt, endsAt }, now)).toBe(expected);
  });
});

describe('compareNotifications', () => {
  it('when levels differ, then the most severe comes first, and within a level the newest', () => {
    const list = [
      { id: 'a', level: 'info' as const, startsAt: '2026-11-20T00:00:00Z' },
      { id: 'b', level: 'critical' as const, startsAt: '2026-01-01T00:00:00Z' },
      { id: 'c', level: 'warning' as const, startsAt: '2026-01-01T00:00:00Z' },
      { id: 'd', level: 'warning' as const, startsAt: '2026-10-01T00:00:00Z' },
    ];
    expect(list.sort(compareNotifications).map((n) => n.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
