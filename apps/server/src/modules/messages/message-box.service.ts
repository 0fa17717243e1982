import type { Box } from '../../db/box.ts';
import { agentRoleOf } from '@eticket/domain/accounts/roles';
import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { isLocale } from '@eticket/domain/common/locale';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_KEEP_DAYS,
  OUTSTANDING_DAYS,
  type AgentCount,
  type MarkReadBody,
  type MessageCategory,
  type MessageDetail,
  type MessageListQuery,
  type MessagePage,
  type OutstandingList,
} from '@eticket/domain/messages/message.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { unpaidTicketsOfDueWithin } from '../tickets/ticket-facts.service.ts';
import {
  attachmentsOf,
  countUnread,
  deleteInBox,
  findInBox,
  idsInBox,
  listBox,
  markRead,
  rolesOfUser,
} from './messages.repository.ts';

export { MESSAGE_KEEP_DAYS };

/** The box of the acting role: every call of the notification service answers for it only. */
export const boxOf = (p: Principal): Box => ({ userId: p.userId, agentId: p.agentId });

/** Messages older than the 60 days are neither shown nor counted (the purge removes them hourly). */
export const keptSince = (now: Date) => new Date(now.getTime() - MESSAGE_KEEP_DAYS * 86_400_000);

const previewOf = (body: string) => (body.length > 120 ? `${body.slice(0, 119)}…` : body);
const localeOf = (language: string) => (isLocale(language) ? language : 'en');
const categoryOf = (category: string): MessageCategory =>
  (MESSAGE_CATEGORIES as readonly string[]).includes(category) ? (category as MessageCategory) : 'SYSTEM';

export async function listMessages(
  db: Database,
  p: Principal,
  q: MessageListQuery,
  now = new Date(),
): Promise<MessagePage> {
  const box = boxOf(p);
  const since = keptSince(now);
  const { rows, total, totalCapped, unread } = await listBox(
    db,
    box,
    since,
    { read: q.read, category: q.category },
    { offset: (q.page - 1) * q.pageSize, limit: q.pageSize },
  );
  return {
    items: rows.map(({ message: m, attachmentCount }) => ({
      messageId: m.id,
      category: categoryOf(m.category),
      language: localeOf(m.language),
      title: m.title,
      preview: previewOf(m.body),
      read: m.readAt !== null,
      createdAt: m.createdAt.toISOString(),
      noticeNo: m.noticeNo,
      attachmentCount: Number(attachmentCount),
    })),
    total,
    totalCapped,
    page: q.page,
    pageSize: q.pageSize,
    unread: unread.total,
    unreadCapped: unread.totalCapped,
  };
}

/** One message of the acting role's box; opening it marks it read. Another box's id is MESSAGE_NOT_FOUND. */
export async function openMessage(
  db: Database,
  p: Principal,
  messageId: number,
  now = new Date(),
): Promise<MessageDetail> {
  const box = boxOf(p);
  const since = keptSince(now);
  const m = await findInBox(db, box, messageId, since);
  if (!m) throw new AppError('MESSAGE_NOT_FOUND');
  if (!m.readAt) await markRead(db, box, [m.id], since, now);
  const files = await attachmentsOf(db, [m.id]);
  return {
    messageId: m.id,
    category: categoryOf(m.category),
    language: localeOf(m.language),
    title: m.title,
    body: m.body,
    read: true,
    createdAt: m.createdAt.toISOString(),
    noticeNo: m.noticeNo,
    attachmentCount: files.length,
    attachments: files.map((f) => ({
      fileId: f.id,
      fileName: f.fileName,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
    })),
    keptUntil: addDays(hongKongDateOf(m.createdAt), MESSAGE_KEEP_DAYS),
    actionPath: m.actionPath,
  };
}

/**
 * The ids must all be live messages of the acting role's box: one of another box (or unknown, or expired)
 * makes the whole request MESSAGE_NOT_FOUND and changes nothing, without telling which one.
 */
async function requireInBox(db: Database, box: Box, ids: readonly number[], since: Date) {
  const wanted = new Set(ids);
  if ((await idsInBox(db, box, [...wanted], since)).length !== wanted.size)
    throw new AppError('MESSAGE_NOT_FOUND');
}

/** PUT /message: the listed messages, or all of the box's, are marked read. */
export async function markMessagesRead(db: Database, p: Principal, body: MarkReadBody, now = new Date()) {
  const since = keptSince(now);
  if ('all' in body) return { changed: await markRead(db, boxOf(p), 'all', since, now) };
  return db.transaction(async (tx) => {
    await requireInBox(tx, boxOf(p), body.messageIds, since);
    return { changed: await markRead(tx, boxOf(p), body.messageIds, since, now) };
  });
}

/** DELETE /message: the listed messages go, with their attachments. */
export async function deleteMessages(
  db: Database,
  p: Principal,
  messageIds: readonly number[],
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await requireInBox(tx, boxOf(p), messageIds, keptSince(now));
    return { changed: await deleteInBox(tx, boxOf(p), messageIds) };
  });
}

/** A bounded unread count as the count calls answer it. */
async function unreadOf(db: Database, box: Box, since: Date) {
  const { total, totalCapped } = await countUnread(db, box, since);
  return { count: total, capped: totalCapped };
}

/**
 * GET /message/count: `agentRole` empty counts the personal box; a role names the acting role's box, and
 * a role the caller is not acting under counts nothing.
 */
export async function unreadCount(db: Database, p: Principal, agentRole: string, now = new Date()) {
  const since = keptSince(now);
  if (agentRole === '') return unreadOf(db, { userId: p.userId, agentId: 0 }, since);
  if (agentRole !== p.agentRole || p.agentId === 0) return { count: 0, capped: false };
  return unreadOf(db, boxOf(p), since);
}

/** GET /message/agent/count: the unread count of each of the caller's own roles, personal first. */
export async function agentCounts(db: Database, p: Principal, now = new Date()): Promise<AgentCount> {
  const since = keptSince(now);
  const roles = await rolesOfUser(db, p.userId);
  const items: AgentCount['items'] = [
    {
      agentId: 0,
      agentRole: 'USER_PERSONAL',
      ...(await unreadOf(db, { userId: p.userId, agentId: 0 }, since)),
    },
  ];
  for (const role of roles) {
    const agentRole = agentRoleOf(role.id, role.roleType);
    if (!agentRole || agentRole === 'USER_PERSONAL') continue;
    items.push({
      agentId: role.id,
      agentRole,
      ...(await unreadOf(db, { userId: p.userId, agentId: role.id }, since)),
    });
  }
  return {
    items,
    total: items.reduce((sum, i) => sum + i.count, 0),
    capped: items.some((i) => i.capped),
  };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * GET /outstanding/list: what still needs the acting role. Unpaid tickets whose deadline is from today
 * to 7 days away, nearest first (a deadline passed is not listed: ADR 0050). Applications waiting for the user will join the list when the portal
 * has applications; today there are none to list.
 */
export async function outstandingList(
  db: Database,
  p: Principal,
  now = new Date(),
): Promise<OutstandingList> {
  const today = hongKongDateOf(now);
  const tickets = await unpaidTicketsOfDueWithin(db, p, today, OUTSTANDING_DAYS);
  const items = tickets.map((t) => ({
    kind: 'UNPAID_TICKET' as const,
    noticeNo: t.noticeNo,
    vehicleNo: t.vehicleNo,
    amountCents: t.amountCents,
    paymentDeadline: t.paymentDeadline,
    daysLeft: daysBetween(today, t.paymentDeadline),
  }));
  return { items, total: items.length };
}
