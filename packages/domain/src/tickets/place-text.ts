import type { Locale } from '../common/locale.ts';
import type { TicketView } from './ticket-view.schemas.ts';

/** Features whose place begins with the feature's number ('5317B, CASTLE PEAK ROAD'): the label ends in No. */
const NUMBERED_FEATURES = ['M'];

/**
 * The offence location as every page, file and export writes it: the location type and feature labels
 * before the place in English ('Outside Lot, Nathan Road, Mong Kok'), after it in Chinese; a numbered
 * feature runs into its number, which opens the place ('At Meter No. 5317B, CASTLE PEAK ROAD').
 */
export function placeText(
  ticket: Pick<TicketView, 'place' | 'locationType' | 'locationFeature'>,
  locale: Locale,
): string {
  const parts = [ticket.locationType?.label[locale], ticket.locationFeature?.label[locale]].filter(
    (p): p is string => Boolean(p),
  );
  const prefix = parts.join(locale === 'en' ? ' ' : '');
  if (!prefix) return ticket.place || '-';
  if (NUMBERED_FEATURES.includes(ticket.locationFeature?.code ?? ''))
    return locale === 'en' ? `${prefix} ${ticket.place}` : `${prefix}${ticket.place}`;
  return locale === 'en' ? `${prefix}, ${ticket.place}` : `${ticket.place}${prefix}`;
}

/**
 * The place as two tickets are compared by (possible duplicates, ADR 0062): the same location type and
 * feature, and the place text without case, surrounding spaces, runs of spaces or spaces around commas.
 */
export function placeKey(ticket: {
  place: string;
  locationType: string | null;
  locationFeature: string | null;
}): string {
  const place = ticket.place
    .trim()
    .toUpperCase()
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ');
  return `${ticket.locationType ?? ''}|${ticket.locationFeature ?? ''}|${place}`;
}
