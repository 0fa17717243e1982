import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { auditRefusal, recordAudit, type AuditActor } from '../audit/audit.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { actingRole, permissionsOf } from '../identity/acting-role.service.ts';
import { reissueAccessToken, sessionOf, switchSessionRole } from '../identity/session.service.ts';
import { currentUserInfo } from './profile.service.ts';

/**
 * Switching role (spec section 4). The same role changes nothing. Another role must be one this user
 * holds, activated (403 otherwise); the session remembers it, so requests without an agentId header act
 * in it, and the answer carries a new access token and the user info in the new role.
 */
export async function switchRole(
  db: Database,
  config: Config,
  principal: Principal,
  agentId: number,
  audit?: AuditActor,
) {
  if (agentId === principal.agentId) {
    return { changed: false, token: null, userInfo: await currentUserInfo(db, principal) };
  }
  const event = {
    ...(audit ?? { actorUserId: principal.userId, actorRole: principal.agentRole, requestId: null }),
    action: 'role.switch',
    objectRef: `agent-role:${agentId}`,
  };
  const role = await auditRefusal(db, event, () =>
    actingRole(db, { id: principal.userId, tdPersonId: principal.tdPersonId }, agentId),
  );
  await db.transaction(async (tx) => {
    await switchSessionRole(tx, principal.sessionId, {
      agentId: role.agentId === 0 ? null : role.agentId,
      roleType: role.roleType,
    });
    await recordAudit(tx, {
      ...event,
      subjectPersonId: role.ownerPersonId ?? null,
      subjectCompanyId: role.ownerCompanyId ?? null,
      outcome: 'ok',
      detail: { to: role.agentRole },
    });
  });
  const session = await sessionOf(db, principal.sessionId);
  if (!session) throw new AppError('LOGIN_TIMEOUT');
  const switched: Principal = {
    userId: principal.userId,
    sessionId: principal.sessionId,
    tdPersonId: principal.tdPersonId,
    ...role,
    permissions: await permissionsOf(db, role.roleType),
  };
  return {
    changed: true,
    token: await reissueAccessToken(db, config, session),
    userInfo: await currentUserInfo(db, switched),
  };
}
