import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { keepRawJsonBody } from '../../http/raw-json.ts';
import { checkSignature, signBody } from '../../http/body-signature.ts';
import { SIGNATURE_HEADER } from '../../modules/payments/gateway-signature.ts';
import { ticketKey } from '../../modules/tickets/ticket-keys.ts';
import {
  completeOrder,
  createSandboxOrder,
  findByMerchantOrderNo,
  statusOf,
} from './sandbox-pay.repository.ts';

export const CHECKOUT_PATH = '/sandbox/pay/checkout';

const createSchema = z.object({
  orderNo: z.string().min(1).max(40),
  amountCents: z.number().int().positive(),
  channel: z.string().regex(/^[1-8]$/),
  description: z.string().max(200),
  notifyUrl: z.url(),
  returnUrl: z.string().max(500),
  expiresAt: z.iso.datetime(),
  lang: z.string().max(10).optional(),
});
const orderNoSchema = z.object({ orderNo: z.string().min(1).max(40) });

/**
 * The sandbox gateway's merchant API (`/sandbox/pay/api`), shaped like a real one: JSON over POST, every
 * request and answer signed with the shared secret, its own error answers outside the portal's envelope.
 */
export function sandboxPayApiRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawJsonBody(app);
    const secret = () => ticketKey(db, config, 'pay-gateway');
    app.addHook('preHandler', async (request, reply) => {
      if (checkSignature(await secret(), request.rawBody ?? '', request.headers[SIGNATURE_HEADER]) !== 'ok') {
        return reply.status(401).send({ error: 'INVALID_SIGNATURE' });
      }
    });
    const answer = async (body: unknown) => {
      const raw = JSON.stringify(body);
      return { raw, signature: signBody(await secret(), raw) };
    };
    const send = async (reply: import('fastify').FastifyReply, body: unknown) => {
      const { raw, signature } = await answer(body);
      return reply.header(SIGNATURE_HEADER, signature).type('application/json').send(raw);
    };
    const route = { config: { rateLimit: false as const }, schema: { tags: ['sandbox'], hide: true } };

    app.post('/orders', route, async (request, reply) => {
      const parsed = createSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: 'BAD_REQUEST' });
      const o = parsed.data;
      const order = await createSandboxOrder(db, {
        merchantOrderNo: o.orderNo,
        amountCents: o.amountCents,
        channel: o.channel,
        description: o.description,
        notifyUrl: o.notifyUrl,
        returnUrl: o.returnUrl,
        expiresAt: new Date(o.expiresAt),
      });
      const lang = o.lang ? `&lang=${encodeURIComponent(o.lang)}` : '';
      return send(reply, {
        gatewayOrderId: order.id,
        paymentUrl: `${CHECKOUT_PATH}?order=${order.id}${lang}`,
      });
    });
    app.post('/orders/query', route, async (request, reply) => {
      const parsed = orderNoSchema.safeParse(request.body);
      const order = parsed.success ? await findByMerchantOrderNo(db, parsed.data.orderNo) : undefined;
      if (!order) return reply.status(404).send({ error: 'ORDER_NOT_FOUND' });
      return send(reply, statusOf(order));
    });
    app.post('/orders/close', route, async (request, reply) => {
      const parsed = orderNoSchema.safeParse(request.body);
      const order = parsed.success ? await findByMerchantOrderNo(db, parsed.data.orderNo) : undefined;
      if (!order) return reply.status(404).send({ error: 'ORDER_NOT_FOUND' });
      // Closing a pending order cancels it; a paid one stays paid and the merchant learns so.
      const closed = order.status === 'PENDING' ? await completeOrder(db, order.id, 'CANCELLED') : undefined;
      return send(reply, statusOf(closed ?? (await findByMerchantOrderNo(db, parsed.data!.orderNo))!));
    });
  };
}
