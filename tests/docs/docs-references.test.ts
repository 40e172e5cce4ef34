import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A newcomer can follow every reference the code makes. A comment or string that names a Markdown
 * file names one this repository has (from the project's root or from the file's own folder), and
 * a heading it names (`docs/requirements.md#chat-widget`) is a heading of that file. No comment
 * cites an issue or a pull request by its number, or a numbered section of a specification the
 * repository lacks: state the rule where it is used, or point at docs/ (the product's rules are in
 * docs/requirements.md). A reference into another project's tracker (`withastro/astro#18087`) names
 * its project and is fine. Web addresses are not checked. This file is not read: its strings are
 * the check's own examples.
 */

/** The folders whose code is read, and the configuration files at the top. */
const FOLDERS = ['src', 'tests', 'netlify', 'scripts'];
const TOP_FILES = /^(?:[\w-]+\.config\.[cm]?[jt]s|eslint\.config\.js)$/;
/** Code files: their comments and strings are read (the articles and legal pages are content). */
const CODE = /\.(?:[cm]?[jt]sx?|astro|css)$/;
/** This file, whose strings are the examples of the check's own tests. */
const THIS_FILE = 'tests/docs/docs-references.test.ts';

/**
 * To be fixed by their owners: references this change could not edit, because their files are
 * being changed by someone else (scripts/ is being reorganised). Each entry is a file and what it
 * cites; its owner points it at docs/ (or states the rule) and removes the entry, and the test fails
 * on an entry that no longer matches anything, so the list only shrinks.
 */
export const TO_BE_FIXED_BY_THEIR_OWNERS: readonly Allowed[] = [];

/**
 * Markdown file names that are examples, not references: inputs of a test or of a command. They are
 * never meant to exist.
 */
const EXAMPLES: readonly Allowed[] = [
  { file: 'tests/docs/readme.test.ts', reference: 'docs/a.md', why: "the link check's own fixture documents" },
  { file: 'tests/docs/readme.test.ts', reference: 'docs/missing.md', why: 'a broken link the link check must report' },
  { file: 'tests/docs/readme.test.ts', reference: '../README.md', why: "a fixture document's link, from docs/" },
  { file: 'tests/unit/article-digest.test.ts', reference: 'Email_Marketing.md', why: 'a file name slugged' },
  { file: 'scripts/bench/bench.mjs', reference: 'other.md', why: 'the usage of `--out`: a report to write' },
];

interface Allowed {
  /** The file, from the project's root. */
  file: string;
  /** The reference as it is written (case ignored). */
  reference: string;
  /** Why it is there: what it should say instead, or why it is not a reference at all. */
  why: string;
}

/** A reference a newcomer cannot follow. */
interface Finding {
  file: string;
  line: number;
  /** What the text says ("DESIGN.md", "issue 12", "docs/requirements.md#no-such-heading"). */
  reference: string;
  /** What is wrong with it. */
  problem: string;
}

/** A comment, a string or other text of a file, with where it starts. */
interface Piece {
  kind: 'comment' | 'text';
  text: string;
  start: number;
}

/** The comments and string literals (and JSX text) of JavaScript or TypeScript, parsed as tsc does. */
function scriptPieces(text: string, fileName: string, offset = 0): Piece[] {
  const kind = /\.[cm]?tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.[cm]?ts$/.test(fileName)
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(
    fileName,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
    kind,
  );
  const pieces: Piece[] = [];
  const seen = new Set<number>();
  const comment = (pos: number, end: number) => {
    if (seen.has(pos)) return;
    seen.add(pos);
    pieces.push({ kind: 'comment', text: text.slice(pos, end), start: offset + pos });
  };
  const visit = (node: ts.Node) => {
    ts.forEachLeadingCommentRange(text, node.pos, comment);
    ts.forEachTrailingCommentRange(text, node.end, comment);
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      pieces.push({ kind: 'text', text: node.getText(source), start: offset + node.getStart(source) });
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return pieces;
}

/** The comments of CSS, and the rest of it as text. */
function cssPieces(text: string, offset = 0): Piece[] {
  const pieces: Piece[] = [];
  for (const match of text.matchAll(/\/\*[\s\S]*?\*\//g)) {
    pieces.push({ kind: 'comment', text: match[0], start: offset + match.index });
  }
  pieces.push({ kind: 'text', text: text.replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length)), start: offset });
  return pieces;
}

