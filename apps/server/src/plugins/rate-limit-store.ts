import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Store = FastifyRateLimitStore;
type RouteOptions = Parameters<Store['child']>[0];
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own two stores, used as they are: it exports them only as files, without types.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/** Whether the shared counters answer; logs each change once, not each request. */
function storeHealth(log: () => FastifyBaseLogger) {
  let shared = true;
  return {
    succeeded() {
      if (shared) return;
      shared = true;
      log().info('rate-limit store reachable again: limits are shared between instances');
    },
    failed(error: Error) {
      if (!shared) return;
      shared = false;
      log().warn(
        { err: error, alert: true },
        'rate-limit store unavailable: each instance counts alone until it is back',
      );
    },
  };
}

class SharedOrLocalStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly health: ReturnType<typeof storeHealth>,
  ) {}

  incr(key: string, callback: Parameters<Store['incr']>[1], timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          this.health.succeeded();
          return callback(null, result);
        }
        this.health.failed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions) {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.health,
    );
  }
}

/**
 * Counters kept in Redis, shared by every instance, with this instance's memory as the fallback: while
 * Redis cannot be reached each instance counts alone (as without REDIS_URL), so a limit still holds per
 * instance. Letting requests through instead would switch every limit off exactly when the portal is
 * already in trouble.
 */
export function sharedOrLocalStore(
  redis: Redis,
  nameSpace: string,
  log: () => FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const health = storeHealth(log);
  return class {
    constructor(options: StoreOptions) {
      return new SharedOrLocalStore(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
        health,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
