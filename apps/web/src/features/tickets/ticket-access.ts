/**
 * How a call names its ticket: a visitor by the lookup token of their look-up, a logged-in user by the
 * notice no (the server checks it is within the acting role's vehicles).
 */
export interface TicketAccess {
  noticeNo: string;
  lookupToken?: string;
}
