import { lazy, useEffect, useState } from 'react';
import { on, type DialogRequest } from '../../lib/event-bus.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import { LazyBoundary } from '../../components/lazy-boundary.tsx';
import { themed } from '../../lib/themed-part.ts';

const MessageDialog = lazy(withChunkTimeout(themed(() => import('./message-dialog.tsx'))));

/**
 * Shows the dialogs that lib/ asks for through the event bus (errors, time-outs, confirmations), one at
 * a time in the order asked (a dialog of a group replaces the one of that group before it). The dialog code is downloaded the first time one is needed.
 */
interface Queued {
  id: number;
  request: DialogRequest;
}

let nextId = 0;

export function DialogHost() {
  const [queue, setQueue] = useState<Queued[]>([]);
  useEffect(
    () =>
      on('dialog', (request) =>
        setQueue((q) => [
          ...(request.group ? q.filter((entry) => entry.request.group !== request.group) : q),
          { id: ++nextId, request },
        ]),
      ),
    [],
  );
  const current = queue[0];
  if (!current) return null;
  const done = () => {
    setQueue((q) => q.filter((entry) => entry.id !== current.id));
    current.request.onClose?.();
  };
  return (
    <LazyBoundary>
      <MessageDialog key={current.id} request={current.request} onDone={done} />
    </LazyBoundary>
  );
}
