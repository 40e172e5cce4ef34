/*
 * The flags of the phone input's countries: SVG files of the country-flag-icons package (emoji
 * flags show as empty boxes on Linux and as letter pairs on Windows). Each is imported as the URL of
 * a file of its own, never inlined (`no-inline`), so the form's script only carries 32 short URLs
 * and a browser fetches a flag when an <img> shows it. The glob is a literal, as Vite needs: a test
 * checks that it names exactly the countries of src/lib/forms/countries.ts.
 */
const files = import.meta.glob<string>(
  '/node_modules/country-flag-icons/3x2/{US,CA,GB,DE,FR,IT,ES,NL,BE,AT,CH,SE,NO,DK,FI,PL,CZ,HU,RO,BG,HR,SI,SK,LT,LV,EE,IE,PT,GR,CY,MT,LU}.svg',
  { query: '?url&no-inline', import: 'default', eager: true },
);

/** Flag image URLs by ISO country code ("US"). */
export const flags: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [/([A-Z]{2})\.svg$/.exec(path)?.[1] ?? path, url]),
);

/** The flags' width and height in CSS pixels: the files are 3:2. */
export const FLAG_SIZE = { width: 21, height: 14 } as const;
