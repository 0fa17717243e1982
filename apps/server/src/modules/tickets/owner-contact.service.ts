import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Database } from '../../db/database.ts';
import { transportOf } from '../transport/transport.binding.ts';

/**
 * Where the registered owner of a ticket's vehicle is reached: the e-contact means kept by the Transport
 * Department (the same that receives e-tickets). Null when the vehicle or its contact is unknown.
 */
export async function registeredOwnerContact(
  db: Database,
  vehicleNo: string,
): Promise<ConfirmationContact | null> {
  const contact = (await transportOf(db).ownerOfVehicle(vehicleNo))?.contact;
  if (contact?.contactMeansInd === 'E' && contact.email)
    return { channel: 'EMAIL', recipient: contact.email };
  if (contact?.contactMeansInd === 'M' && contact.phoneNo)
    return { channel: 'SMS', recipient: contact.phoneNo };
  return null;
}
