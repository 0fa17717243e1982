import { and, eq, type Column, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A box: the place a user acts from, his personal role (agentId 0) or one of his agent or company roles
 * (agentId: the agent_roles id). Messages, settings and a user's applications are kept per box.
 */
export interface Box {
  userId: string;
  agentId: number;
}

/** The rows of one box: the table's user and role columns both those of the box. */
export function ofBox(
  userIdColumn: Column & { _: { data: string } },
  agentIdColumn: Column & { _: { data: number } },
  box: Box | { userId: Placeholder; agentId: Placeholder },
): SQL {
  return and(eq(userIdColumn, box.userId), eq(agentIdColumn, box.agentId))!;
}
