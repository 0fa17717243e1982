import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serverKey } from '../identity/server-keys.ts';

export type TicketKeyName = 'captcha' | 'lookup-token' | 'pay-gateway';

const cache = new WeakMap<Database, Map<TicketKeyName, Promise<Buffer>>>();

function configured(config: Config, name: TicketKeyName): string | undefined {
  if (name === 'captcha') return config.tickets.captchaSecret;
  if (name === 'pay-gateway') return config.tickets.payGatewaySecret;
  return undefined;
}

/**
 * A key per purpose. A configured secret wins (production requires the captcha and gateway ones: the
 * gateway's is agreed with the gateway). Otherwise the key is derived from the identity module's server
 * key, which is SESSION_SECRET in production and a random key stored once in the database in demo mode,
 * so every instance on one database derives the same key and a restart invalidates nothing.
 */
export function ticketKey(db: Database, config: Config, name: TicketKeyName): Promise<Buffer> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let key = perDb.get(name);
  if (!key) {
    const given = configured(config, name);
    key = given
      ? Promise.resolve(Buffer.from(given, 'utf8'))
      : serverKey(db, config, 'session-jwt').then((base) =>
          createHmac('sha256', base).update(`eticket/${name}`).digest(),
        );
    key.catch(() => perDb.delete(name));
    perDb.set(name, key);
  }
  return key;
}
