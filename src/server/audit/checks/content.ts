import { metasNamed, type ReadPage } from '../read-page.ts';
import { count, decimal, fail, info, list, pass, quote, sample, warn, type CheckDefinition } from './definitions.ts';

/*
 * The figures the title, description and keyword checks use are the ones our own articles give
 * ("How to Use SEO Keywords the Right Way", src/content/news/use-seo-keywords.mdx, and "Leading SEO
 * Trends to Act On", src/content/news/leading-seo-trends.mdx), so the audit says what we publish.
 */

/** "Around 50 to 60 characters is a common rule of thumb" for a title (use-seo-keywords). */
export const TITLE_MAX = 60;
/** Below this a title rarely says what the page offers and for whom (our own floor). */
export const TITLE_MIN = 30;
/** "Aim for a meta description of about 160 characters" (use-seo-keywords, leading-seo-trends). */
export const DESCRIPTION_MAX = 160;
/** Less than half of the 160 leaves most of the snippet unused. */
export const DESCRIPTION_MIN = DESCRIPTION_MAX / 2;
/** "We use a keyword density of 1.5 to 2 percent" as a rough ceiling, not a goal (both articles). */
export const DENSITY_CEILING = { low: 1.5, high: 2 } as const;
/** Fewer words than this and a page says too little to rank or convince (our own floors). */
export const THIN_WORDS = 100;
export const SHORT_WORDS = 300;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A text as a phrase search reads it: lower case, letters and digits, single spaces. (What
 * `.replace(/[^\p{L}\p{N}]+/gu, ' ')` does, in half its time on a long page: printable ASCII
 * punctuation by a plain class, the rarer other characters one by one.)
 */
export function phraseText(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\x20-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]+/g, ' ')
    .replace(/[^\x20-\x7E]/gu, (char) => (LETTER_OR_DIGIT.test(char) ? char : ' '))
    .replace(/ {2,}/g, ' ')
    .trim();
  return ` ${words} `;
}

/** How many times a phrase occurs in a text, whole words only (case and punctuation ignored). */
export function occurrences(text: string, phrase: string): number {
  return occurrencesIn(phraseText(text), phrase);
}

/** `occurrences` in a text already read by `phraseText` (a long page's text is read once). */
function occurrencesIn(haystack: string, phrase: string): number {
  const needle = phraseText(phrase);
  if (needle.trim() === '') return 0;
  let found = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length - 1)) found++;
  return found;
}

function characters(text: string): number {
  return [...text].length;
}

/** Titles a page builder leaves in place, which say nothing about the page. */
const GENERIC_TITLE =
  /^(home( ?page)?|index|untitled( document| page)?|new page|welcome|default|page \d*|my (site|website))$/i;

const title: CheckDefinition = {
  id: 'title',
  category: 'content',
  weight: 8,
  title: 'Page title',
  looksAt:
    'The <title> tag: there should be exactly one, not empty and not a placeholder such as "Home" or "Untitled".',
  service: '/seo-services',
  run(page) {
    const titles = page.titles.filter(Boolean);
    if (titles.length === 0) {
      return fail(
        'The page has no title. The title is the clickable headline Google usually shows in search results, and the name of the browser tab, so without one Google makes one up.',
        'Write a title that names what the page offers, with its main search phrase near the start, such as "Emergency Plumber in Leeds | Smith & Sons".',
      );
    }
    const first = titles[0] ?? '';
    if (GENERIC_TITLE.test(first)) {
      return warn(
        `The title reads only ${quote(first)}, which says nothing about what you offer. The title is the clickable headline in search results: searchers choose on it, and Google reads it as a strong hint of what the page is about.`,
        'Write a title that names what the page offers, with its main search phrase near the start, such as "Emergency Plumber in Leeds | Smith & Sons".',
      );
    }
    if (page.titles.length > 1) {
      return warn(
        `The page has ${count(page.titles.length, 'title tag')}; browsers and Google use the first one, ${quote(first)}.`,
        'Keep one title tag: usually a theme and an SEO plugin both add one, so switch one off.',
      );
    }
    return pass(`The title reads ${quote(first)}.`);
  },
};

