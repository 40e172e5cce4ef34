import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { SOCIAL_CARD, setSocialCardRegistry, type SocialCardRegistry } from '../lib/social-cards.ts';

/*
 * Social cards: the 1200×630 PNG an article's Open Graph and JSON-LD name, rendered from its cover
 * (social networks show no SVG previews). Through Astro's image pipeline every card of a cold
 * build was rendered after the last page, while the build waited; at 1,000 articles that was a
 * third of the build. Here a page asks for its card while it renders and gets its address at once;
 * the card is rendered in the background on the core that page rendering (one JavaScript thread)
 * leaves free, and whatever is left when the pages are done is finished with every core.
 *
 * Each card is kept in Astro's cache folder (`cacheDir`, by default node_modules/.astro) under a
 * hash of the cover's bytes, and its public name carries the same hash: an unchanged cover is
 * never rendered again, on this machine or on Netlify, which keeps node_modules between builds; a
 * changed cover gets a new card under a new name, so the immutable caching of /_astro/* holds.
 */

/** Part of every cache key: change it when the rendering changes, so older cards are not reused. */
const RENDERING = 'cover-to-png-1200x630-v1';

/** Renders cards while the build runs, then writes the requested ones into the output. */
export interface CardRenderer extends SocialCardRegistry {
  /**
   * Renders what is still pending with every core and copies each requested card into `dir`;
   * fails naming every cover that could not be rendered.
   */
  finish(dir: string): Promise<{ cards: number; rendered: number; reused: number }>;
}

/**
 * A card renderer that reads covers from the build's output folder `outDir` (where Astro has
 * written them, under the addresses their image metadata gives, by the time pages render), keeps
 * cards in `cacheDir` and gives them addresses under `urlPrefix` (the folder `finish` writes to,
 * as the site serves it). `backgroundJobs` cards render at a time while pages are being built.
 */
export function createCardRenderer({
  outDir,
  cacheDir,
  urlPrefix,
  backgroundJobs = 1,
}: {
  outDir: string;
  cacheDir: string;
  urlPrefix: string;
  backgroundJobs?: number;
}): CardRenderer {
  /** One job per distinct cover content, however many articles share the cover. */
  const jobs = new Map<string, Promise<void>>();
  /** The cards pages asked for: public file name -> cache key. */
  const requested = new Map<string, string>();
  const failures: string[] = [];
  let rendered = 0;
  let reused = 0;

  // A small semaphore, so background rendering keeps to the core page rendering does not use.
  let limit = backgroundJobs;
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = () =>
    active < limit ? (active++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  let cacheReady: Promise<unknown> | undefined;
  const render = async (key: string, source: Buffer, sourcePath: string) => {
    const cached = join(cacheDir, `${key}.png`);
    if (existsSync(cached)) {
      reused++;
      return;
    }
    await acquire();
    try {
      const png = await sharp(source, { failOn: 'none' })
        .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover' })
        .png()
        .toBuffer();
      await (cacheReady ??= mkdir(cacheDir, { recursive: true }));
      // Written under a temporary name first: a build stopped half-way leaves no broken card.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, png);
      await rename(partial, cached);
      rendered++;
    } catch (error) {
      failures.push(`${sourcePath}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      release();
    }
  };

  return {
    async request(cover) {
      const sourcePath = join(outDir, decodeURI(cover.src.split('?')[0] ?? '').replace(/^\/+/, ''));
      const source = await readFile(sourcePath);
      const key = createHash('sha256').update(RENDERING).update('\0').update(source).digest('hex').slice(0, 16);
      // The cover's own name, without the hash the bundler added ("ppc-campaign.B6V5Ah7n.svg").
      const stem =
        basename(sourcePath)
          .split('.')[0]
          ?.replace(/[^A-Za-z0-9-]+/g, '-') || 'cover';
      const name = `${stem}.${key}.png`;
      if (!jobs.has(key)) jobs.set(key, render(key, source, sourcePath));
      requested.set(name, key);
      return `${urlPrefix}/${name}`;
    },
    async finish(dir) {
      limit = availableParallelism();
      while (active < limit && waiting.length > 0) {
        active++;
        waiting.shift()?.();
      }
      await Promise.all(jobs.values());
      if (failures.length > 0) throw new Error(`Could not render the social card of ${failures.join('; ')}`);
      await mkdir(dir, { recursive: true });
      await Promise.all([...requested].map(([name, key]) => copyFile(join(cacheDir, `${key}.png`), join(dir, name))));
      return { cards: requested.size, rendered, reused };
    },
  };
}

/**
 * The integration: a card renderer for each `astro build`, caching in `<cacheDir>/social-cards`
 * and writing to `<outDir>/<build.assets>/social`.
 */
export function socialCards(): AstroIntegration {
  let renderer: CardRenderer | undefined;
  let outDir = '';
  let cacheDir = '';
  let folder = '';
  return {
    name: 'social-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(new URL('social-cards/', config.cacheDir));
        folder = `${config.build.assets}/social`;
      },
      'astro:build:start': ({ logger }) => {
        renderer = createCardRenderer({ outDir, cacheDir, urlPrefix: `/${folder}` });
        setSocialCardRegistry(renderer);
        logger.debug(`social cards cached in ${cacheDir}`);
      },
      'astro:build:done': async ({ dir, logger }) => {
        setSocialCardRegistry(undefined);
        if (!renderer) return;
        const started = performance.now();
        const { cards, rendered, reused } = await renderer.finish(join(fileURLToPath(dir), folder));
        logger.info(
          `social cards in ${folder}: ${cards}, of which ${rendered} rendered and ${reused} reused from ${cacheDir} (${Math.round(performance.now() - started)} ms after the pages)`,
        );
        renderer = undefined;
      },
    },
  };
}
