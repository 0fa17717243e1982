import { maskDestination } from '@eticket/domain/common/masking';
import type { Locale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import { languageOfBox } from './message-language.service.ts';
import { agentEndedText, delegationTakenText, invitationCodeText } from './message-texts.ts';
import { insertMessage } from './messages.repository.ts';
import { queueOutgoingMessage, sendNow } from './outgoing-messages.service.ts';

export interface InvitationCodeDelivery {
  invitationId: number;
  /** The owner who sends it. */
  userId: string;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  code: string;
  validHours: number;
  language: Locale;
}

/**
 * Sends an agent invitation code by SMS or e-mail (the message-sender port): recorded once per invitation and
 * channel and address (a second click sends nothing more) with its send job, tried at once, and retried
 * by that job when the gateway fails for now. Answers the destination masked.
 */
export async function sendInvitationCodeMessage(db: Database, d: InvitationCodeDelivery): Promise<string> {
  const text = invitationCodeText(d.code, d.validHours, d.language);
  const deliveryId = await db.transaction((tx) =>
    queueOutgoingMessage(tx, {
      kind: 'INVITATION',
      userId: d.userId,
      channel: d.channel,
      destination: d.destination,
      language: d.language,
      subject: text.title,
      body: text.body,
      dedupeKey: `INVITATION:${d.invitationId}:${d.channel}:${d.destination}`,
    }),
  );
  await sendNow(db, [deliveryId]);
  return maskDestination(d.channel, d.destination);
}

/**
 * Tells a person that an owner ended their agent role (terminated, removed, or left): the role's own box
 * can no longer be opened, so the message goes to the personal box, in its holder's language, once per
 * role (keyed on the role).
 */
export async function tellAgentOfEndedRole(
  tx: Database,
  ended: { userId: string; agentRoleId: number; ownerName: string; marks: readonly string[] },
): Promise<boolean> {
  const box = { userId: ended.userId, agentId: 0 };
  const language = await languageOfBox(tx, box);
  const text = agentEndedText(ended.ownerName, ended.marks.join(', '), language);
  const id = await insertMessage(tx, {
    ...box,
    language,
    category: 'SYSTEM',
    title: text.title,
    body: text.body,
    dedupeKey: `agent-ended:${ended.agentRoleId}`,
  });
  return id !== undefined;
}

/**
 * Tells an agent, in its role's box, that the owner took vehicles back from it; keyed on the role, the
 * vehicle and the moment (`at`, the change's own time), so a retried change adds nothing.
 */
export async function tellAgentOfVehiclesTaken(
  tx: Database,
  taken: { userId: string; agentRoleId: number; marks: readonly string[]; at: Date },
): Promise<void> {
  const box = { userId: taken.userId, agentId: taken.agentRoleId };
  const language = await languageOfBox(tx, box);
  for (const mark of taken.marks) {
    const text = delegationTakenText(mark, language);
    await insertMessage(tx, {
      ...box,
      language,
      category: 'SYSTEM',
      title: text.title,
      body: text.body,
      dedupeKey: `delegation-taken:${taken.agentRoleId}:${mark}:${taken.at.getTime()}`,
    });
  }
}
