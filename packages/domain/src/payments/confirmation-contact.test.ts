import { describe, expect, it } from 'vitest';
import { confirmationContactSchema } from './confirmation-contact.ts';

describe('confirmationContactSchema', () => {
  it.each([
    ['payer@example.com', { channel: 'EMAIL', recipient: 'payer@example.com' }],
    ['  Payer.One@Example.COM ', { channel: 'EMAIL', recipient: 'payer.one@example.com' }],
    ['9123 4567', { channel: 'SMS', recipient: '91234567' }],
    ['+852 6123-4567', { channel: 'SMS', recipient: '61234567' }],
    ['(852) 51234567', { channel: 'SMS', recipient: '51234567' }],
    ['', undefined],
    ['   ', undefined],
  ])('when %j is typed, then it reads as %j', (value, expected) => {
    expect(confirmationContactSchema.parse(value)).toEqual(expected);
  });

  it.each([
    'not an address',
    'payer@example',
    '@example.com',
    '2123 4567',
    '9123456',
    '912345678',
    'a@b c.com',
  ])('when %j is typed, then it is refused with the translation key', (value) => {
    const result = confirmationContactSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.confirmContact.format');
  });
});
