// A temporary copy of the project to build with extra or broken articles, shared by the build
// tests (tests/build/) and the build benchmark (scripts/bench/bench-build.mjs), so an experiment never
// touches this checkout's src/content or dist/.
//
// The copy holds the sources (src/, public/, the configs) and a node_modules folder of its own
// whose entries link to this checkout's packages: nothing is installed, yet Astro's cache
// (node_modules/.astro, where it keeps rendered images between builds) belongs to the copy, so
// one copy's cache never warms or spoils another's, nor this checkout's.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
