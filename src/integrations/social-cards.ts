import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import sharp from 'sharp';
import { SOCIAL_CARD, setSocialCardRegistry, type SocialCardRegistry } from '../lib/social-card-registry.ts';

/*
 * Social cards: the 1200×630 PNG an article's Open Graph and JSON-LD name, rendered from its cover
 * (social networks show no SVG previews). Through Astro's image pipeline every card of a cold
 * build was rendered after the last page, while the build waited; at 1,000 articles that was a
 * third of the build. Here the covers start rendering as soon as Astro reads a build's
 * configuration, in the background on the core the build's one JavaScript thread leaves free,
 * beside the content sync, the bundling and the pages; a page asks for its card while it renders
 * and gets its address at once, and whatever is left when the pages are done is finished with
 * every core.
 *
 * Each card is kept in Astro's cache folder (`cacheDir`, by default node_modules/.astro) under a
 * hash of the cover's bytes, and its public name carries the same hash: an unchanged cover is
 * never rendered again, on this machine or on Netlify, which keeps node_modules between builds; a
 * changed cover gets a new card under a new name, so the immutable caching of /_astro/* holds.
 */

/** Part of every cache key: change it when the rendering changes, so older cards are not reused. */
const RENDERING = 'cover-to-png-1200x630-level2-v1';

// Each cover is rendered once, so sharp's cache of recent operations would only hold memory.
sharp.cache(false);

/** What a build's cards cost: how many pages named, how many were rendered and when. */
export interface CardReport {
  /** Cards written to the output (one per distinct cover name pages asked for). */
  cards: number;
  /** Covers rendered in this build: in the background, and after the last page. */
  rendered: number;
  renderedAfterPages: number;
  /** Covers whose card was already in the cache. */
  reused: number;
}

/** Renders cards while the build runs, then writes the requested ones into the output. */
export interface CardRenderer extends SocialCardRegistry {
  /**
   * Starts rendering the cards of these cover files in the background before any page asks (the
   * covers folder, read when the build starts), and settles when they are rendered; a file no
   * page asks for is cached, not published.
   */
  prepare(sourcePaths: readonly string[]): Promise<void>;
  /**
   * Lets the covers still pending render on every core from now on: the pages are written, so the
   * build's JavaScript thread no longer needs a core of its own.
   */
  hurry(): void;
  /**
   * Renders what is still pending with every core and copies each requested card into `dir`;
   * fails naming every requested cover that could not be rendered.
   */
  finish(dir: string): Promise<CardReport>;
}

/** The cache key of a cover: a hash of the rendering and of the cover's bytes. */
export const cardKey = (source: Buffer) =>
  createHash('sha256').update(RENDERING).update('\0').update(source).digest('hex').slice(0, 16);

/**
 * A card renderer that reads covers from the build's output folder `outDir` (where Astro has
 * written them, under the addresses their image metadata gives, by the time pages render), keeps
 * cards in `cacheDir` and gives them addresses under `base` + `folder` (the folder of the output
 * `finish` writes to). `backgroundJobs` cards render at a time while the build goes on.
 */
