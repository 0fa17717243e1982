import type { Localized } from '../common/locale.ts';
import { VEHICLE_CLASS_CATALOGUE, VEHICLE_CLASS_GROUPS, type VehicleClassGroup } from './vehicle-classes.ts';
import { VEHICLE_COLOUR_CATALOGUE } from './vehicle-colours.ts';
import { VEHICLE_TYPE_CATALOGUE } from './vehicle-types.ts';

export interface VehicleDescription {
  /** The class group of the class code (spec section 3), null for a code outside the groups. */
  classGroup: VehicleClassGroup | null;
  classGroupLabel: Localized | null;
  /** The type label; a type code the table does not know falls back to the class code's label. */
  typeLabel: Localized | null;
  /** The colour name, e.g. WHITE or WHITE-VAR, and its label. */
  colourName: string | null;
  colourLabel: Localized | null;
}

/** Labels of a register entry's codes, read from the code tables (one rule for the server and the web). */
export function describeVehicle(v: {
  classCode: string;
  typeCode: string;
  colourCode: string;
}): VehicleDescription {
  const cls = VEHICLE_CLASS_CATALOGUE.find((e) => e.code === v.classCode);
  const group = (cls?.group ?? null) as VehicleClassGroup | null;
  const type = VEHICLE_TYPE_CATALOGUE.find((e) => e.code === v.typeCode);
  const colour = VEHICLE_COLOUR_CATALOGUE.find((e) => e.code === v.colourCode);
  return {
    classGroup: group,
    classGroupLabel: group ? VEHICLE_CLASS_GROUPS[group] : null,
    typeLabel: type?.label ?? cls?.label ?? null,
    colourName: colour?.name ?? null,
    colourLabel: colour?.label ?? null,
  };
}
