import { describe, expect, it } from 'vitest';
import { registerRoutes } from './route-registry.ts';
import { graphicPathOf, hasTextVersion, isTextPath, textPathOf } from './text-version.ts';

describe('text-only version paths', () => {
  it.each([
    ['/', '/text'],
    ['/about-us', '/text/about-us'],
    ['/text/about-us', '/text/about-us'],
  ])('when %s is read as text, then it is %s', (path, expected) => {
    expect(textPathOf(path)).toBe(expected);
  });

  it.each([
    ['/text', '/'],
    ['/text/about-us', '/about-us'],
    ['/about-us', '/about-us'],
    ['/textbook', '/textbook'],
  ])('when %s is read as graphic, then it is %s', (path, expected) => {
    expect(graphicPathOf(path)).toBe(expected);
  });

  it('when a path only starts with the letters "text", then it is not a text path', () => {
    expect(isTextPath('/text-size')).toBe(false);
    expect(isTextPath('/text/text-size')).toBe(true);
  });

  it('when routes are registered, then only those marked textVersion have a text copy', () => {
    registerRoutes([
      { path: '/about-us', handle: { name: 'AboutUs', titleKey: 'x', textVersion: true } },
      { path: '/ticket/search', handle: { name: 'TicketSearch', titleKey: 'y' } },
    ]);
    expect(hasTextVersion('/about-us')).toBe(true);
    expect(hasTextVersion('/text/about-us')).toBe(true);
    expect(hasTextVersion('/ticket/search')).toBe(false);
  });
});
