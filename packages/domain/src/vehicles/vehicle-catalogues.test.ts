import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../params/catalogue-entry.ts';
import { VEHICLE_CLASS_CATALOGUE, VEHICLE_CLASS_GROUPS } from './vehicle-classes.ts';
import { VEHICLE_COLOUR_CATALOGUE } from './vehicle-colours.ts';

function codeToName(entries: readonly CatalogueEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((e) => [e.code, e.name]));
}

describe('vehicle classes', () => {
  it('groups are exactly as the spec says', () => {
    const groups: Record<string, string[]> = {};
    for (const e of VEHICLE_CLASS_CATALOGUE) (groups[e.group ?? 'NONE'] ??= []).push(e.code);
    for (const codes of Object.values(groups)) codes.sort();
    expect(groups).toEqual({
      BUS: ['020', '030', '031', '032', '033', '034', '035', '036', '037', '038'],
      TAXI: ['004', '005', '006'],
      SCOOTER: ['050', '060', '070'],
      TRUCKS: ['011', '012', '013', '014', '080', '090'],
      PRIVATE_CAR: ['001', '065'],
      MINIBUS: ['003', '007', '015'],
    });
    expect(Object.keys(VEHICLE_CLASS_GROUPS).sort()).toEqual(Object.keys(groups).sort());
  });

  it('keep the labels the spec implies', () => {
    const en = Object.fromEntries(VEHICLE_CLASS_CATALOGUE.map((e) => [e.code, e.label.en]));
    expect(en['001']).toBe('Private car');
    expect(en['004']).toBe('Urban taxi');
    expect(en['005']).toBe('New Territories taxi');
    expect(en['006']).toBe('Lantau taxi');
    expect(en['003']).toBe('Public light bus');
    expect(en['007']).toBe('Private light bus');
  });
});

describe('vehicle colours', () => {
  it('cover the letters A to V and the digits 0 to 9, nothing else', () => {
    const expected = [...'ABCDEFGHIJKLMNOPQRSTUV0123456789'].sort();
    expect(VEHICLE_COLOUR_CATALOGUE.map((e) => e.code).sort()).toEqual(expected);
  });

  it('use the spec names, each with a -VAR form', () => {
    const base = [
      'PURPLE',
      'BEIGE',
      'GOLD',
      'BLACK',
      'GREY',
      'WHITE',
      'YELLOW',
      'ORANGE',
      'RED',
      'BROWN',
      'BLUE',
      'TURQUOISE',
      'GREEN',
      'SILVER',
      'PINK',
      'MULTIPLE',
    ];
    expect(VEHICLE_COLOUR_CATALOGUE.map((e) => e.name).sort()).toEqual(
      [...base, ...base.map((n) => `${n}-VAR`)].sort(),
    );
    const names = codeToName(VEHICLE_COLOUR_CATALOGUE);
    for (const digit of '0123456789') expect(names[digit]).toMatch(/-VAR$/);
  });
});
