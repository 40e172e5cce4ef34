import { describe, expect, it } from 'vitest';
import { countries, countryByCode, defaultCountry } from '../../src/lib/forms/countries.ts';
import { flags } from '../../src/islands/flags.ts';
import {
  caretAfterDigits,
  editPhone,
  formatPhone,
  isValidPhone,
  keptCharacters,
  maxDigits,
  phoneState,
  splitPhone,
  type PhoneState,
} from '../../src/lib/forms/phone.ts';
import type { Country } from '../../src/lib/forms/country.ts';
import { contactMessageSchema } from '../../src/lib/forms/contact.ts';
import {
  callingCode,
  longestNationalNumber,
  phoneExamples,
  trunkPrefix,
  validE164,
} from '../fixtures/phone-examples.ts';
import { requiredPhoneTable } from '../fixtures/requirements.ts';

/** A run of digits of the given length, starting 2 so NANP numbers are valid. */
const run = (length: number) => '2345678901234567890123'.slice(0, length);

const message = { name: 'Dana', email: 'dana@example.com', message: 'Hello', elapsedMs: 5_000 };
/** The server path: the functions validate what the phone input reported with the shared schema. */
const serverAccepts = (phone: string) => contactMessageSchema.safeParse({ ...message, phone }).success;

/**
 * The browser path, key by key: each character is typed at the end of the formatted field, as the
 * island does it (editPhone on the field's new text, then phoneState).
 */
function typeInto(country: Country, text: string): PhoneState {
  let state = phoneState(country, '', countries);
  for (const char of text) {
    const value = formatPhone(state.country, state.typed) + char;
    const edit = editPhone(state.country, state.typed, value, value.length);
    state = phoneState(state.country, edit.input, countries);
  }
  return state;
}

describe('the countries of the phone input', () => {
  it('are exactly the rows of the required table, in order, US first by default', () => {
    expect(countries.map((c) => [c.code, c.dialCode])).toEqual(requiredPhoneTable.map(([code, dial]) => [code, dial]));
    expect(defaultCountry.code).toBe('US');
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    expect(() => countryByCode('XX')).toThrow(/No country "XX"/);
  });

  it("use libphonenumber's calling codes", () => {
    for (const country of countries) expect(country.dialCode, country.code).toBe(`+${callingCode(country.code)}`);
  });

  it('each have an SVG flag image of their own, and no other country does', () => {
    expect(Object.keys(flags).sort()).toEqual(countries.map((c) => c.code).sort());
    for (const country of countries) {
      // A file URL, never an inlined data: URL that would weigh on the form's script.
      expect(flags[country.code], country.code).toMatch(new RegExp(`/${country.code}\\.svg(\\?no-inline)?$`));
    }
  });
});

describe.each(requiredPhoneTable)('%s (%s): %i to %i digits', (code, dialCode, min, max) => {
  const country = countryByCode(code);
  const cap = maxDigits(country);
  const accepted = (digits: string) => ({
    country,
    typed: digits,
    value: `${dialCode}${digits}`,
    error: undefined,
  });
  const rejected = (digits: string) => ({
    country,
    typed: digits,
    value: '',
    error: `Please enter a valid ${country.name} phone number`,
  });

  it('caps typing at 10 digits for US and CA, 11 elsewhere, or at the longest real number', () => {
    expect(cap).toBe(Math.max(code === 'US' || code === 'CA' ? 10 : 11, longestNationalNumber(code)));
    expect(phoneState(country, run(22), countries).typed).toHaveLength(cap);
  });

  it('accepts the shortest and the longest valid number, reporting dial code + digits', () => {
    for (const length of [min, max]) {
      expect(phoneState(country, run(length), countries)).toEqual(accepted(run(length)));
      expect(isValidPhone(`${dialCode}${run(length)}`, countries)).toBe(true);
      expect(serverAccepts(`${dialCode}${run(length)}`)).toBe(true);
    }
  });

  // The required table is the floor, not the ceiling
  // (docs/requirements.md#phone-numbers-beyond-the-table): where the country's real plan has a
  // number one digit shorter or longer (SE, FI, BG, LU 7/5 digits; DE, FI, LU one longer...), it is
  // accepted with libphonenumber's E.164. Google's libphonenumber says which, independently of the
  // site.
  it('rejects one digit too few with the required message, unless the real plan has that number', () => {
    const digits = run(min - 1);
    const real = validE164(digits, code);
    expect(phoneState(country, digits, countries)).toEqual(
      real ? { ...accepted(digits), value: real } : rejected(digits),
    );
    expect(isValidPhone(`${dialCode}${digits}`, countries)).toBe(real !== undefined);
  });

  it('rejects one digit too many, unless the cap already cut it off or the real plan has that number', () => {
    const digits = run(max + 1);
    const real = validE164(digits, code);
    if (max + 1 > cap) {
      // US and CA: the required cap of 10 digits is also the real plan's longest number.
      expect(phoneState(country, digits, countries)).toEqual(accepted(run(cap)));
    } else {
      expect(phoneState(country, digits, countries)).toEqual(
        real ? { ...accepted(digits), value: real } : rejected(digits),
      );
    }
    // The server checks full numbers, whatever the input capped.
    expect(isValidPhone(`${dialCode}${digits}`, countries)).toBe(real !== undefined);
    expect(serverAccepts(`${dialCode}${digits}`)).toBe(real !== undefined);
  });
});

