import * as z from 'zod/mini';
import { countrySchema, type Country } from '../lib/schemas/country.ts';

/** A pattern for dial code + a number of digits in the given range (spec section 5). */
const digits = (dialCode: string, min: number, max = min) => new RegExp(`^\\${dialCode}\\d{${min},${max}}$`);

/**
 * NANP numbers: a three-digit area code and exchange, each starting 2-9, then four digits.
 */
const nanp = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** The countries of the phone input, in the order of the spec's table; the first is the default. */
export const countries: readonly Country[] = z.array(countrySchema).parse([
  { code: 'US', name: 'United States', dialCode: '+1', flag: '🇺🇸', pattern: nanp },
  { code: 'CA', name: 'Canada', dialCode: '+1', flag: '🇨🇦', pattern: nanp },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44', flag: '🇬🇧', pattern: digits('+44', 10) },
  { code: 'DE', name: 'Germany', dialCode: '+49', flag: '🇩🇪', pattern: digits('+49', 10, 11) },
  { code: 'FR', name: 'France', dialCode: '+33', flag: '🇫🇷', pattern: digits('+33', 9) },
  { code: 'IT', name: 'Italy', dialCode: '+39', flag: '🇮🇹', pattern: digits('+39', 9, 10) },
  { code: 'ES', name: 'Spain', dialCode: '+34', flag: '🇪🇸', pattern: digits('+34', 9) },
  { code: 'NL', name: 'Netherlands', dialCode: '+31', flag: '🇳🇱', pattern: digits('+31', 9) },
  { code: 'BE', name: 'Belgium', dialCode: '+32', flag: '🇧🇪', pattern: digits('+32', 8, 9) },
  { code: 'AT', name: 'Austria', dialCode: '+43', flag: '🇦🇹', pattern: digits('+43', 10, 11) },
  { code: 'CH', name: 'Switzerland', dialCode: '+41', flag: '🇨🇭', pattern: digits('+41', 9) },
  { code: 'SE', name: 'Sweden', dialCode: '+46', flag: '🇸🇪', pattern: digits('+46', 8, 9) },
  { code: 'NO', name: 'Norway', dialCode: '+47', flag: '🇳🇴', pattern: digits('+47', 8) },
  { code: 'DK', name: 'Denmark', dialCode: '+45', flag: '🇩🇰', pattern: digits('+45', 8) },
  { code: 'FI', name: 'Finland', dialCode: '+358', flag: '🇫🇮', pattern: digits('+358', 8, 9) },
  { code: 'PL', name: 'Poland', dialCode: '+48', flag: '🇵🇱', pattern: digits('+48', 9) },
  { code: 'CZ', name: 'Czech Republic', dialCode: '+420', flag: '🇨🇿', pattern: digits('+420', 9) },
  { code: 'HU', name: 'Hungary', dialCode: '+36', flag: '🇭🇺', pattern: digits('+36', 8, 9) },
  { code: 'RO', name: 'Romania', dialCode: '+40', flag: '🇷🇴', pattern: digits('+40', 9) },
  { code: 'BG', name: 'Bulgaria', dialCode: '+359', flag: '🇧🇬', pattern: digits('+359', 8, 9) },
  { code: 'HR', name: 'Croatia', dialCode: '+385', flag: '🇭🇷', pattern: digits('+385', 8, 9) },
  { code: 'SI', name: 'Slovenia', dialCode: '+386', flag: '🇸🇮', pattern: digits('+386', 8) },
  { code: 'SK', name: 'Slovakia', dialCode: '+421', flag: '🇸🇰', pattern: digits('+421', 9) },
  { code: 'LT', name: 'Lithuania', dialCode: '+370', flag: '🇱🇹', pattern: digits('+370', 8) },
  { code: 'LV', name: 'Latvia', dialCode: '+371', flag: '🇱🇻', pattern: digits('+371', 8) },
  { code: 'EE', name: 'Estonia', dialCode: '+372', flag: '🇪🇪', pattern: digits('+372', 7, 8) },
  { code: 'IE', name: 'Ireland', dialCode: '+353', flag: '🇮🇪', pattern: digits('+353', 9) },
  { code: 'PT', name: 'Portugal', dialCode: '+351', flag: '🇵🇹', pattern: digits('+351', 9) },
  { code: 'GR', name: 'Greece', dialCode: '+30', flag: '🇬🇷', pattern: digits('+30', 10) },
  { code: 'CY', name: 'Cyprus', dialCode: '+357', flag: '🇨🇾', pattern: digits('+357', 8) },
  { code: 'MT', name: 'Malta', dialCode: '+356', flag: '🇲🇹', pattern: digits('+356', 8) },
  { code: 'LU', name: 'Luxembourg', dialCode: '+352', flag: '🇱🇺', pattern: digits('+352', 6, 8) },
]);

/** A country by its code; throws on an unknown code so a typo fails at build time. */
export function countryByCode(code: string): Country {
  const country = countries.find((c) => c.code === code);
  if (!country) throw new Error(`No country "${code}" in src/data/countries.ts`);
  return country;
}

/** The country the phone input starts with (spec: US). */
export const defaultCountry = countryByCode('US');
