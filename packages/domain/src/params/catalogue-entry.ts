import type { Localized } from '../common/locale.ts';

/** One entry of a code table served by GET /enum/enum-type/{enumType}. */
export interface CatalogueEntry {
  /** The code as it travels between systems, e.g. '0' for PPS, 'A' for a colour letter. */
  code: string;
  /** A stable constant name, e.g. 'PPS', 'PURPLE'. */
  name: string;
  label: Localized;
  /** Optional grouping, e.g. the class group of a vehicle class code. */
  group?: string;
}