describe("libphonenumber's example numbers of every listed country", () => {
  const examples = phoneExamples(countries.map((c) => c.code));
  const passed = { national: 0, international: 0 };

  it.each(examples)('$code $type: "$national" and "$international" are stored as $e164', (example) => {
    const country = countryByCode(example.code);
    // Typed in national format with the country chosen, key by key and pasted at once.
    for (const state of [typeInto(country, example.national), phoneState(country, example.national, countries)]) {
      expect(state).toMatchObject({ country, value: example.e164, error: undefined });
      // Nothing typed is lost from the field.
      expect(keptCharacters(formatPhone(state.country, state.typed))).toBe(keptCharacters(example.national));
    }
    passed.national += 1;
    // Typed or pasted in international format while the default country (US) is chosen: the dial
    // code switches the country (for +1, libphonenumber tells the US from Canada).
    for (const state of [
      typeInto(defaultCountry, example.international),
      phoneState(defaultCountry, example.international, countries),
    ]) {
      expect(state).toMatchObject({ country, value: example.e164, error: undefined });
      expect(keptCharacters(formatPhone(state.country, state.typed))).toBe(keptCharacters(example.international));
    }
    // And in international format with the country chosen.
    expect(phoneState(country, example.international, countries).value).toBe(example.e164);
    passed.international += 1;
    // The server path accepts exactly that value.
    expect(isValidPhone(example.e164, countries)).toBe(true);
    expect(serverAccepts(example.e164)).toBe(true);
  });

  it('counts all 128 inputs (32 countries, fixed line and mobile, national and international)', () => {
    expect(examples).toHaveLength(64);
    expect(passed.national + passed.international).toBe(128);
  });
});

