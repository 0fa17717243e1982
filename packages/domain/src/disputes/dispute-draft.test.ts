import { describe, expect, it } from 'vitest';
import { draftExpiresAt, draftIsLive, liveDraftsSince } from './dispute-draft.ts';

const made = new Date('2026-11-27T10:00:00.000Z');

describe('an unsigned dispute draft', () => {
  it('when it is under 24 hours old, then it is live, and it expires 24 hours after it was made', () => {
    expect(draftExpiresAt(made).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(draftIsLive(made, new Date('2026-11-28T09:59:59.999Z'))).toBe(true);
  });

  it('when 24 hours have passed, then it is expired, and the live ones are those made since a day ago', () => {
    expect(draftIsLive(made, new Date('2026-11-28T10:00:00.000Z'))).toBe(false);
    expect(liveDraftsSince(new Date('2026-11-28T10:00:00.000Z')).toISOString()).toBe(made.toISOString());
  });
});
