import type { Database } from '../../db/database.ts';
import { outboxMessages } from './outbox.table.ts';

export type Channel = 'SMS' | 'EMAIL';

/**
 * Sends an SMS or e-mail. Here that means writing it to the outbox, which the sandbox shows; a gateway
 * adapter would read the same rows and deliver them, so a send is durable even if the gateway is down.
 */
export async function sendMessage(
  db: Database,
  message: { channel: Channel; recipient: string; body: string },
) {
  await db.insert(outboxMessages).values(message);
}
