import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroScenes, sceneForPricing, sceneForService } from '../../src/data/hero-scenes.ts';
import { pricingSlugs } from '../../src/data/pricing.ts';
import { reportMeasuresFor } from '../../src/data/reporting.ts';
import { serviceSlugs } from '../../src/data/services.ts';

/** The scene components of src/components/hero-art/, by the scene name they draw. */
const sceneFiles = readdirSync('src/components/hero-art')
  .filter((file) => file.endsWith('Scene.astro'))
  .map((file) =>
    file
      .replace(/Scene\.astro$/, '')
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase(),
  );

describe('page-header illustrations', () => {
  it('has one drawing per scene and no other', () => {
    expect(sceneFiles.sort()).toEqual([...heroScenes].sort());
  });

  it('gives each service page its own scene', () => {
    const scenes = serviceSlugs.map(sceneForService);
    expect(new Set(scenes).size).toBe(serviceSlugs.length);
    expect(sceneForService('seo-services')).toBe('ranking');
    expect(sceneForService('pay-per-click')).toBe('campaign');
    expect(sceneForService('smo-services')).toBe('calendar');
    expect(sceneForService('online-reputation-management')).toBe('reviews');
  });

  it("shows a pricing page's service, or a website for web development", () => {
    expect(Object.fromEntries(pricingSlugs.map((slug) => [slug, sceneForPricing(slug)]))).toEqual({
      'seo-pricing': 'ranking',
      'smo-pricing': 'calendar',
      'ppc-pricing': 'campaign',
      'web-development-pricing': 'site',
    });
  });

  it("labels a report with what that service's report measures, from the reporting data", () => {
    expect(reportMeasuresFor('/seo-services')[0]).toBe('Keyword positions');
    expect(reportMeasuresFor('/pay-per-click')[0]).toBe('Ad spend against budget');
    expect(reportMeasuresFor('/white-label-seo')).toEqual([]);
  });
});