const titleLength: CheckDefinition = {
  id: 'title-length',
  category: 'content',
  weight: 3,
  title: 'Title length',
  looksAt: `The title’s length: ${TITLE_MIN} to ${TITLE_MAX} characters (our article: around 50 to 60 is a common rule of thumb, so the title shows in full).`,
  service: '/seo-services',
  run(page) {
    const first = page.titles.find(Boolean);
    if (first === undefined) return info('There is no title to measure (see "Page title").');
    const length = characters(first);
    if (length > TITLE_MAX) {
      return warn(
        `The title has ${count(length, 'character')}. Around 50 to 60 is a common rule of thumb: beyond that Google may cut it short with an ellipsis, and it may rewrite titles it finds overstuffed.`,
        'Put the main phrase and what makes you the right choice first, and trim the rest (a long list of keywords or the company slogan).',
      );
    }
    if (length < TITLE_MIN) {
      return warn(
        `The title has only ${count(length, 'character')} (${quote(first)}). There is room to say what the page offers and where, which is what a searcher scans results for.`,
        'Lengthen it towards 50 to 60 characters: the service, the place if you serve one, and your name.',
      );
    }
    return pass(`The title has ${count(length, 'character')}, short enough to show in full in search results.`);
  },
};

const metaDescription: CheckDefinition = {
  id: 'meta-description',
  category: 'content',
  weight: 7,
  title: 'Meta description',
  looksAt: 'The meta description: there should be exactly one, and it should not be empty.',
  service: '/seo-services',
  run(page) {
    const descriptions = metasNamed(page, 'description').map((d) => d.trim());
    const first = descriptions.find(Boolean);
    if (first === undefined) {
      return fail(
        'The page has no meta description, the short summary that often appears under the title in search results. It is not a ranking factor, but it wins or loses the click: without one Google picks a snippet from the page, which may not be your best pitch.',
        'Write a description of about 160 characters that says what the visitor gets and why your page is worth opening: the service, the place and one concrete benefit.',
      );
    }
    if (descriptions.length > 1) {
      return warn(
        `The page has ${count(descriptions.length, 'meta description')}; search engines may use either. The first reads ${quote(first)}.`,
        'Keep one meta description (a theme and an SEO plugin often both add one).',
      );
    }
    return pass(`The meta description reads ${quote(first, 200)}.`);
  },
};

const descriptionLength: CheckDefinition = {
  id: 'description-length',
  category: 'content',
  weight: 3,
  title: 'Meta description length',
  looksAt: `The meta description’s length: ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters (our articles: aim for about 160).`,
  service: '/seo-services',
  run(page) {
    const first = metasNamed(page, 'description')
      .map((d) => d.trim())
      .find(Boolean);
    if (first === undefined) return info('There is no meta description to measure (see "Meta description").');
    const length = characters(first);
    if (length > DESCRIPTION_MAX) {
      return warn(
        `The meta description has ${count(length, 'character')}. We recommend about ${DESCRIPTION_MAX}: Google shortens snippets to fit the screen, so the end of a longer one may be cut off with an ellipsis.`,
        'Put the most important words first and trim it to about 160 characters.',
      );
    }
    if (length < DESCRIPTION_MIN) {
      return warn(
        `The meta description has only ${count(length, 'character')}, less than half of the about ${DESCRIPTION_MAX} a search result shows. That is space to win the click left unused.`,
        'Expand it towards 160 characters: the service, the place and one concrete benefit.',
      );
    }
    return pass(
      `The meta description has ${count(length, 'character')}, within the about ${DESCRIPTION_MAX} a search result shows.`,
    );
  },
};

const h1: CheckDefinition = {
  id: 'h1',
  category: 'content',
  weight: 7,
  title: 'Main heading (H1)',
  looksAt: 'The H1 headings: one, with text (Google does not require a single H1, but one clear main heading helps).',
  service: '/seo-services',
  run(page) {
    const h1s = page.headings.filter((heading) => heading.level === 1);
    if (h1s.length === 0) {
      return fail(
        'The page has no main heading (H1). The H1 tells visitors they landed in the right place and tells search engines what the page is about.',
        'Make the page’s visible headline an H1 and have it say what the page offers, with the main search phrase or a close variant.',
      );
    }
    const texts = h1s.map((heading) => heading.text).filter(Boolean);
    if (texts.length === 0) {
      return fail(
        `The page has ${count(h1s.length, 'H1')}, but with no text a reader or search engine can use (often a logo image without alt text).`,
        'Give the H1 real text that says what the page offers; if the logo is the H1, move the H1 to the page’s headline.',
      );
    }
    if (h1s.length > 1) {
      return warn(
        `The page has ${count(h1s.length, 'H1')} (${sample(texts.map((t) => quote(t, 60)))}). Google does not require a single H1, but one clear main heading makes the page easier to follow.`,
        'Keep one H1 for the page’s headline and make the others H2 subheadings.',
      );
    }
    return pass(`The main heading reads ${quote(texts[0] ?? '')}.`);
  },
};

