import type { ReactNode } from 'react';

/**
 * The body of a page below the shell's banner, in the shell's content column ('container page-body').
 * `narrow` keeps long text to a comfortable reading width.
 */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className="container page-body">
      <div style={{ maxWidth: narrow ? 840 : undefined, lineHeight: 1.7 }}>{children}</div>
    </div>
  );
}
