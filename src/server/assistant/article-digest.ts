import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import GithubSlugger, { slug as githubSlug } from 'github-slugger';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { auditMethod, auditRoute } from '../../data/audit-page.ts';
import { articlePath, isArticleSlug } from '../../lib/articles.ts';
import { methodByCategory, methodRules, type PublishedCheck } from '../../lib/audit-method.ts';
import {
  articleDigestFileSchema,
  type ArticleDigest,
  type ArticleDigestFile,
  type ArticleSection,
  type PageDigest,
} from '../../lib/schemas/article-digest.schema.ts';
import { checkDefinitions } from '../audit/score.ts';
import { plainText, sentencesOf } from './sentences.ts';

/*
 * The build-time half of the assistant's article knowledge. An editor publishes an article by
 * adding one MDX file and nothing else, yet the chat function cannot read MDX: only Astro's build
 * does, and Netlify bundles the functions separately with esbuild. So the project's own Astro
 * integration (astro.config.mjs) runs `writeArticleDigests` whenever Astro loads its config (dev,
 * build, and `astro sync`, which `astro check` runs first), and vitest's global setup runs it
 * before any test. It reads every article file, keeps what a visitor might ask about (title,
 * description, headings, bold terms, the first sentence of each section) and writes it to
 * articles.generated.json beside this file. That file is git-ignored: each build writes it afresh
 * from the MDX, and src/server/assistant/published-articles.ts imports it, so esbuild bundles it into the
 * function.
 *
 * This module reads files leniently on purpose: Astro's content collection is the judge of a
 * valid article (src/content/schemas.ts, src/data/news.ts) and fails the build with a precise
 * message. A file this reader cannot make sense of is reported, not fatal, so the editor sees
 * Astro's message rather than ours.
 */

/** Where the articles live and where their digest goes, relative to the project root. */
export const ARTICLES_DIR = 'src/content/news';
export const DIGEST_FILE = 'src/server/assistant/articles.generated.json';

/** Sections whose first sentence runs longer than this are summarised by their heading alone. */
const MAX_SUMMARY = 320;
/** Bold runs longer than this are sentences, not terms. */
const MAX_TOPIC = 80;

/** The front-matter fields the digest needs; the collection's schema checks the rest. */
const frontMatterSchema = z.looseObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  author: z.string().trim().min(1),
  // YAML reads an unquoted date as a Date at midnight UTC, a quoted one as a string (as Astro does).
  published: z.union([z.date(), z.iso.date()]).transform((day) => (day instanceof Date ? isoDay(day) : day)),
  updated: z
    .union([z.date(), z.iso.date()])
    .transform((day) => (day instanceof Date ? isoDay(day) : day))
    .optional(),
  tags: z.array(z.string()).default([]),
  draft: z.boolean().default(false),
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first sentence of a paragraph of plain text; empty when it is too long to quote or does not
 * end as a sentence (a paragraph that leads into a list ends with a colon).
 */
function firstSentence(paragraph: string): string {
  const sentence = /^.+?[.!?](?=\s+["“(]?[\p{Lu}\p{N}]|$)/u.exec(paragraph)?.[0] ?? '';
  return sentence.length > MAX_SUMMARY ? '' : sentence;
}

/** The terms a block of Markdown sets in bold, without their closing punctuation. */
function boldTerms(markdown: string): string[] {
  return [...markdown.matchAll(/(\*\*|__)(.+?)\1/g)]
    .map((match) => plainText(match[2] ?? '').replace(/[\s.:;,]+$/, ''))
    .filter((term) => term.length > 1 && term.length <= MAX_TOPIC);
}

/** Splits an article's source into its front matter (YAML text) and its body. */
function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : undefined;
}

/** A block of the body: a heading, or the lines of a paragraph, list, quote or table. */
type Block =
  { kind: 'heading'; depth: number; text: string; anchor: string } | { kind: 'paragraph' | 'other'; markdown: string };

/**
 * The body's blocks, with code, import/export lines and MDX-only lines left out. Headings get the
 * ids Astro gives them on the page: GitHub's slugs of their text, numbered when one repeats.
 */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  const slugger = new GithubSlugger();
  let lines: string[] = [];
  let inCode = false;
  const flush = () => {
    if (lines.length === 0) return;
    const first = lines[0] ?? '';
    const isParagraph = !/^\s*(?:[-*+]\s|\d+[.)]\s|>|\||<)/.test(first);
    blocks.push({ kind: isParagraph ? 'paragraph' : 'other', markdown: lines.join('\n') });
    lines = [];
  };
  for (const line of body.split(/\r?\n/)) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode || /^(?:import|export)\s/.test(line)) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const text = plainText(heading[2] ?? '');
      blocks.push({ kind: 'heading', depth: heading[1]?.length ?? 0, text, anchor: slugger.slug(text) });
    } else if (line.trim() === '') {
      flush();
    } else {
      lines.push(line);
    }
  }
  flush();
  return blocks;
}