describe('numbers as people type them (the issue)', () => {
  const us = countryByCode('US');
  const state = (code: string, input: string, chosen = countryByCode(code)) => phoneState(chosen, input, countries);

  it('reads a national number typed with its trunk prefix, never storing the prefix', () => {
    expect(state('DE', '0151 23456789').value).toBe('+4915123456789');
    expect(state('DE', '030 1234567').value).toBe('+49301234567');
    expect(state('IE', '01 234 5678').value).toBe('+35312345678');
    expect(state('GB', '020 7946 0000').value).toBe('+442079460000');
    expect(state('FR', '01 23 45 67 89').value).toBe('+33123456789');
    expect(state('NL', '06 12345678').value).toBe('+31612345678');
    expect(state('HU', '06 20 123 4567').value).toBe('+36201234567');
    // The trunk prefix and the digits after it make no number: an error, not a wrong value.
    expect(state('FR', '012345678')).toMatchObject({ value: '', error: 'Please enter a valid France phone number' });
    expect(state('GB', '0000000000').value).toBe('');
    expect(state('DE', '+49 0000000000').value).toBe('');
  });

  it('never stores dial code + trunk prefix + rest, whatever the required table would allow', () => {
    for (const country of countries) {
      const trunk = trunkPrefix(country.code);
      // Countries without a trunk prefix (IT, ES, PL, ...) have no such mistake to make.
      if (!trunk) continue;
      for (const length of [5, 6, 7, 8, 9, 10, 11, 12]) {
        for (const input of [`${trunk}${run(length)}`, `${country.dialCode}${trunk}${run(length)}`]) {
          const { value } = phoneState(country, input, countries);
          expect(value.startsWith(`${country.dialCode}${trunk}`), `${country.code} ${input}: ${value}`).toBe(false);
          expect(isValidPhone(`${country.dialCode}${trunk}${run(length)}`, countries)).toBe(false);
        }
      }
    }
    // Italy has no trunk prefix: its numbers keep their 0 ("+39 02 1234 5678").
    expect(state('IT', '02 1234 5678').value).toBe('+390212345678');
  });

  it('reads a number typed with the dial code, with or without +, without cutting it', () => {
    for (const input of ['+1 202 555 0143', '1 202 555 0143', '+1 (202) 555-0143', '12025550143']) {
      expect(phoneState(us, input, countries), input).toMatchObject({
        country: us,
        value: '+12025550143',
        error: undefined,
      });
      expect(typeInto(us, input).value, input).toBe('+12025550143');
    }
    expect(formatPhone(us, '12025550143')).toBe('1 202 555 0143');
    expect(formatPhone(us, '+12025550143')).toBe('+1 202 555 0143');
    expect(state('DE', '49 30 1234567').value).toBe('+49301234567');
    expect(state('DE', '+49 151 23456789').value).toBe('+4915123456789');
    // Without the +, "49 151 23456789" is also a valid German national number (they run to 15
    // digits): libphonenumber, and Google's own, read it as that one.
    expect(state('DE', '49 151 23456789').value).toBe(validE164('49 151 23456789', 'DE'));
    expect(state('GB', '+44 (0)20 7946 0000').value).toBe('+442079460000');
  });

  it('switches to the country of a pasted international number', () => {
    expect(phoneState(us, '+44 20 7946 0000', countries)).toMatchObject({
      country: countryByCode('GB'),
      typed: '+442079460000',
      value: '+442079460000',
      error: undefined,
    });
    expect(formatPhone(countryByCode('GB'), '+442079460000')).toBe('+44 20 7946 0000');
    // +1 is shared: libphonenumber tells Canada (416) from the US, either way round.
    expect(phoneState(us, '+1 416 555 0199', countries).country.code).toBe('CA');
    expect(phoneState(countryByCode('CA'), '+1 202 555 0143', countries).country.code).toBe('US');
    // Typed key by key, the country follows as soon as the dial code is complete.
    expect(phoneState(us, '+3', countries).country.code).toBe('US');
    expect(phoneState(us, '+35', countries).country.code).toBe('US');
    expect(phoneState(us, '+353', countries).country.code).toBe('IE');
    expect(typeInto(us, '+353 85 012 3456')).toMatchObject({ country: countryByCode('IE'), value: '+353850123456' });
    // A country not listed keeps the chosen one, with its error.
    expect(phoneState(us, '+86 138 1234 5678', countries)).toMatchObject({
      country: us,
      value: '',
      error: 'Please enter a valid United States phone number',
    });
  });

  it('keeps the chosen country for a national number of a shared dial code', () => {
    // A Toronto number typed with the US chosen is the same E.164 either way.
    expect(phoneState(us, '416 555 0199', countries)).toMatchObject({ country: us, value: '+14165550199' });
  });

  it("takes another country's number only with a +, not through an exit code", () => {
    // libphonenumber reads "0044..." dialled from Germany as a British number; the field does not
    // switch countries on it (its caps and formats are the chosen country's), it asks for the +.
    expect(phoneState(countryByCode('DE'), '0044 20 7946 0000', countries)).toMatchObject({
      country: countryByCode('DE'),
      value: '',
      error: 'Please enter a valid Germany phone number',
    });
    expect(phoneState(countryByCode('DE'), '+44 20 7946 0000', countries).value).toBe('+442079460000');
  });
});

