// The benchmark's report, docs/benchmarks.md: its header (date, machine, tool versions), the
// summary of its sections, the sections themselves between markers so that one section can be
// measured again alone (`npm run bench -- --only pages`) and replace its old text while the others
// stay, and the Markdown of the function bundles. Everything here but machineInfo() and
// toolVersions() is pure, for the unit tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';

/**
 * A measured section of the report.
 * @typedef {{
 *   id: string;
 *   title: string;
 *   measured: string;
 *   ok: boolean;
 *   result: string;
 *   body: string;
 * }} Section
 *   `measured`: when (ISO 8601); `ok`: no check failed and no target was missed; `result`: one
 *   line for the summary ("✓ all targets met", "✖ 3 targets missed"); `body`: its Markdown, without
 *   the heading.
 */

/**
 * The machine, as the header shows it.
 * @typedef {{ cpu: string; cores: number; memoryBytes: number; os: string }} Machine
 */

/**
 * The name of the operating system in an os-release file (PRETTY_NAME, else NAME and VERSION), or
 * undefined.
 * @param {string} text
 */
export function parseOsRelease(text) {
  const field = (/** @type {string} */ name) =>
    new RegExp(`^${name}=("?)(.*)\\1$`, 'm').exec(text)?.[2]?.trim() || undefined;
  const name = field('NAME');
  const version = field('VERSION');
  return field('PRETTY_NAME') ?? (name ? [name, version].filter(Boolean).join(' ') : undefined);
}

/**
 * The version in the output of `chromium --version` ("Chromium 156.0.8078.79 built on Debian..."),
 * or undefined.
 * @param {string} text
 */
export function parseChromiumVersion(text) {
  return /(?:Chromium|Chrome)\s+(\d+(?:\.\d+)+)/.exec(text)?.[1];
}

/** The machine this runs on. */
export function machineInfo() {
  const osRelease = existsSync('/etc/os-release') ? parseOsRelease(readFileSync('/etc/os-release', 'utf8')) : undefined;
  return {
    cpu: cpus()[0]?.model.trim() || 'unknown CPU',
    cores: availableParallelism(),
    memoryBytes: totalmem(),
    os: [osRelease, `${type()} ${release()} ${arch()}`].filter(Boolean).join(', '),
  };
}

/**
 * The versions of the tools the benchmark runs: Node, the packages installed in this checkout and
 * the Chromium at `chromiumPath`. A tool that cannot be found shows as "not found".
 * @param {{ root?: string; chromiumPath: string }} options
 * @returns {Array<[tool: string, version: string]>}
 */
export function toolVersions({ root = '.', chromiumPath }) {
  const installed = (/** @type {string} */ name) => {
    try {
      return String(JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version);
    } catch {
      return 'not found';
    }
  };
  let chromium = 'not found';
  try {
    const output = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    chromium = parseChromiumVersion(output) ?? output.trim();
  } catch {
    // No browser at that path: the header says so.
  }
  return [
    ['Node', process.version],
    ['Astro', installed('astro')],
    ['Lighthouse', installed('lighthouse')],
    ['Chromium', chromium],
    ['netlify-cli', installed('netlify-cli')],
    ['Pagefind', installed('pagefind')],
    ['Playwright', installed('@playwright/test')],
  ];
}

const GIB = 1024 ** 3;

/** A date as "2026-11-24 03:10 UTC". */
export const formatDate = (/** @type {Date} */ date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A duration in seconds as "23 min 5 s" or "41 s". */
export function formatDuration(/** @type {number} */ seconds) {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`;
}

/**
 * The header of the report: what it is, when and on what it was measured, with which tools.
 * @param {{ date: Date; seconds: number; command: string; machine: Machine; versions: Array<[string, string]>; load: { start: number; end: number } }} run
 */
export function renderHeader({ date, seconds, command, machine, versions, load }) {
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`scripts/bench/bench.mjs`): do not edit it by hand, run the benchmark again. A section measured again alone (`--only`) replaces its own text and keeps the others; each section says when it was measured.',
    '',
    '| | |',
    '|---|---|',
    `| Date | ${formatDate(date)} (the run took ${formatDuration(seconds)}) |`,
    `| Command | \`${command}\` |`,
    `| Machine | ${machine.cpu}, ${machine.cores} cores, ${(machine.memoryBytes / GIB).toFixed(1)} GiB memory; ${machine.os} |`,
    `| Load average | ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end (${Math.max(load.start, load.end) > machine.cores ? `above ${machine.cores}: other work competed for the ${machine.cores} cores and the timings are inflated` : `at most ${machine.cores}: the cores were the benchmark's`}) |`,
    `| Tools | ${versions.map(([tool, version]) => `${tool} ${version}`).join(', ')} |`,
  ].join('\n');
}

