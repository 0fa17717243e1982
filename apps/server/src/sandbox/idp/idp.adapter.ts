import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { IdentityProviders } from '../../modules/identity/identity-provider.port.ts';
import { redeem, statusOf } from './idp.service.ts';

const PAGE = { IAMSMART: '/sandbox/iamsmart/authorize', DSL: '/sandbox/dsl/authorize' } as const;

/**
 * The sandbox adapter of the identity-provider port. The browser legs are real HTTP redirects through the
 * sandbox pages; the back channel (code redemption) is an in-process call, as the sandbox shares our process.
 */
export function sandboxIdentityProviders(db: Database, _config: Config): IdentityProviders {
  return {
    async authorizeUrl(request) {
      const query = new URLSearchParams({
        clientId: 'eticket-portal',
        responseType: 'code',
        redirectURI: request.redirectUri,
        state: request.state,
        lang: request.lang,
        scope: request.purpose,
      });
      if (request.level !== undefined) query.set('level', String(request.level));
      if (request.documentDigest) query.set('documentDigest', request.documentDigest);
      return `${PAGE[request.provider]}?${query}`;
    },
    redeem: (provider, code, expected) => redeem(db, provider, code, expected),
    status: (provider, state) => statusOf(db, provider, state),
  };
}