/** A section being read: its heading and the Markdown of its blocks. */
interface SectionDraft {
  heading: string;
  anchor: string;
  subheadings: string[];
  paragraphs: string[];
  markdown: string[];
}

/** A paragraph that opens with a bold label ("**What to do.** ..."), without the label. */
const withoutLabel = (paragraph: string) => paragraph.replace(/^\s*(\*\*|__).+?\1\s*/, '');

/**
 * The sections as the digest keeps them. A bold run that opens paragraphs in three or more
 * sections ("What is changing.", "What to do.") is a label the article repeats, not a topic.
 */
function sectionsOf(drafts: readonly SectionDraft[]): ArticleSection[] {
  const termsBySection = drafts.map((draft) => new Set(boldTerms(draft.markdown.join('\n'))));
  const labels = new Set(
    [...new Set(termsBySection.flatMap((terms) => [...terms]))].filter(
      (term) => termsBySection.filter((terms) => terms.has(term)).length >= 3,
    ),
  );
  return drafts.map((draft, index) => {
    const markdown = draft.markdown.join('\n');
    const terms = [...(termsBySection[index] ?? [])].filter((term) => !labels.has(term));
    const opening = draft.paragraphs[0];
    return {
      heading: draft.heading,
      anchor: draft.anchor,
      topics: [...new Set([...draft.subheadings, ...terms])],
      summary: opening ? firstSentence(plainText(withoutLabel(opening))) : '',
      sentences: draft.markdown.flatMap(sentencesOf),
      invitation: /\]\(\/contact(?:[#?][^)]*)?\)/.test(markdown),
    };
  });
}

/**
 * The address segment Astro gives an article file: its path inside the collection folder without
 * the extension, each folder and the name slugged as GitHub slugs headings (Astro's glob loader
 * does the same, so "Email Marketing.mdx" is published at /news/email-marketing).
 */
export function articleSlug(relativePath: string): string {
  return relativePath
    .replace(/\.mdx?$/, '')
    .split(/[\\/]/)
    .map((segment) => githubSlug(segment))
    .join('/')
    .replace(/\/index$/, '');
}

/**
 * The digest of one article file, or null for a draft (the published site leaves drafts out).
 * Throws, naming what is missing, when the file has no front matter or lacks a field the digest
 * needs.
 */
export function digestArticle(slug: string, source: string): ArticleDigest | null {
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error('no front matter between --- lines at the top');
  const parsed = frontMatterSchema.safeParse(parseYaml(parts.yaml, { customTags: ['timestamp'] }));
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const data = parsed.data;
  if (data.draft) return null;

  const lead: string[] = [];
  const drafts: SectionDraft[] = [];
  for (const block of blocksOf(parts.body)) {
    const current = drafts.at(-1);
    if (block.kind === 'heading') {
      if (block.depth <= 2) {
        drafts.push({ heading: block.text, anchor: block.anchor, subheadings: [], paragraphs: [], markdown: [] });
      } else current?.subheadings.push(block.text);
      continue;
    }
    if (!current) {
      if (block.kind === 'paragraph') lead.push(plainText(block.markdown));
      continue;
    }
    current.markdown.push(block.markdown);
    if (block.kind === 'paragraph') current.paragraphs.push(block.markdown);
  }

  return {
    slug,
    path: articlePath(slug),
    title: data.title,
    description: data.description,
    author: data.author,
    published: data.published,
    ...(data.updated ? { updated: data.updated } : {}),
    tags: data.tags,
    lead: lead.join(' '),
    sections: sectionsOf(drafts),
  };
}

/** The article files of the collection folder, as Astro's glob loader finds them. */
function articleFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      // Astro ignores files and folders whose names start with an underscore.
      .filter((path) => !path.split(sep).some((segment) => segment.startsWith('_')))
      .sort()
  );
}

