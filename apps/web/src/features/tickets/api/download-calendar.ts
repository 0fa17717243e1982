import { TICKET_CALENDAR_PATH } from '@eticket/domain/messages/message-routes';
import { fetchFile } from '../../../lib/api-client.ts';
import { accessHeaders, accessParams, type TicketAccess } from '../../../lib/ticket-access.ts';

/** GET tickets/calendar: the payment deadline as a calendar file (.ics) to add to the user's calendar. */
export async function downloadCalendar(access: TicketAccess): Promise<Blob> {
  return fetchFile({
    url: TICKET_CALENDAR_PATH,
    params: accessParams(access),
    headers: accessHeaders(access),
    loading: true,
  });
}
