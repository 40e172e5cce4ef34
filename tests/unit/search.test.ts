import { describe, expect, it } from 'vitest';
import {
  allowSiteSearch,
  excerptParts,
  searchStatus,
  sitePathOfResult,
  withEllipses,
  type ExcerptPart,
} from '../../src/lib/search.ts';

/** An excerpt as the page shows it, matches in [brackets]. */
const shown = (parts: ExcerptPart[]) => parts.map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

describe('excerptParts', () => {
  it('splits an excerpt into text and the matched words', () => {
    expect(excerptParts('Set a daily <mark>budget</mark> and a <mark>budget</mark> cap.')).toEqual([
      { text: 'Set a daily ', marked: false },
      { text: 'budget', marked: true },
      { text: ' and a ', marked: false },
      { text: 'budget', marked: true },
      { text: ' cap.', marked: false },
    ]);
  });

  it('joins matches that touch into one mark', () => {
    expect(shown(excerptParts('<mark>local</mark><mark>SEO</mark> works'))).toBe('[localSEO] works');
  });

  it('gives back the text Pagefind escaped, as text, never as markup', () => {
    const parts = excerptParts(
      'Write &lt;title&gt; tags, not <mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark> &amp;c',
    );
    expect(shown(parts)).toBe('Write <title> tags, not [<script>alert(1)</script>] &amp;c');
  });

  it('keeps any other tag in the excerpt as literal text', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
    ]);
  });

  it('has no part for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('withEllipses', () => {
  const content = 'Plan the campaign.\n\nSet a daily budget you can sustain for a month, then review.';

  it('marks both cuts of an excerpt from the middle of the text', () => {
    expect(shown(withEllipses(excerptParts('a daily <mark>budget</mark> you'), content))).toBe(
      '… a daily [budget] you …',
    );
  });

  it('leaves out the ellipsis where the excerpt starts or ends with the text', () => {
    expect(shown(withEllipses(excerptParts('Plan the <mark>campaign.</mark> Set'), content))).toBe(
      'Plan the [campaign.] Set …',
    );
    expect(shown(withEllipses(excerptParts('a month, then <mark>review.</mark>'), content))).toBe(
      '… a month, then [review.]',
    );
    expect(shown(withEllipses(excerptParts('Plan <mark>the</mark>'), 'Plan the'))).toBe('Plan [the]');
  });

  it('compares with the unescaped text', () => {
    expect(shown(withEllipses(excerptParts('the &lt;title&gt; <mark>tag</mark>'), 'Edit the <title> tag'))).toBe(
      '… the <title> [tag]',
    );
  });

  it('adds nothing to an empty excerpt', () => {
    expect(withEllipses([], content)).toEqual([]);
  });
});

describe('sitePathOfResult', () => {
  it.each([
    ['/news/ai-in-seo.html', '/news/ai-in-seo'],
    ['/seo-pricing.html', '/seo-pricing'],
    ['/index.html', '/'],
    ['/news/', '/news'],
  ])('%s -> %s', (url, path) => {
    expect(sitePathOfResult(url)).toBe(path);
  });
});

describe('searchStatus', () => {
  it('says how many pages match, and how many are listed when not all are', () => {
    expect(searchStatus(' budget ', 1, 1)).toBe('1 page matches “budget”.');
    expect(searchStatus('budget', 5, 5)).toBe('5 pages match “budget”.');
    expect(searchStatus('seo', 13, 8)).toBe('13 pages match “seo”; showing the first 8.');
  });

  it('says when nothing matches and where to go instead', () => {
    expect(searchStatus('zebra', 0, 0)).toBe('No pages match “zebra”. Try another word, or browse the articles below.');
  });
});

describe('allowSiteSearch', () => {
  it("adds 'wasm-unsafe-eval' to the page's script sources and keeps 'self'", () => {
    const added: string[] = [];
    allowSiteSearch({ insertScriptResource: (resource) => added.push(resource) });
    expect(added).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('does nothing where there is no policy (the dev server)', () => {
    expect(() => allowSiteSearch(undefined)).not.toThrow();
  });
});
