import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { countUnread } from './messages.repository.ts';

/** Messages are kept 60 days (spec section 9): older ones are neither shown nor counted. */
export const MESSAGE_KEEP_DAYS = 60;

/**
 * The caller's unread messages. The box belongs to the account: a role other than the personal one
 * has no box of its own yet, so it counts none.
 */
export async function unreadCount(db: Database, principal: Principal, agentRole: string, now = new Date()) {
  if (agentRole !== '' || principal.agentId !== 0) return { count: 0 };
  const since = new Date(now.getTime() - MESSAGE_KEEP_DAYS * 86_400_000);
  return { count: await countUnread(db, principal.userId, since) };
}
