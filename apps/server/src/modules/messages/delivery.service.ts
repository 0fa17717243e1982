import type { Box } from '../../db/box.ts';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import type { Locale } from '@eticket/domain/common/locale';
import { maskDestination } from '@eticket/domain/common/masking';
import type { MessageCategory } from '@eticket/domain/messages/message.schemas';
import { MESSAGE_KEEP_DAYS } from '@eticket/domain/messages/message.schemas';
import {
  DEFAULT_REMINDER_DAYS,
  type MessageDelivery,
  type MessageSendResult,
} from '@eticket/domain/messages/message-setting.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { activeDelegations } from '../agents/agents.service.ts';
import { accountsOfPerson } from '../accounts/person-accounts.service.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import type { JobAttempt } from '../jobs/jobs.repository.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import type { Principal } from '../identity/identity.principal.ts';
import type { IssuedTicketRef } from '../module.ts';
import { ticketFacts, unpaidTicketsDueWithin, type TicketFacts } from '../tickets/ticket-facts.service.ts';
import { liablePartyOf } from '../tickets/ticket-parties.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { EContact, OwnerRef, VehicleOwner } from '../transport/transport.port.ts';
import { calendarFilesOf } from './calendar.ts';
import { attemptDelivery, DELIVERY_MAX_ATTEMPTS, SEND_JOB } from './delivery-attempt.ts';
import { languageOfBox, languageOfPerson } from './message-language.service.ts';
import { settingOf } from './message-settings.service.ts';
import {
  demandText,
  EMAIL_SENDER,
  noticeText,
  reminderText,
  SMS_SENDER,
  testText,
  type Text,
} from './message-texts.ts';
import {
  attemptsOf,
  companyBoxes,
  deliveriesOfTicket,
  ensureDelivery,
  findDeliveryByKey,
  findInBox,
  insertMessage,
  lockTicketPreparation,
  ticketMessagesPrepared,
  type NewFile,
} from './messages.repository.ts';

export const DELIVER_TICKET_JOB = 'messages.deliver-ticket';
export const REMINDERS_JOB = 'messages.reminders';
export const DELIVER_DEMAND_JOB = 'messages.deliver-demand';
/** The furthest ahead a reminder can be asked for (the settings' largest choice). */
const REMINDER_HORIZON_DAYS = 7;

type Kind = 'TICKET' | 'REMINDER' | 'DEMAND' | 'TEST';
type Channel = 'SMS' | 'EMAIL';

/** Where the Department reaches the owner: contactMeansInd E is e-mail, M is SMS; none otherwise. */
export function contactOf(contact: EContact | undefined): { channel: Channel; destination: string } | null {
  if (contact?.contactMeansInd === 'E' && contact.email)
    return { channel: 'EMAIL', destination: contact.email };
  if (contact?.contactMeansInd === 'M' && contact.phoneNo)
    return { channel: 'SMS', destination: contact.phoneNo };
  return null;
}

/**
 * For the notices module: a ticket's demand notice reaches the boxes that see the vehicle and the owner's
 * registered contact like the e-ticket did. Queued in the caller's transaction, once per ticket.
 */
export async function queueDemandNoticeDelivery(tx: Database, ticketId: number) {
  return enqueueJob(tx, {
    kind: DELIVER_DEMAND_JOB,
    payload: { ticketId },
    dedupeKey: `deliver-demand:${ticketId}`,
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
  });
}

/** Queued inside the issuing transaction (the tickets module's issue hook): once per ticket. */
export async function queueTicketDelivery(tx: Database, ticket: IssuedTicketRef) {
  return enqueueJob(tx, {
    kind: DELIVER_TICKET_JOB,
    payload: { ticketId: ticket.id },
    dedupeKey: `deliver-ticket:${ticket.id}`,
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
  });
}

interface Recipients {
  owner: VehicleOwner | undefined;
  /** The owner's own boxes: the personal box of the owner's account, or the company administrators'. */
  ownerBoxes: Box[];
  /** Boxes of the agents and company staff who may see the vehicle. */
  otherBoxes: Box[];
}

/**
 * The boxes of those the vehicle is delegated to: a personal agent's own box, and for a company as agent
 * (an approved vehicle application) every administrator's and staff member's box of that company. Only
 * activated delegations count, so a delegation reaches the boxes from its start until it ends.
 */
async function delegateBoxesOf(db: Database, owner: OwnerRef, vehicleNo: string): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const d of await activeDelegations(db, { owner, marks: [vehicleNo] })) {
    if (d.agentCompanyId === null) boxes.push({ userId: d.userId, agentId: d.agentRoleId });
    else
      for (const s of await companyBoxes(db, d.agentCompanyId))
        boxes.push({ userId: s.userId, agentId: s.agentId });
  }
  return boxes;
}

