import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCardRenderer, socialCards } from '../../src/integrations/social-cards.ts';
import { socialCardRegistry } from '../../src/lib/social-card-registry.ts';

/*
 * The social-card renderer without a build: covers as Astro leaves them in the output folder,
 * cards in a cache folder that outlives a build. Builds prove the wiring: tests/dist/news.test.ts
 * (the real articles' cards) and tests/build/archive.test.ts (a hundred more).
 */

const scratch = mkdtempSync(join(tmpdir(), 'tidewell-cards-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let run = 0;
let outDir = '';
let cacheDir = '';
beforeEach(() => {
  run++;
  outDir = join(scratch, `dist-${run}`);
  cacheDir = join(scratch, `cache-${run}`);
  mkdirSync(join(outDir, '_astro'), { recursive: true });
});

/** Puts a cover where Astro emits it, and returns its image metadata's address. */
function emit(file: string, name: string, dir = outDir) {
  cpSync(file, join(dir, '_astro', name));
  return { src: `/_astro/${name}` };
}
const cardsIn = (dir: string) => join(dir, '_astro/social');
const renderer = (cache = cacheDir, dir = outDir) =>
  createCardRenderer({ outDir: dir, cacheDir: cache, folder: '_astro/social' });

describe('social cards', () => {
  it('renders a 1200×630 PNG of a cover, named after it and its content', async () => {
    const cards = renderer();
    const src = await cards.request(emit('src/content/news/covers/ppc-campaign.svg', 'ppc-campaign.B6V5Ah7n.svg'));
    expect(src).toMatch(/^\/_astro\/social\/ppc-campaign\.[0-9a-f]{16}\.png$/);
    expect(await cards.finish(cardsIn(outDir))).toMatchObject({ cards: 1, rendered: 1, reused: 0 });
    const png = join(outDir, src);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('renders an unchanged cover once across builds: the next build reuses the cached card', async () => {
    const first = renderer();
    const cover = 'src/content/news/covers/ai-in-seo.svg';
    const src = await first.request(emit(cover, 'ai-in-seo.AAAA1111.svg'));
    await first.finish(cardsIn(outDir));

    // A later build: a fresh output folder (the cover may even get another bundler hash), the same cache.
    const nextOut = join(scratch, `dist-${run}-next`);
    mkdirSync(join(nextOut, '_astro'), { recursive: true });
    const next = renderer(cacheDir, nextOut);
    expect(await next.request(emit(cover, 'ai-in-seo.BBBB2222.svg', nextOut))).toBe(src);
    expect(await next.finish(cardsIn(nextOut))).toMatchObject({ cards: 1, rendered: 0, reused: 1 });
    expect(readFileSync(join(nextOut, src))).toEqual(readFileSync(join(outDir, src)));
  });

  it('renders a changed cover again, under a new name', async () => {
    const cards = renderer();
    const before = await cards.request(emit('src/content/news/covers/pay-per-click.svg', 'pay-per-click.CCCC.svg'));
    const changed = join(scratch, 'pay-per-click.svg');
    writeFileSync(
      changed,
      readFileSync('src/content/news/covers/pay-per-click.svg', 'utf8').replace('#0b1f3a', '#12294a'),
    );
    const after = await cards.request(emit(changed, 'pay-per-click.DDDD.svg'));
    expect(after).not.toBe(before);
    expect(await cards.finish(cardsIn(outDir))).toMatchObject({ cards: 2, rendered: 2, reused: 0 });
  });

  it('renders a cover that two articles share once', async () => {
    const cards = renderer();
    const cover = 'src/content/news/covers/backlinks-in-google.svg';
    await cards.request(emit(cover, 'backlinks-in-google.EEEE.svg'));
    await cards.request(emit(cover, 'backlinks-in-google.EEEE.svg'));
    await cards.request(emit(cover, 'copy-of-backlinks.FFFF.svg'));
    expect(await cards.finish(cardsIn(outDir))).toMatchObject({ cards: 2, rendered: 1, reused: 0 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('crops a photo cover of another size to the card', async () => {
    const photo = join(scratch, 'photo.png');
    await sharp({ create: { width: 2400, height: 1400, channels: 3, background: '#0f766e' } })
      .png()
      .toFile(photo);
    const cards = renderer();
    const src = await cards.request(emit(photo, 'photo.GGGG.png'));
    await cards.finish(cardsIn(outDir));
    expect(await sharp(join(outDir, src)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('renders the covers it is given before any page asks, and publishes only those pages ask for', async () => {
    const cards = renderer();
    const covers = ['ai-in-seo', 'ppc-campaign', 'pay-per-click'].map((name) => `src/content/news/covers/${name}.svg`);
    const broken = join(scratch, 'unused-broken.svg');
    writeFileSync(broken, 'not an image');
    // Rendered in the background while the build goes on (the build does not wait for this).
    await cards.prepare([...covers, broken]);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.png'))).toHaveLength(3);
    const src = await cards.request(emit('src/content/news/covers/ppc-campaign.svg', 'ppc-campaign.JJJJ.svg'));
    // Nothing left for after the pages; the broken file no page asked for fails nothing.
    expect(await cards.finish(cardsIn(outDir))).toEqual({ cards: 1, rendered: 3, renderedAfterPages: 0, reused: 0 });
    expect(readdirSync(cardsIn(outDir))).toEqual([src.split('/').at(-1)]);
  });

  it('renders what is still waiting once the pages are done, on every core, counted as after the pages', async () => {
    // No background job at all, so that every card waits for the end of the pages.
    const cards = createCardRenderer({ outDir, cacheDir, folder: '_astro/social', backgroundJobs: 0 });
    const names = ['ai-in-seo', 'ppc-campaign', 'pay-per-click'];
    for (const name of names) await cards.request(emit(`src/content/news/covers/${name}.svg`, `${name}.LLLL.svg`));
    expect(existsSync(cacheDir)).toBe(false);
    // Rendered on hurry alone, before anything waits for them.
    cards.hurry();
    const rendered = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.endsWith('.png')) : []);
    await vi.waitFor(() => expect(rendered()).toHaveLength(3), { timeout: 60_000, interval: 20 });
    expect(await cards.finish(cardsIn(outDir))).toEqual({ cards: 3, rendered: 3, renderedAfterPages: 3, reused: 0 });
    expect(readdirSync(cardsIn(outDir))).toHaveLength(3);
  });

  it('serves cards under the base path of a site that has one', async () => {
    const cards = createCardRenderer({ outDir, cacheDir, folder: '_astro/social', base: '/blog' });
    const src = await cards.request({
      src: `/blog${emit('src/content/news/covers/ppc-campaign.svg', 'ppc-campaign.KKKK.svg').src}`,
    });
    expect(src).toMatch(/^\/blog\/_astro\/social\/ppc-campaign\.[0-9a-f]{16}\.png$/);
    await cards.finish(cardsIn(outDir));
    expect(existsSync(join(outDir, src.replace('/blog', '')))).toBe(true);
  });

  it('fails the build naming a cover it cannot render', async () => {
    const broken = join(scratch, 'broken.svg');
    writeFileSync(broken, '<svg xmlns="http://www.w3.org/2000/svg"><rect');
    const cards = renderer();
    await cards.request(emit(broken, 'broken.HHHH.svg'));
    await expect(cards.finish(cardsIn(outDir))).rejects.toThrow(
      /Could not render the social card of .*broken\.HHHH\.svg/,
    );
  });
});

describe('the social-cards integration', () => {
  it('offers pages its renderer while `astro build` runs and writes their cards into the output', async () => {
    // A project whose covers folder holds one cover, which starts rendering when Astro reads the
    // configuration of a build.
    const root = join(scratch, `project-${run}`);
    mkdirSync(join(root, 'covers'), { recursive: true });
    cpSync('src/content/news/covers/ppc-campaign.svg', join(root, 'covers/ppc-campaign.svg'));
    const { hooks } = socialCards({ covers: ['covers', 'no-such-folder'] });
    const logger = { info: vi.fn(), warn: vi.fn() };
    const config = {
      root: pathToFileURL(`${root}/`),
      outDir: pathToFileURL(`${outDir}/`),
      cacheDir: pathToFileURL(`${cacheDir}/`),
      base: '/',
      build: { assets: '_astro' },
    };
    await hooks['astro:config:setup']?.({ command: 'build', config, logger } as never);
    await hooks['astro:config:done']?.({ config, logger } as never);
    expect(socialCardRegistry()).toBeUndefined();
    await hooks['astro:build:start']?.({ logger } as never);
    const src = await socialCardRegistry()?.request(
      emit('src/content/news/covers/ppc-campaign.svg', 'ppc-campaign.IIII.svg'),
    );
    // Astro's order: the pages are written (generated), then the integrations finish (done).
    await hooks['astro:build:generated']?.({ dir: pathToFileURL(`${outDir}/`), logger } as never);
    await hooks['astro:build:done']?.({ dir: pathToFileURL(`${outDir}/`), logger } as never);
    expect(socialCardRegistry()).toBeUndefined();
    expect(existsSync(join(outDir, src ?? 'missing'))).toBe(true);
    expect(readdirSync(join(cacheDir, 'social-cards'))).toHaveLength(1);
    // Rendered once, whether the page asked before or after the early rendering got to it.
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringMatching(
        /^social cards in _astro\/social: 1; 1 rendered \([01] beside the build, [01] in \d+ ms after the pages\), 0 reused/,
      ),
    );
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('renders nothing and offers no renderer outside `astro build`', async () => {
    const root = join(scratch, `dev-project-${run}`);
    mkdirSync(join(root, 'covers'), { recursive: true });
    cpSync('src/content/news/covers/ppc-campaign.svg', join(root, 'covers/ppc-campaign.svg'));
    const devCache = join(scratch, `dev-cache-${run}`);
    const { hooks } = socialCards({ covers: ['covers'] });
    const logger = { info: vi.fn(), warn: vi.fn() };
    const config = {
      root: pathToFileURL(`${root}/`),
      outDir: pathToFileURL(`${outDir}/`),
      cacheDir: pathToFileURL(`${devCache}/`),
      base: '/',
      build: { assets: '_astro' },
    };
    for (const command of ['dev', 'sync', 'preview']) {
      await hooks['astro:config:setup']?.({ command, config, logger } as never);
      await hooks['astro:config:done']?.({ config, logger } as never);
      await hooks['astro:build:start']?.({ logger } as never);
      expect(socialCardRegistry(), command).toBeUndefined();
    }
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
