import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';

/** The offence moment as an ISO string in Hong Kong time (+08:00), for formatDate. */
export function offenceMoment(ticket: Pick<TicketView, 'offenceDate' | 'offenceTime'>): string {
  const time = /^\d{2}:\d{2}/.test(ticket.offenceTime) ? ticket.offenceTime.slice(0, 5) : '00:00';
  return `${ticket.offenceDate.slice(0, 10)}T${time}:00+08:00`;
}
