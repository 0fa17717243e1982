import { hongKongDateOf } from '../common/hong-kong-time.ts';

/**
 * Whether a calendar reminder of a payment deadline (YYYY-MM-DD, Hong Kong) makes sense: while the
 * deadline is today or later. A passed deadline is offered none (no button, no file, no attachment).
 */
export const offersReminder = (paymentDeadline: string, now = new Date()): boolean =>
  paymentDeadline >= hongKongDateOf(now);
