// Writes realistic news articles into a temporary copy of the project, to see how the site holds
// an archive of hundreds or thousands: `npm run articles:generate -- --count 200 --out DIR`, where
// DIR is the src/content/news folder of the copy (tests and `npm run bench:build` make the copy
// with scripts/lib/site-copy.mjs). It never writes into this checkout's src/content, nor into any
// git checkout: the generated files are test material, not articles to publish.
//
// Each article is a long MDX file (about 1,700 words: an opening, sections and sub-sections,
// paragraphs, bulleted and numbered lists, links to a service page and /contact) about one of
// fifteen marketing topics, with two to four tags, an author of src/data/authors.ts, a date
// between 2023 and 2026 (some with a later update), a unique metaKey and its own SVG cover in the
// style of the real ones. Everything follows from --seed (a fixed default): the same seed and
// count give byte-identical files, and a larger count only adds articles after the same first ones.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { authorIds } from '../../src/data/authors.ts';
import { countWords } from '../../src/lib/articles.ts';
import { pageMetaKeys } from '../../src/lib/schemas/seo.schema.ts';
import { drawCover } from './article-covers.mjs';
import { composeArticle, description, headlines } from './article-text.mjs';
import { topics } from './article-topics.mjs';
import { randomSource } from './random.mjs';

/** The seed used when none is given, so every run without one writes the same articles. */
export const DEFAULT_SEED = 'tidewell-archive';

/** Generated articles are dated between these days (inclusive). */
export const FIRST_DAY = '2023-01-02';
export const LAST_DAY = '2026-10-30';

/** This checkout: its src/content is never written to. */
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DAY_MS = 86_400_000;

/**
 * One generated article: its MDX source and cover, and what tests need to find it again.
 * @typedef {{
 *   slug: string; source: string; coverSvg: string;
 *   title: string; description: string; metaKey: string; author: string; tags: string[];
 *   published: string; updated: string | undefined; town: string; words: number;
 * }} GeneratedArticle
 */