describe('phone rules', () => {
  const us = countryByCode('US');

  it("keeps the country's own dial code in an autofilled number", () => {
    expect(phoneState(us, '+1 (202) 555-0143', countries).value).toBe('+12025550143');
    expect(phoneState(countryByCode('GB'), '+44 20 7949 6000', countries).value).toBe('+442079496000');
    expect(phoneState(countryByCode('GB'), '+1 202 555 0143', countries)).toMatchObject({
      country: us,
      value: '+12025550143',
    });
  });

  it('keeps only digits (and a leading +) from typed or pasted text', () => {
    expect(phoneState(us, '(202) 555-0143', countries).value).toBe('+12025550143');
    expect(phoneState(us, 'tel: 202.555.0143 ext', countries).typed).toBe('2025550143');
    expect(keptCharacters('tel: +44 20')).toBe('+4420');
    expect(keptCharacters('20 + 44')).toBe('2044');
  });

  it('requires US and Canadian area codes and exchanges to start 2-9', () => {
    for (const code of ['US', 'CA']) {
      const country = countryByCode(code);
      expect(phoneState(country, '2025550143', countries).value).toBe('+12025550143');
      // "1..." is the trunk prefix (and dial code) of North America: 10 digits starting 1 are no number.
      expect(phoneState(country, '1025550143', countries).error).toBe(
        `Please enter a valid ${country.name} phone number`,
      );
      expect(phoneState(country, '0025550143', countries).value).toBe('');
      expect(phoneState(country, '2021550143', countries).value).toBe('');
      expect(phoneState(country, '2020550143', countries).value).toBe('');
    }
  });

  it('treats an empty field as empty, not as an error', () => {
    expect(phoneState(us, '', countries)).toEqual({ country: us, typed: '', value: '', error: undefined });
    expect(phoneState(us, ' - ', countries)).toEqual({ country: us, typed: '', value: '', error: undefined });
  });

  it('formats US/CA, GB and DE numbers typed without a prefix as required', () => {
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
    expect(formatPhone(countryByCode('FR'), '61234567')).toBe('61234567');
  });

  it('writes other valid numbers as libphonenumber does, when that keeps what was typed', () => {
    expect(formatPhone(countryByCode('DE'), '0301234567')).toBe('030 1234567');
    expect(formatPhone(countryByCode('GB'), '02079460000')).toBe('020 7946 0000');
    expect(formatPhone(countryByCode('FR'), '0123456789')).toBe('01 23 45 67 89');
    expect(formatPhone(countryByCode('DE'), '+49301234567')).toBe('+49 30 1234567');
    expect(formatPhone(countryByCode('DE'), '49301234567')).toBe('49 30 1234567');
    // A national number without prefix of a country without a required format.
    expect(formatPhone(countryByCode('ES'), '612345678')).toBe('612 34 56 78');
    // Not (yet) a valid number: as typed.
    expect(formatPhone(countryByCode('DE'), '0301')).toBe('0301');
    expect(formatPhone(countryByCode('FR'), '612345678')).toBe('612345678');
    // libphonenumber would drop the 0 after +49: shown as typed, so the field keeps every digit.
    expect(formatPhone(countryByCode('DE'), '+4903012345678')).toBe('+4903012345678');
  });

  it('turns edits of the formatted field into kept characters and a caret position', () => {
    // Typing a digit in the middle: "(202) 555-0143" with "9" typed after "202".
    expect(editPhone(us, '2025550143', '(2029) 555-0143', 5)).toEqual({ input: '(2029) 555-0143', caretDigits: 4 });
    // Backspace over ") " removes the digit before it instead.
    expect(editPhone(us, '2025550143', '(202 555-0143', 4)).toEqual({
      input: '202555014'.slice(0, 2) + '5550143',
      caretDigits: 2,
    });
    // Delete over "-" removes the digit after it.
    expect(editPhone(us, '2025550143', '(202) 5550143', 9, 'forward')).toEqual({ input: '202555143', caretDigits: 6 });
    // The + of an international number counts like a digit.
    expect(editPhone(us, '+12025550143', '+1 202555 0143', 6)).toEqual({ input: '+1205550143', caretDigits: 4 });
    expect(caretAfterDigits('(202) 555-0143', 0)).toBe(0);
    expect(caretAfterDigits('(202) 555-0143', 3)).toBe(4);
    expect(caretAfterDigits('(202) 555-0143', 4)).toBe(7);
    expect(caretAfterDigits('(202) 555-0143', 10)).toBe(14);
    expect(caretAfterDigits('(202) 555-0143', 12)).toBe(14);
    expect(caretAfterDigits('+1 202 555 0143', 1)).toBe(1);
    expect(caretAfterDigits('+1 202 555 0143', 2)).toBe(2);
    expect(caretAfterDigits('+1 202 555 0143', 3)).toBe(4);
  });

  it('picks the country of an initial value by its dial-code prefix, the longest first', () => {
    expect(splitPhone('+12025550143', countries)).toEqual({ country: us, digits: '2025550143' });
    expect(splitPhone('+14165550199', countries)).toEqual({ country: countryByCode('CA'), digits: '4165550199' });
    expect(splitPhone('+35312345678', countries)?.country.code).toBe('IE');
    expect(splitPhone('+358401234567', countries)?.country.code).toBe('FI');
    expect(splitPhone('+35212345', countries)?.country.code).toBe('LU');
    expect(splitPhone('+44 20 7949 6000', countries)).toEqual({ country: countryByCode('GB'), digits: '2079496000' });
    expect(splitPhone('+8613812345678', countries)).toBeUndefined();
    expect(splitPhone('', countries)).toBeUndefined();
  });

  it('validates full numbers from any listed country only, written exactly as the input reports them', () => {
    expect(isValidPhone('+12025550143', countries)).toBe(true);
    expect(isValidPhone('+442079496000', countries)).toBe(true);
    expect(isValidPhone('+8613812345678', countries)).toBe(false);
    expect(isValidPhone('12025550143', countries)).toBe(false);
    expect(isValidPhone('+1202555014\n3', countries)).toBe(false);
    expect(isValidPhone('+1 202 555 0143', countries)).toBe(false);
    // With the trunk prefix kept: what the old rules stored, never a number.
    expect(isValidPhone('+490301234567', countries)).toBe(false);
    expect(isValidPhone('+4901512345678', countries)).toBe(false);
    expect(isValidPhone('+353012345678', countries)).toBe(false);
    expect(isValidPhone('+12025550143', [])).toBe(false);
  });
});
