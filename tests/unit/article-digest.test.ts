import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleDigestFileSchema } from '../../src/lib/schemas/article-digest.schema.ts';
import {
  ARTICLES_DIR,
  articleSlug,
  DIGEST_FILE,
  digestArticle,
  digestArticles,
  digestAuditMethod,
  digestPage,
  writeArticleDigests,
} from '../../src/server/assistant/article-digest.ts';
import { plainText, sentencesOf } from '../../src/server/assistant/sentences.ts';
import { publishedArticles } from '../../src/server/assistant/published-articles.ts';
import { buildKnowledge } from '../../src/server/assistant/knowledge.ts';
import { answerLocally } from '../../src/server/assistant/local-assistant.ts';
import { articleSource, newestFirstFiles } from '../fixtures/articles.ts';

/*
 * The assistant's article knowledge is written from the MDX files by the build (and by vitest's
 * global setup). An editor adds an article file and nothing else: these tests add files to a
 * temporary project and check that the digest, and so the assistant, picks them up.
 */

/** An article body with the parts the digest reads: a lead, sections, sub-sections, bold terms. */
const BODY = `
import Chart from '../components/Chart.astro';

The opening paragraph says who the article is for. It has a [link](/seo-services) in it.

## Build a list people want to join

Offer something **useful in return**, such as a discount. A second sentence follows.

### Sign-up forms that convert

- **Double opt-in.** Confirms every address.
- A plain point.

## Write a newsletter people open

**What to do.** Keep the subject line short and specific. Then test it.

\`\`\`
## Not a heading: code
\`\`\`

<Chart />

## Measure opens and clicks

**What to do.** Track clicks, not only opens.

## Plan the calendar

**What to do.** Send on the same day each week:

- Monday
- Thursday

## Talk to us

[Tell us about your shop](/contact).
`;

/** An article's source; its author is Sofia Lind unless the front matter names one. */
const source = (frontMatter: string, body = BODY) =>
  `---\n${/^author:/m.test(frontMatter) ? '' : 'author: sofia-lind\n'}${frontMatter}\n---\n${body}`;

describe('digesting a legal page', () => {
  it('keeps its title and the sentences of its opening and of each section, with their anchors', () => {
    const page = digestPage(
      '/cookies',
      '---\ntitle: Cookie Policy\nsummary: No cookies.\nupdated: 2026-11-23\n---\n\nWe set no cookies. None at all.\n\n## What we store\n\nOnly the chat history, in your browser.\n',
    );
    expect(page).toEqual({
      path: '/cookies',
      title: 'Cookie Policy',
      sections: [
        { heading: 'Cookie Policy', anchor: '', sentences: ['We set no cookies.', 'None at all.'] },
        { heading: 'What we store', anchor: 'what-we-store', sentences: ['Only the chat history, in your browser.'] },
      ],
    });
  });
});

describe("digesting the audit's rules of scoring", () => {
  it('keeps the rules of "How we score", written from the checks, and each category\'s checks and weights after the colon', () => {
    const page = digestAuditMethod([
      { id: 'title', category: 'content', categoryLabel: 'On-page content', weight: 6, title: 'Page title' },
      { id: 'https', category: 'technical', categoryLabel: 'Technical health', weight: 10, title: 'HTTPS', cap: 60 },
    ]);
    expect(page).toMatchObject({ path: '/free-seo-audit', title: 'Free website audit' });
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]?.anchor).toBe('method-heading');
    expect(page.sections[0]?.sentences).toEqual([
      'Every check gives one of four results.',
      'A pass earns the check its full weight, a warning part of it, a fail none; information is reported but not scored.',
      "Each category scores from 0 to 100 by its checks' weights, and the total of 100 combines the categories.",
      'A few failures no average should hide cap the total, whatever the rest scores: HTTPS at 60.',
      "2 checks in 2 categories, with each check's weight and its share of its category:",
      'On-page content, 1 check: Page title, weight 6',
      'Technical health, 1 check: HTTPS, weight 10',
    ]);
  });
});