/** The address segment of a headline: lower-case words joined by hyphens. */
export const slugify = (/** @type {string} */ title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The metaKey of a slug (upper case, underscores), starting with a letter as the schema asks. */
export const metaKeyOf = (/** @type {string} */ slug) => {
  const key = slug.toUpperCase().replace(/-/g, '_');
  return /^[A-Z]/.test(key) ? key : `TOP_${key}`;
};

const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * `count` articles from `seed`. Article i depends only on the seed, i and the articles before it,
 * so the first 100 of 1,000 are the 100 of a count of 100. `taken` are slugs and metaKeys already
 * in the folder (the project's own articles), which generated ones never reuse.
 * @param {{ count: number; seed?: string; taken?: { slugs: Iterable<string>; metaKeys: Iterable<string> } }} options
 * @returns {GeneratedArticle[]}
 */
export function generateArticles({ count, seed = DEFAULT_SEED, taken = { slugs: [], metaKeys: [] } }) {
  const slugs = new Set(taken.slugs);
  const keys = new Set([...taken.metaKeys, ...pageMetaKeys]);
  const first = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  const last = Date.parse(`${LAST_DAY}T00:00:00Z`);
  /** @type {GeneratedArticle[]} */
  const articles = [];
  for (let index = 0; index < count; index++) {
    let article;
    // Another draw when every headline of this one is taken (rare: a few thousand combinations).
    for (let attempt = 0; !article; attempt++) {
      if (attempt === 50) throw new Error(`No free headline for article ${index + 1} after 50 draws`);
      const random = randomSource(`${seed}:${index}:${attempt}`);
      const topic = random.pick(topics);
      const related = random
        .shuffle(topic.related)
        .slice(0, random.int(1, 3))
        .map((tag) => topics.find((other) => other.tag === tag))
        .filter((other) => other !== undefined);
      const published = first + random.int(0, (last - first) / DAY_MS) * DAY_MS;
      const composed = composeArticle(random, topic);
      const year = new Date(published).getUTCFullYear();
      const title = headlines(random, topic, { ...composed, year }).find((candidate) => {
        const slug = slugify(candidate);
        return !slugs.has(slug) && !keys.has(metaKeyOf(slug));
      });
      if (!title) continue;
      const slug = slugify(title);
      const metaKey = metaKeyOf(slug);
      const updated = random.chance(0.25) ? Math.min(last, published + random.int(14, 200) * DAY_MS) : undefined;
      const author = random.chance(0.75) ? topic.author : random.pick(authorIds);
      const tags = [topic.tag, ...related.map((other) => other.tag)];
      const cover = drawCover(random, topic.motif);
      const summary = description(random, topic, { audience: composed.audience, terms: random.shuffle(topic.terms) });
      const frontMatter = [
        `title: ${JSON.stringify(title)}`,
        `description: ${JSON.stringify(summary)}`,
        `metaKey: ${metaKey}`,
        `author: ${author}`,
        `published: ${isoDay(published)}`,
        ...(updated !== undefined && updated > published ? [`updated: ${isoDay(updated)}`] : []),
        'cover:',
        `  src: ./covers/${slug}.svg`,
        `  alt: ${JSON.stringify(cover.alt)}`,
        `tags: [${tags.map((tag) => JSON.stringify(tag)).join(', ')}]`,
      ];
      const source = `---\n${frontMatter.join('\n')}\n---\n\n${composed.body}\n`;
      slugs.add(slug);
      keys.add(metaKey);
      article = {
        slug,
        source,
        coverSvg: cover.svg,
        title,
        description: summary,
        metaKey,
        author,
        tags,
        published: isoDay(published),
        updated: updated !== undefined && updated > published ? isoDay(updated) : undefined,
        town: composed.town,
        words: countWords(composed.body),
      };
    }
    articles.push(article);
  }
  return articles;
}

/** The real path of `path`, or of its nearest existing parent with the rest appended. */
function realpathAllowingMissing(/** @type {string} */ path) {
  const missing = [];
  let current = resolve(path);
  while (!existsSync(current)) {
    missing.unshift(current.slice(dirname(current).length + 1));
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return join(realpathSync(current), ...missing);
}

/**
 * The absolute news folder `dir` stands for, once it is known to be safe to write into: the
 * src/content/news folder of a copy of the project that is not a git checkout (so never this one,
 * the main repository or another worktree). Throws with the reason otherwise.
 * @param {string} dir
 */
export function checkOutputFolder(dir) {
  const target = realpathAllowingMissing(dir);
  const ownContent = realpathAllowingMissing(join(PROJECT_ROOT, 'src/content'));
  if (target === ownContent || target.startsWith(ownContent + sep)) {
    throw new Error(
      `Refusing to write generated articles into this project's own ${join('src', 'content')} (${target}): give --out the src/content/news folder of a temporary copy (tests/build and scripts/lib/site-copy.mjs make one).`,
    );
  }
  if (!target.endsWith(`${sep}${join('src', 'content', 'news')}`)) {
    throw new Error(`--out must be the src/content/news folder of a temporary copy of the project; got ${target}`);
  }
  const root = resolve(target, '../../..');
  if (!existsSync(join(root, 'package.json')) || !existsSync(join(root, 'astro.config.mjs'))) {
    throw new Error(`${root} is not a copy of the project (no package.json and astro.config.mjs beside src/)`);
  }
  if (existsSync(join(root, '.git'))) {
    throw new Error(
      `${root} is a git checkout: generated articles go into a temporary copy only, never into a working tree.`,
    );
  }
  return target;
}

/**
 * Generates `count` articles and writes them and their covers into `dir` (checked first), beside
 * the articles already there, whose slugs and metaKeys it avoids.
 * @param {string} dir
 * @param {{ count: number; seed?: string }} options
 */
export function writeArticles(dir, { count, seed = DEFAULT_SEED }) {
  const target = checkOutputFolder(dir);
  mkdirSync(join(target, 'covers'), { recursive: true });
  const existing = readdirSync(target).filter((name) => /\.mdx?$/.test(name));
  const taken = {
    slugs: existing.map((name) => name.replace(/\.mdx?$/, '')),
    metaKeys: existing.flatMap((name) => {
      const key = /^metaKey:\s*(\S+)/m.exec(readFileSync(join(target, name), 'utf8'))?.[1];
      return key ? [key] : [];
    }),
  };
  const articles = generateArticles({ count, seed, taken });
  for (const article of articles) {
    writeFileSync(join(target, `${article.slug}.mdx`), article.source);
    writeFileSync(join(target, 'covers', `${article.slug}.svg`), article.coverSvg);
  }
  return { dir: target, articles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage = 'Usage: npm run articles:generate -- --count N --out <copy>/src/content/news [--seed TEXT]';
  try {
    const { values } = parseArgs({
      options: { count: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } },
    });
    const count = Number(values.count);
    if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a whole number of articles\n${usage}`);
    if (!values.out) throw new Error(`--out is required\n${usage}`);
    const started = performance.now();
    const { dir, articles } = writeArticles(values.out, { count, seed: values.seed ?? DEFAULT_SEED });
    const words = articles.reduce((sum, article) => sum + article.words, 0);
    console.log(
      `Wrote ${articles.length} articles (${Math.round(words / articles.length)} words on average) and their covers to ${dir} in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