/** An Astro component: its frontmatter and scripts as TypeScript, styles as CSS, the template's comments. */
function astroPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let template = text;
  const blank = (start: number, end: number) => {
    template = template.slice(0, start) + ' '.repeat(end - start) + template.slice(end);
  };
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter?.[1] !== undefined) {
    pieces.push(...scriptPieces(frontmatter[1], 'frontmatter.ts', frontmatter[0].indexOf(frontmatter[1])));
    blank(0, frontmatter[0].length);
  }
  for (const match of text.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const body = match[2] ?? '';
    const start = match.index + match[0].indexOf(body);
    pieces.push(...(match[1] === 'script' ? scriptPieces(body, 'script.ts', start) : cssPieces(body, start)));
    blank(match.index, match.index + match[0].length);
  }
  for (const match of [...template.matchAll(/<!--[\s\S]*?-->|\{\s*\/\*[\s\S]*?\*\/\s*\}|\/\/[^\n]*/g)]) {
    // `//` in a template is a comment only inside an expression; an address ("https://...") is not.
    if (match[0].startsWith('//') && /:$/.test(template.slice(0, match.index))) continue;
    pieces.push({ kind: 'comment', text: match[0], start: match.index });
    blank(match.index, match.index + match[0].length);
  }
  pieces.push({ kind: 'text', text: template, start: 0 });
  return pieces;
}

/** The pieces of a file, by its kind. */
function piecesOf(file: string, text: string): Piece[] {
  if (file.endsWith('.astro')) return astroPieces(text);
  if (file.endsWith('.css')) return cssPieces(text);
  return scriptPieces(text, file);
}

/** A Markdown file named in text: a path or a name ending in `.md`, maybe with a heading's anchor. */
const MARKDOWN = /(?<![\w.@/:-])((?:\.{1,2}\/)?[\w@-][\w@./-]*\.md)(?:#([\w-]+))?(?![\w.-]*\w)/g;

/** Anchors of a Markdown file's headings, as GitHub makes them (code blocks left out). */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  const headings = [...prose.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((match) => match[1] ?? '');
  return new Set(
    headings.map((heading) => slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, ''))),
  );
}

/** Citations of an issue, a pull request or a numbered spec section, in a comment. */
const CITATIONS: [RegExp, string][] = [
  [/\b(?:issues?|pull requests?|PRs?) ?#?\d+(?: and #?\d+)?/gi, 'cites an issue number'],
  [/\bspec(?:'s)? sections? \d+/gi, 'cites a section of a specification the repository does not have'],
];
/** `#12` in a comment that speaks of issues or pull requests; `owner/repo#12` names its tracker and passes. */
const BARE_NUMBER = /(?<![\w&/#])#\d+\b/g;
const ABOUT_ISSUES = /\b(?:issues?|pull requests?|PRs?|fix(?:es|ed)?|closes)\b/i;

/**
 * What in `text` (the file `file` of the project at `root`) a newcomer cannot follow: Markdown files
 * that are missing, headings they lack, and, in comments, issue numbers and spec sections.
 */
export function findingsIn(file: string, text: string, root = '.'): Finding[] {
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const findings: Finding[] = [];
  for (const piece of piecesOf(file, text)) {
    for (const match of piece.text.matchAll(MARKDOWN)) {
      const [, path = '', anchor] = match;
      const line = lineOf(piece.start + match.index);
      const found = [join(root, path), join(root, dirname(file), path)]
        .map((candidate) => normalize(candidate))
        .find((candidate) => !relative(root, candidate).startsWith('..') && existsSync(candidate));
      if (!found) {
        findings.push({ file, line, reference: path, problem: 'names a Markdown file the repository does not have' });
      } else if (anchor !== undefined && !anchorsOf(readFileSync(found, 'utf8')).has(anchor)) {
        findings.push({ file, line, reference: `${path}#${anchor}`, problem: `names a heading ${path} does not have` });
      }
    }
    if (piece.kind !== 'comment') continue;
    for (const [pattern, problem] of CITATIONS) {
      for (const match of piece.text.matchAll(pattern)) {
        findings.push({ file, line: lineOf(piece.start + match.index), reference: match[0], problem });
      }
    }
    if (ABOUT_ISSUES.test(piece.text)) {
      for (const match of piece.text.matchAll(BARE_NUMBER)) {
        const reference = match[0];
        if (findings.some((f) => f.line === lineOf(piece.start + match.index) && f.reference.includes(reference))) {
          continue;
        }
        findings.push({ file, line: lineOf(piece.start + match.index), reference, problem: 'cites an issue number' });
      }
    }
  }
  return findings;
}

/** Every code file the check reads, from the project's root. */
function codeFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return CODE.test(entry.name) ? [path] : [];
    });
  const top = readdirSync('.').filter((name) => TOP_FILES.test(name) && statSync(name).isFile());
  return [...top, ...FOLDERS.filter((folder) => existsSync(folder)).flatMap(walk)]
    .filter((file) => file !== THIS_FILE)
    .sort();
}

/** Whether an allow-list entry covers a finding. */
const covers = (entry: Allowed, finding: Finding) =>
  entry.file === finding.file && entry.reference.toLowerCase() === finding.reference.toLowerCase();

describe('references in the code', () => {
  const files = codeFiles();
  const findings = files.flatMap((file) => findingsIn(file, readFileSync(file, 'utf8')));
  const allowed = [...TO_BE_FIXED_BY_THEIR_OWNERS, ...EXAMPLES];

  it('reads the code of src/, tests/, netlify/, scripts/ and the configuration files', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'astro.config.mjs',
        'eslint.config.js',
        'playwright.config.ts',
        'vitest.config.ts',
        'src/lib/calls/chat.ts',
        'src/components/SeoHead.astro',
        'netlify/functions/ai-chat.mts',
        'scripts/bench/bench.mjs',
        'tests/docs/readme.test.ts',
      ]),
    );
  });

  it('names only Markdown files and headings the repository has, and cites no issue or spec section', () => {
    const unfollowable = findings
      .filter((finding) => !allowed.some((entry) => covers(entry, finding)))
      .map(({ file, line, reference, problem }) => `${file}:${line}: "${reference}" ${problem}`);
    expect(unfollowable).toEqual([]);
  });

  it('has no allow-list entry that no longer matches anything (remove it once its file is fixed)', () => {
    const stale = allowed.filter((entry) => !findings.some((finding) => covers(entry, finding)));
    expect(stale).toEqual([]);
  });

  it('finds the references it checks: docs/ is named from the code often', () => {
    const named = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/docs\/[\w-]+\.md/g)]);
    expect(named.length).toBeGreaterThan(60);
  });
});