describe('digesting one article', () => {
  const digest = digestArticle(
    'email-marketing',
    source(
      'title: Email Marketing for Local Shops\ndescription: How a shop builds a list.\npublished: 2026-11-20\ntags: [Content]',
    ),
  );

  it('keeps its title, description, author, date, tags, page and opening', () => {
    expect(digest).toMatchObject({
      slug: 'email-marketing',
      path: '/news/email-marketing',
      title: 'Email Marketing for Local Shops',
      description: 'How a shop builds a list.',
      author: 'sofia-lind',
      published: '2026-11-20',
      tags: ['Content'],
      lead: 'The opening paragraph says who the article is for. It has a link in it.',
    });
  });

  it('keeps each section with its sub-headings, bold terms and first sentence, but no code or MDX', () => {
    expect(digest?.sections.map((section) => section.heading)).toEqual([
      'Build a list people want to join',
      'Write a newsletter people open',
      'Measure opens and clicks',
      'Plan the calendar',
      'Talk to us',
    ]);
    expect(digest?.sections[0]).toEqual({
      heading: 'Build a list people want to join',
      anchor: 'build-a-list-people-want-to-join',
      topics: ['Sign-up forms that convert', 'useful in return', 'Double opt-in'],
      summary: 'Offer something useful in return, such as a discount.',
      sentences: [
        'Offer something useful in return, such as a discount.',
        'A second sentence follows.',
        'Double opt-in.',
        'Confirms every address.',
        'A plain point.',
      ],
      invitation: false,
    });
  });

  it('keeps every sentence of a section, a list item as a sentence of its own, and no code', () => {
    expect(digest?.sections[1]?.sentences).toEqual([
      'What to do.',
      'Keep the subject line short and specific.',
      'Then test it.',
    ]);
    expect(digest?.sections[3]?.sentences).toEqual([
      'What to do.',
      'Send on the same day each week:',
      'Monday',
      'Thursday',
    ]);
    expect(sentencesOf('| a | b |\n| --- | --- |\n| 1 | 2 |')).toEqual([]);
  });

  it('drops a bold label the article repeats in three sections, and a summary that leads into a list', () => {
    expect(digest?.sections[1]).toMatchObject({ topics: [], summary: 'Keep the subject line short and specific.' });
    expect(digest?.sections[3]).toMatchObject({ topics: [], summary: '' });
  });

  it('gives each section the id Astro gives its heading, numbered when a heading repeats', () => {
    const twice = digestArticle(
      'twice',
      source(
        'title: Twice\ndescription: Two sections named alike.\npublished: 2026-11-20',
        '## Why it works\n\n## Why it works\n\n### Step 1: `Plan` it\n',
      ),
    );
    expect(twice?.sections.map((section) => section.anchor)).toEqual(['why-it-works', 'why-it-works-1']);
  });

  it('marks the closing section that links to the contact page as the invitation', () => {
    expect(digest?.sections.map((section) => section.invitation)).toEqual([false, false, false, false, true]);
  });

  it('keeps the day of its last revision, which the sitemap dates it by, only when it has one', () => {
    expect(digest).not.toHaveProperty('updated');
    const revised = digestArticle(
      'revised',
      source('title: Revised\ndescription: Changed later.\npublished: 2026-11-20\nupdated: 2026-12-02'),
    );
    expect(revised).toMatchObject({ published: '2026-11-20', updated: '2026-12-02' });
  });

  it('leaves drafts out and reads a quoted date as the same day', () => {
    const front = 'title: A Draft Article\ndescription: Not yet.\npublished: "2026-11-20"';
    expect(digestArticle('a-draft', source(`${front}\ndraft: true`))).toBeNull();
    expect(digestArticle('a-draft', source(front))?.published).toBe('2026-11-20');
  });

  it('names what it cannot read', () => {
    expect(() => digestArticle('broken', '# No front matter')).toThrow(/no front matter/);
    expect(() => digestArticle('broken', source('description: No title.\npublished: 2026-11-20'))).toThrow(/title/);
  });

  it('reads Markdown as the words a reader sees', () => {
    expect(plainText('**Bold**, _stressed_, `code`, [a link](/x), ![alt text](/a.png) and <Tag /> {expr}')).toBe(
      'Bold, stressed, code, a link, alt text and',
    );
    expect(plainText('snake_case_name stays')).toBe('snake_case_name stays');
  });

  it('gives a file the address Astro gives it', () => {
    expect(articleSlug('ppc-campaign.mdx')).toBe('ppc-campaign');
    expect(articleSlug('Email Marketing.mdx')).toBe('email-marketing');
    expect(articleSlug('Email_Marketing.md')).toBe('email_marketing');
  });
});

