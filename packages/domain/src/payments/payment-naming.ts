import type { Localized } from '../common/locale.ts';
import { PAYMENT_CHANNEL_CATALOGUE } from '../params/payment-channels.ts';
import { PAYMENT_METHOD_CATALOGUE } from '../params/payment-methods.ts';

const UNKNOWN: Localized = { en: '-', 'zh-hk': '-', 'zh-cn': '-' };

const CHANNELS = new Map(PAYMENT_CHANNEL_CATALOGUE.map((c) => [c.code, c.label]));
const METHODS = new Map(PAYMENT_METHOD_CATALOGUE.map((m) => [m.code, m.label]));

/** The label of an online channel code (FPS, Visa…), or undefined for none or an unknown code. */
export function channelLabel(channel: string | null | undefined): Localized | undefined {
  return channel ? CHANNELS.get(channel) : undefined;
}

/** The label of a payment method code (PPS, ATM, Credit card…); '-' for an unknown code. */
export function methodLabel(methodCode: string): Localized {
  return METHODS.get(methodCode) ?? UNKNOWN;
}

/**
 * How a payment is named wherever a person reads it (result page, payment record, receipt, exports,
 * confirmation): the channel the payer chose when it was paid online ("Visa", "FPS"), otherwise the
 * method the collecting system reported ("ATM", "Hongkong Post"). One rule, so the receipt never says
 * "Credit card" where the result page said "Visa", nor "FPS (FPS)".
 */
export function paymentMeansLabel(payment: { methodCode: string; channel?: string | null }): Localized {
  return channelLabel(payment.channel) ?? methodLabel(payment.methodCode);
}
