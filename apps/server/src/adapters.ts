import type { Config } from './config.ts';
import type { TransportAdapter } from './modules/transport/transport.binding.ts';
import { sandboxTransport } from './sandbox/transport/transport.adapter.ts';

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