/** The boxes once each (a company's staff member may hold a delegation of his own too). */
function distinctBoxes(boxes: readonly Box[], except: readonly Box[] = []): Box[] {
  const seen = new Set(except.map((b) => `${b.userId}:${b.agentId}`));
  return boxes.filter((b) => {
    const key = `${b.userId}:${b.agentId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Who receives what is sent about a ticket: the party liable for it (ADR 0043), and those acting for it. */
async function recipientsOf(db: Database, ticketId: number, vehicleNo: string): Promise<Recipients> {
  const owner = await liablePartyOf(db, ticketId);
  if (!owner) return { owner, ownerBoxes: [], otherBoxes: [] };
  const delegates = await delegateBoxesOf(db, owner.owner, vehicleNo);
  if (owner.owner.kind === 'person') {
    const accounts = await accountsOfPerson(db, owner.owner.personId);
    const ownerBoxes = accounts.map((u) => ({ userId: u.id, agentId: 0 }));
    return { owner, ownerBoxes, otherBoxes: distinctBoxes(delegates, ownerBoxes) };
  }
  const staff = await companyBoxes(db, owner.owner.companyId);
  const ownerBoxes = staff
    .filter((s) => s.roleType === 'OAD')
    .map((s) => ({ userId: s.userId, agentId: s.agentId }));
  const others = staff
    .filter((s) => s.roleType !== 'OAD')
    .map((s) => ({ userId: s.userId, agentId: s.agentId }));
  return { owner, ownerBoxes, otherBoxes: distinctBoxes([...others, ...delegates], ownerBoxes) };
}

async function ownerLanguage(db: Database, r: Recipients): Promise<Locale> {
  if (r.ownerBoxes[0]) return languageOfBox(db, r.ownerBoxes[0]);
  if (r.owner?.owner.kind === 'person') return languageOfPerson(db, r.owner.owner.personId);
  if (r.owner?.owner.kind === 'company') {
    const company = await transportOf(db).companyById(r.owner.owner.companyId);
    return company?.nameChi ? 'zh-hk' : 'en';
  }
  return 'en';
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A text put to a contact means: its channel's sender, and a subject only on an e-mail. */
export function addressed(contact: { channel: Channel; destination: string }, locale: Locale, text: Text) {
  return {
    channel: contact.channel,
    destination: contact.destination,
    sender: contact.channel === 'SMS' ? SMS_SENDER : EMAIL_SENDER,
    language: locale,
    subject: contact.channel === 'EMAIL' ? text.title : null,
    body: text.body,
  };
}

function textOf(kind: Kind, facts: TicketFacts, locale: Locale, daysLeft: number): Text {
  if (kind === 'DEMAND') return demandText(facts, locale);
  return kind === 'REMINDER' ? reminderText(facts, daysLeft, locale) : noticeText(facts, locale);
}

/** The e-ticket's message carries the deadline as a calendar file. */
function attachmentsFor(kind: Kind, facts: TicketFacts, locale: Locale): NewFile[] {
  if (kind !== 'TICKET') return [];
  return calendarFilesOf(facts, locale);
}

/**
 * Writes a ticket's notice (or reminder) into every box that may see the vehicle, each in its holder's
 * language, and records the SMS or e-mail to the owner's registered contact. Everything is keyed (one
 * message per box, ticket and category; one delivery per ticket, kind and channel), so running it again
 * adds nothing. Answers the deliveries to attempt.
 */
export async function prepareTicketMessages(
  db: Database,
  ticketId: number,
  kind: 'TICKET' | 'REMINDER' | 'DEMAND',
  today = hongKongDateOf(new Date()),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // One preparation of a ticket at a time: a repeated or concurrent run waits here, then finds the
    // e-ticket prepared and leaves at once instead of redoing every box behind the first run's locks.
    await lockTicketPreparation(tx, ticketId);
    if (kind === 'TICKET' && (await ticketMessagesPrepared(tx, ticketId))) {
      return (await deliveriesOfTicket(tx, ticketId, 'TICKET')).map((d) => d.id);
    }
    const facts = await ticketFacts(tx, ticketId);
    if (!facts) return [];
    const daysLeft = daysBetween(today, facts.paymentDeadline);
    const category: MessageCategory =
      kind === 'REMINDER' ? 'PAYMENT_REMINDER' : kind === 'DEMAND' ? 'DEMAND_NOTICE' : 'TICKET';
    const r = await recipientsOf(tx, facts.id, facts.vehicleNo);
    const wants = async (box: Box) => {
      if (kind !== 'REMINDER') return { box: true, contact: true };
      const s = await settingOf(tx, box, 'PAYMENT_REMINDER');
      const due = s.enabled && daysLeft <= (s.daysBefore ?? 0);
      return { box: due, contact: due && s.channel === 'SMS_EMAIL' };
    };
    for (const box of [...r.ownerBoxes, ...r.otherBoxes]) {
      if (!(await wants(box)).box) continue;
      const locale = await languageOfBox(tx, box);
      const text = textOf(kind, facts, locale, daysLeft);
      await insertMessage(
        tx,
        {
          ...box,
          language: locale,
          category,
          title: text.title,
          body: text.body,
          ticketId,
          noticeNo: facts.noticeNo,
        },
        attachmentsFor(kind, facts, locale),
      );
    }
    const contact = contactOf(r.owner?.contact);
    // An owner without an account gets every notice and the default reminder (the defaults of a box).
    const ownerWants = r.ownerBoxes[0]
      ? await wants(r.ownerBoxes[0])
      : kind !== 'REMINDER'
        ? { contact: true }
        : { contact: daysLeft <= DEFAULT_REMINDER_DAYS };
    if (!contact || !ownerWants.contact) return [];
    const locale = await ownerLanguage(tx, r);
    const text = textOf(kind, facts, locale, daysLeft);
    const id = await ensureDelivery(tx, {
      kind,
      ticketId,
      noticeNo: facts.noticeNo,
      ...addressed(contact, locale, text),
      dedupeKey: `${kind}:${ticketId}:${contact.channel}`,
    });
    return [id];
  });
}

/** Thrown to the job worker so it tries the job again after its back-off. */
class DeliveryWillRetry extends Error {
  override name = 'DeliveryWillRetry';
}

async function attemptAll(db: Database, ids: readonly number[], job: JobAttempt) {
  const lastTry = job.attempts >= job.maxAttempts;
  let retry = false;
  for (const id of ids) if ((await attemptDelivery(db, id, lastTry)) === 'RETRY') retry = true;
  if (retry) throw new DeliveryWillRetry('the gateway failed for now; trying again later');
}

export function deliveryJobHandlers(db: Database, kickJob: (id: number) => void): JobHandlers {
  return {
    [DELIVER_TICKET_JOB]: {
      async run(payload, job) {
        const ticketId = Number(payload.ticketId);
        // Already sent (or failed for good): a repeated run ends here without a transaction.
        const done = await deliveriesOfTicket(db, ticketId, 'TICKET');
        if (done.length > 0 && done.every((d) => d.status !== 'QUEUED')) return;
        const ids = await prepareTicketMessages(db, ticketId, 'TICKET');
        await attemptAll(db, ids, job);
      },
    },
    [DELIVER_DEMAND_JOB]: {
      async run(payload, job) {
        const ids = await prepareTicketMessages(db, Number(payload.ticketId), 'DEMAND');
        await attemptAll(db, ids, job);
      },
    },
    [SEND_JOB]: {
      async run(payload, job) {
        await attemptAll(db, [Number(payload.deliveryId)], job);
      },
    },
    [REMINDERS_JOB]: {
      everySeconds: 3600,
      async run() {
        await queueReminders(db, kickJob);
      },
    },
  };
}

/** Hands a delivery to the send job (once per delivery: its dedupe key) and wakes the worker. */
export async function queueSend(db: Database, deliveryId: number, kickJob: (id: number) => void) {
  const jobId = await enqueueJob(db, {
    kind: SEND_JOB,
    payload: { deliveryId },
    dedupeKey: `send:${deliveryId}`,
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
  });
  if (jobId !== undefined) kickJob(jobId);
}

/** Every hour: reminders for unpaid tickets whose deadline is as near as a box's setting asks. */
export async function queueReminders(
  db: Database,
  kickJob: (id: number) => void = () => undefined,
  now = new Date(),
) {
  const today = hongKongDateOf(now);
  for (const t of await unpaidTicketsDueWithin(db, today, REMINDER_HORIZON_DAYS)) {
    for (const deliveryId of await prepareTicketMessages(db, t.id, 'REMINDER', today)) {
      await queueSend(db, deliveryId, kickJob);
    }
  }
}

// The settings page's calls about deliveries.

async function actingContact(db: Database, p: Principal): Promise<EContact | undefined> {
  const transport = transportOf(db);
  if (p.agentRole === 'USER_PERSONAL') return p.tdPersonId ? transport.personById(p.tdPersonId) : undefined;
  if (p.agentRole === 'ORG_ADMIN' && p.ownerCompanyId) return transport.companyById(p.ownerCompanyId);
  // Agents and staff act for someone else: their contact means is not theirs to test.
  throw new AppError('FORBIDDEN');
}

/**
 * POST /message/setting/message-send: a test message to the contact means the Department holds for the
 * acting role (never an address the caller types), once a Hong Kong day, and a copy in the box.
 */
export async function sendTestMessage(
  db: Database,
  p: Principal,
  kickJob: (id: number) => void,
  now = new Date(),
): Promise<MessageSendResult> {
  const contact = contactOf(await actingContact(db, p));
  if (!contact) throw new AppError('CONTACT_MEANS_NOT_FOUND');
  const box = { userId: p.userId, agentId: p.agentId };
  const dedupeKey = `TEST:${p.userId}:${p.agentId}:${hongKongDateOf(now)}`;
  const deliveryId = await db
    .transaction(async (tx) => {
      if ((await findDeliveryByKey(tx, dedupeKey))[0]) throw new AppError('TEST_MESSAGE_DAILY_LIMIT');
      const locale = await languageOfBox(tx, box);
      const text = testText(locale);
      await insertMessage(tx, {
        ...box,
        language: locale,
        category: 'TEST',
        title: text.title,
        body: text.body,
      });
      return ensureDelivery(tx, {
        kind: 'TEST',
        userId: p.userId,
        ...addressed(contact, locale, text),
        dedupeKey,
      });
    })
    .catch((error: unknown) => {
      // Two clicks at once: the loser meets the unique key.
      if (error instanceof AppError) throw error;
      throw new AppError('TEST_MESSAGE_DAILY_LIMIT');
    });
  let status = await attemptDelivery(db, deliveryId, false);
  if (status === 'RETRY') {
    await queueSend(db, deliveryId, kickJob);
    status = 'QUEUED';
  }
  return {
    channel: contact.channel,
    destination: maskDestination(contact.channel, contact.destination),
    status: status as MessageSendResult['status'],
  };
}

/** Whether the principal's box is the liable party's own (its SMS/e-mail is shown only there). */
async function isOwnersBox(db: Database, p: Principal, ticketId: number) {
  const owner = (await liablePartyOf(db, ticketId))?.owner;
  if (!owner) return false;
  if (owner.kind === 'person') return p.agentRole === 'USER_PERSONAL' && p.tdPersonId === owner.personId;
  return p.agentRole === 'ORG_ADMIN' && p.ownerCompanyId === owner.companyId;
}

/** POST /message/setting/message-detail: how one message of the acting role's box went out. */
export async function deliveryDetail(
  db: Database,
  p: Principal,
  messageId: number,
  now = new Date(),
): Promise<MessageDelivery> {
  const box = { userId: p.userId, agentId: p.agentId };
  const since = new Date(now.getTime() - MESSAGE_KEEP_DAYS * 86_400_000);
  const message = await findInBox(db, box, messageId, since);
  if (!message) throw new AppError('MESSAGE_NOT_FOUND');
  const deliveries: MessageDelivery['deliveries'] = [
    {
      channel: 'MESSAGE_BOX',
      destination: null,
      status: 'DELIVERED',
      attempts: 1,
      updatedAt: message.createdAt.toISOString(),
    },
  ];
  let rows: Awaited<ReturnType<typeof deliveriesOfTicket>> = [];
  if (message.category === 'TEST') {
    rows = await findDeliveryByKey(db, `TEST:${p.userId}:${p.agentId}:${hongKongDateOf(message.createdAt)}`);
  } else if (message.ticketId && (message.category === 'TICKET' || message.category === 'PAYMENT_REMINDER')) {
    const facts = await ticketFacts(db, message.ticketId);
    if (facts && (await isOwnersBox(db, p, facts.id))) {
      rows = await deliveriesOfTicket(
        db,
        message.ticketId,
        message.category === 'TICKET' ? 'TICKET' : 'REMINDER',
      );
    }
  }
  for (const d of rows) {
    deliveries.push({
      channel: d.channel as 'SMS' | 'EMAIL',
      destination: maskDestination(d.channel, d.destination),
      status: d.status as MessageDelivery['deliveries'][number]['status'],
      attempts: d.attempts,
      updatedAt: d.updatedAt.toISOString(),
    });
  }
  return { messageId, deliveries };
}

/** For operators and tests: every step of a ticket's deliveries. */
export async function deliveryHistory(db: Database, ticketId: number) {
  const rows = await deliveriesOfTicket(db, ticketId, 'TICKET');
  return Promise.all(rows.map(async (d) => ({ delivery: d, attempts: await attemptsOf(db, d.id) })));
}
