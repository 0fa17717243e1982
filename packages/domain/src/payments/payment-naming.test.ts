import { describe, expect, it } from 'vitest';
import { methodCodeOfChannel } from './channel-method.ts';
import { paymentMeansLabel } from './payment-naming.ts';

describe('paymentMeansLabel', () => {
  it.each([
    ['2', '1', 'FPS', '轉數快'],
    ['1', '5', 'Visa', 'Visa 卡'],
    ['1', '7', 'Mastercard', '萬事達卡'],
    ['0', '2', 'PPS', '繳費靈'],
    ['5', null, 'ATM', '自動櫃員機'],
    ['C', null, 'Hongkong Post', '香港郵政'],
    ['Z', null, '-', '-'],
  ])('when method %s was paid by channel %s, then it reads %s / %s', (methodCode, channel, en, zh) => {
    const label = paymentMeansLabel({ methodCode, channel });
    expect(label.en).toBe(en);
    expect(label['zh-hk']).toBe(zh);
  });

  it('when an online payment is named, then the name never repeats itself ("FPS (FPS)")', () => {
    for (const channel of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const label = paymentMeansLabel({ methodCode: methodCodeOfChannel(channel), channel });
      for (const text of Object.values(label)) expect(text).not.toMatch(/[(（]/);
    }
  });
});
