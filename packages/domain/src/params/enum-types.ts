import type { CatalogueEntry } from './catalogue-entry.ts';
import { APPLICATION_STATUS_CATALOGUE } from './application-statuses.ts';
import { DOCUMENT_TYPE_CATALOGUE } from './document-types.ts';
import { LOCATION_FEATURE_CATALOGUE } from './location-features.ts';
import { LOCATION_TYPE_CATALOGUE } from './location-types.ts';
import { NOTICE_TYPE_CATALOGUE } from './notice-types.ts';
import { PAYMENT_CHANNEL_CATALOGUE } from './payment-channels.ts';
import { PAYMENT_METHOD_CATALOGUE } from './payment-methods.ts';
import { PAYMENT_STATUS_CATALOGUE } from './payment-statuses.ts';
import { ROLE_TYPE_CATALOGUE } from './role-types.ts';
import { TICKET_STATUS_CATALOGUE } from './ticket-statuses.ts';

/**
 * The fixed code tables served by GET /enum/enum-type/{enumType}, by enum type name. The offence
 * catalogues ('parking-offences', 'moving-offences') are data, held by the server, and are not here; nor
 * are the vehicle tables, which the vehicles area serves at the same path (vehicles/vehicle-catalogues.ts).
 */
export const ENUM_TYPE_NAMES = [
  'payment-methods',
  'payment-channels',
  'location-types',
  'location-features',
  'ticket-statuses',
  'payment-statuses',
  'application-statuses',
  'role-types',
  'document-types',
  'notice-types',
] as const;
export type EnumTypeName = (typeof ENUM_TYPE_NAMES)[number];

const CATALOGUES: Record<EnumTypeName, readonly CatalogueEntry[]> = {
  'payment-methods': PAYMENT_METHOD_CATALOGUE,
  'payment-channels': PAYMENT_CHANNEL_CATALOGUE,
  'location-types': LOCATION_TYPE_CATALOGUE,
  'location-features': LOCATION_FEATURE_CATALOGUE,
  'ticket-statuses': TICKET_STATUS_CATALOGUE,
  'payment-statuses': PAYMENT_STATUS_CATALOGUE,
  'application-statuses': APPLICATION_STATUS_CATALOGUE,
  'role-types': ROLE_TYPE_CATALOGUE,
  'document-types': DOCUMENT_TYPE_CATALOGUE,
  'notice-types': NOTICE_TYPE_CATALOGUE,
};

/**
 * The same tables keyed by string, for look-ups by a name from a request: the result may be undefined. The
 * object has no prototype, so inherited keys such as 'toString' or '__proto__' find nothing.
 */
export const ENUM_CATALOGUES: Record<string, readonly CatalogueEntry[]> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, readonly CatalogueEntry[]>, CATALOGUES),
);

export function isEnumTypeName(value: unknown): value is EnumTypeName {
  return typeof value === 'string' && (ENUM_TYPE_NAMES as readonly string[]).includes(value);
}
