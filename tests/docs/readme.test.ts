import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/*
 * The README and docs/ are read by a developer, an editor and an operator who trust them: the
 * files they name exist, every script they can run is explained, every link inside them lands on
 * a file and a heading that exist, and the README stays a short map from which each reader's
 * tasks are at most two links away.
 */

/** README.md and every docs/*.md, by their path from the project's root. */
const documents = new Map<string, string>(
  ['README.md', ...readdirSync('docs').map((name) => `docs/${name}`)]
    .filter((path) => path.endsWith('.md'))
    .map((path) => [path, readFileSync(path, 'utf8')]),
);
const readme = documents.get('README.md') ?? '';
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

/** The text outside fenced code blocks (an example article's `## A section heading` is no heading). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** The files of the project a bare file name (`package.json`, `local.ts`) may be. */
const projectFiles = new Set(
  ['.', 'src', 'scripts', 'tests', 'netlify', 'public', 'docs', '.ci'].flatMap((folder) =>
    folder === '.'
      ? readdirSync('.')
      : readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((path) => path.split('/').pop() ?? ''),
  ),
);

/** Every `code` span that names a file or folder of the project (placeholders like `<slug>` left out). */
function namedPaths(markdown: string): string[] {
  return [...prose(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((text) =>
      /^(src|scripts|tests|netlify|public|docs|\.ci)\/|^[\w.-]+\.(m?[jt]sx?|json|toml|astro|css)$/.test(text),
    )
    .filter((text) => !/[<>*]/.test(text) && !text.startsWith('@'));
}

/** Whether a named path exists: from the project's root, or (a bare file name) anywhere in it. */
function exists(name: string): boolean {
  return existsSync(name) || (!name.includes('/') && projectFiles.has(name));
}

/** The anchors GitHub gives a document's headings (its slugger: lower case, hyphens, no punctuation). */
function anchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = [...prose(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((match) => match[1] ?? '');
  // GitHub slugs the heading's text as shown: code spans lose their backticks, links keep their text.
  return new Set(
    headings.map((heading) => slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, ''))),
  );
}

/** Every Markdown link or image of a document outside code, with its target as written. */
function links(markdown: string): string[] {
  const withoutCode = prose(markdown).replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

interface Target {
  /** The document or file linked, from the project's root. */
  file: string;
  /** The heading's anchor, if the link names one. */
  anchor?: string;
}

/** Where a relative link of the document at `from` points; undefined for a link off the project. */
function resolveLink(from: string, target: string): Target | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const [path = '', anchor] = target.split('#', 2);
  const file = path === '' ? from : normalize(path.startsWith('/') ? path.slice(1) : join(dirname(from), path));
  return anchor === undefined ? { file } : { file, anchor: decodeURIComponent(anchor) };
}

/** What is wrong with a relative link: a file that does not exist, or an anchor no heading has. */
function brokenLinks(documentsByPath: Map<string, string>): string[] {
  const broken: string[] = [];
  for (const [from, markdown] of documentsByPath) {
    for (const target of links(markdown)) {
      const resolved = resolveLink(from, target);
      if (!resolved) continue;
      if (resolved.file.startsWith('..') || !(documentsByPath.has(resolved.file) || existsSync(resolved.file))) {
        broken.push(`${from}: (${target}) names a file that does not exist`);
      } else if (resolved.anchor !== undefined) {
        const text = documentsByPath.get(resolved.file) ?? readFileSync(resolved.file, 'utf8');
        if (!resolved.file.endsWith('.md') || !anchors(text).has(resolved.anchor)) {
          broken.push(`${from}: (${target}) names a heading ${resolved.file} does not have`);
        }
      }
    }
  }
  return broken;
}

/** How many links a reader follows from the README to reach each document (the README is 0). */
function linkDistances(documentsByPath: Map<string, string>, start = 'README.md'): Map<string, number> {
  const distance = new Map([[start, 0]]);
  const queue = [start];
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const target of links(documentsByPath.get(from) ?? '')) {
      const resolved = resolveLink(from, target);
      if (!resolved || distance.has(resolved.file) || !documentsByPath.has(resolved.file)) continue;
      distance.set(resolved.file, (distance.get(from) ?? 0) + 1);
      queue.push(resolved.file);
    }
  }
  return distance;
}

/** The folders of the README's tree ("Where code belongs"), as paths from the project's root. */
function treeFolders(markdown: string): string[] {
  const block = /## Where code belongs\n+```text\n([\s\S]*?)\n```/.exec(markdown)?.[1] ?? '';
  const parents: string[] = [];
  const folders: string[] = [];
  for (const match of block.matchAll(/^((?:│ {3}| {4})*)(?:├── |└── )(\S+)\//gm)) {
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    parents.push(match[2] ?? '');
    folders.push(parents.join('/'));
  }
  return folders;
}

/** Folders a fresh clone has after a build and a test run, that the tree need not show. */
const UNTRACKED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);

/** The project's folders at the top and in src/ and tests/, which the tree must show. */
function foldersToShow(): string[] {
  const folders = (path: string) =>
    readdirSync(path || '.', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !UNTRACKED.has(entry.name))
      .filter((entry) => !entry.name.startsWith('.') || entry.name === '.ci')
      .map((entry) => (path ? `${path}/${entry.name}` : entry.name));
  return [...folders(''), ...folders('src'), ...folders('tests')];
}

