/**
 * Where focus goes among a dropdown's links when a key is pressed (the APG disclosure navigation
 * pattern, with its optional arrow keys): the arrows step through the links and wrap around, and
 * from the dropdown's button they open it at the first (down) or last (up) link; Home and End jump
 * to the first and last link, but only from a link (on the button they keep their page meaning).
 *
 * @param key The `KeyboardEvent.key` pressed.
 * @param index The focused link's index, or -1 while focus is on the button.
 * @param count How many links the dropdown holds.
 * @returns The index of the link to focus, or undefined when the key is not the dropdown's.
 */
export function dropdownFocusIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const wrap = (i: number) => ((i % count) + count) % count;
  switch (key) {
    case 'ArrowDown':
      return wrap(index + 1);
    case 'ArrowUp':
      return index === -1 ? count - 1 : wrap(index - 1);
    case 'Home':
      return index === -1 ? undefined : 0;
    case 'End':
      return index === -1 ? undefined : count - 1;
    default:
      return undefined;
  }
}
