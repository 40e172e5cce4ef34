import type { Country } from './schemas/country.ts';

/*
 * The phone rules of spec section 5, shared by the phone input in the browser and the functions
 * that receive its value: keep digits only, cap their number, validate dial code + digits against
 * the country's pattern, format for display.
 */

/** Countries whose national numbers have at most 10 digits (the North American plan). */
const TEN_DIGIT_COUNTRIES = new Set(['US', 'CA']);

/** How many digits a visitor can type for the country: 10 for US and CA, 11 elsewhere. */
export function maxDigits(country: Country): number {
  return TEN_DIGIT_COUNTRIES.has(country.code) ? 10 : 11;
}

/**
 * The digits of what was typed or pasted, capped at the country's maximum. A number written with
 * the country's own dial code (as browsers autofill it: "+1 202 555 0143") loses that prefix.
 */
export function phoneDigits(country: Country, input: string): string {
  const trimmed = input.trim();
  const national = trimmed.startsWith(country.dialCode) ? trimmed.slice(country.dialCode.length) : trimmed;
  return national.replace(/\D/g, '').slice(0, maxDigits(country));
}

/** The message shown under an invalid number. */
export function phoneError(country: Country): string {
  return `Please enter a valid ${country.name} phone number`;
}

/** What the phone input reports: the full number when valid, else empty (with an error once typed). */
export interface PhoneState {
  /** The digits kept from the input. */
  digits: string;
  /** Dial code + digits ("+12025550143") when valid; empty otherwise. */
  value: string;
  /** The error to show, when digits were typed but do not make a valid number. */
  error: string | undefined;
}

/** Applies the rules to an input for a country. An empty input is not an error (the field is optional). */
export function phoneState(country: Country, input: string): PhoneState {
  const digits = phoneDigits(country, input);
  if (digits === '') return { digits, value: '', error: undefined };
  const full = `${country.dialCode}${digits}`;
  return country.pattern.test(full)
    ? { digits, value: full, error: undefined }
    : { digits, value: '', error: phoneError(country) };
}

/** Groups digits for display: US/CA "(202) 555-0143", GB "20794 96000", DE "301 234 5678"; others as typed. */
export function formatPhone(country: Country, digits: string): string {
  const groups = (sizes: number[]) => {
    const parts: string[] = [];
    let start = 0;
    for (const [index, size] of sizes.entries()) {
      const end = index === sizes.length - 1 ? digits.length : start + size;
      if (start < digits.length) parts.push(digits.slice(start, end));
      start = end;
    }
    return parts;
  };
  switch (country.code) {
    case 'US':
    case 'CA': {
      const [area = '', exchange, line] = groups([3, 3, 4]);
      if (exchange === undefined) return area;
      return line === undefined ? `(${area}) ${exchange}` : `(${area}) ${exchange}-${line}`;
    }
    case 'GB':
      return groups([5, 5]).join(' ');
    case 'DE':
      return groups([3, 3, 5]).join(' ');
    default:
      return digits;
  }
}

/**
 * The country and national digits of a full number, chosen by the longest matching dial code;
 * numbers sharing a dial code (+1) go to the first country listed with it. Undefined when no
 * country's dial code starts the value.
 */
export function splitPhone(
  value: string,
  countries: readonly Country[],
): { country: Country; digits: string } | undefined {
  const clean = value.trim().replace(/[^\d+]/g, '');
  const country = countries
    .filter((c) => clean.startsWith(c.dialCode))
    .reduce<Country | undefined>(
      (best, c) => (best && best.dialCode.length >= c.dialCode.length ? best : c),
      undefined,
    );
  return country && { country, digits: clean.slice(country.dialCode.length) };
}

/** Whether a full number ("+12025550143") is valid for one of the countries. */
export function isValidPhone(value: string, countries: readonly Country[]): boolean {
  return countries.some((country) => country.pattern.test(value));
}

/**
 * What an edit of the formatted number field means, in digits: the new input, and how many digits
 * stand before the caret. Deleting only a bracket, space or dash would change nothing once
 * reformatted, so it deletes the digit on that side of the caret instead.
 */
export function editPhone(
  country: Country,
  previous: string,
  value: string,
  caret: number,
  direction: 'backward' | 'forward' = 'backward',
): { input: string; caretDigits: number } {
  const before = value.slice(0, caret).replace(/\D/g, '').length;
  const separatorOnly = value.replace(/\D/g, '') === previous && value.length < formatPhone(country, previous).length;
  if (!separatorOnly) return { input: value, caretDigits: before };
  if (direction === 'forward')
    return { input: previous.slice(0, before) + previous.slice(before + 1), caretDigits: before };
  const at = Math.max(before - 1, 0);
  return { input: previous.slice(0, at) + previous.slice(before), caretDigits: at };
}

/** The caret position in a formatted number that leaves `count` digits before it. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (const [index, char] of [...formatted].entries()) {
    if (/\d/.test(char) && ++seen === count) return index + 1;
  }
  return formatted.length;
}
