import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { FILE_BASE, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import type { ModuleFactory } from '../module.ts';
import { deliveryJobHandlers, queueTicketDelivery } from './delivery.service.ts';
import { filesRoutes } from './files.routes.ts';
import { keptSince } from './message-box.service.ts';
import { messageCheckRoutes, ticketCalendarRoutes } from './messages.public.routes.ts';
import {
  deleteDeliveriesOfTickets,
  purgeDownloadCountsBefore,
  purgeMessagesBefore,
  purgeTicketlessDeliveriesBefore,
} from './messages.repository.ts';
import { messagesRoutes } from './messages.routes.ts';
import { smsReceiptRoutes } from './sms-receipt.routes.ts';

/** Retention (spec section 9): messages older than 60 days go, with their files; and the spent counters. */
export async function purgeExpiredMessages(db: Parameters<typeof purgeMessagesBefore>[0], now = new Date()) {
  const cutoff = keptSince(now);
  const purged = await purgeMessagesBefore(db, cutoff);
  await purgeTicketlessDeliveriesBefore(db, cutoff);
  await purgeDownloadCountsBefore(db, addDays(hongKongDateOf(now), -1));
  return purged;
}

/**
 * Messages: the notification service (the box, settings, counts), the file service (attachments), the
 * e-ticket's delivery by SMS or e-mail when a ticket is issued, the reminders, the SMS gateway's delivery
 * receipts, the calendar file, and "is this message real?". Messages older than 60 days are purged by the hourly housekeeping.
 */
export const messagesModule: ModuleFactory = ({ db, config, kickJob }) => ({
  name: 'messages',
  routes: async (app) => {
    await app.register(messagesRoutes(db, config, kickJob), { prefix: `/${NOTIFICATION_BASE}` });
    await app.register(messageCheckRoutes(db, config), { prefix: `/${NOTIFICATION_BASE}` });
    await app.register(smsReceiptRoutes(db, config), { prefix: `/${NOTIFICATION_BASE}` });
    await app.register(filesRoutes(db, config), { prefix: `/${FILE_BASE}` });
    await app.register(ticketCalendarRoutes(db, config), { prefix: '/rest/ticket/api/v1/publ' });
  },
  jobs: deliveryJobHandlers(db, kickJob),
  housekeeping: async () => {
    await purgeExpiredMessages(db);
  },
  onTicketIssued: (tx, ticket) => queueTicketDelivery(tx, ticket),
  onTicketPurge: (tx, tickets) =>
    deleteDeliveriesOfTickets(
      tx,
      tickets.map((t) => t.id),
    ),
});
