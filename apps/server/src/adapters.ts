import { MESSAGE_PATHS, notificationPath } from '@eticket/domain/messages/message-routes';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import {
  identityProvidersByProvider,
  type IdentityProviders,
} from './modules/identity/identity-provider.port.ts';
import { oidcIdentityProvider } from './modules/identity/oidc-identity.adapter.ts';
import { serverKey } from './modules/identity/server-keys.ts';
import { sandboxIdentityProviders } from './sandbox/idp/idp.adapter.ts';
import type { TransportAdapter } from './modules/transport/transport.binding.ts';
import { sandboxTransport } from './sandbox/transport/transport.adapter.ts';
import { httpTransportAdapter } from './modules/transport/transport-http.adapter.ts';
import {
  messageSenderByChannel,
  type MessageSenderAdapter,
  type MessageSenderPort,
} from './modules/messages/message-sender.port.ts';
import { smtpMessageSender } from './modules/messages/smtp-sender.ts';
import { smsGatewaySender } from './modules/messages/sms-gateway-sender.ts';
import { sandboxMessageSender } from './sandbox/outbox/outbox.adapter.ts';

/**
 * The adapter that answers for the Transport Department under this configuration. Chosen here, outside the
 * modules, because modules reach external systems through ports only and never import a sandbox file.
 * config.ts already refused a production start with the sandbox unless ALLOW_SANDBOX_IN_PRODUCTION is set.
 * `http` speaks docs/contracts/transport-department.md (ADR 0058).
 */
export function transportAdapterOf(config: Config): TransportAdapter {
  switch (config.transport.adapter) {
    case 'sandbox':
      return sandboxTransport;
    case 'http': {
      // config.transport.ts refused TRANSPORT_ADAPTER=http without its address and credential.
      const { http } = config.transport;
      if (!http) throw new Error('TRANSPORT_ADAPTER=http needs TRANSPORT_URL and TRANSPORT_TOKEN');
      return httpTransportAdapter(http);
    }
  }
}

/** A gateway that needs no database: the same one whatever transaction the delivery runs in. */
const always =
  (port: MessageSenderPort): MessageSenderAdapter =>
  () =>
    port;

/**
 * The SMS and e-mail gateways under this configuration (ADR 0055), each channel on its own: e-mail over
 * SMTP when SMTP_URL is set, SMS through the HTTP gateway when SMS_GATEWAY_URL is, the sandbox outbox for a
 * channel without one (demo mode; production refuses that unless ALLOW_SANDBOX_IN_PRODUCTION, config.ts).
 * The gateway's receipts come back to PUBLIC_BASE_URL when it is set; otherwise to the address agreed with
 * the gateway.
 */
export function messageSenderAdapterOf(config: Config): MessageSenderAdapter {
  const { smtp, sms } = config.messages;
  const base = config.tickets.publicBaseUrl;
  const receiptUrl = base ? `${base}${notificationPath(MESSAGE_PATHS.smsReceipt)}` : undefined;
  return messageSenderByChannel({
    EMAIL: smtp ? always(smtpMessageSender(smtp)) : sandboxMessageSender,
    SMS: sms ? always(smsGatewaySender(sms, { receiptUrl })) : sandboxMessageSender,
  });
}

/**
 * The identity providers (iAM Smart and DSL) under this configuration, handed to the identity module by the
 * module context (ADR 0059): each provider whose IAMSMART_* or DSL_* settings are set over OpenID Connect,
 * each other one the sandbox's when SANDBOX_ENABLED (its back channel reads its own tables, hence the
 * database), and none otherwise (its logins answer IDENTITY_PROVIDER_UNAVAILABLE).
 */
export function identityProvidersOf(config: Config, db: Database): IdentityProviders | null {
  const { oidc, timeoutMs } = config.identity;
  const sandbox = config.sandboxEnabled ? sandboxIdentityProviders(db, config) : null;
  if (!oidc.IAMSMART && !oidc.DSL) return sandbox;
  const options = { timeoutMs, pkceKey: () => serverKey(db, config, 'idp-pkce') };
  return identityProvidersByProvider({
    IAMSMART: oidc.IAMSMART ? oidcIdentityProvider('IAMSMART', oidc.IAMSMART, options) : sandbox,
    DSL: oidc.DSL ? oidcIdentityProvider('DSL', oidc.DSL, options) : sandbox,
  });
}
