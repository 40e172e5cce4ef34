import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { countries } from '../lib/forms/countries.ts';
import type { Country } from '../lib/forms/country.ts';
import { extendSearch, isSearching, noSearch, typeaheadIndex } from '../lib/forms/typeahead.ts';
import { FLAG_SIZE, flags } from './flags.ts';

export interface CountrySelectProps {
  /** The base of the control's ids: `{id}-country`, `{id}-list` and `{id}-option-{n}`. */
  id: string;
  /** The chosen country. */
  value: Country;
  /** Called with a newly chosen country (choosing the chosen one again calls nothing). */
  onChange: (country: Country) => void;
  disabled?: boolean;
}

/** A country's flag; decorative, since its name or the combobox's label says the same. */
function Flag({ code }: { code: string }) {
  const src = flags[code];
  return src ? <img className="phone__flag" src={src} alt="" {...FLAG_SIZE} /> : null;
}

/**
 * The phone input's country list: a select-only combobox (ARIA APG pattern) that shows the chosen
 * country's flag and dial code, over a listbox of flag, name and dial code. Mouse: a click opens or
 * closes it, a click on an option chooses, a click elsewhere closes. Keyboard: arrows, Page Up/Down,
 * Home and End move, Enter, Space and Tab choose, Escape closes, letters search by name.
 */
export default function CountrySelect({ id, value: country, onChange, disabled = false }: CountrySelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => countries.indexOf(country));
  const search = useRef(noSearch);
  const listbox = useRef<HTMLUListElement>(null);
  const combobox = useRef<HTMLDivElement>(null);
  const option = (index: number) => `${id}-option-${index}`;

  // Closes on a click or tap anywhere but the country button and its list (the number field too).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!combobox.current?.contains(target) && !listbox.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // A press on the button before the form was hydrated (recorded by client:reach) opens the list now.
  useEffect(() => {
    const island = combobox.current?.closest('astro-island');
    if (!island || island.getAttribute('data-reach-open') !== combobox.current?.id) return;
    island.removeAttribute('data-reach-open');
    combobox.current?.focus();
    openList();
  }, []);

  // Keeps the active option in view while the list is open.
  useEffect(() => {
    if (open) document.getElementById(option(active))?.scrollIntoView({ block: 'nearest' });
  });

  /** Closes the list; a search typed before it does not carry over to the next one. */
  const close = () => {
    search.current = noSearch;
    setOpen(false);
  };

  const choose = (index: number) => {
    const next = countries[index];
    close();
    combobox.current?.focus();
    if (!next || next === country) return;
    setActive(index);
    onChange(next);
  };

  const openList = () => {
    if (disabled) return;
    setActive(countries.indexOf(country));
    setOpen(true);
  };

  const typeAhead = (key: string) => {
    search.current = extendSearch(search.current, key, Date.now());
    setActive(typeaheadIndex(countries, open ? active : countries.indexOf(country), search.current.text));
    if (!open) setOpen(true);
  };

  const jumpTo = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = countries.length - 1;
    // A space within a type-ahead search is part of the name ("United K..."), not a selection.
    const searching = isSearching(search.current, Date.now());
    const moves: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive(Math.min(active + 1, last)) : openList()),
      ArrowUp: () => (open ? setActive(Math.max(active - 1, 0)) : openList()),
      Home: () => jumpTo(0),
      End: () => jumpTo(last),
      PageDown: () => open && setActive(Math.min(active + 10, last)),
      PageUp: () => open && setActive(Math.max(active - 10, 0)),
      Enter: () => (open ? choose(active) : openList()),
      ' ': () => (searching ? typeAhead(' ') : open ? choose(active) : openList()),
      Escape: close,
    };
    const move = moves[event.key];
    if (move && (event.key !== 'Escape' || open)) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab' && open) {
      choose(active);
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      typeAhead(event.key);
    }
  };

  return (
    <>
      <div
        ref={combobox}
        id={`${id}-country`}
        className="phone__country"
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-label={`Country: ${country.name} ${country.dialCode}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? option(active) : undefined}
        onClick={() => (open ? close() : openList())}
        onKeyDown={(event) => !disabled && onKeyDown(event)}
        onBlur={(event) => {
          if (!listbox.current?.contains(event.relatedTarget)) close();
        }}
      >
        <Flag code={country.code} />
        <span className="phone__dial">{country.dialCode}</span>
        <svg className="phone__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      <ul
        ref={listbox}
        id={`${id}-list`}
        className="phone__list"
        role="listbox"
        aria-label="Country"
        tabIndex={-1}
        hidden={!open}
        // Pressing on the list (its scrollbar too) keeps focus on the country button.
        onPointerDown={(event) => event.preventDefault()}
      >
        {countries.map((c, index) => (
          <li
            key={c.code}
            id={option(index)}
            role="option"
            // Selection follows the active option, as in the APG select-only combobox.
            aria-selected={index === active}
            className={
              [index === active && 'is-active', c === country && 'is-chosen'].filter(Boolean).join(' ') || undefined
            }
            onClick={() => choose(index)}
          >
            {/* Option flags render only while the list is open: none is fetched before the visitor opens it. */}
            {open && <Flag code={c.code} />}
            {c.name} <span className="phone__option-dial">{c.dialCode}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
