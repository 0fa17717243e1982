import type { Localized } from '@eticket/domain/common/locale';
import { fetchData } from '../../../lib/api-client.ts';

export interface FooterLink {
  id: string;
  url: string;
  label: Localized;
}

/** The footer's extra links, from the static file GET /json/link.json (spec section 7). */
export async function getFooterLinks(): Promise<FooterLink[]> {
  const file = await fetchData<{ links?: FooterLink[] }>({
    url: 'json/link.json',
    envelope: false,
    noToken: true,
    showError: false,
  });
  return Array.isArray(file?.links) ? file.links.filter((l) => typeof l.url === 'string' && l.label) : [];
}

export const footerLinksQuery = {
  queryKey: ['footer-links'],
  queryFn: getFooterLinks,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;
