import type { Database } from '../../db/database.ts';
import { languageOfBox } from './message-language.service.ts';
import { delegationEndedText } from './message-texts.ts';
import { insertMessage } from './messages.repository.ts';

/** One agent role that lost one vehicle in one synchronisation. */
export interface EndedDelegation {
  mark: string;
  agentRoleId: number;
  userId: string;
}

/**
 * Tells each agent whose delegation ended that the vehicle is no longer theirs to see: one message in the
 * agent role's box, in its holder's language. Keyed on (synchronisation, agent role, vehicle), so a repeated
 * run of the same synchronisation adds nothing. Answers how many messages were written.
 */
export async function tellAgentsOfEndedDelegations(
  db: Database,
  syncId: number,
  ended: readonly EndedDelegation[],
): Promise<number> {
  let written = 0;
  for (const d of ended) {
    const box = { userId: d.userId, agentId: d.agentRoleId };
    const language = await languageOfBox(db, box);
    const text = delegationEndedText(d.mark, language);
    const id = await insertMessage(db, {
      ...box,
      language,
      category: 'SYSTEM',
      title: text.title,
      body: text.body,
      dedupeKey: `delegation-ended:${syncId}:${d.agentRoleId}:${d.mark}`,
    });
    if (id !== undefined) written += 1;
  }
  return written;
}
