import { describe, expect, it } from 'vitest';
import { replyParagraphs, replyText, type ReplyParagraph } from '../../src/lib/reply-text.ts';

/** A one-line, one-paragraph reply. */
const line = (...runs: ReplyParagraph[number]) => [[runs]];

describe('replyParagraphs: what the chat shows of a reply (docs/requirements.md#reply-formatting)', () => {
  it.each<[string, string, ReplyParagraph[]]>([
    ['plain text', 'Our SEO Gold plan costs $899 a month.', line({ text: 'Our SEO Gold plan costs $899 a month.' })],
    ['bold kept', 'The **Gold** plan', line({ text: 'The ' }, { text: 'Gold', emphasis: 'strong' }, { text: ' plan' })],
    [
      'bold with underscores',
      'The __Gold__ plan',
      line({ text: 'The ' }, { text: 'Gold', emphasis: 'strong' }, { text: ' plan' }),
    ],
    ['italic kept', 'It is *monthly*.', line({ text: 'It is ' }, { text: 'monthly', emphasis: 'em' }, { text: '.' })],
    [
      'italic with underscores',
      'It is _monthly_.',
      line({ text: 'It is ' }, { text: 'monthly', emphasis: 'em' }, { text: '.' }),
    ],
    ['bold italic', '***Note***: free', line({ text: 'Note', emphasis: 'strong-em' }, { text: ': free' })],
    [
      'italic inside bold',
      '**Gold *and* Diamond**',
      line(
        { text: 'Gold ', emphasis: 'strong' },
        { text: 'and', emphasis: 'strong-em' },
        { text: ' Diamond', emphasis: 'strong' },
      ),
    ],
    ['snake_case is not emphasis', 'see file_name_here', line({ text: 'see file_name_here' })],
    ['arithmetic is not emphasis', '2 * 3 * 4 = 24', line({ text: '2 * 3 * 4 = 24' })],
    ['an unclosed marker stays', 'a **bold start', line({ text: 'a **bold start' })],
    ['escaped stars stay stars', 'a \\*literal\\* star', line({ text: 'a *literal* star' })],
    ['escaped underscores stay', 'a \\_b\\_ c', line({ text: 'a _b_ c' })],
    ['h1 stripped', '# Pricing', line({ text: 'Pricing' })],
    ['h3 stripped', '### SEO plans', line({ text: 'SEO plans' })],
    ['closing hashes stripped', '## Pricing ##', line({ text: 'Pricing' })],
    ['a hash inside text stays', 'We are #1 in care', line({ text: 'We are #1 in care' })],
    ['dash bullet', '- 30 keywords', line({ text: '30 keywords' })],
    ['star bullet', '* 30 keywords', line({ text: '30 keywords' })],
    ['plus bullet', '+ 30 keywords', line({ text: '30 keywords' })],
    ['unicode bullet', '• 30 keywords', line({ text: '30 keywords' })],
    ['indented bullet', '    - nested item', line({ text: 'nested item' })],
    ['numbering with a dot', '1. Call us', line({ text: 'Call us' })],
    ['numbering with a parenthesis', '12) Call us', line({ text: 'Call us' })],
    ['a year is not numbering', '2026 was busy', line({ text: '2026 was busy' })],
    ['task list box', '- [x] done', line({ text: 'done' })],
    ['quote mark', '> We reply in a day', line({ text: 'We reply in a day' })],
    ['bullet with bold', '- **Gold**: $899', line({ text: 'Gold', emphasis: 'strong' }, { text: ': $899' })],
    ['link to its text', 'See [our SEO plans](/seo-pricing).', line({ text: 'See our SEO plans.' })],
    ['absolute link to its text', 'Read [this](https://example.com/x) now', line({ text: 'Read this now' })],
    ['reference link to its text', 'Read [this][1] now', line({ text: 'Read this now' })],
    ['image to its alt text', '![Chart](/c.png) shows it', line({ text: 'Chart shows it' })],
    ['autolink to its address', 'Write to <mailto:hello@example.com>', line({ text: 'Write to hello@example.com' })],
    ['bold link text', '**[Gold](/seo-pricing)**', line({ text: 'Gold', emphasis: 'strong' })],
    ['inline code marks', 'Use `SEO` plans', line({ text: 'Use SEO plans' })],
    ['spaces collapsed', 'a    b', line({ text: 'a b' })],
  ])('%s', (_, markdown, expected) => {
    expect(replyParagraphs(markdown)).toEqual(expected);
  });

  it('keeps lines and paragraphs apart', () => {
    expect(replyParagraphs('Our plans:\n- Silver\n- Gold\n\nWhich one?')).toEqual([
      [[{ text: 'Our plans:' }], [{ text: 'Silver' }], [{ text: 'Gold' }]],
      [[{ text: 'Which one?' }]],
    ]);
  });

  it('drops rules, setext underlines and link definitions', () => {
    expect(replyParagraphs('Pricing\n=======\ntext\n\n---\n\n[1]: https://example.com')).toEqual([
      [[{ text: 'Pricing' }], [{ text: 'text' }]],
    ]);
  });

  it('drops control characters and reads CRLF line breaks', () => {
    expect(replyParagraphs('a\u0000b\r\nc\u0007')).toEqual([[[{ text: 'ab' }], [{ text: 'c' }]]]);
  });

  it('gives nothing for an empty or markup-only reply', () => {
    expect(replyParagraphs('')).toEqual([]);
    expect(replyParagraphs('#\n\n- \n---')).toEqual([]);
  });

  it('never lets HTML through as markup: it stays text for React to escape', () => {
    expect(replyText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('replyText', () => {
  it('is the reply without any markdown', () => {
    expect(replyText('## Plans\n1. **Gold**: [$899](/seo-pricing)\n\n*Thanks*')).toBe('Plans\nGold: $899\n\nThanks');
  });
});
