// What each Netlify function costs to deploy: every function zipped as Netlify's build zips it
// (zip-it-and-ship-it, which netlify-cli and Netlify's build run, with netlify.toml's [functions]
// settings), and per function its zipped and unzipped bytes, its number of files, the largest
// modules in it and how much of it is Netlify's own runtime (the same in every zip).
//
// When netlify.toml's [functions] directory is the deploy bundles that `npm run build` writes
// (scripts/build/bundle-functions.mjs), they are bundled afresh into a temporary folder first, so the
// figures follow the sources, built or not; a checkout whose netlify.toml names the sources (main
// before the functions were bundled) has them zipped as they are. The modules in a bundle come from esbuild's
// metafile (the bytes each adds to the bundle); in a zip of copied files, from its entries.
//
//   npm run bench:functions                      this checkout, exits 1 if a zip exceeds its budget
//   npm run bench:functions -- --baseline DIR    also another checkout (with its node_modules, or
//                                                a link to these), for a before-and-after table
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { writeArticleDigests } from '../../src/server/assistant/article-digest.ts';
import { bundleFunctions, DEPLOY_FUNCTIONS_DIR } from '../build/bundle-functions.mjs';
import { zipEntries, zipEntryData } from './zip.mjs';

/** The files zip-it-and-ship-it adds to every function's zip: Netlify's runtime, not our code. */
const NETLIFY_RUNTIME_FILE = /^___netlify-/;

/** The assistant's article digest, which grows with every article an editor adds. */
export const ARTICLE_DIGEST = 'src/server/assistant/articles.generated.json';

/**
 * The most each function's zip may weigh, in bytes: just above what it weighs now. About 330 KB
 * of every zip is Netlify's runtime (its bootstrap and telemetry files: all there is of `health`
 * but its 1 KB handler). The chat's budget is for its code: the digest of the articles comes on
 * top (see budgetOf), so an editor's new article never breaks it. Measured with Node 24, esbuild
 * 0.28 and zip-it-and-ship-it 16.2; an upgrade of either that grows them shows here first.
 */
export const FUNCTION_BUDGETS = {
  // 625 KB until the local assistant became a pipeline (understanding, dialogue, sentence
  // retrieval with stemming and synonyms, the check and its nearest answer): its code adds about
  // 21 KB zipped (646 KB measured with it, 2026-11-27). 655 KB until the words visitors asked the
  // site's sentences with (asked-examples.json, 9 KB, 4 KB zipped) and the hand-overs for unstated
  // terms, quotes and problems (about 656 KB measured, 2026-11-27). 662 KB until the examples grew
  // to 324 sentences and the assistant learnt plans by place, unlisted work and off-topic
  // questions (662.1 KB measured, 2026-11-27). 668 KB until the examples grew to 385 sentences
  // (11 KB zipped) and the chat learnt the free audit's page, budgets, plan phrases and more hand-over
  // cases (671.9 KB measured, 2026-11-27). 678 KB until the chat learnt budgets, platforms it never
  // names, more hand-overs and the contact page's words (678.0 KB measured at the end of that stop).
  // 684 KB until the examples took in the questions the site's sentences answer
  // (src/data/sentence-questions.json: 1,019 sentences, 22 KB zipped, +11.5 KB in the zip). 696 KB
  // until 223 more dev questions added their words to the examples and the chat learnt list
  // labels, offices elsewhere and contact words in other questions (718.8 KB with the digest,
  // 2026-11-27: 0.2 KB over). 700 KB until the chat learnt what three more blind batches of dev
  // questions (341) showed it missing: unlisted work asked as a need, list intros, a follow-up's
  // swapped subject, the Terms on binding prices and more (722.7 KB with the digest, 2026-11-27:
  // 0.2 KB over; writing the examples without indentation had saved 0.3 KB of it). 704 KB until
  // the bundles shortened identifiers too, names kept (scripts/build/bundle-functions.mjs): 726.4
  // KB with the digest before, 678.4 KB after (2026-11-27). Lowered so that the saving is not spent
  // unnoticed: about 8 KB above the code as it is. 664 KB until the SDK's zod 3 converter was given
  // zod 3's type names alone, not all of zod 3 (scripts/build/bundle-functions.mjs): 688.0 KB with
  // the digest before, 672.3 KB after (2026-11-28). Lowered again to about 8 KB above the code.
  // 656 KB until the SDK's resources that the chat never calls became empty classes
  // (scripts/build/bundle-functions.mjs): 679.1 KB with the digest before, 644.4 KB after
  // (2026-11-28). Lowered again to about 8 KB above the code.
  'ai-chat': 628_000,
  'email-contact': 560_000,
  'email-ticket': 560_000,
  'sheets-contact': 428_000,
  'sheets-ticket': 430_000,
  health: 345_000,
  // The website audit: the safe fetch, htmlparser2 and 46 checks over the page (430 KB measured,
  // 2026-11-27).
  audit: 440_000,
  // The audit's speed test: the address check and Google's answer read with zod (382 KB measured,
  // 2026-11-27; zod's object schemas are most of its code).
  'audit-speed': 392_000,
  // The review request under an audit report: the contact functions' machinery with its own schema.
  'email-audit': 560_000,
  'sheets-audit': 430_000,
};

