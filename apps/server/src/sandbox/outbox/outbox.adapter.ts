import type { MessageSenderAdapter } from '../../modules/messages/message-sender.port.ts';
import { outboxMessages } from './outbox.table.ts';

/**
 * The sandbox's SMS and e-mail gateway: the message is written to the outbox (in the caller's transaction,
 * so it exists exactly when the delivery is recorded as sent) and reported delivered at once.
 */
export const sandboxMessageSender: MessageSenderAdapter = (db) => ({
  async send(message) {
    const body = message.subject ? `${message.subject}\n\n${message.body}` : message.body;
    await db
      .insert(outboxMessages)
      .values({ channel: message.channel, sender: message.sender, recipient: message.recipient, body });
    return { status: 'DELIVERED' };
  },
});