const headings: CheckDefinition = {
  id: 'headings',
  category: 'content',
  weight: 4,
  title: 'Subheadings',
  looksAt: `Subheadings (H2 to H6): a page of ${SHORT_WORDS} words or more should be broken into sections, and no heading should be empty.`,
  service: '/content-marketing',
  run(page) {
    const byLevel = [1, 2, 3, 4, 5, 6]
      .map((level) => ({ level, n: page.headings.filter((heading) => heading.level === level).length }))
      .filter(({ n }) => n > 0);
    const tally = list(byLevel.map(({ level, n }) => `${n} H${level}`));
    const empty = page.headings.filter((heading) => heading.text === '').length;
    const subheadings = page.headings.filter((heading) => heading.level > 1).length;
    if (empty > 0) {
      return warn(
        `${count(empty, 'heading is', 'headings are')} empty (of ${tally}). Screen reader users jump from heading to heading, and an empty one tells them nothing.`,
        'Give every heading text, or make it a plain paragraph if it is only there for its looks.',
      );
    }
    if (subheadings === 0 && page.wordCount >= SHORT_WORDS) {
      return warn(
        `The page has ${count(page.wordCount, 'word')} and no subheadings. Readers skim before they read, and subheadings (H2, H3) are how they find the part they care about; they also tell search engines what each section covers.`,
        'Break the text into sections with H2 subheadings that say what each covers, such as "How much does water heater installation cost".',
      );
    }
    if (page.headings.length === 0) {
      return pass(
        'The page has no headings, and at under 300 words it hardly needs subheadings (see "Main heading" for the H1).',
      );
    }
    return pass(`The page has ${tally}, which break it into sections readers can scan.`);
  },
};

const headingOrder: CheckDefinition = {
  id: 'heading-order',
  category: 'content',
  weight: 2,
  title: 'Heading order',
  looksAt: 'Heading levels in order: a heading never skips a level going down (an H2 followed by an H4).',
  service: '/web-development-pricing',
  run(page) {
    if (page.headings.length < 2) return info('The page has too few headings for their order to matter.');
    const skips: string[] = [];
    page.headings.forEach((heading, index) => {
      const previous = page.headings[index - 1];
      if (previous && heading.level > previous.level + 1) skips.push(`H${previous.level} → H${heading.level}`);
    });
    if (skips.length > 0) {
      return warn(
        `${skips.length === 1 ? 'Once' : `${skips.length} times`}, a heading skips a level (${sample(skips)}). Screen readers present headings as the page’s outline, and skipped levels make it look like sections are missing.`,
        'Choose heading levels by structure, not looks: an H2 for each section, H3 inside it. Change the size with styles instead.',
      );
    }
    return pass(`The ${count(page.headings.length, 'heading')} follow in order, without skipping a level.`);
  },
};

const wordCount: CheckDefinition = {
  id: 'word-count',
  category: 'content',
  weight: 5,
  title: 'Amount of text',
  looksAt: `The visible words of the page (menus and footer included, scripts and styles not): under ${THIN_WORDS} fails, under ${SHORT_WORDS} warns.`,
  service: '/content-marketing',
  run(page) {
    const words = page.wordCount;
    const scripted =
      words < THIN_WORDS && page.scripts.some((script) => script.src !== undefined)
        ? ' It looks like the page may build its content with JavaScript in the browser; we read the HTML as your server sends it, which is what search engines read first, so what they see may be this thin too.'
        : '';
    if (words < THIN_WORDS) {
      return fail(
        `The page has only ${count(words, 'word')} of visible text. Search engines rank pages on what they say, and visitors decide on it: there is very little here for either.${scripted}`,
        'Answer what customers ask before they buy: what you offer, what it costs, how long it takes, why you. Write it for people; the right search phrases follow.',
      );
    }
    if (words < SHORT_WORDS) {
      return warn(
        `The page has ${count(words, 'word')} of visible text. That is short for a page that should rank: pages that fully answer a need usually say more.`,
        'Add the questions customers ask (costs, timing, options, why choose you), examples of your work and a clear next step.',
      );
    }
    return pass(`The page has ${count(words, 'word')} of visible text, enough to say what it offers.`);
  },
};

