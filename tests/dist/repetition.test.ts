import { describe, expect, it } from 'vitest';
import { claims, processSteps } from '../../src/data/company.ts';
import { site } from '../../src/data/site.ts';
import { read } from './helpers.ts';

/*
 * Facts a visitor reads once or twice, not on every block of a page (the business hours on the
 * contact page), and pages that do not repeat each other (Home's testimonials and steps on About).
 */

/** The text a visitor reads in the page's body (footer included): no tags, scripts, styles or templates. */
function bodyText(html: string): string {
  const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? '';
  return body
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('the contact page', () => {
  it('states the business hours once or twice, not on every card', () => {
    const text = bodyText(read('contact.html'));
    const { label, short } = site.businessHours;
    const times = occurrences(text, label) + occurrences(text, short);
    expect(times).toBeGreaterThanOrEqual(1);
    expect(times).toBeLessThanOrEqual(2);
    // However worded, the opening time itself shows up no more often.
    expect(text.match(/\b10 am\b/g) ?? []).toHaveLength(times);
  });
});

/** The quotes of a page's testimonials, in order. */
const quotesOf = (html: string) =>
  [...html.matchAll(/<li class="card testimonial[^"]*"[^>]*>[\s\S]*?<blockquote[^>]*>\s*<p[^>]*>([\s\S]*?)<\/p>/g)].map(
    (m) => m[1] ?? '',
  );

describe('home and about', () => {
  it('each show their own testimonials: none of About repeats one of Home', () => {
    const home = quotesOf(read('index.html'));
    const about = quotesOf(read('about.html'));
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(about.length).toBeGreaterThanOrEqual(3);
    expect(about.filter((quote) => home.includes(quote))).toEqual([]);
  });
});

describe('about', () => {
  it('does not repeat the home page’s process steps word for word', () => {
    const about = read('about.html');
    expect(processSteps.length).toBeGreaterThan(0);
    for (const step of processSteps) {
      expect(read('index.html'), step.title).toContain(step.content);
      expect(about, step.title).not.toContain(step.content);
    }
  });
});

describe('the claims', () => {
  /** How many claims blocks (`<dl class="claims">`, the figures) a page shows. */
  const claimsBlocks = (html: string) => [...html.matchAll(/<dl class="claims[^"]*"/g)].length;

  it('stand as figures on Home only: About tells the story around them and introduces the team', () => {
    expect(claims.length).toBeGreaterThan(0);
    expect(claimsBlocks(read('index.html'))).toBe(1);
    expect(claimsBlocks(read('about.html'))).toBe(0);
    expect(read('about.html')).toContain('Who works on your account');
  });
});
