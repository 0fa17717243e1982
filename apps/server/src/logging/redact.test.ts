import { describe, expect, it } from 'vitest';
import { scrubText } from './redact.ts';

describe('scrubText', () => {
  it.each([
    ['/rest/x?email=chan.taiman@example.com', '/rest/x?email=[email]'],
    ['id A123456(3) given', 'id [id] given'],
    ['id AB9876543 given', 'id [id] given'],
    ['call 9123 4567 now', 'call [phone] now'],
    ['call +852 91234567', 'call [phone]'],
    ['notice 600000018 ok', 'notice 600000018 ok'],
    ['vehicle AB1234', 'vehicle AB1234'],
  ])('when a log line holds %j, then it becomes %j', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });
});
