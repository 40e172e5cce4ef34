import { describe, expect, it } from 'vitest';
import { countries } from '../../src/lib/forms/countries.ts';
import {
  extendSearch,
  isSearching,
  noSearch,
  TYPEAHEAD_MS,
  typeaheadIndex,
  type TypeaheadSearch,
} from '../../src/lib/forms/typeahead.ts';

/** The index of a country of the phone input by name. */
const at = (name: string) => countries.findIndex((c) => c.name === name);

describe('typeaheadIndex over the phone input countries', () => {
  it.each([
    // from, search, lands on
    ['United States', 'g', 'Germany'],
    ['United States', 'ger', 'Germany'],
    ['United States', 'GER', 'Germany'],
    ['United States', 'united k', 'United Kingdom'],
    ['United States', 'united', 'United States'],
    ['United Kingdom', 'united', 'United Kingdom'],
    ['Canada', 'united', 'United Kingdom'],
    // One letter starts after the current option, so repeating it steps through the names.
    ['United States', 'u', 'United Kingdom'],
    ['United Kingdom', 'u', 'United States'],
    ['Germany', 'g', 'Greece'],
    ['Greece', 'g', 'Germany'],
    ['Spain', 's', 'Switzerland'],
    ['Switzerland', 's', 'Sweden'],
    ['Sweden', 's', 'Slovenia'],
    ['Slovenia', 's', 'Slovakia'],
    ['Slovakia', 's', 'Spain'],
    ['Czech Republic', 'c', 'Croatia'],
    ['Croatia', 'c', 'Cyprus'],
    ['Cyprus', 'c', 'Canada'],
    // A search wraps around the end of the list.
    ['Luxembourg', 'c', 'Canada'],
    ['Luxembourg', 'united', 'United States'],
    ['Malta', 'l', 'Luxembourg'],
    ['Luxembourg', 'l', 'Lithuania'],
    // Nothing matches: the list stays where it is.
    ['France', 'x', 'France'],
    ['France', 'germ x', 'France'],
  ])('from %s, "%s" lands on %s', (from, search, expected) => {
    expect(countries[typeaheadIndex(countries, at(from), search)]?.name).toBe(expected);
  });
});

describe('typeaheadIndex at the edges', () => {
  const options = [{ name: 'Alpha' }, { name: 'Bravo' }, { name: 'Beta' }];
  it.each([
    [0, 'b', 1],
    [1, 'b', 2],
    [2, 'b', 1],
    [2, 'a', 0],
    [0, 'a', 0],
    [0, 'be', 2],
    [2, 'be', 2],
    [1, 'c', 1],
  ])('from %i, "%s" lands on %i', (current, search, expected) => {
    expect(typeaheadIndex(options, current, search)).toBe(expected);
  });

  it('stays put in an empty list', () => {
    expect(typeaheadIndex([], 0, 'a')).toBe(0);
  });
});

describe('the search typed so far', () => {
  const t0 = 1_000_000;
  it.each<[string, TypeaheadSearch, string, number, TypeaheadSearch]>([
    ['starts with the first key', noSearch, 'G', t0, { text: 'g', at: t0 }],
    ['adds a key pressed soon after', { text: 'g', at: t0 }, 'e', t0 + 100, { text: 'ge', at: t0 + 100 }],
    ['adds a space within a name', { text: 'united', at: t0 }, ' ', t0 + 200, { text: 'united ', at: t0 + 200 }],
    [
      'adds a key just before the pause ends',
      { text: 'ge', at: t0 },
      'r',
      t0 + TYPEAHEAD_MS - 1,
      { text: 'ger', at: t0 + TYPEAHEAD_MS - 1 },
    ],
    ['starts anew after a pause', { text: 'ge', at: t0 }, 'f', t0 + TYPEAHEAD_MS, { text: 'f', at: t0 + TYPEAHEAD_MS }],
  ])('%s', (_, search, key, now, expected) => {
    expect(extendSearch(search, key, now)).toEqual(expected);
  });

  it.each([
    [noSearch, t0, false],
    [{ text: 'g', at: t0 }, t0, true],
    [{ text: 'g', at: t0 }, t0 + TYPEAHEAD_MS - 1, true],
    [{ text: 'g', at: t0 }, t0 + TYPEAHEAD_MS, false],
  ])('%o is under way at %i: %s', (search, now, expected) => {
    expect(isSearching(search, now)).toBe(expected);
  });
});
