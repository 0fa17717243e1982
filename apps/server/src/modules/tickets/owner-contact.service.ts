import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Database } from '../../db/database.ts';
import { liablePartyOf } from './ticket-parties.service.ts';

/**
 * Where the party liable for a ticket (the registered owner on the offence date, or the driver named since)
 * is reached: the e-contact means kept by the Transport Department (the same that receives e-tickets).
 * Null when the party or its contact is unknown.
 */
export async function liablePartyContact(
  db: Database,
  ticketId: number,
): Promise<ConfirmationContact | null> {
  const contact = (await liablePartyOf(db, ticketId))?.contact;
  if (contact?.contactMeansInd === 'E' && contact.email)
    return { channel: 'EMAIL', recipient: contact.email };
  if (contact?.contactMeansInd === 'M' && contact.phoneNo)
    return { channel: 'SMS', recipient: contact.phoneNo };
  return null;
}
