/*
 * Type-ahead for a select-only combobox (ARIA APG): letters typed in quick succession build one
 * search, and the list moves to the first option whose name starts with it.
 */

/** How long (ms) after the last key another letter still adds to the same search. */
export const TYPEAHEAD_MS = 700;

/** The search typed so far and when its last key was pressed (ms, any clock). */
export interface TypeaheadSearch {
  text: string;
  at: number;
}

/** No search under way: the next key starts a new one. */
export const noSearch: TypeaheadSearch = { text: '', at: 0 };

/** Whether a search is still under way at `now`, so a space belongs to it ("United K") instead of choosing. */
export function isSearching(search: TypeaheadSearch, now: number): boolean {
  return now - search.at < TYPEAHEAD_MS;
}

/** The search after `key` is pressed at `now`: it adds to the last one while that is under way, else starts anew. */
export function extendSearch(search: TypeaheadSearch, key: string, now: number): TypeaheadSearch {
  const letter = key.toLowerCase();
  return { text: isSearching(search, now) ? search.text + letter : letter, at: now };
}

/**
 * The index the list moves to for the search `text`, starting from `current` (the highlighted
 * option while the list is open, the chosen one while it is closed): the first option, wrapping
 * around, whose name starts with the text, case-insensitively. A single letter starts after
 * `current`, so pressing one letter again steps through the names that share it; a longer search
 * may stay on `current` while it still matches. Without a match the list stays on `current`.
 */
export function typeaheadIndex(options: readonly { name: string }[], current: number, text: string): number {
  const search = text.toLowerCase();
  const start = search.length === 1 ? current + 1 : current;
  for (let step = 0; step < options.length; step++) {
    const index = (((start + step) % options.length) + options.length) % options.length;
    if (options[index]?.name.toLowerCase().startsWith(search)) return index;
  }
  return current;
}
