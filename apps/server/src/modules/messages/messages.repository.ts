import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  boundedCount,
  boundedTotal,
  boundedTotalColumn,
  ONE,
  totalOfPageColumn,
} from '../../db/bounded-count.ts';
import { ofBox, type Box } from '../../db/box.ts';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { agentRoles } from '../agents/agents.table.ts';
import {
  deliveryAttempts,
  fileDownloadCounts,
  messageDeliveries,
  messageFiles,
  messageLanguages,
  messageSettings,
  messages,
} from './messages.table.ts';

const inBox = (box: Parameters<typeof ofBox>[2]) => ofBox(messages.userId, messages.agentId, box);
/** A box's order, the order of its indexes read backwards. */
const newestFirst = [desc(messages.createdAt), desc(messages.id)] as const;

/** How many of the box's messages created after `since` are unread, counted up to the limit (bounded). */
export function countUnread(db: Database, box: Box, since: Date) {
  return boundedCount(
    db,
    db
      .select(ONE)
      .from(messages)
      .where(and(inBox(box), isNull(messages.readAt), gt(messages.createdAt, since)))
      .orderBy(...newestFirst),
  );
}

// Written out in full: inside a select list drizzle leaves column names unqualified, and both tables have "id".
const attachmentCount = sql<number>`(select count(*)::int from "message_files" f where f."message_id" = "messages"."id")`;

type BoxFilter = { read: 'all' | 'read' | 'unread'; category?: string | undefined };

/** The box's messages created after `since` in the filter: given values, or a statement's placeholders. */
function whereOf(
  box: Parameters<typeof ofBox>[2],
  since: Date | Placeholder,
  filter: BoxFilter,
  category: string | Placeholder | undefined,
) {
  return and(
    inBox(box),
    gt(messages.createdAt, since),
    filter.read === 'read' ? isNotNull(messages.readAt) : undefined,
    filter.read === 'unread' ? isNull(messages.readAt) : undefined,
    filter.category && category !== undefined ? eq(messages.category, category) : undefined,
  );
}

/**
 * The page of a box in the filter, newest first, with its bounded total and the box's bounded unread count
 * as columns: one prepared statement per combination of filters (db/prepared.ts). Served by the box's
 * indexes (the box, then time; read, unread and category each their own), read backwards from the newest:
 * a page reads its own rows, each count at most COUNT_LIMIT + 1.
 */
function listStatement(db: Database, filter: BoxFilter) {
  return prepared(db, `message_list(${filter.read},${filter.category ? 'category' : ''})`, (db) => {
    const p = sql.placeholder;
    const box = { userId: p('userId'), agentId: p('agentId') };
    const counted = (where: SQL | undefined) =>
      boundedTotalColumn(
        db,
        db
          .select(ONE)
          .from(messages)
          .where(where)
          .orderBy(...newestFirst),
      );
    const where = whereOf(box, p('since'), filter, p('category'));
    return db
      .select({
        message: messages,
        attachmentCount,
        total: counted(where),
        unread: counted(whereOf(box, p('since'), { read: 'unread' }, undefined)),
      })
      .from(messages)
      .where(where)
      .orderBy(...newestFirst)
      .limit(p('limit'))
      .offset(p('offset'));
  });
}

/**
 * A page of the box, its bounded total and its bounded unread count, in one statement; an empty page
 * carries no counts, so the unread ones are then counted apart, and the list too past its first page.
 */
export async function listBox(
  db: Database,
  box: Box,
  since: Date,
  filter: BoxFilter,
  page: { offset: number; limit: number },
) {
  const counted = await listStatement(db, filter).execute({
    ...box,
    since,
    category: filter.category,
    ...page,
  });
  const rows = counted.map(({ message, attachmentCount }) => ({ message, attachmentCount }));
  const first = counted[0];
  if (first)
    return { rows, ...boundedTotal([{ n: first.total }]), unread: boundedTotal([{ n: first.unread }]) };
  const [total, unread] = await Promise.all([
    totalOfPageColumn(counted, page) ??
      boundedCount(
        db,
        db
          .select(ONE)
          .from(messages)
          .where(whereOf(box, since, filter, filter.category))
          .orderBy(...newestFirst),
      ),
    countUnread(db, box, since),
  ]);
  return { rows, ...total, unread };
}

export async function findInBox(db: Database, box: Box, id: number, since: Date) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(inBox(box), eq(messages.id, id), gt(messages.createdAt, since)));
  return row;
}

export function attachmentsOf(db: Database, messageIds: readonly number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: messageFiles.id,
      messageId: messageFiles.messageId,
      fileName: messageFiles.fileName,
      contentType: messageFiles.contentType,
      sizeBytes: messageFiles.sizeBytes,
    })
    .from(messageFiles)
    .where(inArray(messageFiles.messageId, [...messageIds]))
    .orderBy(messageFiles.createdAt, messageFiles.id);
}

