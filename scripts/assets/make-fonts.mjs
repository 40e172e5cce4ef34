// Writes the headings' font, src/assets/fonts/plus-jakarta-sans-headings.woff2 (committed), from
// the Plus Jakarta Sans variable font in @fontsource-variable/plus-jakarta-sans. Run it after
// changing the characters or weights below: `npm run fonts`.
//
// Why a subset (docs/requirements.md#performance-targets; the experiments and their figures are in docs/fonts.md): the headings
// are the brand's type, but the whole variable font is 27 KB and the body font was another 48 KB,
// and waiting for them cost every page 0.6 s of Largest Contentful Paint on a phone. Body text now
// uses the system's sans-serif stack; the headings keep Plus Jakarta Sans, fixed at one weight (750,
// the middle of the 700-800 the headings ask for) and cut to the characters an English page can
// hold (ASCII, Latin-1 for names such as José or Zoë, and typographic punctuation): 10 KB, small
// enough to travel inside each page's inline CSS, so the heading is drawn in its own font on the
// first paint, with no request to wait for. The variable 700-800 cut was 17 KB: its 7 KB more pushed
// an article's HTML past the first two round trips of a phone's connection (docs/fonts.md, round 4).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE =
  require.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
export const HEADINGS_FONT = 'src/assets/fonts/plus-jakarta-sans-headings.woff2';

/**
 * The one weight the font is fixed at. The headings ask for 700 (h3) to 800 (h1); global.css's
 * @font-face declares this file for that whole range, so each is drawn at 750, never synthesised.
 */
const HEADINGS_WEIGHT = 750;

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
/** Printable ASCII, the Latin-1 letters and signs, and the punctuation editors type. */
export const HEADING_CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + 'ŒœŠšŸŽžƒ' + '‘’‚“”„–—…•·′″‹›€™←→↑↓−×✓';

/** The headings' font as WOFF2 bytes; the same bytes for the same source, characters and weights. */
export async function makeHeadingsFont() {
  return subsetFont(await readFile(SOURCE), HEADING_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: HEADINGS_WEIGHT },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeHeadingsFont();
  await writeFile(HEADINGS_FONT, font);
  console.log(`${HEADINGS_FONT}: ${font.length} bytes, weight ${HEADINGS_WEIGHT}`);
}
