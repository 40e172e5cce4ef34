import { describe, expect, it } from 'vitest';
import { authorIds, authors } from '../../src/data/authors.ts';
import { authorIdSchema, authorSchema } from '../../src/lib/schemas/author.schema.ts';
import { initialsOf } from '../../src/lib/text.ts';
import { publishedArticleFiles } from '../fixtures/articles.ts';

/*
 * The people who write the articles (src/data/authors.ts). The content schema's side (an article
 * naming an unknown author) is in tests/unit/article-schema.test.ts and tests/build/editor.test.ts.
 */

const person = {
  name: 'Maya Okafor',
  role: 'Head of SEO',
  bio: 'Maya leads the search team: technical audits, site structure and the content plans that follow from them.',
};

describe('the authors list', () => {
  it('keys each person by their name in lower-case words joined by hyphens', () => {
    for (const id of authorIds) {
      expect(authorIdSchema.safeParse(id).success, id).toBe(true);
      expect(id).toBe(authors[id].name.toLowerCase().replace(/\s+/g, '-'));
    }
  });

  it('gives the published articles two or three writers, each a real entry', () => {
    const named = new Set(publishedArticleFiles().map((file) => String(file.data['author'])));
    expect(named.size).toBeGreaterThanOrEqual(2);
    expect(named.size).toBeLessThanOrEqual(3);
    for (const id of named) expect(authorIds as readonly string[], id).toContain(id);
  });

  it('refuses a person without a role or a real bio, and a portrait that is not a photo file', () => {
    expect(authorSchema.safeParse(person).success).toBe(true);
    expect(authorSchema.safeParse({ ...person, portrait: 'maya-okafor.jpg' }).success).toBe(true);
    expect(authorSchema.safeParse({ ...person, role: '' }).success).toBe(false);
    expect(authorSchema.safeParse({ ...person, bio: 'Writes things.' }).success).toBe(false);
    const cartoon = authorSchema.safeParse({ ...person, portrait: 'maya.svg' });
    expect(cartoon.error?.issues[0]?.message).toMatch(/A photo file name in src\/assets\/authors\//);
    expect(authorSchema.safeParse({ ...person, email: 'maya@example.com' }).success).toBe(false);
    expect(authorIdSchema.safeParse('Maya Okafor').success).toBe(false);
    expect(authorIdSchema.safeParse('maya').success).toBe(false);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Maya Okafor', 'MO'],
    ['Daniel Reyes', 'DR'],
    ['Sofia Lind', 'SL'],
    ['Mary Ann de la Cruz', 'MC'],
    ['Cher', 'C'],
    ['  José   Álvarez ', 'JÁ'],
    ["D'Arcy O'Neil", 'DO'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
