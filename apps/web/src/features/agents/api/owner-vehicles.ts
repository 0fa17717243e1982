import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vehicleViewSchema } from '@eticket/domain/vehicles/vehicle.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** Only the marks of the vehicle list are needed here. */
const marksPageSchema = z.object({ items: z.array(vehicleViewSchema.pick({ registrationMark: true })) });

/** GET users/veh/list: the acting owner's vehicles, to choose from. */
export async function getOwnerMarks() {
  const page = marksPageSchema.parse(
    await fetchData<unknown>({ url: `${USERS}/users/veh/list?pageSize=100` }),
  );
  return page.items.map((v) => v.registrationMark);
}

export const useOwnerMarks = () => useQuery({ queryKey: ['agents', 'owner-marks'], queryFn: getOwnerMarks });
