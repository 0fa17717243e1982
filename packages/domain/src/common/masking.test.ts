import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  displayValue,
  isEmptyValue,
  maskDestination,
  maskEmail,
  maskEmailKeepingDomain,
  maskIdNo,
  maskName,
  maskPhone,
} from './masking.ts';

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    [0, true],
    [-0, true],
    [Number.NaN, true],
    ['undefined', true],
    [' undefined ', true],
    ['0', false],
    [1, false],
    ['a', false],
    [false, false],
    ['null', false],
  ])('when the value is %j, then empty is %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('displayValue', () => {
  it.each([
    [null, '-'],
    [0, '-'],
    ['undefined', '-'],
    ['  ', '-'],
    ['0', '0'],
    [12, '12'],
    ['CHAN', 'CHAN'],
  ])('when the value is %j, then it shows %j', (value, expected) => {
    expect(displayValue(value)).toBe(expected);
  });
});

describe('maskIdNo', () => {
  it.each([
    ['A1234563', 'A123****'],
    ['  A1234563 ', 'A123****'],
    ['12345678', '1234****'],
    ['', '-'],
    [null, '-'],
    [undefined, '-'],
    ['undefined', '-'],
  ])('when the id no is %j, then it shows %j', (value, expected) => {
    expect(maskIdNo(value)).toBe(expected);
  });
});

describe('maskName', () => {
  it.each([
    ['CHAN Tai Man', 'CHAN T** M**'],
    ['CHAN   Tai  Man ', 'CHAN T** M**'],
    ['CHAN', 'CHAN'],
    ['WONG Siu-ming', 'WONG S*******'],
    ['陳大文', '陳**'],
    ['歐陽小明', '歐***'],
    ['陳', '陳'],
    ['𠮷野家', '𠮷**'],
    ['', '-'],
    [null, '-'],
    [0, '-'],
  ])('when the name is %j, then it shows %j', (value, expected) => {
    expect(maskName(value)).toBe(expected);
  });

  it('when an English name is masked, then the first word and every initial survive and the length is kept', () => {
    const word = fc.stringMatching(/^[A-Za-z-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const masked = maskName(words.join(' '));
        const maskedWords = masked.split(' ');
        expect(masked.length).toBe(words.join(' ').length);
        expect(maskedWords[0]).toBe(words[0]);
        words.slice(1).forEach((w, i) => {
          expect(maskedWords[i + 1]).toBe(w[0] + '*'.repeat(w.length - 1));
        });
      }),
    );
  });
});

describe('maskPhone', () => {
  it.each([
    ['91234567', '91****67'],
    ['+85291234567', '+8********67'],
    ['9123456', '-'],
    ['', '-'],
    [null, '-'],
    [91234567, '91****67'],
  ])('when the phone is %j, then it shows %j', (value, expected) => {
    expect(maskPhone(value)).toBe(expected);
  });
});

describe('maskEmailKeepingDomain (where the code went: the mailbox hidden, its domain shown)', () => {
  it.each([
    ['wingkei.ho@example.com', 'w*********@example.com'],
    ['ab@c.com', 'a*@c.com'],
    ['a@b.com', '*@b.com'],
    ['not-an-address', '-'],
    ['', '-'],
    [undefined, '-'],
  ])('when the email is %j, then it shows %j', (value, expected) => {
    expect(maskEmailKeepingDomain(value)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['a@b.com', '-'],
    ['ab@c.com', 'a****com'],
    ['chantaiman@example.com', 'c******************com'],
    ['', '-'],
    [undefined, '-'],
  ])('when the email is %j, then it shows %j', (value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });
});

describe('masking properties', () => {
  const visible = fc.stringMatching(/^[!-~]{8,40}$/);

  it('when a phone of 8 or more characters is masked, then the length, first 2 and last 2 are kept', () => {
    fc.assert(
      fc.property(visible, (phone) => {
        const masked = maskPhone(phone);
        expect(masked.length).toBe(phone.length);
        expect(masked.slice(0, 2)).toBe(phone.slice(0, 2));
        expect(masked.slice(-2)).toBe(phone.slice(-2));
        expect(masked.slice(2, -2)).toMatch(/^\**$/);
      }),
    );
  });

  it('when an email of 8 or more characters is masked, then the length, first 1 and last 3 are kept', () => {
    fc.assert(
      fc.property(visible, (email) => {
        const masked = maskEmail(email);
        expect(masked.length).toBe(email.length);
        expect(masked[0]).toBe(email[0]);
        expect(masked.slice(-3)).toBe(email.slice(-3));
        expect(masked.slice(1, -3)).toMatch(/^\**$/);
      }),
    );
  });

  it('when any short value is masked as phone or email, then it shows "-"', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[!-~]{0,7}$/), (value) => {
        expect(maskPhone(value)).toBe('-');
        expect(maskEmail(value)).toBe('-');
      }),
    );
  });

  it('when an id no is masked, then the result never exposes more than its first 4 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{5,12}$/), (id) => {
        expect(maskIdNo(id)).toBe(id.slice(0, 4) + '****');
      }),
    );
  });
});

describe('maskDestination', () => {
  it('when a message goes by e-mail, then its address is masked as an e-mail; otherwise as a phone number', () => {
    expect(maskDestination('EMAIL', 'chantaiman@example.com')).toBe(maskEmail('chantaiman@example.com'));
    expect(maskDestination('SMS', '91234567')).toBe(maskPhone('91234567'));
    expect(maskDestination('SMS', '91234567')).not.toContain('1234');
  });
});
