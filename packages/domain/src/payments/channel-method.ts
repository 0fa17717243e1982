import type { PaymentChannel } from './payment.schemas.ts';

/**
 * The payment method code (spec section 3) recorded for an online channel: FPS and PPS have their own;
 * card schemes and the wallets that charge a card are credit-card payments.
 */
const METHOD_OF_CHANNEL: Record<PaymentChannel, string> = {
  '1': '2',
  '2': '0',
  '3': '1',
  '4': '1',
  '5': '1',
  '6': '1',
  '7': '1',
  '8': '1',
};

export function methodCodeOfChannel(channel: string): string {
  return Object.hasOwn(METHOD_OF_CHANNEL, channel) ? METHOD_OF_CHANNEL[channel as PaymentChannel] : '7';
}

/** PPS and the mobile wallets (Apple Pay, Android Pay) cannot be used from a mobile browser (spec section 8). */
const NOT_ON_MOBILE = new Set(['2', '3', '4']);

export function channelRefusedOnMobile(channel: string, mobile: boolean): boolean {
  return mobile && NOT_ON_MOBILE.has(channel);
}

/** A coarse reading of the User-Agent: phones and tablets. */
export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return !!userAgent && /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
}
