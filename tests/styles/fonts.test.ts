import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADING_CHARACTERS, HEADINGS_FONT, makeHeadingsFont } from '../../scripts/assets/make-fonts.mjs';

describe("the headings' font", () => {
  it('is what `npm run fonts` makes from the package, so the committed file matches its settings', async () => {
    const made = Buffer.from(await makeHeadingsFont());
    expect(made.equals(readFileSync(HEADINGS_FONT))).toBe(true);
  });

  it('covers English text, Latin-1 names and typographic punctuation', () => {
    for (const text of ['Plans from $599 per month.', 'José & Zoë’s café', '“Quotes” – dashes — and…', '24×7']) {
      for (const character of text) expect(HEADING_CHARACTERS).toContain(character);
    }
  });
});
