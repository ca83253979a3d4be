import { describe, expect, it } from 'vitest';
import { breakpointOf } from './breakpoints';

describe('breakpointOf', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [1919, 'desktop'],
    [1920, 'wide'],
    [3840, 'wide'],
  ])('%i px is %s', (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });
});
