import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useVersionedPath } from '../../../lib/text-version.ts';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  /** 'primary' is the filled blue of the main action; 'default' the outlined one. */
  type?: 'primary' | 'default';
}

/**
 * A link that looks like a (large) button: a real `<a href>` (so it opens in a new tab, and reads as a
 * link), navigating inside the app on a plain click. Drawn in plain markup as antd's large Button is, so
 * Home loads no antd (ADR 0006).
 */
export function LinkButton({ to, children, type = 'default' }: LinkButtonProps) {
  const target = useVersionedPath()(to);
  const href = useHref(target);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    <a href={href} onClick={onClick} className={type === 'primary' ? 'ui-btn ui-btn-primary' : 'ui-btn'}>
      {children}
    </a>
  );
}
