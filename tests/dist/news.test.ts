import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { authors } from '../../src/data/authors.ts';
import { FOOTER_ARTICLES } from '../../src/data/navigation.ts';
import { site } from '../../src/data/site.ts';
import { countWords, FEED_ARTICLES, readingMinutes, readingTimeLabel, topicPath, topicSlug } from '../../src/lib/articles.ts';
import { isoDate } from '../../src/lib/dates.ts';
import { NEWS_PAGE_SIZE, pageCount } from '../../src/lib/paging.ts';
import { expectedListPages, listPageFacts } from '../fixtures/archive.ts';
import { newestFirstFiles as newestFirst } from '../fixtures/articles.ts';
import { attributeValues, DIST, htmlFiles, pngSize, read } from './helpers.ts';

/** The JSON-LD nodes of a page. */
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '[]') as Record<
    string,
    unknown
  >[];

/** The page's H1 with exactly this text. */
const headline = (text: string) => new RegExp(`<h1[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`);

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('news list', () => {
  const html = () => read('news.html');
  const pages = () => expectedListPages(newestFirst());

  it('shows the newest articles first, a page at a time, with cover, date and reading time', () => {
    const titles = listPageFacts(html()).cards;
    expect(titles).toEqual(
      newestFirst()
        .slice(0, NEWS_PAGE_SIZE)
        .map((a) => `/news/${a.slug}`),
    );
    const cards = html().split('<article class="card card--link article-card"').slice(1);
    expect(cards).toHaveLength(Math.min(NEWS_PAGE_SIZE, newestFirst().length));
    for (const card of cards) {
      expect(card).toMatch(/<img [^>]*alt="[^"]{10,}"/);
      expect(card).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}"/);
      expect(card).toMatch(/\d+ min read/);
    }
  });

  it('has as many pages as the articles fill, each listing its share of them, newest first', () => {
    const news = pages().filter((page) => !page.topic);
    expect(news).toHaveLength(pageCount(newestFirst().length));
    expect(news.flatMap((page) => page.articles)).toEqual(newestFirst().map((a) => `/news/${a.slug}`));
    for (const page of news) expect(listPageFacts(read(page.file)).cards, page.path).toEqual(page.articles);
  });

  it('gives each page its canonical address, its own title and description, and links the pages in order', () => {
    for (const page of pages()) {
      const facts = listPageFacts(read(page.file));
      expect(facts.canonical, page.path).toBe(`${site.url}${page.path}`);
      if (page.page > 1) {
        expect(facts.title, page.path).toMatch(new RegExp(`, page ${page.page}\\b`));
        expect(facts.description, page.path).toContain(`Page ${page.page} of ${page.last}.`);
        expect(facts.crumbs.at(-1), page.path).toBe(`Page ${page.page}`);
      }
      if (page.last === 1) {
        // One page: nothing to page through.
        expect(facts.navLabel, page.path).toBeUndefined();
        continue;
      }
      expect(facts.navLabel, page.path).toBe('Pages of articles');
      const previous = page.page === 2 ? page.firstPath : `${page.firstPath}/${page.page - 1}`;
      expect(facts.hrefOf(facts.prev), page.path).toBe(page.page > 1 ? previous : undefined);
      expect(facts.hrefOf(facts.next), page.path).toBe(
        page.page < page.last ? `${page.firstPath}/${page.page + 1}` : undefined,
      );
      expect(facts.numbers.filter((n) => n.current).map((n) => n.href), page.path).toEqual([page.path]);
      expect(facts.numbers[0]?.href).toBe(page.firstPath);
      expect(facts.numbers.at(-1)?.href).toBe(`${page.firstPath}/${page.last}`);
    }
    const heads = pages().map((page) => listPageFacts(read(page.file)));
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
  });
});

