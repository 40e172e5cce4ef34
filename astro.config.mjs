// @ts-check
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

// The production origin lives in src/data/site.ts; Astro needs it here for canonical URLs.
import { site } from './src/data/site.ts';
import { sitemapPages, sitemapSerializer } from './src/data/sitemap.ts';
import { socialCards } from './src/integrations/social-cards.ts';
import { CHAT_RESTORING_SCRIPT } from './src/lib/forms/chat.ts';
import { writeArticleDigests } from './src/server/assistant/article-digest.ts';
import { lazyChunk } from './src/integrations/lazy-chunk.ts';
import { siteSearchIndex } from './src/integrations/search-index.ts';

/**
 * Puts src/styles/global.css first on every page. It declares the order of the cascade layers, and
 * the first `@layer` a browser meets fixes that order; Astro orders a page's CSS by import order, so
 * a page that imports a component with layered styles before its layout would otherwise open the
 * `components` layer first and put it below the reset. A `page-ssr` script is prepended to every
 * page's imports.
 */
const globalStylesFirst = {
  name: 'global-styles-first',
  hooks: {
    /** @param {{ injectScript: (stage: 'page-ssr', content: string) => void }} options */
    'astro:config:setup': ({ injectScript }) => injectScript('page-ssr', "import '/src/styles/global.css';"),
  },
};

/**
 * Registers `client:reach` (src/directives/reach.ts): an island hydrates when the visitor reaches
 * for it. The chat widget and the footer form use it, so React and their code load on a gesture
 * (for the form, on its use), not on load and not when the visitor merely scrolls past.
 */
const reachDirective = {
  name: 'reach-directive',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'reach', entrypoint: './src/directives/reach.ts' }),
  },
};

/**
 * Writes the chat assistant's digest of the news articles (src/server/assistant/
 * articles.generated.json, git-ignored) from the MDX files in src/content/news, so an article an
 * editor adds is in the assistant's knowledge with nothing else to do. Config setup runs first in
 * `astro build` (before Netlify bundles the functions that import the digest), `astro dev` and
 * `astro sync`, which `astro check` runs before `tsc` needs the file. A file it cannot read is
 * left out with a warning: the content collection then fails the build with the precise reason.
 */
const assistantArticleDigest = {
  name: 'assistant-article-digest',
  hooks: {
    /** @param {{ config: { root: URL }, logger: { warn: (message: string) => void } }} options */
    'astro:config:setup': ({ config, logger }) => {
      const { digest, problems } = writeArticleDigests(fileURLToPath(config.root));
      for (const problem of problems) logger.warn(`left out of the chat assistant's knowledge: ${problem}`);
      publishedArticles = digest.articles;
    },
  },
};

/**
 * The published articles as the digest above read them (slug, title, dates, tags): all the sitemap
 * needs to date and rank the article and archive pages, once the build is done.
 * @type {import('./src/lib/schemas/article-digest.schema.ts').ArticleDigest[]}
 */
let publishedArticles = [];

/** A digest's `YYYY-MM-DD` as the date the content collection makes of it (midnight UTC). */
const day = (/** @type {string} */ iso) => new Date(`${iso}T00:00:00Z`);

/**
 * The sitemap (@astrojs/sitemap): an index, `sitemap-index.xml`, of one file per kind of page
 * (`sitemap-pages-0.xml`, `sitemap-articles-0.xml`, `sitemap-archive-0.xml`, split further past
 * 45,000 pages each). The integration finds the built pages; src/data/sitemap.ts gives each its
 * priority and last change, and the check after it fails the build when a built page has no entry
 * there or an entry has no page. The not-found page is left out by the integration itself.
 */
