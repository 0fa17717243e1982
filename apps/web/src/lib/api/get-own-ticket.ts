import { myTicketViewSchema, type MyTicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import { fetchData } from '../api-client.ts';

/**
 * GET tickets/{noticeNo}: one ticket of the acting role, as it is now (for its owner, with the driver then on
 * duty). The ticket details (tickets) and
 * the payment pages (payments) both read it; `showError: false` where the page answers a failure itself.
 */
export async function getOwnTicket(
  noticeNo: string,
  options: { showError?: boolean } = {},
): Promise<MyTicketView> {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/tickets/{noticeNo}',
    pathParams: { noticeNo },
    ...options,
  });
  return myTicketViewSchema.parse(data);
}
