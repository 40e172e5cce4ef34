import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { countries, defaultCountry } from '../lib/forms/countries.ts';
import {
  caretAfterDigits,
  editPhone,
  formatPhone,
  keptCharacters,
  phoneState,
  splitPhone,
} from '../lib/forms/phone.ts';
import { FLAG_SIZE, flags } from './flags.ts';
import { useDomId } from './useDomId.ts';

export interface PhoneInputProps {
  /** Label of the number field. */
  label?: string;
  /** A full number ("+12025550143") to start from; its dial code picks the country. */
  initialValue?: string;
  required?: boolean;
  /** Reports dial code + digits when valid, or an empty string. */
  onChange?: (value: string) => void;
  /**
   * Reports why the field cannot be sent as it is (a half-typed number, or none when required),
   * or undefined when it can: the form blocks its submit on it.
   */
  onValidity?: (error: string | undefined) => void;
  /** Locks the control while its form is sending. */
  disabled?: boolean;
  /** Name of the hidden field that carries the reported value in a form. */
  name?: string;
  /** An error from outside (a submit without a required number), shown like the spec's own. */
  externalError?: string | undefined;
}

/** How long typed letters keep adding to one type-ahead search of the country list. */
const TYPEAHEAD_MS = 700;

/** A country's flag; decorative, since its name or the combobox's label says the same. */
function Flag({ code }: { code: string }) {
  const src = flags[code];
  return src ? <img className="phone__flag" src={src} alt="" {...FLAG_SIZE} /> : null;
}

/**
 * The country-aware phone input of spec sections 4 and 5: a select-only combobox of flag, name and
 * dial code (ARIA APG pattern), and a number field that keeps digits (and a leading +), formats
 * them and reports the number in E.164 when it is valid for its country.
 */
export default function PhoneInput({
  label = 'Phone',
  initialValue = '',
  required = false,
  onChange,
  onValidity,
  disabled = false,
  name = 'phone_number',
  externalError,
}: PhoneInputProps) {
  const initial = useMemo(() => splitPhone(initialValue, countries), [initialValue]);
  const [state, setState] = useState(() =>
    phoneState(initial?.country ?? defaultCountry, initial?.digits ?? '', countries),
  );
  // An international number may switch the country as it is typed, so the state holds it.
  const { country } = state;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => countries.indexOf(state.country));
  const search = useRef({ text: '', at: 0 });
  const listbox = useRef<HTMLUListElement>(null);
  const combobox = useRef<HTMLDivElement>(null);
  const number = useRef<HTMLInputElement>(null);
  const id = useDomId('phone');
  const ids = {
    label: `${id}-label`,
    country: `${id}-country`,
    list: `${id}-list`,
    input: `${id}-input`,
    error: `${id}-error`,
  };
  const option = (index: number) => `${id}-option-${index}`;
  const error = state.error ?? externalError;
  const validity = state.error ?? (required && state.typed === '' ? 'Enter your phone number' : undefined);

  useEffect(() => onValidity?.(validity), [validity, onValidity]);

  // Reformatting moves the caret to the end: put it back after the same digit as before.
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = number.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const position = caretAfterDigits(input.value, caretDigits.current);
    input.setSelectionRange(position, position);
    caretDigits.current = null;
  });

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

  // Keeps the active option in view while the list is open.
  useEffect(() => {
    if (open) document.getElementById(option(active))?.scrollIntoView({ block: 'nearest' });
  });

  const report = (next: ReturnType<typeof phoneState>) => {
    setState(next);
    onChange?.(next.value);
  };

  // The field is server-rendered and hydrates later (client:visible): a number typed before then is
  // in the field but not in the state, and rendering the state would erase it. Adopt it instead.
  useLayoutEffect(() => {
    const input = number.current;
    if (!input || input.value === '' || input.value === formatPhone(state.country, state.typed)) return;
    if (document.activeElement === input) {
      caretDigits.current = keptCharacters(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
    }
    report(phoneState(state.country, input.value, countries));
    // Only what was typed before the first render counts; later input goes through onChange.
  }, []);

  /** Closes the list; a search typed before it does not carry over to the next one. */
  const close = () => {
    search.current = { text: '', at: 0 };
    setOpen(false);
  };

  const choose = (index: number) => {
    const next = countries[index];
    close();
    combobox.current?.focus();
    if (!next || next === country) return;
    setActive(index);
    // A new country clears the number and its error, and reports an empty value.
    report(phoneState(next, '', countries));
  };

  const openList = () => {
    if (disabled) return;
    setActive(countries.indexOf(country));
    setOpen(true);
  };

  const typeAhead = (key: string) => {
    const now = Date.now();
    const text = now - search.current.at < TYPEAHEAD_MS ? search.current.text + key.toLowerCase() : key.toLowerCase();
    search.current = { text, at: now };
    const from = open ? active : countries.indexOf(country);
    const start = text.length === 1 ? from + 1 : from;
    const order = [...countries.slice(start), ...countries.slice(0, start)];
    const match = order.find((c) => c.name.toLowerCase().startsWith(text));
    if (match) setActive(countries.indexOf(match));
    if (!open) setOpen(true);
  };

  const jumpTo = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const onComboKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = countries.length - 1;
    // A space within a type-ahead search is part of the name ("United K..."), not a selection.
    const searching = Date.now() - search.current.at < TYPEAHEAD_MS;
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
    <div className="phone">
      <span className="field__label" id={ids.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> (optional)</span>}
      </span>
      <div className={`phone__row${error ? ' is-invalid' : ''}`}>
        <div
          ref={combobox}
          id={ids.country}
          className="phone__country"
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled || undefined}
          aria-label={`Country: ${country.name} ${country.dialCode}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={ids.list}
          aria-activedescendant={open ? option(active) : undefined}
          onClick={() => (open ? close() : openList())}
          onKeyDown={(event) => !disabled && onComboKey(event)}
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
          id={ids.list}
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
        <input
          ref={number}
          id={ids.input}
          className="phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="Enter phone number"
          aria-labelledby={ids.label}
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error ? true : undefined}
          required={required}
          disabled={disabled}
          value={formatPhone(country, state.typed)}
          onChange={(event) => {
            const { value, selectionStart } = event.target;
            const direction =
              (event.nativeEvent as InputEvent).inputType === 'deleteContentForward' ? 'forward' : 'backward';
            const edit = editPhone(country, state.typed, value, selectionStart ?? value.length, direction);
            caretDigits.current = edit.caretDigits;
            report(phoneState(country, edit.input, countries));
          }}
        />
      </div>
      <input type="hidden" name={name} value={state.value} />
      {error && (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}
