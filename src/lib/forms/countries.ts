import * as z from 'zod/mini';
import { countrySchema, type Country } from './country.ts';

/** A pattern for dial code + a number of digits in the given range (docs/requirements.md#phone-rules). */
const digits = (dialCode: string, min: number, max = min) => new RegExp(`^\\${dialCode}\\d{${min},${max}}$`);

/**
 * NANP numbers: a three-digit area code and exchange, each starting 2-9, then four digits.
 */
const nanp = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** The countries of the phone input, in the order the list shows them; the first is the default. */
export const countries: readonly Country[] = z.array(countrySchema).parse([
  { code: 'US', name: 'United States', dialCode: '+1', pattern: nanp },
  { code: 'CA', name: 'Canada', dialCode: '+1', pattern: nanp },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44', pattern: digits('+44', 10) },
  { code: 'DE', name: 'Germany', dialCode: '+49', pattern: digits('+49', 10, 11) },
  { code: 'FR', name: 'France', dialCode: '+33', pattern: digits('+33', 9) },
  { code: 'IT', name: 'Italy', dialCode: '+39', pattern: digits('+39', 9, 10) },
  { code: 'ES', name: 'Spain', dialCode: '+34', pattern: digits('+34', 9) },
  { code: 'NL', name: 'Netherlands', dialCode: '+31', pattern: digits('+31', 9) },
  { code: 'BE', name: 'Belgium', dialCode: '+32', pattern: digits('+32', 8, 9) },
  { code: 'AT', name: 'Austria', dialCode: '+43', pattern: digits('+43', 10, 11) },
  { code: 'CH', name: 'Switzerland', dialCode: '+41', pattern: digits('+41', 9) },
  { code: 'SE', name: 'Sweden', dialCode: '+46', pattern: digits('+46', 8, 9) },
  { code: 'NO', name: 'Norway', dialCode: '+47', pattern: digits('+47', 8) },
  { code: 'DK', name: 'Denmark', dialCode: '+45', pattern: digits('+45', 8) },
  { code: 'FI', name: 'Finland', dialCode: '+358', pattern: digits('+358', 8, 9) },
  { code: 'PL', name: 'Poland', dialCode: '+48', pattern: digits('+48', 9) },
  { code: 'CZ', name: 'Czech Republic', dialCode: '+420', pattern: digits('+420', 9) },
  { code: 'HU', name: 'Hungary', dialCode: '+36', pattern: digits('+36', 8, 9) },
  { code: 'RO', name: 'Romania', dialCode: '+40', pattern: digits('+40', 9) },
  { code: 'BG', name: 'Bulgaria', dialCode: '+359', pattern: digits('+359', 8, 9) },
  { code: 'HR', name: 'Croatia', dialCode: '+385', pattern: digits('+385', 8, 9) },
  { code: 'SI', name: 'Slovenia', dialCode: '+386', pattern: digits('+386', 8) },
  { code: 'SK', name: 'Slovakia', dialCode: '+421', pattern: digits('+421', 9) },
  { code: 'LT', name: 'Lithuania', dialCode: '+370', pattern: digits('+370', 8) },
  { code: 'LV', name: 'Latvia', dialCode: '+371', pattern: digits('+371', 8) },
  { code: 'EE', name: 'Estonia', dialCode: '+372', pattern: digits('+372', 7, 8) },
  { code: 'IE', name: 'Ireland', dialCode: '+353', pattern: digits('+353', 9) },
  { code: 'PT', name: 'Portugal', dialCode: '+351', pattern: digits('+351', 9) },
  { code: 'GR', name: 'Greece', dialCode: '+30', pattern: digits('+30', 10) },
  { code: 'CY', name: 'Cyprus', dialCode: '+357', pattern: digits('+357', 8) },
  { code: 'MT', name: 'Malta', dialCode: '+356', pattern: digits('+356', 8) },
  { code: 'LU', name: 'Luxembourg', dialCode: '+352', pattern: digits('+352', 6, 8) },
]);

/** A country by its code; throws on an unknown code so a typo fails at build time. */
export function countryByCode(code: string): Country {
  const country = countries.find((c) => c.code === code);
  if (!country) throw new Error(`No country "${code}" in src/lib/forms/countries.ts`);
  return country;
}

/** The country the phone input starts with: the United States. */
export const defaultCountry = countryByCode('US');
