import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { hasTextVersionFor } from './route-registry.ts';

/** Text-only versions live under this prefix: /portal/text/about-us is the text version of /portal/about-us. */
export const TEXT_PREFIX = '/text';

export function isTextPath(pathname: string): boolean {
  return pathname === TEXT_PREFIX || pathname.startsWith(`${TEXT_PREFIX}/`);
}

/** '/about-us' → '/text/about-us'; '/' → '/text'. */
export function textPathOf(path: string): string {
  if (isTextPath(path)) return path;
  return path === '/' ? TEXT_PREFIX : `${TEXT_PREFIX}${path}`;
}

/** '/text/about-us' → '/about-us'; '/text' → '/'. */
export function graphicPathOf(path: string): string {
  if (!isTextPath(path)) return path;
  return path.slice(TEXT_PREFIX.length) || '/';
}

export function hasTextVersion(path: string): boolean {
  return hasTextVersionFor(graphicPathOf(path));
}

/**
 * True on a text-only page: pages hide images and decoration (the <Img> component already does).
 */
export function useTextVersion(): boolean {
  return isTextPath(useLocation().pathname);
}

/**
 * Maps an internal link to the version being read: in text mode, '/about-us' becomes '/text/about-us'
 * when that page has a text version. Query and hash are kept.
 */
export function useVersionedPath(): (to: string) => string {
  const text = useTextVersion();
  return useCallback(
    (to: string) => {
      if (!text) return to;
      const [, path = to, rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
      return hasTextVersion(path) ? textPathOf(path) + rest : to;
    },
    [text],
  );
}
