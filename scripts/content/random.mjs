// A small seeded random source for generators that must give the same output for the same seed
// (tests compare what they generate with what a build publishes).

/**
 * A 32-bit hash of a string (FNV-1a), to turn a text seed into a number.
 * @param {string} text
 */
export function hashString(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seeded random source (mulberry32) with the helpers generators need.
 * @param {string} seed
 */
export function randomSource(seed) {
  let state = hashString(seed);
  /** A number in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1));
  /**
   * One item of a non-empty list.
   * @template T
   * @param {readonly T[]} items
   * @returns {T}
   */
  const pick = (items) => /** @type {T} */ (items[Math.floor(next() * items.length)]);
  /**
   * A shuffled copy of a list (Fisher-Yates).
   * @template T
   * @param {readonly T[]} items
   * @returns {T[]}
   */
  const shuffle = (items) => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [/** @type {T} */ (copy[other]), /** @type {T} */ (copy[index])];
    }
    return copy;
  };
  /**
   * A deck that deals a list's items in random order without repeating one until all are dealt,
   * so an article never uses the same sentence twice while the list lasts.
   * @template T
   * @param {readonly T[]} items
   * @returns {() => T}
   */
  const deck = (items) => {
    /** @type {T[]} */
    let cards = [];
    return () => {
      if (cards.length === 0) cards = shuffle(items);
      return /** @type {T} */ (cards.pop());
    };
  };
  return { next, int, pick, shuffle, deck, chance: (/** @type {number} */ p) => next() < p };
}
