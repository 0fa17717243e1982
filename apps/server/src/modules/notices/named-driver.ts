import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ticketNotices } from './notices.table.ts';

/**
 * The driver the ticket's owner named in answer to its driver identification notice (the name as given,
 * unmasked), or null: a column of another area's list, `ticketId` being the outer query's ticket id.
 */
export function namedDriverOfTicket(ticketId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${ticketNotices.driverName} from ${ticketNotices}
    where ${ticketNotices.ticketId} = ${ticketId} and ${ticketNotices.kind} = 'DRIVER_IDENTIFICATION'
      and ${ticketNotices.status} = 'ANSWERED' and ${ticketNotices.driverName} is not null
    order by ${ticketNotices.id} desc limit 1)`;
}
