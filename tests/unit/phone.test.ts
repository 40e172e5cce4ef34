import { describe, expect, it } from 'vitest';
import { countries, countryByCode, defaultCountry } from '../../src/data/countries.ts';
import {
  caretAfterDigits,
  editPhone,
  formatPhone,
  isValidPhone,
  maxDigits,
  phoneDigits,
  phoneState,
  splitPhone,
} from '../../src/lib/phone.ts';
import { specPhoneTable } from '../fixtures/spec.ts';

/** A run of digits of the given length, starting 2 so NANP numbers are valid. */
const run = (length: number) => '23456789012345'.slice(0, length);

describe('the countries of the phone input', () => {
  it('are exactly the rows of the spec table, in order, US first by default', () => {
    expect(countries.map((c) => [c.code, c.dialCode])).toEqual(specPhoneTable.map(([code, dial]) => [code, dial]));
    expect(defaultCountry.code).toBe('US');
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    for (const country of countries) expect(country.flag, country.code).toMatch(/^\p{Regional_Indicator}{2}$/u);
    expect(() => countryByCode('XX')).toThrow(/No country "XX"/);
  });
});

describe.each(specPhoneTable)('%s (%s): %i to %i digits', (code, dialCode, min, max) => {
  const country = countryByCode(code);
  const cap = maxDigits(country);

  it('caps typing at 10 digits for US and CA, 11 elsewhere', () => {
    expect(cap).toBe(code === 'US' || code === 'CA' ? 10 : 11);
    expect(phoneDigits(country, run(14))).toHaveLength(cap);
  });

  it('accepts the shortest and the longest valid number, reporting dial code + digits', () => {
    for (const length of [min, max]) {
      expect(phoneState(country, run(length))).toEqual({
        digits: run(length),
        value: `${dialCode}${run(length)}`,
        error: undefined,
      });
      expect(isValidPhone(`${dialCode}${run(length)}`, countries)).toBe(true);
    }
  });

  it('rejects one digit too few with the spec message', () => {
    expect(phoneState(country, run(min - 1))).toEqual({
      digits: run(min - 1),
      value: '',
      error: `Please enter a valid ${country.name} phone number`,
    });
  });

  it('rejects one digit too many, unless the cap already cut it off', () => {
    const state = phoneState(country, run(max + 1));
    // The server checks full numbers, whatever the input capped.
    expect(isValidPhone(`${dialCode}${run(max + 1)}`, [country])).toBe(false);
    if (max + 1 > cap) {
      expect(state.digits).toBe(run(cap));
    } else {
      expect(state.value).toBe('');
      expect(state.error).toBe(`Please enter a valid ${country.name} phone number`);
    }
  });
});

describe('phone rules', () => {
  const us = countryByCode('US');

  it("drops the country's own dial code from an autofilled number", () => {
    expect(phoneState(us, '+1 (202) 555-0143').value).toBe('+12025550143');
    expect(phoneState(countryByCode('GB'), '+44 20 7949 6000').value).toBe('+442079496000');
    expect(phoneState(countryByCode('GB'), '+1 202 555 0143').value).toBe('');
  });

  it('keeps only digits from typed or pasted text', () => {
    expect(phoneState(us, '(202) 555-0143').value).toBe('+12025550143');
    expect(phoneState(us, 'tel: 202.555.0143 ext').digits).toBe('2025550143');
  });

  it('requires US and Canadian area codes and exchanges to start 2-9', () => {
    for (const code of ['US', 'CA']) {
      const country = countryByCode(code);
      expect(phoneState(country, '2025550143').value).toBe('+12025550143');
      expect(phoneState(country, '1025550143').error).toBe(`Please enter a valid ${country.name} phone number`);
      expect(phoneState(country, '0025550143').value).toBe('');
      expect(phoneState(country, '2021550143').value).toBe('');
      expect(phoneState(country, '2020550143').value).toBe('');
    }
  });

  it('treats an empty field as empty, not as an error', () => {
    expect(phoneState(us, '')).toEqual({ digits: '', value: '', error: undefined });
    expect(phoneState(us, ' - ')).toEqual({ digits: '', value: '', error: undefined });
  });

  it('formats US/CA, GB and DE numbers for display as they are typed', () => {
    expect(formatPhone(us, '20')).toBe('20');
    expect(formatPhone(us, '202')).toBe('202');
    expect(formatPhone(us, '2025')).toBe('(202) 5');
    expect(formatPhone(us, '2025550')).toBe('(202) 555-0');
    expect(formatPhone(us, '2025550143')).toBe('(202) 555-0143');
    expect(formatPhone(countryByCode('CA'), '4165550199')).toBe('(416) 555-0199');
    expect(formatPhone(countryByCode('GB'), '2079496000')).toBe('20794 96000');
    expect(formatPhone(countryByCode('GB'), '207')).toBe('207');
    expect(formatPhone(countryByCode('DE'), '3012345678')).toBe('301 234 5678');
    expect(formatPhone(countryByCode('DE'), '30123456789')).toBe('301 234 56789');
    expect(formatPhone(countryByCode('DE'), '3012')).toBe('301 2');
    expect(formatPhone(countryByCode('FR'), '612345678')).toBe('612345678');
  });

  it('turns edits of the formatted field into digits and a caret position', () => {
    // Typing a digit in the middle: "(202) 555-0143" with "9" typed after "202".
    expect(editPhone(us, '2025550143', '(2029) 555-0143', 5)).toEqual({ input: '(2029) 555-0143', caretDigits: 4 });
    // Backspace over ") " removes the digit before it instead.
    expect(editPhone(us, '2025550143', '(202 555-0143', 4)).toEqual({
      input: '202555014'.slice(0, 2) + '5550143',
      caretDigits: 2,
    });
    // Delete over "-" removes the digit after it.
    expect(editPhone(us, '2025550143', '(202) 5550143', 9, 'forward')).toEqual({ input: '202555143', caretDigits: 6 });
    expect(caretAfterDigits('(202) 555-0143', 0)).toBe(0);
    expect(caretAfterDigits('(202) 555-0143', 3)).toBe(4);
    expect(caretAfterDigits('(202) 555-0143', 4)).toBe(7);
    expect(caretAfterDigits('(202) 555-0143', 10)).toBe(14);
    expect(caretAfterDigits('(202) 555-0143', 12)).toBe(14);
  });

  it('picks the country of an initial value by its dial-code prefix, the longest first', () => {
    expect(splitPhone('+12025550143', countries)).toEqual({ country: us, digits: '2025550143' });
    expect(splitPhone('+35312345678', countries)?.country.code).toBe('IE');
    expect(splitPhone('+358401234567', countries)?.country.code).toBe('FI');
    expect(splitPhone('+35212345', countries)?.country.code).toBe('LU');
    expect(splitPhone('+44 20 7949 6000', countries)).toEqual({ country: countryByCode('GB'), digits: '2079496000' });
    expect(splitPhone('+8613812345678', countries)).toBeUndefined();
    expect(splitPhone('', countries)).toBeUndefined();
  });

  it('validates full numbers from any listed country only', () => {
    expect(isValidPhone('+12025550143', countries)).toBe(true);
    expect(isValidPhone('+442079496000', countries)).toBe(true);
    expect(isValidPhone('+8613812345678', countries)).toBe(false);
    expect(isValidPhone('12025550143', countries)).toBe(false);
    expect(isValidPhone('+1202555014\n3', countries)).toBe(false);
  });
});