/** The files (with their content) among `fileIds` attached to the box's live messages. */
export function filesInBox(db: Database, box: Box, fileIds: readonly string[], since: Date) {
  return db
    .select({
      id: messageFiles.id,
      fileName: messageFiles.fileName,
      contentType: messageFiles.contentType,
      content: messageFiles.content,
    })
    .from(messageFiles)
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .where(and(inArray(messageFiles.id, [...fileIds]), inBox(box), gt(messages.createdAt, since)));
}

/** The box's live messages among `ids`, with their files' contents (for the download of messages). */
export async function messagesWithFiles(db: Database, box: Box, ids: readonly number[], since: Date) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(inBox(box), inArray(messages.id, [...ids]), gt(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt));
  const files =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(messageFiles)
          .where(
            inArray(
              messageFiles.messageId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((m) => ({ message: m, files: files.filter((f) => f.messageId === m.id) }));
}

export async function markRead(
  db: Database,
  box: Box,
  ids: readonly number[] | 'all',
  since: Date,
  at: Date,
) {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        inBox(box),
        isNull(messages.readAt),
        gt(messages.createdAt, since),
        ids === 'all' ? undefined : inArray(messages.id, [...ids]),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function deleteInBox(db: Database, box: Box, ids: readonly number[]) {
  const rows = await db
    .delete(messages)
    .where(and(inBox(box), inArray(messages.id, [...ids])))
    .returning({ id: messages.id });
  return rows.length;
}

export type NewMessage = typeof messages.$inferInsert;
export interface NewFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Stores a message (once per box and ticket and category) and its files; undefined if already there. */
export async function insertMessage(db: Database, message: NewMessage, files: readonly NewFile[] = []) {
  const [row] = await db
    .insert(messages)
    .values(message)
    .onConflictDoNothing()
    .returning({ id: messages.id });
  if (!row) return undefined;
  for (const f of files) {
    await db.insert(messageFiles).values({ ...f, messageId: row.id, sizeBytes: f.content.byteLength });
  }
  return row.id;
}

/** Retention: messages created before `cutoff` go, and their files with them (on delete cascade). */
export async function purgeMessagesBefore(db: Database, cutoff: Date) {
  const rows = await db.delete(messages).where(lt(messages.createdAt, cutoff)).returning({ id: messages.id });
  return rows.length;
}

// Settings and language of a box.

export function settingsOf(db: Database, box: Box) {
  return db
    .select()
    .from(messageSettings)
    .where(ofBox(messageSettings.userId, messageSettings.agentId, box));
}

export async function upsertSetting(
  db: Database,
  box: Box,
  s: { type: string; enabled: boolean; channel: string; daysBefore: number | null },
) {
  await db
    .insert(messageSettings)
    .values({ ...box, ...s })
    .onConflictDoUpdate({
      target: [messageSettings.userId, messageSettings.agentId, messageSettings.type],
      set: { enabled: s.enabled, channel: s.channel, daysBefore: s.daysBefore, updatedAt: new Date() },
    });
}

export async function languageOf(db: Database, box: Box) {
  const [row] = await db
    .select({ language: messageLanguages.language })
    .from(messageLanguages)
    .where(ofBox(messageLanguages.userId, messageLanguages.agentId, box));
  return row?.language;
}

export async function setLanguage(db: Database, box: Box, language: string) {
  await db
    .insert(messageLanguages)
    .values({ ...box, language })
    .onConflictDoUpdate({
      target: [messageLanguages.userId, messageLanguages.agentId],
      set: { language, updatedAt: new Date() },
    });
}

// Who receives a ticket's message.

/** Activated company roles (administrators, agents and staff) of a company. */
export function companyBoxes(db: Database, companyId: number) {
  return db
    .select({ userId: agentRoles.userId, agentId: agentRoles.id, roleType: agentRoles.roleType })
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.ownerCompanyId, companyId),
        inArray(agentRoles.roleType, ['OAG', 'OAD']),
        eq(agentRoles.status, 'ACTIVATED'),
      ),
    );
}

/** The activated agent and company roles a user holds. */
export function rolesOfUser(db: Database, userId: string) {
  return db
    .select({ id: agentRoles.id, roleType: agentRoles.roleType })
    .from(agentRoles)
    .where(and(eq(agentRoles.userId, userId), eq(agentRoles.status, 'ACTIVATED')))
    .orderBy(agentRoles.id);
}

// Deliveries.

export type NewDelivery = typeof messageDeliveries.$inferInsert;
export type DeliveryRow = typeof messageDeliveries.$inferSelect;

/** Records a delivery to make (and its QUEUED step) once; answers its id, new or existing. */
export async function ensureDelivery(db: Database, delivery: NewDelivery): Promise<number> {
  const [row] = await db
    .insert(messageDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ id: messageDeliveries.id });
  if (row) {
    await db.insert(deliveryAttempts).values({ deliveryId: row.id, attemptNo: 0, status: 'QUEUED' });
    return row.id;
  }
  const [existing] = await db
    .select({ id: messageDeliveries.id })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.dedupeKey, delivery.dedupeKey));
  return existing!.id;
}

