import { checkSignature, signBody } from '../../http/body-signature.ts';
import { SIGNATURE_HEADER } from './gateway-signature.ts';

export type GatewayStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED';

/** What the gateway says about one order, in its query answers and its notifications alike. */
export interface GatewayOrderStatus {
  orderNo: string;
  gatewayOrderId: string;
  status: GatewayStatus;
  amountCents: number;
  currency: string;
  channel: string;
  txnNo: string | null;
  paidAt: string | null;
}

export interface CreateGatewayOrder {
  orderNo: string;
  amountCents: number;
  channel: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: string;
  lang: string;
}

/**
 * The payment gateway port: create an order the customer pays on the gateway's page, query it, close it.
 * The gateway tells us the outcome by a signed notification to our notify endpoint as well.
 */
export interface PaymentGateway {
  createOrder(order: CreateGatewayOrder): Promise<{ gatewayOrderId: string; paymentUrl: string }>;
  queryOrder(orderNo: string): Promise<GatewayOrderStatus>;
  closeOrder(orderNo: string): Promise<GatewayOrderStatus>;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    /** The gateway's HTTP status when it answered; 404 means it has no such order. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The gateway never heard of the order: it was never opened there (e.g. we stopped before asking). */
export const unknownAtGateway = (error: unknown) => error instanceof GatewayError && error.status === 404;

/**
 * The HTTP adapter: JSON over POST, each request and each answer signed with the shared secret. The
 * sandbox gateway speaks the same protocol, so switching to a real gateway is configuration.
 */
export function httpPaymentGateway(options: {
  baseUrl: () => string;
  secret: () => Promise<Uint8Array>;
  timeoutMs: number;
}): PaymentGateway {
  async function call<T>(path: string, body: unknown): Promise<T> {
    const secret = await options.secret();
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`gateway unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new GatewayError(`gateway answered ${response.status}`, response.status);
    // An answer we cannot authenticate is no answer: a forged "SUCCESS" must not settle anything.
    if (checkSignature(secret, text, response.headers.get(SIGNATURE_HEADER) ?? undefined) !== 'ok') {
      throw new GatewayError('gateway answer has no valid signature');
    }
    return JSON.parse(text) as T;
  }
  return {
    createOrder: (order) => call('/orders', order),
    queryOrder: (orderNo) => call('/orders/query', { orderNo }),
    closeOrder: (orderNo) => call('/orders/close', { orderNo }),
  };
}
