import type { CatalogueEntry } from '../params/catalogue-entry.ts';
import { VEHICLE_CLASS_CATALOGUE } from './vehicle-classes.ts';
import { VEHICLE_COLOUR_CATALOGUE } from './vehicle-colours.ts';
import { VEHICLE_TYPE_CATALOGUE } from './vehicle-types.ts';

/**
 * The vehicle code tables (spec section 3, Vehicle), by the enum type name they are served under: GET
 * /enum/enum-type/{name} of the parameter service, answered by the vehicles area.
 */
export const VEHICLE_CATALOGUES = {
  'vehicle-colours': VEHICLE_COLOUR_CATALOGUE,
  'vehicle-classes': VEHICLE_CLASS_CATALOGUE,
  'vehicle-types': VEHICLE_TYPE_CATALOGUE,
} as const satisfies Record<string, readonly CatalogueEntry[]>;

export type VehicleCatalogueName = keyof typeof VEHICLE_CATALOGUES;
export const VEHICLE_CATALOGUE_NAMES = Object.keys(VEHICLE_CATALOGUES) as VehicleCatalogueName[];