/** The digests of every published article in `dir`, newest first, and the files left out with why. */
export function digestArticles(dir: string): { articles: ArticleDigest[]; problems: string[] } {
  const articles: ArticleDigest[] = [];
  const problems: string[] = [];
  for (const file of articleFiles(dir)) {
    const slug = articleSlug(file);
    if (!isArticleSlug(slug)) {
      problems.push(`${file}: its address "${slug}" is not lower-case words joined by hyphens`);
      continue;
    }
    try {
      const digest = digestArticle(slug, readFileSync(join(dir, file), 'utf8'));
      if (digest) articles.push(digest);
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  articles.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  return { articles, problems };
}

/** Where the legal pages are, as their collection reads them. */
export const LEGAL_DIR = 'src/content/legal';

/**
 * The digest of a legal page: its title and the sentences of its opening and of each section, for
 * the assistant's answers about privacy, cookies and the terms.
 */
export function digestPage(path: string, source: string): PageDigest {
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error('no front matter between --- lines at the top');
  const title = z.object({ title: z.string().trim().min(1) }).parse(parseYaml(parts.yaml)).title;
  const sections: PageDigest['sections'] = [{ heading: title, anchor: '', sentences: [] }];
  for (const block of blocksOf(parts.body)) {
    if (block.kind === 'heading') {
      if (block.depth <= 2) sections.push({ heading: block.text, anchor: block.anchor, sentences: [] });
      continue;
    }
    sections.at(-1)?.sentences.push(...sentencesOf(block.markdown));
  }
  return { path, title, sections: sections.filter((section) => section.sentences.length > 0) };
}

/** The digests of the legal pages in `dir`, by file name. */
export function digestPages(dir: string): PageDigest[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
    .sort()
    .map((file) => digestPage(`/${file.replace(/\.md$/, '')}`, readFileSync(join(dir, file), 'utf8')));
}

/**
 * The audit page's "How we score" rules as the chat quotes them, written from the audit's own
 * check definitions as the page is: the four results, the failures that cap the total, the number
 * of checks, and after the colon that introduces them each category with its checks' weights.
 */
export function digestAuditMethod(checks: readonly PublishedCheck[] = checkDefinitions): PageDigest {
  const rules = methodRules(checks).map((paragraph) => paragraph.map((part) => part.text).join(''));
  // Each category as its table shows it: its checks with their weights.
  const categories = methodByCategory(checks).map(
    (category) =>
      `${category.label}, ${category.checks.length} ${category.checks.length === 1 ? 'check' : 'checks'}: ${category.checks
        .map((check) => `${check.title}, weight ${check.weight}`)
        .join('; ')}`,
  );
  return {
    path: auditRoute.path,
    title: auditRoute.label,
    sections: [
      {
        heading: `${auditMethod.eyebrow}: ${auditMethod.heading}`,
        anchor: auditMethod.anchor,
        sentences: [...rules.flatMap(sentencesOf), ...categories],
      },
    ],
  };
}

/**
 * Digests the articles of the project at `root` and writes the generated file, only when its
 * content changed (so a running dev server's file watcher sees nothing new). Returns what it
 * wrote and the files it had to leave out.
 */
export function writeArticleDigests(root: string): { file: string; digest: ArticleDigestFile; problems: string[] } {
  const { articles, problems } = digestArticles(join(root, ARTICLES_DIR));
  const digest = articleDigestFileSchema.parse({
    generatedBy: `astro.config.mjs from ${ARTICLES_DIR} (see src/server/assistant/article-digest.ts); do not edit`,
    articles,
    pages: [...digestPages(join(root, LEGAL_DIR)), digestAuditMethod()],
  });
  const file = join(root, DIGEST_FILE);
  const json = `${JSON.stringify(digest, null, 2)}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== json) writeFileSync(file, json);
  return { file, digest, problems };
}
