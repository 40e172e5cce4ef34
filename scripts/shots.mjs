// Renders the built site to PNGs for a person to look at: every page kind at a phone and a laptop
// size (full page), and the states a visitor brings about (menus open, the country list, form
// errors, a sent message, an article mid-scroll, the chat and the ticket form). It asserts nothing:
// it is a way to look before and after a design change. Images go to a git-ignored folder.
//
//   npm run shots                       every page kind, full page, plus the interactive states
//   npm run shots -- --all              every page instead of one per kind
//   npm run shots -- --first-screen     the first screen only, at 375 × 812, 1280 × 800 and 1920 × 1080
//   npm run shots -- --only=pricing     only shots whose name contains "pricing"
//   npm run shots -- --base=http://localhost:8888   use a site already being served
//
// Messages sent for the "sent" state go through the real local functions into a throwaway outbox.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { routes } from '../src/data/routes.ts';
import { MIN_FILL_MS } from '../src/lib/forms/message.ts';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { startLocalServer } from './lib/local-server.mjs';

const { values: options } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    'first-screen': { type: 'boolean', default: false },
    only: { type: 'string' },
    base: { type: 'string' },
    out: { type: 'string', default: '.local/shots' },
  },
});

/** The sizes every page is shown at: a common phone and a common laptop. */
const PAGE_SIZES = [
  { label: '375', width: 375, height: 812 },
  { label: '1280', width: 1280, height: 800 },
];
/** The first screen also at a large desktop, where an empty half of a hero shows most. */
const FIRST_SCREEN_SIZES = [...PAGE_SIZES, { label: '1920', width: 1920, height: 1080 }];

const articleDir = 'dist/news';
if (!existsSync('dist/index.html')) {
  console.error('✖ dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
/** The HTML pages of a folder of dist/ as `{ path, kind }`, by path. */
const pagesIn = (/** @type {string} */ dir, /** @type {string} */ kind) =>
  readdirSync(`dist/${dir}`)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ path: `/${dir}/${file.replace(/\.html$/, '')}`, kind }))
    .sort((a, b) => a.path.localeCompare(b.path));
// Articles, and not the news list's later pages (/news/2): no article is named with a number.
const articles = pagesIn('news', 'article').filter(({ path }) => !/\/\d+$/.test(path));
const topics = existsSync(`${articleDir}/topic`) ? pagesIn('news/topic', 'topic') : [];

/** The pages to show: every route, article and topic with --all, else the first of each kind. */
function pagesToShow() {
  const every = [...routes.map(({ path, kind }) => ({ path, kind })), ...articles, ...topics];
  if (options.all) return every;
  const seen = new Set();
  return every.filter(({ kind }) => !seen.has(kind) && seen.add(kind));
}

/** A file name for a page: its kind and path, readable in a listing. */
function nameOf({ path, kind }) {
  const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  return slug === kind ? slug : `${kind}--${slug}`;
}

/**
 * The interactive states, each a page, a size and the steps that bring it about. Each shot is of
 * the viewport (what the visitor sees at that moment) unless it says `full`.
 */
const states = [
  ...PAGE_SIZES.map((size) => ({
    name: `state--menu-open-${size.label}`,
    path: '/',
    size,
    async act(page) {
      if (size.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Services' }).click();
      await page.locator('#menu-services').waitFor();
    },
  })),
  {
    name: 'state--pricing-menu-open-1280',
    path: '/',
    size: PAGE_SIZES[1],
    async act(page) {
      await page.getByRole('button', { name: 'Pricing' }).click();
      await page.locator('#menu-pricing').waitFor();
    },
  },
  ...PAGE_SIZES.map((size) => ({
    name: `state--contact-country-list-${size.label}`,
    path: '/contact',
    size,
    async act(page) {
      const form = await readyContactForm(page);
      await form.getByRole('combobox').click();
      await form.getByRole('listbox').waitFor();
    },
  })),
  ...PAGE_SIZES.map((size) => ({
    name: `state--contact-form-errors-${size.label}`,
    path: '/contact',
    size,
    clock: true,
    async act(page) {
      const form = await fillContactForm(page);
      await form.getByPlaceholder('Enter phone number').fill('20255501');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText(/^Please enter a valid/).waitFor();
    },
  })),
  ...PAGE_SIZES.map((size) => ({
    name: `state--contact-sent-${size.label}`,
    path: '/contact',
    size,
    clock: true,
    async act(page) {
      const form = await fillContactForm(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByRole('button', { name: 'Message Sent!' }).waitFor({ timeout: 20_000 });
    },
  })),
  ...PAGE_SIZES.map((size) => ({
    name: `state--article-mid-scroll-${size.label}`,
    path: articles[0]?.path ?? '/view-article',
    size,
    async act(page) {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }),
      );
      // The sticky bar reacts to scrolling; let it settle before the picture.
      await page.waitForTimeout(400);
    },
  })),
  ...PAGE_SIZES.map((size) => ({
    name: `state--chat-open-${size.label}`,
    path: '/',
    size,
    async act(page) {
      await page.locator('.chat-launcher').click();
      await page.getByRole('dialog', { name: 'Tidewell assistant' }).waitFor();
    },
  })),
  ...PAGE_SIZES.map((size) => ({
    name: `state--chat-answer-${size.label}`,
    path: '/',
    size,
    async act(page) {
      // A long answer (two plans side by side), as the local assistant gives it without a model key.
      await page.locator('.chat-launcher').click();
      const chat = page.getByRole('dialog', { name: 'Tidewell assistant' });
      await chat
        .getByPlaceholder('Ask about services, prices, hours…')
        .fill('seo silver vs gold, whats the difference?');
      await chat.getByRole('button', { name: 'Send message' }).click();
      // Any reply will do (with a model key the words differ): the log stops being busy.
      await chat.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 20_000 });
      await page.waitForTimeout(300);
    },
  })),
  ...PAGE_SIZES.map((size) => ({
    name: `state--ticket-form-open-${size.label}`,
    path: '/',
    size,
    async act(page) {
      await page.locator('.chat-launcher').click();
      await page.getByRole('button', { name: 'Talk to a person: open a support ticket' }).click();
      await page.getByRole('dialog', { name: 'Talk to our team' }).waitFor();
    },
  })),
];

