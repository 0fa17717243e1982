import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';

/** A person at the Transport Department by identity document, or by driving licence number. */
export async function findPersonByDocument(db: Database, idType: string, idNo: string) {
  const where =
    idType === 'DRIVING_LICENCE'
      ? eq(tdPersons.drivingLicenceNo, idNo)
      : and(eq(tdPersons.idType, idType), eq(tdPersons.idNo, idNo));
  const [row] = await db.select().from(tdPersons).where(where);
  return row;
}
