import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useVersionedPath } from '../../../lib/text-version.ts';

/** Links in a list get at least 24 px of height, the WCAG 2.2 minimum target size. */
const LIST_LINK: CSSProperties = { display: 'inline-block', padding: '3px 0' };

/**
 * An internal link that stays in the version being read: on a text-only page it leads to the text-only
 * copy of its target when there is one.
 */
export function ContentLink({
  to,
  children,
  inList = false,
}: {
  to: string;
  children: ReactNode;
  inList?: boolean;
}) {
  const versioned = useVersionedPath();
  return (
    <Link to={versioned(to)} style={inList ? LIST_LINK : undefined}>
      {children}
    </Link>
  );
}
