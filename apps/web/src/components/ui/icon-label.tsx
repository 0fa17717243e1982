import type { ReactNode } from 'react';

/**
 * The name of an icon-only control: read out always, and shown in the text-only version, where the
 * icon itself is hidden.
 */
export function IconLabel({ children }: { children: ReactNode }) {
  return <span className="icon-label">{children}</span>;
}