/**
 * @typedef {object} FunctionBundleSize
 * @property {string} name the function (its file name in netlify/functions)
 * @property {number} zipBytes the zip Netlify deploys
 * @property {number} unzippedBytes the zip's files, extracted
 * @property {number} files how many files the zip holds
 * @property {Array<{ path: string, bytes: number }>} largest the largest modules, largest first
 * @property {Record<string, number>} modules every module in the function and its bytes: an npm
 *   package by name (all its files together), one of our files by its path in the project
 * @property {string[]} packages the npm packages among the modules
 * @property {number} runtimeBytes of unzippedBytes, Netlify's runtime files
 * @property {number} budgetBytes the most zipBytes may be (see FUNCTION_BUDGETS); NaN for a
 *   function without a budget
 * @property {string[]} routes the paths the function answers, as the deploy's manifest has them
 * @property {unknown} trafficRules its rate limit, as the deploy's manifest has it (none: undefined)
 * @property {string} [zip] the zip's path, when `outDir` was given
 */

/**
 * The module a path in the bundle or the zip belongs to: the npm package (scope included) for a
 * file under node_modules (the innermost package, for one nested in another), else the path.
 * @param {string} path
 */
export function moduleOf(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return path;
  const scoped = parts[at + 1]?.startsWith('@');
  return parts.slice(at + 1, at + (scoped ? 3 : 2)).join('/');
}

/**
 * netlify.toml's [functions] settings as Netlify's build hands them to zip-it-and-ship-it
 * (normalizeFunctionConfig in @netlify/build: `esbuild` becomes `esbuild_zisi`, the Node version
 * is the build's NODE_VERSION).
 * @param {string} root
 */
function netlifyFunctionsConfig(root) {
  const toml =
    /** @type {{ build?: { environment?: Record<string, string> }, functions?: Record<string, unknown> }} */ (
      parse(readFileSync(join(root, 'netlify.toml'), 'utf8'))
    );
  const functions = toml.functions ?? {};
  const nodeVersion = toml.build?.environment?.['NODE_VERSION'];
  /** @param {Record<string, unknown>} settings */
  const normalized = (settings) => ({
    externalNodeModules: settings['external_node_modules'],
    includedFiles: settings['included_files'],
    includedFilesBasePath: root,
    ignoredNodeModules: settings['ignored_node_modules'],
    nodeVersion,
    nodeBundler: settings['node_bundler'] === 'esbuild' ? 'esbuild_zisi' : settings['node_bundler'],
  });
  // Top-level keys set every function ("*"); a table under [functions."<pattern>"] sets some.
  const patterns = Object.entries(functions).filter(([, value]) => typeof value === 'object' && value !== null);
  const defaults = Object.fromEntries(Object.entries(functions).filter(([, value]) => typeof value !== 'object'));
  return {
    directory: typeof functions['directory'] === 'string' ? functions['directory'] : 'netlify/functions',
    config: {
      '*': normalized(defaults),
      ...Object.fromEntries(
        patterns.map(([pattern, value]) => [pattern, normalized(/** @type {Record<string, unknown>} */ (value))]),
      ),
    },
  };
}

/**
 * What the digest of the articles adds to the chat's zip: its bytes compressed as a zip compresses
 * them (deflate, the JSON written without spaces as the bundle has it).
 * @param {string} root
 */
export function articleDigestZipBytes(root = process.cwd()) {
  const digest = JSON.parse(readFileSync(join(root, ARTICLE_DIGEST), 'utf8'));
  return deflateRawSync(JSON.stringify(digest)).length;
}

/**
 * The most a function's zip may weigh: its budget, and for the chat the digest of the articles.
 * @param {string} name
 * @param {string} [root]
 */
export function budgetOf(name, root = process.cwd()) {
  const budget = /** @type {Record<string, number>} */ (FUNCTION_BUDGETS)[name];
  if (budget === undefined) return NaN;
  return name === 'ai-chat' ? budget + articleDigestZipBytes(root) : budget;
}

/**
 * Zips every function of the checkout at `root` as a Netlify deploy would and measures each.
 * The zips go into `outDir` when given (kept, and named in the results), else into a temporary
 * folder that is removed.
 * @param {{ root?: string, outDir?: string, top?: number }} [options]
 * @returns {Promise<FunctionBundleSize[]>}
 */