describe('the articles of src/content/news', () => {
  it('are all in the digest the tests run with, newest first', () => {
    expect(publishedArticles().map((article) => article.slug)).toEqual(newestFirstFiles().map((file) => file.slug));
  });

  it('are read without a problem', () => {
    expect(digestArticles(ARTICLES_DIR).problems).toEqual([]);
  });
});

describe('an editor adds an article file, and nothing else', () => {
  let root = '';
  const news = () => join(root, ARTICLES_DIR);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tidewell-digest-'));
    mkdirSync(news(), { recursive: true });
    mkdirSync(join(root, 'src/server/assistant'), { recursive: true });
    for (const file of newestFirstFiles()) {
      writeFileSync(join(news(), `${file.slug}.mdx`), readFileSync(join(ARTICLES_DIR, `${file.slug}.mdx`), 'utf8'));
    }
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('is in the digest the build writes, newest first, and the assistant answers about it', () => {
    writeFileSync(join(news(), 'email-marketing.mdx'), articleSource({ published: '2030-01-15' }));
    const { file, problems } = writeArticleDigests(root);
    expect(problems).toEqual([]);
    expect(file).toBe(join(root, DIGEST_FILE));

    const written = articleDigestFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(written.articles.map((article) => article.slug)).toEqual([
      'email-marketing',
      ...newestFirstFiles().map((article) => article.slug),
    ]);

    // Before, the assistant has no such article; after, it names and links it.
    const ask = (kb: ReturnType<typeof buildKnowledge>) =>
      answerLocally({ message: 'Do you have an article about email marketing?', context: '' }, kb);
    expect(ask(buildKnowledge(publishedArticles())).response).toMatch(/^We have not published an article on that/);
    const reply = ask(buildKnowledge(written.articles));
    expect(reply.response).toMatch(/^Our article \*\*Email Marketing for Local Shops\*\* covers it: How a local shop/);
    expect(reply.links).toContainEqual({ href: '/news/email-marketing', title: 'Email Marketing for Local Shops' });
  });

  it('leaves out a draft, files Astro ignores, and reports a file it cannot read', () => {
    writeFileSync(join(news(), 'unfinished.mdx'), articleSource({ metaKey: 'UNFINISHED', draft: 'true' }));
    writeFileSync(join(news(), '_notes.mdx'), articleSource({ metaKey: 'NOTES' }));
    writeFileSync(join(news(), 'untitled.mdx'), articleSource({ title: null, metaKey: 'UNTITLED' }));
    writeFileSync(join(news(), 'Badly_Named.mdx'), articleSource({ metaKey: 'BADLY_NAMED' }));
    const { digest, problems } = writeArticleDigests(root);
    expect(digest.articles.map((article) => article.slug)).toEqual(newestFirstFiles().map((article) => article.slug));
    expect(problems).toEqual([
      expect.stringMatching(/^Badly_Named\.mdx: its address "badly_named" is not lower-case words/),
      expect.stringMatching(/^untitled\.mdx: title:/),
    ]);
  });

  it('drops an article whose file is removed at the next build', () => {
    writeFileSync(join(news(), 'email-marketing.mdx'), articleSource());
    expect(writeArticleDigests(root).digest.articles.map((a) => a.slug)).toContain('email-marketing');
    rmSync(join(news(), 'email-marketing.mdx'));
    expect(writeArticleDigests(root).digest.articles.map((a) => a.slug)).not.toContain('email-marketing');
  });
});