export function createCardRenderer({
  outDir,
  cacheDir,
  folder,
  base = '',
  backgroundJobs = 1,
}: {
  outDir: string;
  cacheDir: string;
  /** Where the cards go in the output, and in their addresses after `base` ("_astro/social"). */
  folder: string;
  /** The site's base path without its final slash ("" for a site at the root). */
  base?: string;
  backgroundJobs?: number;
}): CardRenderer {
  /** One job per distinct cover content, however many articles share the cover. */
  const jobs = new Map<string, Promise<void>>();
  /** The cards pages asked for: public file name -> cache key. */
  const requested = new Map<string, string>();
  /** Covers that could not be rendered, by cache key (an error only if a page asked for one). */
  const failures = new Map<string, string>();
  /** Keys rendered in this build (the others a page asked for came from the cache). */
  const renderedKeys = new Set<string>();
  let renderedAfterPages = 0;
  let finishing = false;

  // A small semaphore, so background rendering keeps to the core the build's one JavaScript thread
  // leaves free; `finish` opens it to every core.
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
    if (existsSync(cached)) return;
    await acquire();
    try {
      const png = await sharp(source, { failOn: 'none' })
        .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover' })
        // Rasterizing a cover takes about 7 ms of CPU (a third of it the ground's gradient).
        // Compressing its PNG takes about 5 ms at zlib's default level 6, 3.2 ms at level 4 and
        // 2.3 ms at level 2, for cards of 55, 67 and 75 KB on average (the same pixels: PNG is
        // lossless). A cold build at a thousand articles is CPU-bound on two cores, and level 2
        // takes about 1.8 s of CPU less than level 4 there, for 8.5 MB more in dist/ (README,
        // "Build time").
        .png({ compressionLevel: 2 })
        .toBuffer();
      await (cacheReady ??= mkdir(cacheDir, { recursive: true }));
      // Written under a temporary name first: a build stopped half-way leaves no broken card.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, png);
      await rename(partial, cached);
      renderedKeys.add(key);
      if (finishing) renderedAfterPages++;
    } catch (error) {
      failures.set(key, `${sourcePath}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      release();
    }
  };
  const hurry = () => {
    if (finishing) return;
    finishing = true;
    limit = availableParallelism();
    while (active < limit && waiting.length > 0) {
      active++;
      waiting.shift()?.();
    }
  };
  /** The key of a cover's bytes, its render job started if it is the first with that key. */
  const schedule = (source: Buffer, sourcePath: string) => {
    const key = cardKey(source);
    if (!jobs.has(key)) jobs.set(key, render(key, source, sourcePath));
    return key;
  };

  return {
    async prepare(sourcePaths) {
      const started: Promise<void>[] = [];
      for (const sourcePath of sourcePaths) {
        if (finishing) break;
        const key = schedule(await readFile(sourcePath), sourcePath);
        started.push(jobs.get(key) ?? Promise.resolve());
      }
      await Promise.all(started);
    },
    async request(cover) {
      const address = decodeURI(cover.src.split('?')[0] ?? '');
      const sourcePath = join(outDir, address.startsWith(`${base}/`) ? address.slice(base.length) : address);
      const key = schedule(await readFile(sourcePath), sourcePath);
      // The cover's own name, without the hash the bundler added ("ppc-campaign.B6V5Ah7n.svg").
      const stem =
        basename(sourcePath)
          .split('.')[0]
          ?.replace(/[^A-Za-z0-9-]+/g, '-') || 'cover';
      const name = `${stem}.${key}.png`;
      requested.set(name, key);
      return `${base}/${folder}/${name}`;
    },
    hurry,
    async finish(dir) {
      hurry();
      await Promise.all(jobs.values());
      const failed = [...new Set(requested.values())].flatMap((key) => failures.get(key) ?? []);
      if (failed.length > 0) throw new Error(`Could not render the social card of ${failed.join('; ')}`);
      await mkdir(dir, { recursive: true });
      await Promise.all([...requested].map(([name, key]) => copyFile(join(cacheDir, `${key}.png`), join(dir, name))));
      const keys = new Set(requested.values());
      return {
        cards: requested.size,
        rendered: renderedKeys.size,
        renderedAfterPages,
        reused: [...keys].filter((key) => !renderedKeys.has(key)).length,
      };
    },
  };
}

/** Files a cover can be (what Astro's image() accepts and sharp reads). */
const IMAGE_FILE = /\.(?:svg|png|jpe?g|webp|avif|gif|tiff?)$/i;

/** Where a build's cards are read, kept and written, from Astro's configuration. */
interface CardPaths {
  root: string;
  outDir: string;
  cacheDir: string;
  folder: string;
  base: string;
}

const cardPaths = (config: AstroConfig): CardPaths => ({
  root: fileURLToPath(config.root),
  outDir: fileURLToPath(config.outDir),
  cacheDir: fileURLToPath(new URL('social-cards/', config.cacheDir)),
  folder: `${config.build.assets}/social`,
  base: config.base.replace(/\/$/, ''),
});

/**
 * The integration: a card renderer for each `astro build`, caching in `<cacheDir>/social-cards`
 * and writing to `<outDir>/<build.assets>/social`. The image files in `covers` (folders from the
 * project's root) start rendering as soon as Astro reads the configuration, before the other
 * integrations' setup, the content sync and the bundling: for the seconds those take the build's
 * JavaScript keeps one core busy and would leave the other idle. A cover anywhere else renders
 * when its page asks.
 */
export function socialCards({ covers = [] }: { covers?: readonly string[] } = {}): AstroIntegration {
  let renderer: CardRenderer | undefined;
  let paths: CardPaths | undefined;
  /** When the last page was written (astro:build:generated). */
  let pagesDone: number | undefined;
  const start = (config: AstroConfig, logger: AstroIntegrationLogger) => {
    paths = cardPaths(config);
    const { root } = paths;
    const cards = createCardRenderer(paths);
    renderer = cards;
    const files = covers.flatMap((dir) => {
      const path = join(root, dir);
      return existsSync(path)
        ? readdirSync(path)
            .filter((name) => IMAGE_FILE.test(name))
            .map((name) => join(path, name))
        : [];
    });
    // Not awaited: the build goes on while the cards render.
    cards.prepare(files).catch((error: unknown) => logger.warn(`social cards: ${String(error)}`));
  };
  return {
    name: 'social-cards',
    hooks: {
      // Only a build renders cards (`astro dev` uses Astro's images; `astro sync` and `check` none).
      'astro:config:setup': ({ command, config, logger }) => {
        if (command === 'build') start(config, logger);
      },
      'astro:config:done': ({ config, logger }) => {
        // Should an integration set up after this one have moved the output or the cache, start
        // again with the final folders (cards already rendered stay usable if the cache stayed).
        if (!renderer || !paths) return;
        const final = cardPaths(config);
        if ((Object.keys(final) as (keyof CardPaths)[]).some((key) => final[key] !== paths?.[key])) {
          start(config, logger);
        }
      },
      'astro:build:start': () => {
        setSocialCardRegistry(renderer);
      },
      // The last page is written: the cards left render on every core from here, beside the
      // search index and while the other integrations' hooks run, not only from build:done on.
      'astro:build:generated': () => {
        pagesDone = performance.now();
        renderer?.hurry();
      },
      'astro:build:done': async ({ dir, logger }) => {
        setSocialCardRegistry(undefined);
        if (!renderer || !paths) return;
        const { folder, cacheDir } = paths;
        const started = pagesDone ?? performance.now();
        pagesDone = undefined;
        const { cards, rendered, renderedAfterPages, reused } = await renderer.finish(join(fileURLToPath(dir), folder));
        logger.info(
          `social cards in ${folder}: ${cards}; ${rendered} rendered (${rendered - renderedAfterPages} beside the build, ${renderedAfterPages} in ${Math.round(performance.now() - started)} ms after the pages), ${reused} reused from ${cacheDir}`,
        );
        renderer = undefined;
      },
    },
  };
}