/** The contact page's form once its island has hydrated (its button enables then). */
async function readyContactForm(page) {
  const form = page.locator('form.contact-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Send Message' }).and(page.locator(':enabled')).waitFor();
  return form;
}

/** Fills the contact form as a visitor would; the page's clock skips the minimum fill time. */
async function fillContactForm(page) {
  const form = await readyContactForm(page);
  await form.getByLabel('Name').fill('Dana Whitfield');
  await form.getByLabel('Email').fill('dana@harborbakery.example');
  await form.getByPlaceholder('Enter phone number').fill('2025550143');
  await form.getByLabel('Subject').fill('SEO for a second shop');
  await form.getByLabel('Message').fill('We open a second bakery in March and want both found on Google.');
  await page.clock.fastForward(MIN_FILL_MS);
  return form;
}

/** Whether something answers HTTP at `url`. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Every shot of this run: pages (full, or first screen) then, unless first-screen only, states. */
function plannedShots() {
  const pages = pagesToShow().flatMap((page) =>
    (options['first-screen'] ? FIRST_SCREEN_SIZES : PAGE_SIZES).map((size) => ({
      name: `${nameOf(page)}-${size.label}`,
      path: page.path,
      size,
      full: !options['first-screen'],
    })),
  );
  const all = options['first-screen'] ? pages : [...pages, ...states];
  return options.only ? all.filter((shot) => shot.name.includes(options.only)) : all;
}

const shots = plannedShots();
if (shots.length === 0) {
  console.error(`✖ no shot matches --only=${options.only}`);
  process.exit(1);
}

const outDir = resolve(options.out);
mkdirSync(outDir, { recursive: true });
const port = Number(process.env.SHOTS_PORT ?? 8897);
if (!options.base && (await answers(`http://localhost:${port}/`))) {
  // Another server there would be photographed instead of this build.
  console.error(`✖ port ${port} is taken: set SHOTS_PORT to a free port, or --base to use that server.`);
  process.exit(1);
}
const outbox = mkdtempSync(join(tmpdir(), 'shots-outbox-'));
const server = options.base
  ? { origin: options.base.replace(/\/$/, ''), stop: () => undefined }
  : await startLocalServer({ port, env: { OUTBOX_DIR: outbox } });

// Scrollbars as a desktop visitor on Windows or Linux sees them (Playwright hides them by default,
// which would leave the room the page keeps for one, scrollbar-gutter, as a blank strip). Phone
// sizes are emulated with overlay scrollbars, as phones draw them.
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  ignoreDefaultArgs: ['--hide-scrollbars'],
});
const written = [];
let failed = 0;
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.size.width, height: shot.size.height },
      deviceScaleFactor: 1,
      isMobile: shot.size.width < 768,
      hasTouch: shot.size.width < 768,
    });
    const page = await context.newPage();
    try {
      if (shot.clock) await page.clock.install();
      await page.goto(server.origin + shot.path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      if (shot.act) await shot.act(page);
      const file = join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file, fullPage: Boolean(shot.full) });
      written.push(file);
      console.log(relative(process.cwd(), file));
    } catch (error) {
      failed += 1;
      console.error(`✖ ${shot.name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
  rmSync(outbox, { recursive: true, force: true });
}
console.log(
  `${written.length} shots in ${relative(process.cwd(), outDir) || '.'}${failed ? `, ${failed} failed` : ''}`,
);
process.exit(failed ? 1 : 0);
