import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { MessageDelivery } from '@eticket/domain/messages/message-setting.schemas';
import type { MessageDetail, MessagePage, MessageSummary } from '@eticket/domain/messages/message.schemas';
import { ok, refuse, type FakeRequest, type Routes } from '../../test/fake-api.ts';

const BASE = 'rest/notification/api/v1/publ';

/** A message of the test box: number n, the newest the highest. */
export function messageOf(n: number, read: boolean): MessageSummary {
  return {
    messageId: n,
    category: 'TICKET',
    language: 'en',
    title: `E-ticket ${n}`,
    preview: `Notice 70000${n} for AB1234`,
    read,
    createdAt: new Date(Date.UTC(2026, 10, 1, 2, n)).toISOString(),
    noticeNo: null,
    attachmentCount: n === 1 ? 2 : 0,
  };
}

/** How message n went out: number 1 also by SMS to the owner's contact (`smsStatus`), the others to the box only. */
export function deliveryOf(
  n: number,
  smsStatus: MessageDelivery['deliveries'][number]['status'],
): MessageDelivery {
  const at = new Date(Date.UTC(2026, 10, 1, 2, n)).toISOString();
  return {
    messageId: n,
    deliveries: [
      { channel: 'MESSAGE_BOX', destination: null, status: 'DELIVERED', attempts: 1, updatedAt: at },
      ...(n === 1
        ? [
            {
              channel: 'SMS' as const,
              destination: '91****67',
              status: smsStatus,
              attempts: 1,
              updatedAt: at,
            },
          ]
        : []),
    ],
  };
}

/**
 * A message box that behaves as the server's does: the list filtered and paged, newest first; PUT marks
 * read, DELETE removes, the count follows, and opening a message reads it. `box` is the state to assert on.
 * Message 1's SMS has the status `smsStatus`.
 */
export function fakeMessageBox(
  total: number,
  unread: number,
  smsStatus: MessageDelivery['deliveries'][number]['status'] = 'DELIVERED',
): { box: MessageSummary[]; routes: Routes } {
  const box = Array.from({ length: total }, (_, i) => messageOf(total - i, i >= unread));
  const unreadCount = () => box.filter((m) => !m.read).length;
  const ids = (request: FakeRequest) => (request.body as { messageIds?: number[] }).messageIds ?? [];
  const routes: Routes = {
    [`GET ${BASE}/message/count`]: () => ok({ count: unreadCount(), capped: false }),
    [`GET ${BASE}/message/list`]: (request: FakeRequest) => {
      const read = request.query.get('read') ?? 'all';
      const page = Number(request.query.get('page') ?? 1);
      const pageSize = Number(request.query.get('pageSize') ?? 10);
      const matching = box.filter((m) => read === 'all' || m.read === (read === 'read'));
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return ok<MessagePage>({
        items,
        total: matching.length,
        totalCapped: false,
        page,
        pageSize,
        unread: unreadCount(),
        unreadCapped: false,
      });
    },
    [`PUT ${BASE}/message`]: (request: FakeRequest) => {
      const all = (request.body as { all?: boolean }).all === true;
      const chosen = box.filter((m) => !m.read && (all || ids(request).includes(m.messageId)));
      chosen.forEach((m) => (m.read = true));
      return ok({ changed: chosen.length });
    },
    [`DELETE ${BASE}/message`]: (request: FakeRequest) => {
      const before = box.length;
      for (const id of ids(request)) {
        const at = box.findIndex((m) => m.messageId === id);
        if (at >= 0) box.splice(at, 1);
      }
      return ok({ changed: before - box.length });
    },
    [`POST ${BASE}/message/setting/message-detail`]: (request: FakeRequest) => {
      const { messageId } = request.body as { messageId: number };
      if (!box.some((m) => m.messageId === messageId))
        return refuse(ERROR_CODES.MESSAGE_NOT_FOUND, 'The message does not exist or has been deleted.', 404);
      return ok(deliveryOf(messageId, smsStatus));
    },
    [`GET ${BASE}/message/{messageId}`]: (request: FakeRequest) => {
      const message = box.find((m) => m.messageId === Number(request.params.messageId));
      if (!message)
        return refuse(ERROR_CODES.MESSAGE_NOT_FOUND, 'The message does not exist or has been deleted.', 404);
      message.read = true;
      const { preview, ...rest } = message;
      return ok<MessageDetail>({
        ...rest,
        body: `${preview}\nPay by the deadline on the official site or app (gov.hk).`,
        attachments:
          message.attachmentCount > 0
            ? [
                {
                  fileId: '0b8f7f9e-1d7a-4a52-9d55-2f0c5d0f6a01',
                  fileName: 'notice.pdf',
                  contentType: 'application/pdf',
                  sizeBytes: 20480,
                },
                {
                  fileId: '0b8f7f9e-1d7a-4a52-9d55-2f0c5d0f6a02',
                  fileName: 'photo.jpg',
                  contentType: 'image/jpeg',
                  sizeBytes: 2 * 1048576,
                },
              ]
            : [],
        keptUntil: '2026-12-31',
      });
    },
  };
  return { box, routes };
}
