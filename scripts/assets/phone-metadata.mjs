// Writes src/lib/forms/phone-metadata.json: the numbering plans of the phone input's countries, cut from the
// metadata that the installed libphonenumber-js ships. Run `npm run phone-metadata` after updating
// libphonenumber-js or the country list (src/lib/forms/countries.ts); a unit test fails while the
// committed file differs from what this script would write.
//
// Why not the package's own generator: it downloads Google's metadata from the internet. Filtering
// the bundled copy needs no network, and the plans are exactly those the library was released with.
//
// Why the "max" metadata: it keeps the pattern of every number type (fixed line, mobile, toll free,
// ...), so isValid() checks a number against what its country really assigns. The "min" metadata
// only keeps one loose pattern per country: measured on random numbers of the 32 countries, it
// disagrees with Google's libphonenumber about 10% of the time, "max" about 0.03%. Cut to these
// countries, "max" is about 3 KB gzipped more than "min" (8 KB against 5 KB).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Where the generated metadata lives, from the project root. */
export const METADATA_FILE = 'src/lib/forms/phone-metadata.json';

/**
 * The metadata of the given countries only, as the text of a JSON file. Each calling code keeps the
 * listed countries that use it, in the library's order, so its main country stays first (+1: US).
 * @param {{ version: number, country_calling_codes: Record<string, string[]>, countries: Record<string, unknown[]> }} full
 *   libphonenumber-js metadata (metadata.max.json)
 * @param {readonly string[]} codes ISO 3166-1 alpha-2 codes of the countries to keep
 * @returns {string}
 */
export function phoneMetadata(full, codes) {
  const missing = codes.filter((code) => !(code in full.countries));
  if (missing.length > 0) throw new Error(`libphonenumber-js has no metadata for ${missing.join(', ')}`);
  const wanted = new Set(codes);
  const countryCallingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([callingCode, countries]) => [callingCode, countries.filter((code) => wanted.has(code))])
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([code]) => wanted.has(code)));
  // No non-geographic numbers (+800, +882, ...): they belong to none of the countries.
  const metadata = { version: full.version, country_calling_codes: countryCallingCodes, countries, nonGeographic: {} };
  return `${JSON.stringify(metadata)}\n`;
}

/** The full "max" metadata of the installed libphonenumber-js. */
export async function installedMetadata() {
  const path = createRequire(import.meta.url).resolve('libphonenumber-js/metadata.max.json');
  return JSON.parse(await readFile(path, 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Node 24 runs the TypeScript data module as it is (type stripping).
  const { countries } = await import('../../src/lib/forms/countries.ts');
  const text = phoneMetadata(
    await installedMetadata(),
    countries.map((country) => country.code),
  );
  await writeFile(METADATA_FILE, text);
  console.log(`${METADATA_FILE}: ${countries.length} countries, ${text.length} bytes`);
}
