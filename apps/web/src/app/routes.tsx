import type { RouteObject } from 'react-router';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <Placeholder title="e-Ticket Portal" /> },
  { path: '/ticket/search', element: <Placeholder title="Verify and pay a ticket" /> },
  { path: '*', element: <Placeholder title="Page not found" /> },
];