const imgAlt: CheckDefinition = {
  id: 'img-alt',
  category: 'content',
  weight: 5,
  title: 'Image descriptions (alt text)',
  looksAt:
    'The alt attribute of every image: present on each (empty alt="" is right for decorative images). More than half missing fails.',
  service: '/seo-services',
  run(page) {
    const images = page.images.filter((image) => !image.presentational);
    if (images.length === 0) return pass('The page has no images, so none lacks a description.');
    const missing = images.filter((image) => image.alt === undefined);
    const decorative = images.filter((image) => image.alt?.trim() === '').length;
    const names = missing.map((image) => {
      const src = image.src ?? '';
      return src.split(/[?#]/)[0]?.split('/').pop() || 'an image with no address';
    });
    const detail =
      missing.length === images.length
        ? `None of the ${count(images.length, 'image')} has alt text (${sample(names)}).`
        : `${missing.length} of ${count(images.length, 'image')} ${missing.length === 1 ? 'has' : 'have'} no alt text (${sample(names)}).`;
    const why =
      ' Alt text describes an image to people using screen readers and to search engines, which cannot see it; Google Images relies on it too.';
    const fix =
      'Describe what each image shows, in a few words ("Technician installing a tankless water heater in a garage"); use alt="" for purely decorative images. Include the search phrase only where it fits.';
    if (missing.length > images.length / 2) return fail(detail + why, fix);
    if (missing.length > 0) return warn(detail + why, fix);
    return pass(
      `All ${count(images.length, 'image')} have alt text${decorative > 0 ? ` (${decorative} marked decorative with an empty alt, which is right for decoration)` : ''}.`,
    );
  },
};

/** Words a search phrase carries that pages need not repeat ("plumber near me", "bakery in york"). */
const STOP_WORDS = new Set(['a', 'an', 'the', 'in', 'on', 'at', 'of', 'for', 'and', 'to', 'near', 'me', 'my']);

/** The words of a phrase that matter, as a phrase search reads them. */
export function keyWords(phrase: string): string[] {
  const words = phraseText(phrase).trim().split(' ').filter(Boolean);
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/** Whether a text holds every word of the phrase that matters, in any order (a close variant). */
export function holdsPhrase(text: string, phrase: string): boolean {
  return holdsPhraseIn(phraseText(text), phrase);
}

function holdsPhraseIn(haystack: string, phrase: string): boolean {
  return keyWords(phrase).every((word) => haystack.includes(` ${word} `));
}

/**
 * The keyword's places on the page and its density in the visible text. The title, H1 and
 * description count a close variant (every word that matters, in any order, so "Bakery in
 * Harrogate" holds "harrogate bakery"); the density counts the exact phrase.
 */
export function keywordUse(page: ReadPage, keyword: string) {
  const inTitle = page.titles.some((t) => holdsPhrase(t, keyword));
  const inH1 = page.headings.some((heading) => heading.level === 1 && holdsPhrase(heading.text, keyword));
  const inDescription = metasNamed(page, 'description').some((d) => holdsPhrase(d, keyword));
  const text = phraseText(page.text);
  const uses = occurrencesIn(text, keyword);
  const inText = uses > 0 || holdsPhraseIn(text, keyword);
  const density = page.wordCount === 0 ? 0 : (uses / page.wordCount) * 100;
  return { inTitle, inH1, inDescription, inText, uses, density };
}

const keyword: CheckDefinition = {
  id: 'keyword',
  category: 'content',
  weight: 8,
  title: 'Search phrase',
  looksAt: `With a search phrase: is it in the title, the H1, the meta description and the text, and is the exact phrase’s density at most ${DENSITY_CEILING.high} % (our articles use ${DENSITY_CEILING.low} to ${DENSITY_CEILING.high} % as a rough ceiling, not a goal)? A close variant (every word that matters, any order) counts in the title, H1 and description.`,
  service: '/seo-services',
  run(page, options) {
    const phrase = options.keyword?.trim();
    if (!phrase || phraseText(phrase).trim() === '') {
      return info(
        'No search phrase was given, so we did not check how the page uses one.',
        'Run the audit again with the phrase your customers type to find what this page offers.',
      );
    }
    const use = keywordUse(page, phrase);
    const places = [
      { name: 'the title', found: use.inTitle },
      { name: 'the main heading (H1)', found: use.inH1 },
      { name: 'the meta description', found: use.inDescription },
      { name: 'the page text', found: use.inText },
    ];
    const found = places.filter((place) => place.found).map((place) => place.name);
    const missing = places.filter((place) => !place.found).map((place) => place.name);
    const where =
      found.length === 0
        ? `${quote(phrase)} appears nowhere we look: not in the title, the main heading, the meta description or the text.`
        : `${quote(phrase)} appears in ${list(found)}${missing.length > 0 ? `, not in ${list(missing, 'or')}` : ''}.`;
    const density =
      page.wordCount === 0
        ? ''
        : use.uses === 0 && use.inText
          ? ' The text has its words, but never the exact phrase.'
          : ` The text uses the exact phrase ${count(use.uses, 'time')} in ${count(page.wordCount, 'word')} (a density of ${decimal(use.density)} %).`;
    const detail = where + density;
    const placeFix =
      'Use the phrase, or a close variant, where search engines and skimming readers look first: near the start of the title, in the H1, in the meta description and in the first paragraph, written naturally.';
    if (found.length <= 1) return fail(detail, placeFix);
    if (use.density > DENSITY_CEILING.high) {
      return warn(
        `${detail} We use ${DENSITY_CEILING.low} to ${DENSITY_CEILING.high} % as a rough ceiling, not a goal: above it a page starts to read as repetitive, and Google lists keyword stuffing in its spam policies.`,
        'Read the page aloud and cut or reword sentences that exist only to hold the phrase; use synonyms and natural rewordings instead.',
      );
    }
    if (missing.length > 0) return warn(detail, placeFix);
    return pass(
      use.uses === 0
        ? detail
        : `${detail} That is within the ${DENSITY_CEILING.low} to ${DENSITY_CEILING.high} % we use as a ceiling.`,
    );
  },
};

/** Link texts that say nothing about where a link goes. */
const GENERIC = new Set([
  'click here',
  'click',
  'here',
  'this',
  'this link',
  'link',
  'this page',
  'read more',
  'more',
  'learn more',
  'more info',
  'details',
  'go',
]);

const linkText: CheckDefinition = {
  id: 'link-text',
  category: 'content',
  weight: 2,
  title: 'Link wording',
  looksAt: 'Link texts: every link has text, and none says only "click here", "read more" or the like.',
  service: '/seo-services',
  run(page) {
    const named = page.links.filter((link) => link.url !== undefined);
    if (named.length === 0) return info('The page has no links to judge.');
    const empty = named.filter((link) => link.text === '').length;
    const generic = named.filter((link) => GENERIC.has(phraseText(link.text).trim()));
    const problems = [
      empty > 0 ? `${count(empty, 'link has', 'links have')} no text at all (often an icon without a label)` : '',
      generic.length > 0
        ? `${count(generic.length, 'link says', 'links say')} only ${sample([...new Set(generic.map((l) => quote(l.text.trim(), 30)))])}`
        : '',
    ].filter(Boolean);
    if (problems.length > 0) {
      return warn(
        `Of ${count(named.length, 'link')}, ${list(problems)}. The words of a link tell readers, screen reader users (who often list the links alone) and Google what the page behind it is about.`,
        'Say where each link goes ("water heater installation" rather than "click here"), and give icon links a label (aria-label).',
      );
    }
    return pass(`All ${count(named.length, 'link')} have text that can say where they go.`);
  },
};

export const contentChecks: readonly CheckDefinition[] = [
  title,
  titleLength,
  metaDescription,
  descriptionLength,
  h1,
  headings,
  headingOrder,
  wordCount,
  imgAlt,
  keyword,
  linkText,
];
