import { useQuery } from '@tanstack/react-query';
import type { Timeline } from '@eticket/domain/tickets/ticket-timeline.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET publ/tickets/{noticeNo}/timeline: the case timeline of one of the acting role's tickets. */
export function useTicketTimeline(noticeNo: string) {
  return useQuery({
    queryKey: ['ticket-timeline', noticeNo],
    queryFn: () =>
      fetchData<Timeline>({
        url: 'rest/ticket/api/v1/publ/tickets/{noticeNo}/timeline',
        pathParams: { noticeNo },
        showError: false,
      }),
    enabled: Boolean(noticeNo),
  });
}
