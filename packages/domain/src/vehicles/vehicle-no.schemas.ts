import { z } from 'zod';
import { checkedString } from '../common/checked-string.ts';
import { normaliseVehicleNo, validateVehicleNo } from './vehicle-no.ts';

/**
 * A registration mark as typed ("ab 1234"), read in the register's form ("AB1234"): the one schema of
 * every request that carries a mark, so look-ups, filters and issued tickets all match the same way.
 */
export const vehicleNoSchema = z
  .string()
  .max(16)
  .transform((v) => normaliseVehicleNo(v))
  .pipe(checkedString(validateVehicleNo));