describe('topic pages', () => {
  const topicPages = () => expectedListPages(newestFirst()).filter((page) => page.topic);

  it('exist for every tag and list exactly its articles, newest first', () => {
    const tags = new Set(newestFirst().flatMap((file) => (file.data['tags'] ?? []) as string[]));
    expect(new Set(topicPages().map((page) => page.topic))).toEqual(tags);
    for (const page of topicPages()) {
      const facts = listPageFacts(read(page.file));
      expect(facts.cards, page.path).toEqual(page.articles);
      expect(facts.h1, page.path).toBe(page.topic);
      expect(facts.title, page.path).toContain(`Articles on ${page.topic}`);
    }
  });

  it('list the articles this site tags so (spot checks by hand)', () => {
    expect(listPageFacts(read('news/topic/local-seo.html')).cards).toEqual(['/news/leading-seo-trends']);
    expect(listPageFacts(read('news/topic/paid-search.html')).cards).toEqual(['/news/ppc-campaign', '/news/pay-per-click']);
    const seo = expectedListPages(newestFirst()).filter((page) => page.topic === 'SEO');
    expect(seo.flatMap((page) => listPageFacts(read(page.file)).cards)).toEqual([
      '/news/ai-in-seo',
      '/news/leading-seo-trends',
      '/news/high-intent-keywords',
      '/news/use-seo-keywords',
      '/news/backlinks-in-google',
    ]);
  });

  it('sit under News in the breadcrumbs, in the trail and the structured data', () => {
    const html = read('news/topic/local-seo.html');
    expect(listPageFacts(html).crumbs).toEqual(['Home', 'News', 'Local SEO']);
    const trail = jsonLdOf(html).find((node) => node['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string; item: string }[] }
      | undefined;
    expect(trail?.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', `${site.url}/`],
      ['News', `${site.url}/news`],
      ['Local SEO', `${site.url}/news/topic/local-seo`],
    ]);
  });

  it('are linked from every tag on the cards and the articles, which are links beside the card link, not in it', () => {
    for (const file of ['news.html', ...topicPages().map((page) => page.file)]) {
      const html = read(file);
      for (const card of html.split('<article class="card card--link article-card"').slice(1)) {
        const body = card.slice(0, card.indexOf('</article>'));
        const slug = /<a href="\/news\/([^"]+)"/.exec(body)?.[1] ?? '';
        const tags = (newestFirst().find((a) => a.slug === slug)?.data['tags'] ?? []) as string[];
        const topics = [...body.matchAll(/<ul class="tags[^"]*"[^>]*>([\s\S]*?)<\/ul>/g)].flatMap((m) =>
          attributeValues(m[1] ?? '', 'href'),
        );
        expect(topics, `${file}: ${slug}`).toEqual(tags.map((tag) => topicPath(topicSlug(tag))));
        // No link inside another: the title's link closes before the topic links open.
        expect(body.match(/<a /g)?.length, slug).toBe((body.match(/<\/a>/g) ?? []).length);
        expect(body).not.toMatch(/<a [^>]*>(?:(?!<\/a>)[\s\S])*<a /);
      }
    }
    for (const file of newestFirst()) {
      const html = read(`news/${file.slug}.html`);
      const tags = (file.data['tags'] ?? []) as string[];
      const list = /<ul class="tags"[^>]*aria-labelledby="article-topics"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      expect(attributeValues(list, 'href'), file.slug).toEqual(tags.map((tag) => topicPath(topicSlug(tag))));
      const eyebrow = /<p class="article-header__eyebrow"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
      expect(attributeValues(eyebrow, 'href'), file.slug).toEqual([topicPath(topicSlug(tags[0] ?? ''))]);
    }
  });
});