/** The markers around a section: the opening one carries what the summary needs. */
const SECTION_PATTERN =
  /<!-- bench-section (\S+) measured="([^"]*)" ok="(true|false)" result="([^"]*)" -->\n## ([^\n]*)\n\n?([\s\S]*?)\n?<!-- \/bench-section \1 -->/g;

/** Text made safe for the marker's attributes and an HTML comment. */
const attribute = (/** @type {string} */ text) => text.replace(/"/g, "'").replace(/--/g, '–');

/**
 * A section between its markers, with its heading and when it was measured.
 * @param {Section} section
 */
export function renderSection({ id, title, measured, ok, result, body }) {
  return [
    `<!-- bench-section ${id} measured="${attribute(measured)}" ok="${ok}" result="${attribute(result)}" -->`,
    `## ${title}`,
    '',
    `Measured ${formatDate(new Date(measured))}: ${result}.`,
    '',
    body.trim(),
    `<!-- /bench-section ${id} -->`,
  ].join('\n');
}

/**
 * The sections of a report written by renderDocument, as they were written.
 * @param {string} text
 * @returns {Section[]}
 */
export function parseSections(text) {
  return [...text.matchAll(SECTION_PATTERN)].map((match) => {
    const [, id = '', measured = '', ok, result = '', title = '', rest = ''] = match;
    // The line renderSection puts before the body.
    const body = rest.replace(/^Measured [^\n]*\n\n?/, '').trim();
    return { id, title, measured, ok: ok === 'true', result, body };
  });
}

/**
 * The sections of a new report: the fresh ones, and those of the previous report that were not
 * measured this time, in `order` (ids); sections of neither are left out.
 * @param {Section[]} fresh
 * @param {Section[]} previous
 * @param {string[]} order
 * @returns {Section[]}
 */
export function mergeSections(fresh, previous, order) {
  return order
    .map((id) => fresh.find((section) => section.id === id) ?? previous.find((section) => section.id === id))
    .filter((section) => section !== undefined);
}

/**
 * The whole report: the header, the summary of every section (when measured, its result) and the
 * sections.
 * @param {{ header: string; sections: Section[]; fresh: string[] }} report `fresh`: the ids measured in this run.
 */
export function renderDocument({ header, sections, fresh }) {
  return `${[
    header,
    '',
    '## Summary',
    '',
    '| section | measured | result |',
    '|---|---|---|',
    ...sections.map(
      (section) =>
        `| [${section.title}](#${anchor(section.title)}) | ${formatDate(new Date(section.measured))}${fresh.includes(section.id) ? '' : ' (an earlier run)'} | ${section.result} |`,
    ),
    '',
    ...sections.map(renderSection).flatMap((text) => [text, '']),
  ]
    .join('\n')
    .trimEnd()}\n`;
}

/** GitHub's anchor for a heading. */
export const anchor = (/** @type {string} */ title) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** The report without its collapsed parts, for the console. */
export const withoutDetails = (/** @type {string} */ text) =>
  text.replace(/<details>[\s\S]*?<\/details>\n?/g, '').replace(/<!-- \/?bench-section[^>]*-->\n?/g, '');

/**
 * A function's zipped bundle as scripts/bench/function-bundles.mjs measures it.
 * @typedef {{
 *   name: string;
 *   zipBytes: number;
 *   unzippedBytes: number;
 *   files: number | unknown[];
 *   largest: string | { path?: string; name?: string; bytes?: number } | null | undefined;
 * }} FunctionBundle
 *   `files`: how many files the zip holds (or their list); `largest`: its largest file.
 */

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The function bundles as Markdown: one row per function with its zipped and unzipped size, its
 * file count and its largest file, and the totals.
 * @param {FunctionBundle[]} bundles
 */
export function renderFunctionBundles(bundles) {
  if (bundles.length === 0) return 'No function bundle was found.';
  const count = (/** @type {FunctionBundle['files']} */ files) => (Array.isArray(files) ? files.length : files);
  const largest = (/** @type {FunctionBundle['largest']} */ file) => {
    if (!file) return '-';
    if (typeof file === 'string') return `\`${file}\``;
    const name = file.path ?? file.name ?? '?';
    return file.bytes === undefined ? `\`${name}\`` : `\`${name}\` (${kb(file.bytes)})`;
  };
  const sorted = [...bundles].sort((a, b) => b.zipBytes - a.zipBytes);
  const sum = (/** @type {(bundle: FunctionBundle) => number} */ pick) =>
    bundles.reduce((total, bundle) => total + pick(bundle), 0);
  return [
    "Each function as Netlify deploys it: the zip, the size of its contents, how many files it holds (its bundle and Netlify's own runtime, about 330 KB zipped in every zip), and the largest module its bundle carries. Largest first.",
    '',
    '| function | zipped | unzipped | files | largest module |',
    '|---|---|---|---|---|',
    ...sorted.map(
      (bundle) =>
        `| \`${bundle.name}\` | ${kb(bundle.zipBytes)} | ${kb(bundle.unzippedBytes)} | ${count(bundle.files)} | ${largest(bundle.largest)} |`,
    ),
    `| **all ${bundles.length}** | ${kb(sum((bundle) => bundle.zipBytes))} | ${kb(sum((bundle) => bundle.unzippedBytes))} | ${sum((bundle) => count(bundle.files))} | |`,
  ].join('\n');
}
