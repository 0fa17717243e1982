import type { ReactNode } from 'react';

/** One row of a `ticket-facts` list: what the fact is, then its value. */
export function FactRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="ticket-facts-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
