import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { homeListSchema } from '@eticket/domain/content/content.schemas';
import { messageCountQuerySchema, messageCountSchema } from '@eticket/domain/messages/message-count.schemas';
import {
  agentCountSchema,
  changedCountSchema,
  deleteMessagesBodySchema,
  markReadBodySchema,
  messageDetailSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messagePageSchema,
  outstandingListSchema,
} from '@eticket/domain/messages/message.schemas';
import {
  messageDeliveryBodySchema,
  messageDeliverySchema,
  messageDownloadBodySchema,
  messageSaveBodySchema,
  messageSendBodySchema,
  messageSendResultSchema,
  messageSettingListSchema,
  messageSettingsBodySchema,
} from '@eticket/domain/messages/message-setting.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { listNotificationsInForce } from '../content/content.service.ts';
import {
  agentCounts,
  boxOf,
  deleteMessages,
  listMessages,
  markMessagesRead,
  openMessage,
  outstandingList,
  unreadCount,
} from './message-box.service.ts';
import { listSettings, saveSetting, saveSettings } from './message-settings.service.ts';
import { deliveryDetail, sendTestMessage } from './delivery.service.ts';
import { downloadMessages } from './files.service.ts';
import { sendFile } from '../../http/send-file.ts';

const tags = ['messages'];

/**
 * The notification service (spec section 7, `rest/notification/api/v1/publ`). Every call needs a session
 * and answers for the acting role's box only: an id of another box is MESSAGE_NOT_FOUND, as if it did not
 * exist. The `message/setting/*` calls' meaning is the product's message-calls decision (ADR).
 */
export function messagesRoutes(
  db: Database,
  config: Config,
  kickJob: (id: number) => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(db, config));
    app.get(
      '/message/count',
      {
        schema: {
          tags,
          summary: "The caller's unread messages (agentRole empty for the personal role)",
          querystring: messageCountQuerySchema,
          response: { 200: envelopeOf(messageCountSchema) },
        },
      },
      async (request) => ok(await unreadCount(db, principalOf(request), request.query.agentRole)),
    );
    app.get(
      '/message/list',
      {
        schema: {
          tags,
          summary: "The acting role's messages of the last 60 days, newest first, paged, by read state",
          querystring: messageListQuerySchema,
          response: { 200: envelopeOf(messagePageSchema) },
        },
      },
      async (request) => ok(await listMessages(db, principalOf(request), request.query)),
    );
    app.get(
      '/message/agent/count',
      {
        schema: {
          tags,
          summary: "The unread count of each of the caller's roles (personal, agent, company)",
          response: { 200: envelopeOf(agentCountSchema) },
        },
      },
      async (request) => ok(await agentCounts(db, principalOf(request))),
    );
    app.get(
      '/message/notifications',
      {
        schema: {
          tags,
          summary: 'The system notifications in force (the same as the home page banners)',
          response: { 200: envelopeOf(homeListSchema) },
        },
      },
      async () => ok(await listNotificationsInForce(db)),
    );
    app.get(
      '/message/:messageId',
      {
        schema: {
          tags,
          summary: 'One message of the acting role with its attachments; opening it marks it read',
          params: messageIdParamsSchema,
          response: { 200: envelopeOf(messageDetailSchema) },
        },
      },
      async (request) => ok(await openMessage(db, principalOf(request), request.params.messageId)),
    );
    app.put(
      '/message',
      {
        schema: {
          tags,
          summary: 'Mark messages read: { messageIds } or { all: true }',
          body: markReadBodySchema,
          response: { 200: envelopeOf(changedCountSchema) },
        },
      },
      async (request) => ok(await markMessagesRead(db, principalOf(request), request.body)),
    );
    app.delete(
      '/message',
      {
        schema: {
          tags,
          summary: 'Delete messages (and their attachments): { messageIds }',
          body: deleteMessagesBodySchema,
          response: { 200: envelopeOf(changedCountSchema) },
        },
      },
      async (request) => ok(await deleteMessages(db, principalOf(request), request.body.messageIds)),
    );
    app.get(
      '/outstanding/list',
      {
        schema: {
          tags,
          summary: 'What still needs the acting role: unpaid tickets within 7 days of their deadline',
          response: { 200: envelopeOf(outstandingListSchema) },
        },
      },
      async (request) => ok(await outstandingList(db, principalOf(request))),
    );
    app.get(
      '/message/setting/list',
      {
        schema: {
          tags,
          summary: "The acting role's message settings and message language",
          response: { 200: envelopeOf(messageSettingListSchema) },
        },
      },
      async (request) => ok(await listSettings(db, boxOf(principalOf(request)))),
    );
    app.put(
      '/message/setting',
      {
        schema: {
          tags,
          summary: 'Save the settings (e-tickets and demand notices cannot be turned off) and the language',
          body: messageSettingsBodySchema,
          response: { 200: envelopeOf(messageSettingListSchema) },
        },
      },
      async (request) => ok(await saveSettings(db, boxOf(principalOf(request)), request.body)),
    );
    app.post(
      '/message/setting/message-save',
      {
        schema: {
          tags,
          summary: 'Save one setting (the row just changed)',
          body: messageSaveBodySchema,
          response: { 200: envelopeOf(messageSettingListSchema) },
        },
      },
      async (request) => ok(await saveSetting(db, boxOf(principalOf(request)), request.body)),
    );
    app.post(
      '/message/setting/message-detail',
      {
        schema: {
          tags,
          summary: 'How one message of the box was delivered: channels, masked destinations, status',
          body: messageDeliveryBodySchema,
          response: { 200: envelopeOf(messageDeliverySchema) },
        },
      },
      async (request) => ok(await deliveryDetail(db, principalOf(request), request.body.messageId)),
    );
    app.post(
      '/message/setting/message-send',
      {
        // A person checks their contact once a day; the route's limit stops a script before the daily key does.
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'Send a test message to the contact means registered with the Transport Department (once a day)',
          body: messageSendBodySchema,
          response: { 200: envelopeOf(messageSendResultSchema) },
        },
      },
      async (request) => ok(await sendTestMessage(db, principalOf(request), kickJob)),
    );
    app.post(
      '/message/setting/message-download',
      {
        schema: {
          tags,
          summary: 'The chosen messages with their attachments as one ZIP file',
          body: messageDownloadBodySchema,
        },
      },
      async (request, reply) =>
        sendFile(reply, await downloadMessages(db, principalOf(request), request.body.messageIds)),
    );
  };
}
