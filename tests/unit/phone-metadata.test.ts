import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedMetadata, METADATA_FILE, phoneMetadata } from '../../scripts/assets/phone-metadata.mjs';
import { countries } from '../../src/lib/forms/countries.ts';

describe('the phone metadata (src/lib/forms/phone-metadata.json)', () => {
  const committed = readFileSync(METADATA_FILE, 'utf8');

  it('is what `npm run phone-metadata` writes from the installed libphonenumber-js', async () => {
    const generated = phoneMetadata(
      await installedMetadata(),
      countries.map((c) => c.code),
    );
    // A plain comparison: a diff of 30 KB of regular expressions helps nobody.
    expect(committed === generated, 'stale: run `npm run phone-metadata` and commit the result').toBe(true);
  });

  it('holds the listed countries and their calling codes only, the main country of +1 first', () => {
    const metadata = JSON.parse(committed) as {
      country_calling_codes: Record<string, string[]>;
      countries: Record<string, unknown>;
    };
    expect(Object.keys(metadata.countries).sort()).toEqual(countries.map((c) => c.code).sort());
    expect(metadata.country_calling_codes['1']).toEqual(['US', 'CA']);
    const callingCodes = Object.entries(metadata.country_calling_codes).flatMap(([code, regions]) =>
      regions.map((region) => [region, `+${code}`]),
    );
    expect(Object.fromEntries(callingCodes)).toEqual(Object.fromEntries(countries.map((c) => [c.code, c.dialCode])));
  });

  it('refuses a country the library does not know', () => {
    expect(() => phoneMetadata({ version: 4, country_calling_codes: {}, countries: {} }, ['XX'])).toThrow(/XX/);
  });
});
