import { lazy, useEffect, useState } from 'react';
import { on, type DialogRequest } from '../../lib/event-bus.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import { LazyBoundary } from '../../components/lazy-boundary.tsx';

const MessageDialog = lazy(withChunkTimeout(() => import('./message-dialog.tsx')));

/**
 * Shows the dialogs that lib/ asks for through the event bus (errors, time-outs, confirmations), one at
 * a time in the order asked. The dialog code is downloaded the first time one is needed.
 */
export function DialogHost() {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  useEffect(() => on('dialog', (request) => setQueue((q) => [...q, request])), []);
  const current = queue[0];
  if (!current) return null;
  const done = () => {
    setQueue((q) => q.slice(1));
    current.onClose?.();
  };
  return (
    <LazyBoundary>
      <MessageDialog request={current} onDone={done} />
    </LazyBoundary>
  );
}