describe('article pages', () => {
  it.each(newestFirst().map((a) => [a.slug, a] as const))('%s has its metadata, cover and structured data', (slug, file) => {
    const html = read(`news/${slug}.html`);
    expect(html).toMatch(headline(String(file.data['title'])));
    expect(metaContent(html, 'description')).toBe(file.data['description']);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(html).toContain(`<link rel="canonical" href="${site.url}/news/${slug}">`);
    expect(html).toMatch(/<nav class="crumbs"[\s\S]*?href="\/news"[^>]*>News<\/a>/);
    // The article's own closing invitation, inside its body (the navigation links /contact too).
    const body = /<article class="prose article__body"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
    expect(body.slice(body.lastIndexOf('<h2'))).toContain('href="/contact"');

    const posting = jsonLdOf(html).find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: file.data['title'],
      description: file.data['description'],
      url: `${site.url}/news/${slug}`,
      datePublished: isoDate(file.data['published'] as Date),
    });
    // The social card is a real 1200x630 PNG in dist/, named in Open Graph and JSON-LD alike.
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${site.url}/_astro/.+\\.png$`));
    expect(pngSize(join(DIST, image.replace(site.url, '')))).toEqual({ width: 1200, height: 630 });
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(posting?.['image']).toBe(image);
    expect(metaContent(html, 'og:image:alt')).toBe((file.data['cover'] as { alt: string }).alt);
    expect(jsonLdOf(html).some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it.each(newestFirst().map((a) => [a.slug, a] as const))(
    '%s gives the reading time and word count of its whole text',
    (slug, file) => {
      const html = read(`news/${slug}.html`);
      const words = countWords(file.body);
      expect(words).toBeGreaterThan(1000);
      const posting = jsonLdOf(html).find((node) => node['@type'] === 'BlogPosting');
      expect(posting?.['wordCount']).toBe(words);
      const header = /<div class="article-header"[\s\S]*?article-header__cover/.exec(html)?.[0] ?? '';
      expect(header).toContain(readingTimeLabel(readingMinutes(words)));
    },
  );

  it.each(newestFirst().map((a) => [a.slug, a] as const))(
    '%s draws its SVG cover inside the header, labelled by its alt text, with no request to wait for',
    (slug, file) => {
      const html = read(`news/${slug}.html`);
      const cover = file.data['cover'] as { src: string; alt: string };
      expect(cover.src).toMatch(/\.svg$/);
      const svg = /<svg [^>]*class="article-header__cover"[^>]*>/.exec(html)?.[0] ?? '';
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`aria-label="${cover.alt}"`);
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(html).not.toMatch(/<img [^>]*class="article-header__cover"/);
    },
  );

  it.each(newestFirst().map((a) => [a.slug, a] as const))(
    '%s names its author in a byline, an author card and its structured data',
    (slug, file) => {
      const html = read(`news/${slug}.html`);
      const author = authors[file.data['author'] as keyof typeof authors];
      expect(author, String(file.data['author'])).toBeDefined();
      // The byline sits in the header, before the article's text, and links to the card below it.
      const byline = /<div class="byline"[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
      expect(byline).toMatch(new RegExp(`By <a href="#article-author"[^>]*>${author.name}</a>`));
      expect(byline).toContain(`, ${author.role}`);
      expect(html.indexOf('class="byline"')).toBeLessThan(html.indexOf('<article class="prose article__body"'));
      const card = /<section class="author-card"[^>]*id="article-author"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(card).toContain(author.name);
      expect(card).toContain(author.role);
      expect(card).toContain(author.bio.replace(/'/g, '&#39;'));
      expect(html.indexOf('id="article-author"')).toBeGreaterThan(html.indexOf('</article>'));

      const posting = jsonLdOf(html).find((node) => node['@type'] === 'BlogPosting');
      expect(posting?.['author']).toEqual({
        '@type': 'Person',
        name: author.name,
        jobTitle: author.role,
        worksFor: { '@id': `${site.url}/#organization` },
      });
      expect(posting?.['publisher']).toEqual({ '@id': `${site.url}/#organization` });
    },
  );

  it.each(newestFirst().map((a) => [a.slug] as const))('%s shows a table of contents that links to its sections', (slug) => {
    const html = read(`news/${slug}.html`);
    const toc = /<nav class="toc__nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const targets = attributeValues(toc, 'href').map((href) => href.slice(1));
    expect(targets.length).toBeGreaterThanOrEqual(4);
    for (const id of targets) expect(html, id).toContain(` id="${id}"`);
    // Closed in the markup (phones see it collapsed; wide screens open it) and before the text.
    expect(html).toMatch(/<details class="toc__details"[^>]*>\s*<summary/);
    expect(/<details class="toc__details"([^>]*)>/.exec(html)?.[1]).not.toMatch(/\bopen\b/);
    expect(html.indexOf('class="toc__details"')).toBeLessThan(html.indexOf('<article class="prose article__body"'));
  });

  it.each(newestFirst().map((a) => [a.slug] as const))('%s suggests three other articles', (slug) => {
    const html = read(`news/${slug}.html`);
    const related = /<section[^>]*aria-labelledby="related-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const links = [...related.matchAll(/<h3 class="article-card__title"[^>]*><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(3);
    expect(links).not.toContain(`/news/${slug}`);
    expect(new Set(links).size).toBe(3);
  });

  it('gives every image on every page a width, a height and an alt attribute', () => {
    for (const file of htmlFiles()) {
      for (const img of read(file).match(/<img [^>]*>/g) ?? []) {
        expect(img, file).toMatch(/\swidth="\d+"/);
        expect(img, file).toMatch(/\sheight="\d+"/);
        expect(img, file).toMatch(/\salt(?:="[^"]*")?[\s>]/);
      }
    }
  });
});

