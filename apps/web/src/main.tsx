import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/shell/shell.css';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { start } from './app/start.ts';

// Language, text size and a stale session are settled before the router reads the address.
start();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
