import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { countries, defaultCountry } from '../lib/forms/countries.ts';
import {
  caretAfterDigits,
  editPhone,
  formatPhone,
  keptCharacters,
  phoneState,
  splitPhone,
} from '../lib/forms/phone.ts';
import CountrySelect from './CountrySelect.tsx';
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
  /** An error from outside (a submit without a required number), shown like the input's own. */
  externalError?: string | undefined;
}

/**
 * The country-aware phone input of docs/requirements.md#phone-rules: a country list (CountrySelect)
 * and a number field that keeps digits (and a leading +), formats them and reports the number in
 * E.164 when it is valid for its country.
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
  const number = useRef<HTMLInputElement>(null);
  const id = useDomId('phone');
  const ids = {
    label: `${id}-label`,
    input: `${id}-input`,
    error: `${id}-error`,
  };
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

  const report = (next: ReturnType<typeof phoneState>) => {
    setState(next);
    onChange?.(next.value);
  };

  // The field is server-rendered and hydrates on use (client:reach): a number typed before then is
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

  return (
    <div className="phone">
      <span className="field__label" id={ids.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> (optional)</span>}
      </span>
      <div className={`phone__row${error ? ' is-invalid' : ''}`}>
        <CountrySelect
          id={id}
          value={country}
          disabled={disabled}
          // A new country clears the number and its error, and reports an empty value.
          onChange={(next) => report(phoneState(next, '', countries))}
        />
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