export async function measureFunctionBundles({ root = process.cwd(), outDir, top = 8 } = {}) {
  const checkout = resolve(root);
  const { directory, config } = netlifyFunctionsConfig(checkout);
  const work = await mkdtemp(join(tmpdir(), 'tidewell-functions-'));
  try {
    /** @type {Map<string, Record<string, number>>} */
    const bundled = new Map();
    let source = join(checkout, directory);
    if (directory === DEPLOY_FUNCTIONS_DIR) {
      source = join(work, 'bundled');
      for (const bundle of await bundleFunctions({ outDir: source, deploy: true, root: checkout })) {
        bundled.set(bundle.name, bundle.inputs);
      }
    } else {
      // The sources as they are: only their imports of the digest need it written.
      writeArticleDigests(checkout);
    }
    const zipDir = outDir ? resolve(outDir) : join(work, 'zips');
    await mkdir(zipDir, { recursive: true });
    const results = await zipFunctions({ user: { directories: [source] } }, zipDir, {
      basePath: checkout,
      repositoryRoot: checkout,
      config,
      featureFlags: {},
    });
    const sizes = await Promise.all(
      results.map(async (result) => {
        const { name, path } = result;
        const zip = await readFile(path);
        const entries = zipEntries(zip).filter((entry) => !entry.name.endsWith('/'));
        const runtime = entries.filter((entry) => NETLIFY_RUNTIME_FILE.test(entry.name));
        /** @type {Record<string, number>} */
        const modules = {};
        const packages = new Set();
        const add = (/** @type {string} */ path, /** @type {number} */ bytes) => {
          const module = moduleOf(path);
          modules[module] = (modules[module] ?? 0) + bytes;
          if (module !== path) packages.add(module);
        };
        const inputs = bundled.get(name);
        if (inputs) {
          for (const [input, bytes] of Object.entries(inputs)) add(input, bytes);
        } else {
          for (const entry of entries) if (!NETLIFY_RUNTIME_FILE.test(entry.name)) add(entry.name, entry.size);
        }
        /** @type {FunctionBundleSize} */
        const size = {
          name,
          zipBytes: zip.length,
          unzippedBytes: entries.reduce((sum, entry) => sum + entry.size, 0),
          files: entries.length,
          largest: Object.entries(modules)
            .sort(([, a], [, b]) => b - a)
            .slice(0, top)
            .map(([module, bytes]) => ({ path: module, bytes })),
          modules,
          packages: [...packages].sort(),
          runtimeBytes: runtime.reduce((sum, entry) => sum + entry.size, 0),
          budgetBytes: budgetOf(name, checkout),
          routes: (result.routes ?? []).map((route) => ('literal' in route ? route.literal : route.pattern)),
          trafficRules: 'trafficRules' in result ? result.trafficRules : undefined,
        };
        return outDir ? { ...size, zip: path } : size;
      }),
    );
    return sizes.sort((a, b) => a.name.localeCompare(b.name));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Extracts a function's zip into `dir`, as the platform unpacks it before the first call.
 * @param {string} zipPath
 * @param {string} dir
 */
export async function extractZip(zipPath, dir) {
  const zip = await readFile(zipPath);
  for (const entry of zipEntries(zip)) {
    const target = resolve(dir, entry.name);
    if (relative(dir, target).startsWith('..')) throw new Error(`${entry.name} would land outside ${dir}`);
    if (entry.name.endsWith('/')) {
      await mkdir(target, { recursive: true });
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, zipEntryData(zip, entry));
  }
  return readdir(dir);
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The measurements as a Markdown table; with `before`, each zip's size before and after.
 * @param {FunctionBundleSize[]} sizes
 * @param {FunctionBundleSize[]} [before]
 */
export function functionBundlesTable(sizes, before) {
  const header = [
    'function',
    ...(before ? ['zipped before', 'zipped'] : ['zipped']),
    'budget',
    'unzipped',
    'files',
    'Netlify runtime',
    'largest modules (bytes in the function)',
  ];
  const rows = sizes.map((size) => {
    const old = before?.find((entry) => entry.name === size.name);
    return [
      size.name,
      ...(before ? [old ? `${kb(old.zipBytes)} (${old.files} files)` : '-', kb(size.zipBytes)] : [kb(size.zipBytes)]),
      Number.isNaN(size.budgetBytes) ? '-' : kb(size.budgetBytes),
      kb(size.unzippedBytes),
      String(size.files),
      kb(size.runtimeBytes),
      size.largest
        .slice(0, 5)
        .map(({ path, bytes }) => `${path} ${kb(bytes)}`)
        .join(', '),
    ];
  });
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { baseline: { type: 'string' } } });
  const baseline = values.baseline ? resolve(values.baseline) : undefined;
  if (baseline && !existsSync(join(baseline, 'node_modules'))) {
    throw new Error(`${baseline} has no node_modules: install it, or link this checkout's node_modules into it`);
  }
  const before = baseline ? await measureFunctionBundles({ root: baseline }) : undefined;
  const sizes = await measureFunctionBundles();
  console.log(`Function bundles, zipped as a Netlify deploy zips them${baseline ? ` (before: ${baseline})` : ''}:\n`);
  console.log(functionBundlesTable(sizes, before));
  const over = sizes.filter((size) => size.zipBytes > size.budgetBytes);
  for (const size of over)
    console.log(`✖ ${size.name}: ${kb(size.zipBytes)}, over its budget of ${kb(size.budgetBytes)}`);
  console.log(over.length > 0 ? '✖ Some functions are over their budget.' : '✓ Every function is within its budget.');
  process.exitCode = over.length > 0 ? 1 : 0;
}