/** Whether the document mentions `npm <script>` as a command (`npm run bench` is not `npm run bench:build`). */
function namesScript(text: string, name: string): boolean {
  const command = name === 'test' || name === 'start' ? `npm ${name}` : `npm run ${name}`;
  return new RegExp(`${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-])`).test(text);
}

describe('the README and docs/', () => {
  it('finds the README and the documents of docs/', () => {
    expect([...documents.keys()]).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'docs/testing.md',
        'docs/build-performance.md',
        'docs/functions.md',
        'docs/editing.md',
        'docs/operating.md',
        'docs/assistant.md',
        'docs/benchmarks.md',
        'docs/fonts.md',
      ]),
    );
  });

  // docs/benchmarks.md is written by `npm run bench` and names the built site's files (`client.Cd-EeyjT.js`).
  it.each([...documents.keys()].filter((path) => path !== 'docs/benchmarks.md'))(
    '%s names files and folders that exist',
    (path) => {
      const named = namedPaths(documents.get(path) ?? '');
      expect(named.filter((name) => !exists(name))).toEqual([]);
    },
  );

  it('names project paths in code spans often enough for that check to mean something', () => {
    expect(namedPaths(readme).length).toBeGreaterThan(15);
    expect(namedPaths([...documents.values()].join('\n')).length).toBeGreaterThan(150);
  });

  it('explains every npm script somewhere', () => {
    const all = [...documents.values()].join('\n');
    expect(Object.keys(packageJson.scripts).filter((name) => !namesScript(all, name))).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    expect(brokenLinks(documents)).toEqual([]);
  });

  it('has relative links to check', () => {
    const relative = [...documents].flatMap(([from, markdown]) =>
      links(markdown).filter((target) => resolveLink(from, target)),
    );
    expect(relative.length).toBeGreaterThan(60);
  });
});

describe('the README', () => {
  it('opens with an index for its three readers', () => {
    const opening = readme.split('\n## ')[0] ?? '';
    for (const reader of ['Developer', 'Editor', 'Operator']) expect(opening).toContain(`**${reader}**`);
  });

  it("draws a tree of folders that exist, the top's, src/'s and tests/'s all in it", () => {
    const folders = treeFolders(readme);
    expect(folders).toEqual(expect.arrayContaining(['src/pages', 'src/server/assistant', 'netlify/functions']));
    expect(folders.filter((folder) => !existsSync(folder))).toEqual([]);
    expect(foldersToShow().filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('stays a map: under 260 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(260);
  });

  it('puts every document of docs/ at most two links away', () => {
    const distances = linkDistances(documents);
    const far = [...documents.keys()].filter((path) => (distances.get(path) ?? Infinity) > 2);
    expect(far).toEqual([]);
  });

  it.each([
    ['run the site', 'README.md', 'run-it'],
    ['test it', 'docs/testing.md', 'the-tiers-and-which-to-run-when'],
    ['add an article', 'docs/editing.md', 'publish-a-news-article'],
    ['change a price', 'docs/editing.md', 'change-a-price-a-page-or-a-fact'],
    ['deploy', 'docs/operating.md', 'deploying'],
    ['find where code belongs', 'docs/architecture.md', 'where-things-live'],
    ['find what may import what', 'docs/architecture.md', 'what-may-import-what'],
  ])('lets a newcomer %s within two links', (_task, file, anchor) => {
    expect(linkDistances(documents).get(file) ?? Infinity).toBeLessThanOrEqual(2);
    expect(anchors(documents.get(file) ?? '')).toContain(anchor);
  });

  it('links every reader to their documents', () => {
    const section = (reader: string) => readme.split(`\n### ${reader}\n`)[1]?.split('\n#')[0] ?? '';
    const linked = (reader: string) => links(section(reader)).map((target) => target.split('#')[0]);
    expect(linked('Developer')).toEqual(
      expect.arrayContaining([
        'docs/architecture.md',
        'docs/testing.md',
        'docs/build-performance.md',
        'docs/functions.md',
        'docs/assistant.md',
        'docs/benchmarks.md',
      ]),
    );
    expect(linked('Editor')).toContain('docs/editing.md');
    expect(linked('Operator')).toContain('docs/operating.md');
  });
});

describe('the link check itself', () => {
  const docs = new Map([
    ['README.md', '# Title\n\n## Run it\n\nSee [a](docs/a.md#the-part), [b](#run-it), [c](https://example.com).\n'],
    ['docs/a.md', '# A\n\n## The part\n\n```md\n## Not a heading\n```\n\nBack to [the README](../README.md#run-it).\n'],
  ]);

  it('accepts links to files and headings that exist', () => {
    expect(brokenLinks(docs)).toEqual([]);
  });

  it('reports a missing file, a missing heading and a heading inside code', () => {
    const broken = new Map(docs);
    broken.set(
      'README.md',
      '# T\n\n## Run it\n\n[x](docs/missing.md) [y](docs/a.md#no-such-part) [z](docs/a.md#not-a-heading)\n',
    );
    expect(brokenLinks(broken)).toHaveLength(3);
  });

  it('slugs headings as GitHub does', () => {
    expect(anchors("## The functions' bundles\n### `npm test`, in order\n## Run it\n## Run it\n")).toEqual(
      new Set(['the-functions-bundles', 'npm-test-in-order', 'run-it', 'run-it-1']),
    );
  });

  it('counts the links between documents', () => {
    expect(Object.fromEntries(linkDistances(docs))).toEqual({ 'README.md': 0, 'docs/a.md': 1 });
  });
});
