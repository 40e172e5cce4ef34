// @ts-check
import { createHash } from 'node:crypto';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// The production origin lives in src/data/site.ts; Astro needs it here for canonical URLs.
import { site } from './src/data/site.ts';
import { assistantArticleDigest } from './src/integrations/assistant-article-digest.ts';
import { globalStylesFirst } from './src/integrations/global-styles-first.ts';
import { lazyChunk } from './src/integrations/lazy-chunk.ts';
import { reachDirective } from './src/integrations/reach-directive.ts';
import { siteSearchIndex } from './src/integrations/search-index.ts';
import { siteMap } from './src/integrations/sitemap.ts';
import { socialCards } from './src/integrations/social-cards.ts';
import { CHAT_RESTORING_SCRIPT } from './src/lib/calls/chat.ts';

// The project's own integrations are in src/integrations/, one file each; the list below says what each does.
// The digest's is named: the sitemap reads the articles it found.
const articleDigest = assistantArticleDigest();

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
  integrations: [
    // Each article's social card, a PNG of its cover, rendered beside the build; first, so it starts early.
    socialCards({ covers: ['src/content/news/covers'] }),
    // src/styles/global.css first on every page, so the cascade layers it declares keep their order.
    globalStylesFirst(),
    // `client:reach`: an island (the chat, the footer form) hydrates when the visitor reaches for it.
    reachDirective(),
    // The chat assistant's digest of the news articles (written at setup); the sitemap dates pages from it.
    articleDigest,
    // MDX articles; `optimize` compiles their static parts to HTML strings: a smaller, faster server bundle.
    mdx({ optimize: true }),
    // React, only for the islands in src/islands/ (the forms, the phone input, the chat).
    react(),
    // sitemap-index.xml and its files, then a check that fails the build when a page has no entry.
    ...siteMap(() => articleDigest.articles),
    // The site search's Pagefind index, from the built pages: last.
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
