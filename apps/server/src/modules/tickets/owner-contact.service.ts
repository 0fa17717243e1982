import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Database } from '../../db/database.ts';
import { ownerContactOf } from './tickets.repository.ts';

/**
 * Where the registered owner of a ticket's vehicle is reached: the e-contact means kept by the Transport
 * Department (the same that receives e-tickets). Null when the vehicle or its contact is unknown.
 */
export async function registeredOwnerContact(
  db: Database,
  vehicleNo: string,
): Promise<ConfirmationContact | null> {
  const contact = await ownerContactOf(db, vehicleNo);
  if (contact?.means === 'E' && contact.email) return { channel: 'EMAIL', recipient: contact.email };
  if (contact?.means === 'M' && contact.phoneNo) return { channel: 'SMS', recipient: contact.phoneNo };
  return null;
}
