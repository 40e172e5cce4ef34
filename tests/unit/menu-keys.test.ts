import { describe, expect, it } from 'vitest';
import { dropdownFocusIndex } from '../../src/lib/menu-keys.ts';

describe('dropdownFocusIndex (four links; -1 is the button)', () => {
  it.each([
    // key, focused, moves to
    ['ArrowDown', -1, 0],
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 3],
    ['ArrowDown', 3, 0],
    ['ArrowUp', -1, 3],
    ['ArrowUp', 3, 2],
    ['ArrowUp', 1, 0],
    ['ArrowUp', 0, 3],
    ['Home', 2, 0],
    ['Home', 0, 0],
    ['End', 1, 3],
    ['End', 3, 3],
    // Home and End on the button, and other keys, are not the dropdown's.
    ['Home', -1, undefined],
    ['End', -1, undefined],
    ['Enter', 1, undefined],
    ['Tab', 1, undefined],
    ['Escape', 1, undefined],
    ['ArrowLeft', 1, undefined],
    ['a', 1, undefined],
  ])('%s on %i moves to %s', (key, index, expected) => {
    expect(dropdownFocusIndex(key, index, 4)).toBe(expected);
  });

  it('moves nowhere in an empty dropdown', () => {
    expect(dropdownFocusIndex('ArrowDown', -1, 0)).toBeUndefined();
  });

  it('stays on a lone link', () => {
    expect(dropdownFocusIndex('ArrowDown', 0, 1)).toBe(0);
    expect(dropdownFocusIndex('ArrowUp', 0, 1)).toBe(0);
  });
});
