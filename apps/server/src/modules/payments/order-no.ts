import { randomInt } from 'node:crypto';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';

const ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** 'P' + Hong Kong date + 10 random characters: unguessable, and readable over the phone. */
export function newOrderNo(now = new Date()): string {
  let tail = '';
  for (let i = 0; i < 10; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `P${hongKongDateOf(now).replaceAll('-', '')}${tail}`;
}
