import type { Locale } from '@eticket/domain/common/locale';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';

/** The offence moment as an ISO string in Hong Kong time (+08:00), for formatDate. */
export function offenceMoment(ticket: Pick<TicketView, 'offenceDate' | 'offenceTime'>): string {
  const time = /^\d{2}:\d{2}/.test(ticket.offenceTime) ? ticket.offenceTime.slice(0, 5) : '00:00';
  return `${ticket.offenceDate.slice(0, 10)}T${time}:00+08:00`;
}

/** 'Outside Lamp Post 1234, Nathan Road': the location type and feature labels before the place. */
export function placeText(
  ticket: Pick<TicketView, 'place' | 'locationType' | 'locationFeature'>,
  locale: Locale,
): string {
  const parts = [ticket.locationType?.label[locale], ticket.locationFeature?.label[locale]].filter(
    (p): p is string => Boolean(p),
  );
  const prefix = parts.join(locale === 'en' ? ' ' : '');
  if (!prefix) return ticket.place || '-';
  return locale === 'en' ? `${prefix}, ${ticket.place}` : `${ticket.place}${prefix}`;
}
