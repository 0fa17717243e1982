import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, layoutEnvOf, rootFontSize } from './layout.ts';

describe('layoutEnvOf', () => {
  it.each([
    [1920, 0],
    [1128, 0],
    [1127, 1],
    [768, 1],
    [767, 2],
    [375, 2],
    [1, 2],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('when the width is %j, then the env is %j', (width, expected) => {
    expect(layoutEnvOf(width)).toBe(expected);
  });

  it('when the breakpoints are read, then they are 1128 and 768', () => {
    expect(BREAKPOINTS).toEqual({ pc: 1128, tablet: 768 });
  });
});

describe('rootFontSize', () => {
  it.each([
    [1920, 32],
    [1128, 32],
    [1000, 32],
    [768, 32],
    [767, 32],
    [414, 32],
    [375, 32],
    [360, 30.72],
    [320, 27.31],
    [187.5, 16],
    [0, 32],
    [Number.NaN, 32],
  ])('when the width is %j, then the root font is %j px', (width, expected) => {
    expect(rootFontSize(width)).toBe(expected);
  });
});
