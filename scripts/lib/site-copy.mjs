// A temporary copy of the project to build with extra or broken articles, shared by the build
// tests (tests/build/), the browser test of the large archive (tests/e2e/archive.spec.ts) and the
// build benchmark (scripts/bench/bench-build.mjs), so an experiment never touches this checkout's
// src/content or dist/.
//
// The copy holds the sources (src/, public/, the configs) and a node_modules folder of its own
// whose entries link to this checkout's packages: nothing is installed, yet Astro's cache
// (node_modules/.astro, where it keeps rendered images between builds) belongs to the copy, so
// one copy's cache never warms or spoils another's, nor this checkout's.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeArticles } from '../content/generate-articles.mjs';

/** This checkout. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What a build reads, besides node_modules. */
export const COPIED_ENTRIES = ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

/** Caches under node_modules that belong to whoever builds, never linked into a copy. */
const OWN_CACHES = new Set(['.astro', '.vite', '.cache']);

/**
 * Makes a temporary copy of the project, with `articles` generated articles added to its
 * src/content/news (scripts/content/generate-articles.mjs, from `seed`). `source` copies the sources of
 * another checkout instead of this one (the benchmark's before-and-after), still with this
 * checkout's packages.
 * @param {{ prefix?: string; articles?: number; seed?: string; source?: string }} [options]
 */
export function makeSiteCopy({ prefix = 'tidewell-site-', articles = 0, seed, source = PROJECT_ROOT } = {}) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of COPIED_ENTRIES) {
    cpSync(join(source, entry), join(root, entry), { recursive: true });
  }
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(PROJECT_ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) symlinkSync(join(PROJECT_ROOT, 'node_modules', entry), join(modules, entry));
  }
  const newsDir = join(root, 'src/content/news');
  const generated =
    articles > 0
      ? writeArticles(newsDir, seed === undefined ? { count: articles } : { count: articles, seed }).articles
      : [];
  return { root, newsDir, articles: generated };
}

/**
 * The command that builds a copy: Astro's CLI on this Node, in a clean environment (vitest's own
 * variables, NODE_ENV=test among them, would change the build).
 * @param {string} root
 */
export function buildCommand(root) {
  return {
    command: process.execPath,
    args: [join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
    options: {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? root,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_DEV_BACKGROUND: '0',
        ASTRO_PREVIEW_BACKGROUND: '0',
      },
    },
  };
}

/**
 * Builds a copy and waits; returns the exit status and the whole log.
 * @param {string} root
 * @param {{ timeoutMs?: number }} [options]
 */
