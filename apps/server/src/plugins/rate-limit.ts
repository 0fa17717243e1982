import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { sharedOrLocalStore } from './rate-limit-store.ts';

/** Every key this server writes in Redis starts with this. */
export const RATE_LIMIT_NAMESPACE = 'eticket:rate-limit:';

/**
 * Request limits per client address: the APIs globally (RATE_LIMIT_PER_MINUTE), and tighter limits that
 * routes set for themselves (the ticket look-up). With REDIS_URL every instance counts in the same Redis,
 * so a client meets the same limit whichever instance answers; without it each instance counts alone.
 * Should Redis fail, each instance counts alone until it is back (logged once, as an alert), rather than
 * the portal answering errors or letting every request through.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        // A Redis that accepts connections but does not answer must not hold requests: count locally.
        commandTimeout: 500,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    // Reconnection errors repeat every few seconds while Redis is away; the store logs the switch itself.
    redis.on('error', (error: Error) => app.log.debug({ err: error }, 'rate-limit store connection error'));
    // Counted from the first request: start serving once connected (or once the attempt has failed).
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files of the web client are not limited: one page load fetches dozens of chunks, and many
    // phones share one carrier address. The APIs are.
    allowList: (request) => !request.url.startsWith('/rest/') && !request.url.startsWith('/sandbox/'),
    ...(redis ? { store: sharedOrLocalStore(redis, RATE_LIMIT_NAMESPACE, () => app.log) } : {}),
  });
}
