import { describe, expect, it } from 'vitest';
import { sitePathOfResult } from '../../src/lib/search.ts';

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