const serializer = () => {
  const pages = sitemapPages(
    publishedArticles.map((article) => ({
      ...article,
      published: day(article.published),
      updated: article.updated ? day(article.updated) : undefined,
    })),
  );
  return sitemapSerializer(site.url, pages);
};
/** @type {ReturnType<typeof sitemapSerializer> | undefined} */
let sitemapEntries;
const entries = () => (sitemapEntries ??= serializer());
const siteMap = sitemap({
  namespaces: { news: false, xhtml: false, image: false, video: false },
  serialize: (item) => entries().serialize(item),
  chunks: {
    articles: (item) => entries().inGroup('articles')(item),
    archive: (item) => entries().inGroup('archive')(item),
  },
});
const sitemapCheck = {
  name: 'sitemap-check',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': ({ dir }) => {
      const problems = entries().problems();
      if (!existsSync(new URL('sitemap-index.xml', dir))) problems.push('@astrojs/sitemap wrote no sitemap-index.xml');
      if (problems.length > 0) throw new Error(`The sitemap does not match the site: ${problems.join('; ')}`);
    },
  },
};

export default defineConfig({
  site: site.url,
  trailingSlash: 'never',
  // `/about` is served from `about.html`, so canonical URLs carry no trailing slash. Every page's CSS
  // (about 6 KB gzipped, with the headings' font 24 KB) is inlined: a separate stylesheet blocks the
  // first paint for one more round trip, 0.15-0.2 s on a phone (docs/fonts.md).
  //
  // Four pages render at a time (Astro renders one by default): each page is written to disk, its
  // folder made and an article's cover read for its social card before the next would start, and
  // the JavaScript thread waited on those; with four in flight it renders while they finish. At a
  // thousand articles that halves page generation (README, "Build time").
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 4 },
  compressHTML: 'jsx',
  // Shiki colours code with inline styles, which the content security policy forbids.
  markdown: { syntaxHighlight: false },
  // React only for the islands in src/islands/: the contact page's form hydrates when it comes into
  // view, the footer form and the chat when the visitor reaches for them. Each article's social
  // card (a PNG of its cover) is rendered once per cover and kept between builds:
  // src/integrations/social-cards.ts. MDX `optimize` compiles the static parts of an article (ours
  // are all static) to HTML strings instead of a tree of JSX calls: the same pages from a smaller
  // server bundle, which takes less memory to build and less time to render; a large archive feels
  // both. The search index is written last, from the built pages.
  integrations: [
    // First, so the social cards start rendering before the other integrations' setup.
    socialCards({ covers: ['src/content/news/covers'] }),
    globalStylesFirst,
    reachDirective,
    assistantArticleDigest,
    mdx({ optimize: true }),
    react(),
    siteMap,
    sitemapCheck,
    siteSearchIndex(),
  ],
  // Article covers may be SVG; social networks need a PNG of them (in `astro dev`, Astro renders
  // it). Only our own files are processed.
  image: { dangerouslyProcessSVG: true },
  devToolbar: { enabled: false },
  vite: {
    // `?lazy-chunk` imports: a module's URL, for a script that loads it on demand.
    plugins: [lazyChunk()],
    build: {
      // The headings' font travels inside the CSS (see global.css); every other asset keeps Vite's
      // default (files under 4 KB inlined).
      assetsInlineLimit: (file) => (file.endsWith('/plus-jakarta-sans-headings.woff2') ? true : undefined),
      rolldownOptions: {
        onwarn(warning, warn) {
          // Astro wraps each MDX article in a generated `<file>.mdx?astroPropagatedAssets` module
          // that starts with its own marker `"use astro:head-inject"`. Nothing reads that marker
          // any more, so Rolldown dropping it while bundling changes nothing, yet it warns once per
          // article (withastro/astro#18087). Only that warning is silenced: any other directive
          // ("use client" in a dependency...) and every other warning still print.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')) return;
          warn(warning);
        },
      },
    },
  },
  security: {
    csp: {
      // The one inline script Astro does not hash itself (BaseLayout's chat-restoring script).
      scriptDirective: { hashes: [`sha256-${createHash('sha256').update(CHAT_RESTORING_SCRIPT).digest('base64')}`] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        // The headings' font is a data: URL inside the inline CSS.
        "font-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
    },
  },
});
