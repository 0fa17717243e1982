import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The id of the JSON block in which a page rendered by the server carries the answers it shows. */
export const PAGE_DATA_ID = 'page-data';

export type PageData = [QueryKey, unknown][];

const carried = new Set<string>();

/** Puts answers in the cache as the page was rendered with them, and remembers that they came with it. */
export function seedPageData(client: QueryClient, entries: PageData): void {
  carried.clear();
  for (const [key, data] of entries) {
    client.setQueryData(key, data);
    carried.add(JSON.stringify(key));
  }
}

/** In the browser: the answers the server rendered the page with, before the page hydrates. */
export function adoptPageData(client: QueryClient): void {
  const block = document.getElementById(PAGE_DATA_ID);
  if (block?.textContent) seedPageData(client, JSON.parse(block.textContent) as PageData);
}

/** Whether the page's HTML already shows this query's answer (so the first render may show it too). */
export function cameWithPage(key: QueryKey): boolean {
  return carried.has(JSON.stringify(key));
}