describe('the check itself', () => {
  const check = (text: string, file = 'src/lib/example.ts') =>
    findingsIn(file, text).map(({ reference, problem }) => `${reference}: ${problem}`);

  it('reports a missing Markdown file in a comment or a string, from the root or the file', () => {
    expect(check('// See docs/missing.md for the rules.\nconst a = "notes/missing.md";\n')).toEqual([
      'docs/missing.md: names a Markdown file the repository does not have',
      'notes/missing.md: names a Markdown file the repository does not have',
    ]);
    expect(check('/** See DESIGN.md, "Folders". */\nexport {};\n')).toEqual([
      'DESIGN.md: names a Markdown file the repository does not have',
    ]);
  });

  it('accepts files that exist, from the root or from the file, and web addresses', () => {
    expect(check("// README.md, docs/testing.md and ../../README.md\nconst a = 'docs/architecture.md';\n")).toEqual([]);
    expect(check('// https://github.com/withastro/astro/blob/main/README.md and MISSING.mdx\n')).toEqual([]);
  });

  it('reports a heading the file does not have, and accepts one it has', () => {
    expect(check('// docs/requirements.md#chat-widget\n')).toEqual([]);
    expect(check('// docs/requirements.md#no-such-heading\n')).toEqual([
      'docs/requirements.md#no-such-heading: names a heading docs/requirements.md does not have',
    ]);
  });

  it('reports issue numbers and spec sections in comments, not in strings or other trackers', () => {
    expect(
      check('// Targets of issues 12 and 14.\n/* Issue 10: the chat. */\n// As asked in #12 (an issue).\n'),
    ).toEqual([
      'issues 12 and 14: cites an issue number',
      'Issue 10: cites an issue number',
      '#12: cites an issue number',
    ]);
    expect(check('/** The chat of spec section 4. */\nexport {};\n')).toEqual([
      'spec section 4: cites a section of a specification the repository does not have',
    ]);
    expect(
      check("const ask = 'can you fix issue 12 and make us #1?';\n// withastro/astro#18087, &#115;, PKCS#8\n"),
    ).toEqual([]);
  });

  it('reads code as tsc does: a regular expression with quotes or slashes is no string or comment', () => {
    expect(check("const quote = /'/g;\nconst slashes = /\\/\\/ issue 12/;\nconst b = 'docs/missing.md';\n")).toEqual([
      'docs/missing.md: names a Markdown file the repository does not have',
    ]);
  });

  it('reads an Astro component: frontmatter, scripts, styles and template comments', () => {
    const component = [
      '---',
      '// Frontmatter: issue 3.',
      '---',
      '<!-- See missing.md. -->',
      '<a href="https://example.com/x.md">x</a>',
      '{/* spec section 2 */}',
      '<script>',
      '  // Script: DESIGN.md',
      '</script>',
      '<style>',
      '  /* Style: issue 4 */',
      '</style>',
    ].join('\n');
    expect(check(component, 'src/components/Example.astro')).toEqual([
      'issue 3: cites an issue number',
      'DESIGN.md: names a Markdown file the repository does not have',
      'issue 4: cites an issue number',
      'missing.md: names a Markdown file the repository does not have',
      'spec section 2: cites a section of a specification the repository does not have',
    ]);
  });
});
