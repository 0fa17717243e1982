import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useNavigate } from 'react-router';
import { useVersionedPath } from '../../../lib/text-version.ts';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  block?: boolean;
}

/**
 * A link that looks like a button: a real `<a href>` (so it opens in a new tab, and reads as a link),
 * navigating inside the app on a plain click.
 */
export function LinkButton({ to, children, type = 'default', size = 'large', block }: LinkButtonProps) {
  const target = useVersionedPath()(to);
  const href = useHref(target);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    <Button type={type} size={size} href={href} onClick={onClick} block={block}>
      {children}
    </Button>
  );
}
