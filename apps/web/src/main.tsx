import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/shell/shell.css';
import { App } from './app/app.tsx';
import { canHydrate, readyToHydrate, reportHydrationError } from './app/hydrate.ts';
import { createAppRouter } from './app/router.tsx';
import { start } from './app/start.ts';

// Language, text size and a stale session are settled before the router reads the address.
start();
const router = createAppRouter();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

// A page rendered at build time (ADR 0023) is adopted as it is; any other is rendered here. Adopting it
// in a transition lets React yield to the browser between components, so a tap or a key on the page it
// already shows is not held behind one long task.
if (canHydrate(root)) {
  void readyToHydrate(router).then(() =>
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    }),
  );
} else {
  createRoot(root).render(app);
}
