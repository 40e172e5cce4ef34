import { describe, expect, it } from 'vitest';
import { formatMs, labRating, lighthouseErrorOf, speedOf } from '../../src/server/audit/pagespeed.ts';
import { ProviderError } from '../../src/server/providers.ts';
import { lighthouseFailure, pagespeedAnswer, QUOTA_EXCEEDED } from '../fixtures/audit/pagespeed.ts';

/* Reading Google PageSpeed Insights' answer into the report's speed section (src/server/audit/pagespeed.ts). */

describe('the figures as people read them', () => {
  it.each([
    [0, '0 ms'],
    [146.4, '146 ms'],
    [999.4, '999 ms'],
    [999.6, '1.0 s'],
    [2_870.3, '2.9 s'],
    [12_049, '12.0 s'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(formatMs(ms)).toBe(text);
  });

  it.each([
    [1, 'good'],
    [0.9, 'good'],
    [0.89, 'needs-improvement'],
    [0.5, 'needs-improvement'],
    [0.49, 'poor'],
    [0, 'poor'],
  ])('a Lighthouse score of %d is %s, as Lighthouse colours it', (score, rating) => {
    expect(labRating(score)).toBe(rating);
  });
});

describe("Google's answer", () => {
  const url = 'https://bakery.example/';

  it('takes the address Google ended on, and keeps the requested one when Google gives none that is a web address', () => {
    const answer = pagespeedAnswer({ url: 'https://www.bakery.example/' });
    expect(speedOf(answer, url, 0).url).toBe('https://www.bakery.example/');
    const odd = pagespeedAnswer({ url });
    Object.assign(odd['lighthouseResult'] as object, {
      finalDisplayedUrl: 'javascript:alert(1)',
      finalUrl: 'chrome-error://x',
    });
    expect(speedOf(odd, url, 0).url).toBe(url);
  });

  it('leaves out a figure Lighthouse did not measure, and a field metric of a category it does not know', () => {
    const speed = speedOf(
      pagespeedAnswer({
        url,
        audits: {
          'largest-contentful-paint': { numericValue: 5_200, score: 0.2 },
          'speed-index': { numericValue: 1, score: null },
        },
        page: {
          metrics: {
            LARGEST_CONTENTFUL_PAINT_MS: { percentile: 2_000, category: 'FAST' },
            INTERACTION_TO_NEXT_PAINT: { percentile: 800, category: 'NONE' as 'SLOW' },
          },
        },
      }),
      url,
      0,
    );
    expect(speed.lab.metrics).toEqual([
      { id: 'lcp', label: 'Largest Contentful Paint', value: '5.2 s', rating: 'poor' },
    ]);
    // No overall category from Google: the worst Core Web Vital decides.
    expect(speed.field).toEqual({
      scope: 'page',
      rating: 'good',
      metrics: [{ id: 'lcp', label: 'Largest Contentful Paint', value: '2.0 s', rating: 'good' }],
    });
  });

  it('without an overall category, rates the field by its worst Core Web Vital', () => {
    const speed = speedOf(
      pagespeedAnswer({
        url,
        origin: {
          metrics: {
            LARGEST_CONTENTFUL_PAINT_MS: { percentile: 2_000, category: 'FAST' },
            CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: 31, category: 'SLOW' },
            EXPERIMENTAL_TIME_TO_FIRST_BYTE: { percentile: 3_000, category: 'SLOW' },
          },
        },
      }),
      url,
      0,
    );
    expect(speed.field).toMatchObject({ scope: 'site', rating: 'poor' });
    expect(speed.field?.metrics.find((metric) => metric.id === 'cls')?.value).toBe('0.31');
  });

  it('dates the measurement by Google, else now', () => {
    const answer = pagespeedAnswer({ url });
    delete answer['analysisUTCTimestamp'];
    expect(speedOf(answer, url, Date.UTC(2026, 10, 27, 12)).measuredAt).toBe('2026-11-27T12:00:00.000Z');
  });

  it('is refused when it is not a report', () => {
    expect(() => speedOf({ error: 'x' }, url, 0)).toThrow(ProviderError);
    expect(() => speedOf(undefined, url, 0)).toThrow(ProviderError);
  });

  it('names the Lighthouse error of a page Google could not load, and nothing for other errors', () => {
    expect(lighthouseErrorOf(lighthouseFailure('NO_FCP'))).toBe('NO_FCP');
    expect(lighthouseErrorOf(QUOTA_EXCEEDED)).toBeUndefined();
    expect(lighthouseErrorOf('Lighthouse returned error: NO_FCP')).toBeUndefined();
  });
});
