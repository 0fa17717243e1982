import type { Database } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { ticketFacts } from '../tickets/ticket-facts.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { DELIVERY_MAX_ATTEMPTS, SEND_JOB } from './delivery-attempt.ts';
import { addressed, contactOf } from './delivery.service.ts';
import { languageOfBox } from './message-language.service.ts';
import { driverOnDutyText } from './message-texts.ts';
import { ensureDelivery, insertMessage } from './messages.repository.ts';

/** The driver on duty when a ticket was issued for his vehicle (the fleets area matched them). */
export interface DriverOnDuty {
  ticketId: number;
  userId: string;
  /** The driver's Transport Department record: his registered contact means. */
  personId: number | null;
}

/**
 * Tells the driver on duty of a ticket, in the caller's transaction: one TICKET message in his personal
 * box (one per box and ticket by the box's unique index) and one SMS or e-mail to his registered contact
 * (kind DRIVER, keyed on the ticket), sent by the messages' send job. Answers that job's id to kick after
 * the commit, if one was queued.
 */
export async function tellDriverOfTicket(tx: Database, driver: DriverOnDuty): Promise<number | undefined> {
  const facts = await ticketFacts(tx, driver.ticketId);
  if (!facts) return undefined;
  const box = { userId: driver.userId, agentId: 0 };
  const locale = await languageOfBox(tx, box);
  const text = driverOnDutyText(facts, locale);
  await insertMessage(tx, {
    ...box,
    language: locale,
    category: 'TICKET',
    title: text.title,
    body: text.body,
    ticketId: facts.id,
    noticeNo: facts.noticeNo,
  });
  const person = driver.personId ? await transportOf(tx).personById(driver.personId) : undefined;
  const contact = contactOf(person);
  if (!contact) return undefined;
  const deliveryId = await ensureDelivery(tx, {
    kind: 'DRIVER',
    ticketId: facts.id,
    noticeNo: facts.noticeNo,
    userId: driver.userId,
    ...addressed(contact, locale, text),
    dedupeKey: `DRIVER:${facts.id}:${contact.channel}`,
  });
  return enqueueJob(tx, {
    kind: SEND_JOB,
    payload: { deliveryId },
    dedupeKey: `send:${deliveryId}`,
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
  });
}
