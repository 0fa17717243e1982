import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useVersionedPath } from '../../../lib/text-version.ts';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default';
}

/**
 * A link that looks like a large button: a real `<a href>` (so it opens in a new tab, and reads as a link),
 * navigating inside the app on a plain click. Drawn by `ui-button` (shell.css) rather than antd's Button,
 * whose styles would weigh about 30 KB in Home's HTML rendered at build time.
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
    <a className={`ui-button ui-button-${type}`} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