describe('latest-article view', () => {
  it('shows the newest article with its own title, description and canonical URL', () => {
    const html = read('view-article.html');
    const latest = newestFirst()[0];
    expect(html).toMatch(headline(String(latest?.data['title'])));
    const permalink = /<p[^>]*data-permalink[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(permalink).toContain(`href="/news/${latest?.slug}"`);
    expect(html).toContain(`<link rel="canonical" href="${site.url}/view-article">`);
    expect(metaContent(html, 'description')).not.toBe(latest?.data['description']);
  });
});

describe('footer and head', () => {
  it('lists the newest eight articles, newest first, in the footer of every page and links the feed from every head', () => {
    const expected = newestFirst()
      .slice(0, FOOTER_ARTICLES)
      .map((a) => `/news/${a.slug}`);
    for (const file of htmlFiles()) {
      const html = read(file);
      const group = /<h2 class="footer__heading"[^>]*>News<\/h2>\s*<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      expect(attributeValues(group, 'href'), file).toEqual(expected);
      expect(html, file).toContain('<link rel="alternate" type="application/rss+xml" title="Tidewell Digital news" href="/rss.xml">');
    }
  });
});

describe('RSS feed', () => {
  const xml = () => read('rss.xml');
  const feed = () =>
    new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'category' }).parse(xml()) as {
      rss: {
        '@_version': string;
        channel: {
          title: string;
          link: string;
          description: string;
          item: Record<string, unknown>[];
        };
      };
    };

  it('is well-formed RSS 2.0 with a title, link and description', () => {
    expect(XMLValidator.validate(xml())).toBe(true);
    const { rss } = feed();
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBeTruthy();
    expect(rss.channel.link).toBe(`${site.url}/news`);
    expect(rss.channel.description.length).toBeGreaterThan(20);
  });

  it(`carries the newest ${FEED_ARTICLES} articles (or all, if fewer) in full, newest first, with absolute links only`, () => {
    const items = feed().rss.channel.item;
    const files = newestFirst().slice(0, FEED_ARTICLES);
    expect(items).toHaveLength(Math.min(FEED_ARTICLES, newestFirst().length));
    expect(items.map((item) => item['link'])).toEqual(files.map((a) => `${site.url}/news/${a.slug}`));
    items.forEach((item, index) => {
      const file = files[index];
      expect(item['title']).toBe(file?.data['title']);
      expect(item['description']).toBe(file?.data['description']);
      expect(new Date(String(item['pubDate'])).toISOString()).toBe((file?.data['published'] as Date).toISOString());
      expect(String(item['pubDate'])).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      const content = String(item['content:encoded']);
      expect(content.length, file?.slug).toBeGreaterThan(5_000);
      expect(content).toContain('<h2 id=');
      expect(content).toContain(`href="${site.url}/contact"`);
      expect(attributeValues(content, 'href').every((href) => /^(?:https?:|mailto:|#)/.test(href))).toBe(true);
    });
  });
});
