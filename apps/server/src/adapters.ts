import type { Config } from './config.ts';
import type { TransportAdapter } from './modules/transport/transport.binding.ts';
import { sandboxTransport } from './sandbox/transport/transport.adapter.ts';
import type { MessageSenderAdapter } from './modules/messages/message-sender.port.ts';
import { sandboxMessageSender } from './sandbox/outbox/outbox.adapter.ts';

/**
 * The adapter that answers for the Transport Department under this configuration. Chosen here, outside the
 * modules, because modules reach external systems through ports only and never import a sandbox file.
 * config.ts already refused a production start with the sandbox unless ALLOW_SANDBOX_IN_PRODUCTION is set.
 */
export function transportAdapterOf(config: Config): TransportAdapter {
  switch (config.transportAdapter) {
    case 'sandbox':
      return sandboxTransport;
  }
}

/**
 * The SMS and e-mail gateways under this configuration: the outbox is the only one built (as for the
 * Transport Department, a production start on the sandbox is refused by config.ts unless allowed).
 */
export function messageSenderAdapterOf(config: Config): MessageSenderAdapter {
  switch (config.transportAdapter) {
    case 'sandbox':
      return sandboxMessageSender;
  }
}