export function buildSiteCopy(root, { timeoutMs = 300_000 } = {}) {
  const { command, args, options } = buildCommand(root);
  const result = spawnSync(command, args, {
    ...options,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Forgets everything an earlier build of the copy left: its output and Astro's caches. */
export function clearBuildCaches(/** @type {string} */ root) {
  for (const path of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) {
    rmSync(join(root, path), { recursive: true, force: true });
  }
}

/** Deletes a copy. */
export function removeSiteCopy(/** @type {string} */ root) {
  rmSync(root, { recursive: true, force: true });
}

/*
 * A shared copy: one build that several tests only read. The large archive (a hundred generated
 * articles) is built for its build checks (tests/build/archive.test.ts) and its browser checks
 * (tests/e2e/archive.spec.ts); in `npm test` the first builds it and the second finds it. Its
 * folder in the OS temporary folder is named by a hash of everything that decides the build (the
 * sources a copy takes, package-lock.json, Node's version, the articles asked for), so a change of
 * any of them builds a new one, and a copy is only ever reused for the very same inputs. A copy is
 * built under a temporary name and renamed once built, so a half-built or failed copy is never
 * found; two runs that start at once both build, and the second rename loses and is thrown away.
 */

/** The start of a shared copy's folder name in the OS temporary folder. */
const SHARED_PREFIX = 'tidewell-shared-';
/** The file a finished shared copy holds: what was generated into it and how long its build took. */
const SHARED_MANIFEST = 'shared-copy.json';
/** Generated by every build from the articles (so already decided by them), never hashed. */
const GENERATED = new Set(['src/server/assistant/articles.generated.json']);
/** Shared copies not used for this long are left over from an interrupted run, and removed. */
const SHARED_MAX_IDLE_MS = 24 * 60 * 60 * 1000;
/** A copy still building after this long was abandoned by a run that died. */
const BUILDING_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/**
 * Every file under `path` (a file or a folder), by its path from `root`, sorted.
 * @param {string} root
 * @param {string} path
 * @returns {string[]}
 */
function filesUnder(root, path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * The hash that names a shared copy: every file a copy takes from `source` (path and content),
 * this checkout's package-lock.json (the packages the copy links), Node's version and `extra` (what
 * is generated into the copy).
 * @param {{ source?: string; extra?: unknown }} [options]
 */
export function sourcesKey({ source = PROJECT_ROOT, extra = null } = {}) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ node: process.version, extra }));
  for (const entry of COPIED_ENTRIES) {
    for (const file of filesUnder(source, entry)) {
      if (GENERATED.has(file)) continue;
      hash.update(`\0${file}\0`);
      hash.update(readFileSync(join(source, file)));
    }
  }
  hash.update('\0package-lock.json\0');
  hash.update(readFileSync(join(PROJECT_ROOT, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Removes shared copies nobody has used for a day, and builds abandoned for two hours, but `keep`.
 * @param {string} keep
 */
function pruneSharedCopies(keep) {
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(SHARED_PREFIX) || path === keep) continue;
    try {
      const building = name.includes('-building-');
      const stamp = building ? statSync(path) : statSync(join(path, SHARED_MANIFEST));
      if (now - stamp.mtimeMs > (building ? BUILDING_MAX_AGE_MS : SHARED_MAX_IDLE_MS)) removeSiteCopy(path);
    } catch {
      // Not a shared copy after all, or gone already.
    }
  }
}

/**
 * The shared, built copy of the site with `articles` generated articles (from `seed`): found if a
 * run with the same sources built it already, built otherwise (which throws, with the end of the
 * build's log, if the build fails). Only read it: other tests may be reading it too. `reused`
 * says whether it was found; `buildMs` is how long its build took, whoever built it.
 * @param {{ name?: string; articles?: number; seed?: string; timeoutMs?: number }} [options]
 * @returns {{ root: string; newsDir: string; articles: import('../content/generate-articles.mjs').GeneratedArticle[]; reused: boolean; buildMs: number }}
 */
export function sharedSiteCopy({ name = 'site', articles = 0, seed, timeoutMs = 480_000 } = {}) {
  const key = sourcesKey({ extra: { articles, seed: seed ?? null } });
  const root = join(tmpdir(), `${SHARED_PREFIX}${name}-${key}`);
  const found = (/** @type {boolean} */ reused) => {
    const manifest = join(root, SHARED_MANIFEST);
    const { articles: generated, buildMs } = JSON.parse(readFileSync(manifest, 'utf8'));
    const now = new Date();
    utimesSync(manifest, now, now);
    return { root, newsDir: join(root, 'src/content/news'), articles: generated, reused, buildMs };
  };
  if (existsSync(join(root, SHARED_MANIFEST))) return found(true);

  pruneSharedCopies(root);
  const copy = makeSiteCopy({ prefix: `${SHARED_PREFIX}${name}-${key}-building-`, articles, seed });
  const started = Date.now();
  const result = buildSiteCopy(copy.root, { timeoutMs });
  if (result.status !== 0) {
    removeSiteCopy(copy.root);
    throw new Error(
      `the shared copy "${name}" did not build (status ${result.status}):\n${result.output.slice(-4000)}`,
    );
  }
  const manifest = { key, articles: copy.articles, buildMs: Date.now() - started };
  writeFileSync(join(copy.root, SHARED_MANIFEST), JSON.stringify(manifest));
  try {
    renameSync(copy.root, root);
  } catch (error) {
    // Another run finished the same copy first: use it, drop this one.
    removeSiteCopy(copy.root);
    if (!existsSync(join(root, SHARED_MANIFEST))) throw error;
    return found(true);
  }
  return found(false);
}
