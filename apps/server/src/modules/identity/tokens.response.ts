import type { SessionTokens } from '@eticket/domain/identity/login.schemas';
import type { Config } from '../../config.ts';
import type { IssuedSession } from './session.service.ts';

/** The session as the client stores it (spec section 3, session data). */
export function tokensResponse(issued: IssuedSession, config: Config): SessionTokens {
  return {
    token: issued.token,
    refreshToken: issued.refreshToken,
    authType: issued.authType as SessionTokens['authType'],
    ssoLevel: issued.ssoLevel,
    loginTime: issued.loginTime.toISOString(),
    expiresAt: issued.expiresAt.toISOString(),
    accessTokenExpiresIn: issued.accessTokenExpiresIn,
    idleTimeoutSeconds: config.sessionIdleSeconds,
  };
}
