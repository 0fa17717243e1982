import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canToggle,
  clampPage,
  DEFAULT_PAGE_SIZE,
  normalisePagerCount,
  pageCount,
  PAGE_SIZES,
  type SelectionLimits,
} from './pagination.ts';

describe('page sizes', () => {
  it('when the pager is built, then the options and default are those of the spec', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});

describe('normalisePagerCount', () => {
  it.each<[unknown, number]>([
    [undefined, 7],
    [null, 7],
    [Number.NaN, 7],
    [Number.POSITIVE_INFINITY, 7],
    ['', 7],
    ['seven', 7],
    [{}, 7],
    [5, 5],
    [7, 7],
    [21, 21],
    [9, 9],
    ['11', 11],
    [8, 7],
    [6, 5],
    [22, 21],
    [4, 5],
    [3, 5],
    [0, 5],
    [-7, 5],
    [100, 21],
    [9.9, 9],
    [10.5, 9],
  ])('when the pager count is %j, then it becomes %j', (value, expected) => {
    expect(normalisePagerCount(value)).toBe(expected);
  });

  it('when any value is given, then the result is an odd integer from 5 to 21', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(undefined)), (value) => {
        const n = normalisePagerCount(value);
        expect(Number.isInteger(n) && n % 2 === 1 && n >= 5 && n <= 21).toBe(true);
      }),
    );
  });
});

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100, 20, 5],
    [101, 100, 2],
    [-5, 10, 1],
    [Number.NaN, 10, 1],
    [25, 0, 3],
    [25, -10, 3],
    [25, Number.NaN, 3],
    [25, 2.9, 13],
  ])('when %j items are shown %j a page, then there are %j pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 100, 10, 1],
    [5, 100, 10, 5],
    [11, 100, 10, 10],
    [0, 100, 10, 1],
    [-3, 100, 10, 1],
    [2.7, 100, 10, 2],
    [Number.NaN, 100, 10, 1],
    [Number.POSITIVE_INFINITY, 100, 10, 10],
    [Number.NEGATIVE_INFINITY, 100, 10, 1],
    [3, 0, 10, 1],
  ])(
    'when page %j of %j items at %j a page is asked, then page %j is shown',
    (page, total, size, expected) => {
      expect(clampPage(page, total, size)).toBe(expected);
    },
  );

  it('when any page is asked, then the page shown is an integer within 1..pageCount', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.integer({ min: -10, max: 10_000 }),
        fc.constantFrom(...PAGE_SIZES),
        (page, total, size) => {
          const shown = clampPage(page, total, size);
          expect(Number.isInteger(shown)).toBe(true);
          expect(shown).toBeGreaterThanOrEqual(1);
          expect(shown).toBeLessThanOrEqual(pageCount(total, size));
        },
      ),
    );
  });

  it('when the items fill the pages, then every page holds at most pageSize items and none is empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(...PAGE_SIZES), (total, size) => {
        const pages = pageCount(total, size);
        expect((pages - 1) * size).toBeLessThan(total);
        expect(pages * size).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});

describe('canToggle', () => {
  it.each<[string[], string, SelectionLimits, boolean]>([
    [['a'], 'a', { min: 1 }, false],
    [['a', 'b'], 'a', { min: 1 }, true],
    [['a', 'a'], 'a', { min: 1 }, false],
    [['a', 'b'], 'c', { max: 2 }, false],
    [['a'], 'c', { max: 2 }, true],
    [[], 'a', {}, true],
    [['a'], 'a', {}, true],
    [['a', 'b', 'c'], 'a', { min: 1, max: 3 }, true],
    [['a', 'b', 'c'], 'd', { min: 1, max: 3 }, false],
    [[], 'a', { max: 0 }, false],
  ])(
    'when %j is selected and %j is toggled within %j, then allowed is %s',
    (selected, value, limits, expected) => {
      expect(canToggle(selected, value, limits)).toBe(expected);
    },
  );

  it('when every allowed toggle is applied, then the selection never leaves min..max', () => {
    const values = ['a', 'b', 'c', 'd', 'e', 'f'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.constantFrom(...values), { maxLength: 40 }),
        (min, max, toggles) => {
          let selected = values.slice(0, min);
          for (const value of toggles) {
            if (!canToggle(selected, value, { min, max })) continue;
            selected = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
            expect(selected.length).toBeGreaterThanOrEqual(min);
            expect(selected.length).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});