/** The delivery, locked for this transaction: a second sender waits, then sees what the first did. */
export async function lockDelivery(tx: Database, id: number) {
  const [row] = await tx.select().from(messageDeliveries).where(eq(messageDeliveries.id, id)).for('update');
  return row;
}

export async function recordAttempt(
  tx: Database,
  delivery: { id: number; attempts: number },
  step: { status: string; detail?: string | null; deliveryStatus: string },
) {
  const attemptNo = delivery.attempts + 1;
  await tx.insert(deliveryAttempts).values({
    deliveryId: delivery.id,
    attemptNo,
    status: step.status,
    detail: step.detail ?? null,
  });
  await tx
    .update(messageDeliveries)
    .set({
      status: step.deliveryStatus,
      attempts: attemptNo,
      lastError: step.status === 'FAILED' ? (step.detail ?? null) : null,
      updatedAt: new Date(),
    })
    .where(eq(messageDeliveries.id, delivery.id));
}

/** Replaces what a delivery that has left no longer needs (its code, a typed address) by what may stay. */
export async function eraseDeliveryContent(
  tx: Database,
  id: number,
  values: { body?: string; destination?: string },
) {
  if (Object.keys(values).length === 0) return;
  await tx.update(messageDeliveries).set(values).where(eq(messageDeliveries.id, id));
}

/** The delivery of an idempotency key, locked for this transaction (a gateway's receipt names the key). */
export async function lockDeliveryByIdempotencyKey(tx: Database, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.idempotencyKey, idempotencyKey))
    .for('update');
  return row;
}

/** A later step of the same attempt (the gateway's delivery report). */
export async function recordReport(
  tx: Database,
  delivery: { id: number; attempts: number },
  status: string,
  detail: string | null = null,
) {
  await tx
    .insert(deliveryAttempts)
    .values({ deliveryId: delivery.id, attemptNo: delivery.attempts, status, detail });
  await tx
    .update(messageDeliveries)
    .set({ status, updatedAt: new Date() })
    .where(eq(messageDeliveries.id, delivery.id));
}

export function attemptsOf(db: Database, deliveryId: number) {
  return db
    .select()
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.deliveryId, deliveryId))
    .orderBy(deliveryAttempts.id);
}

export function deliveriesOfTicket(db: Database, ticketId: number, kind: string) {
  return db
    .select()
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.ticketId, ticketId), eq(messageDeliveries.kind, kind)));
}

export function findDeliveryByKey(db: Database, dedupeKey: string) {
  return db.select().from(messageDeliveries).where(eq(messageDeliveries.dedupeKey, dedupeKey));
}

/** Deliveries about tickets being purged go with them. */
export async function deleteDeliveriesOfTickets(db: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return;
  await db.delete(messageDeliveries).where(inArray(messageDeliveries.ticketId, [...ticketIds]));
}

/**
 * Deliveries about no ticket (tests, one-time passwords, invitation codes, confirmations) older than
 * `cutoff`: no ticket purge removes them.
 */
export async function purgeTicketlessDeliveriesBefore(db: Database, cutoff: Date) {
  await db
    .delete(messageDeliveries)
    .where(and(isNull(messageDeliveries.ticketId), lt(messageDeliveries.createdAt, cutoff)));
}

// Daily downloads.

/** Counts one download if the day's limit allows it; false when no downloads are left today. */
export async function countDownload(db: Database, userId: string, day: string, limit: number) {
  const rows = await db
    .insert(fileDownloadCounts)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [fileDownloadCounts.userId, fileDownloadCounts.day],
      set: { count: sql`${fileDownloadCounts.count} + 1` },
      setWhere: sql`${fileDownloadCounts.count} < ${limit}`,
    })
    .returning({ count: fileDownloadCounts.count });
  return rows.length > 0;
}

export async function purgeDownloadCountsBefore(db: Database, day: string) {
  await db.delete(fileDownloadCounts).where(lt(fileDownloadCounts.day, day));
}

/** Which of `ids` are live messages of the box. */
export async function idsInBox(db: Database, box: Box, ids: readonly number[], since: Date) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inBox(box), inArray(messages.id, [...ids]), gt(messages.createdAt, since)));
  return rows.map((r) => r.id);
}

/** Advisory lock class of a ticket's message preparation (the second key is the ticket id). */
const PREPARATION_LOCK = 0x6d736731;

/** Held until the transaction ends: one preparation of a ticket's messages at a time, on every instance. */
export async function lockTicketPreparation(tx: Database, ticketId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PREPARATION_LOCK}, ${ticketId % 2_147_483_647})`);
}

/** Whether a ticket's e-ticket was already prepared: its delivery recorded, or its notice in a box. */
export async function ticketMessagesPrepared(db: Database, ticketId: number) {
  const [delivery] = await db
    .select({ id: messageDeliveries.id })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.ticketId, ticketId), eq(messageDeliveries.kind, 'TICKET')))
    .limit(1);
  if (delivery) return true;
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.ticketId, ticketId), eq(messages.category, 'TICKET')))
    .limit(1);
  return message !== undefined;
}
