import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { errorMessage, postJson } from '../../src/lib/api.ts';
import { automationSignal, contactMessageSchema, MAX_ELAPSED_MS, MIN_FILL_MS } from '../../src/lib/forms/contact.ts';
import { MAX_PROVIDER_TIMEOUT_MS, readEnv, SERVER_ENV_VARIABLES } from '../../src/server/env.ts';
import { contactMessages } from '../../src/server/contact-mail.ts';
import { breakEncodedWords, parseAddress, sendGridAddress } from '../../src/server/mail.ts';
import type { MailMessage } from '../../src/server/providers.ts';
import { neutralizeCell } from '../../src/server/sheets.ts';
import { csvRecord, CsvSheet } from '../../src/server/stand-ins/csv-sheet.ts';
import { renderEml } from '../../src/server/stand-ins/outbox-mail.ts';
import { submissionMail } from '../../src/server/submission-mail.ts';

const message = { name: 'Dana', email: 'dana@example.com', message: 'Hello', elapsedMs: 5_000 };

describe('contact message schema', () => {
  it('fills the optional fields the footer form does not send', () => {
    expect(contactMessageSchema.parse(message)).toEqual({
      ...message,
      phone: '',
      subject: '',
      leaveEmpty: '',
    });
  });

  it('trims text and keeps the line breaks of a message', () => {
    const parsed = contactMessageSchema.parse({ ...message, name: '  Dana  ', message: ' line one\nline two ' });
    expect(parsed.name).toBe('Dana');
    expect(parsed.message).toBe('line one\nline two');
  });

  it('accepts a valid phone of a listed country only', () => {
    expect(contactMessageSchema.safeParse({ ...message, phone: '+442079496000' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, phone: '+8613812345678' }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...message, phone: '2025550143' }).success).toBe(false);
  });

  it('refuses control characters in a message but keeps its line breaks and tabs', () => {
    expect(contactMessageSchema.safeParse({ ...message, message: 'a\tb\r\nc' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, message: 'a\u0000b' }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...message, message: 'a\u001bb' }).success).toBe(false);
  });

  it.each([
    ['NEL', '\u0085'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
    ['another C1 control (CSI)', '\u009b'],
    ['a vertical tab', '\u000b'],
    ['a form feed', '\u000c'],
  ])('keeps a name and a subject on one line: refuses %s', (_name, br) => {
    const errors = (change: object) =>
      contactMessageSchema.safeParse({ ...message, ...change }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(errors({ name: `Dana${br}Bcc: x@example.com` })).toEqual([['name', 'Keep the name on one line']]);
    expect(errors({ subject: `Hi${br}Bcc: x@example.com` })).toEqual([['subject', 'Keep the subject on one line']]);
  });

  it('still takes non-Latin names and subjects, and these separators in a message', () => {
    expect(
      contactMessageSchema.safeParse({ ...message, name: 'Åsa Lindqvist', subject: 'Καλημέρα 日本' }).success,
    ).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, message: 'one\u2028two\u2029three' }).success).toBe(true);
  });

  it('accepts the fill time a form reports, up to its cap', () => {
    expect(contactMessageSchema.safeParse({ ...message, elapsedMs: MAX_ELAPSED_MS }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, elapsedMs: MAX_ELAPSED_MS + 1 }).success).toBe(false);
  });

  it('names why a submission looks automated: a filled honeypot, or a known too-fast fill', () => {
    const parse = (extra: object) => contactMessageSchema.parse({ ...message, ...extra });
    expect(automationSignal(parse({}))).toBeUndefined();
    expect(automationSignal(parse({ leaveEmpty: 'x' }))).toBe('honeypot filled');
    expect(automationSignal(parse({ leaveEmpty: 'x', elapsedMs: 10 }))).toBe('honeypot filled');
    expect(automationSignal(parse({ elapsedMs: MIN_FILL_MS - 1 }))).toBe('sent too fast');
    expect(automationSignal(parse({ elapsedMs: MIN_FILL_MS }))).toBeUndefined();
  });

  it('accepts exactly the documented payload, and reads a missing fill time as unknown, not as a bot', () => {
    const documented = { name: 'Dana', email: 'dana@example.com', phone: '', subject: 'Hi', message: 'Hello' };
    const parsed = contactMessageSchema.parse(documented);
    expect(parsed.elapsedMs).toBeUndefined();
    expect(automationSignal(parsed)).toBeUndefined();
    expect(automationSignal(contactMessageSchema.parse({ ...documented, elapsedMs: 0 }))).toBe('sent too fast');
  });
});

describe('API client', () => {
  const respond = (status: number, body: string) => async () => new Response(body, { status });

  it("uses the response's message, else the status (the error rule)", () => {
    expect(errorMessage(422, { message: 'Please check the form' })).toBe('Please check the form');
    expect(errorMessage(500, { error: 'x' })).toBe('HTTP error! status: 500');
    expect(errorMessage(502, { message: '  ' })).toBe('HTTP error! status: 502');
    expect(errorMessage(404, undefined)).toBe('HTTP error! status: 404');
  });

  it('posts JSON to /api and returns the parsed answer', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Response.json({ message: 'Message sent' });
    }) as typeof globalThis.fetch;
    await expect(postJson('/email/contact', { a: 1 }, { fetch })).resolves.toEqual({ message: 'Message sent' });
    expect(calls[0]?.[0]).toBe('/api/email/contact');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });

  it("throws the server's message, or the status for a bare 429 and other non-JSON answers", async () => {
    const fetchWith = (status: number, body: string) => respond(status, body) as unknown as typeof fetch;
    await expect(postJson('/x', {}, { fetch: fetchWith(502, '{"message":"Provider down"}') })).rejects.toThrow(
      'Provider down',
    );
    await expect(postJson('/x', {}, { fetch: fetchWith(429, 'Too Many Requests') })).rejects.toThrow(
      'HTTP error! status: 429',
    );
    await expect(postJson('/x', {}, { fetch: fetchWith(500, '') })).rejects.toThrow('HTTP error! status: 500');
  });
});

describe('spreadsheet cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['Plain text', 'Plain text'],
    ['a=b', 'a=b'],
  ])('neutralizes %j', (input, expected) => {
    expect(neutralizeCell(input)).toBe(expected);
  });

  it('writes RFC 4180 records', () => {
    expect(csvRecord(['a', 'b,c', 'say "hi"', 'two\nlines', ''])).toBe('a,"b,c","say ""hi""","two\nlines",\r\n');
  });
});

describe('e-mail documents', () => {
  const at = new Date('2026-11-21T10:00:00Z');
  const base: MailMessage = {
    to: { email: 'inbox@example.com', name: 'Tidewell Inbox' },
    from: { email: 'web@example.com', name: 'Web' },
    replyTo: { email: 'visitor@example.com', name: 'Dana Whitfield' },
    subject: 'Hello',
    text: 'x',
    html: '<p>x</p>',
  };
  const render = (change: Partial<MailMessage>) => renderEml({ ...base, ...change }, at, 'fixed-id');
  /** The header block as written, one physical line each (folded continuations included). */
  const headerLines = (eml: string) => eml.slice(0, eml.indexOf('\r\n\r\n')).split('\r\n');
  /** The header names of the message (continuation lines left out), lower case. */
  const headerNames = (eml: string) =>
    headerLines(eml)
      .filter((line) => !/^[ \t]/.test(line))
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
  const ENCODED_WORD = '=?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=';

  it('parses display-name addresses', () => {
    expect(parseAddress('Tidewell Inbox <inbox@tidewell.example>')).toEqual({
      name: 'Tidewell Inbox',
      email: 'inbox@tidewell.example',
    });
    expect(parseAddress('inbox@tidewell.example')).toEqual({ email: 'inbox@tidewell.example' });
  });

  it('writes the headers a mail needs, replying to the visitor', async () => {
    const eml = await render({});
    expect(headerNames(eml)).toEqual([
      'from',
      'to',
      'reply-to',
      'subject',
      'message-id',
      'date',
      'mime-version',
      'content-type',
    ]);
    const mail = await PostalMime.parse(eml);
    expect(mail.from).toEqual({ name: 'Web', address: 'web@example.com' });
    expect(mail.to).toEqual([{ name: 'Tidewell Inbox', address: 'inbox@example.com' }]);
    expect(mail.replyTo).toEqual([{ name: 'Dana Whitfield', address: 'visitor@example.com' }]);
    expect(mail.subject).toBe('Hello');
    expect(mail.messageId).toBe('<fixed-id@example.com>');
    expect(mail.date).toBe(at.toISOString());
    expect(headerLines(eml)).toContain('Date: Sat, 21 Nov 2026 10:00:00 +0000');
    expect(headerLines(eml)).toContain('MIME-Version: 1.0');
    expect(eml).toMatch(/\r\nContent-Type: multipart\/alternative;/);
  });

  it('gives back an encoded word typed as a name or subject as the literal text, adding no header', async () => {
    const eml = await render({
      replyTo: { email: 'visitor@example.com', name: ENCODED_WORD },
      subject: `Website enquiry from ${ENCODED_WORD}: ${ENCODED_WORD}`,
    });
    const mail = await PostalMime.parse(eml);
    expect(mail.replyTo).toEqual([{ name: ENCODED_WORD, address: 'visitor@example.com' }]);
    expect(mail.subject).toBe(`Website enquiry from ${ENCODED_WORD}: ${ENCODED_WORD}`);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.map((header) => header.key)).not.toContain('bcc');
    expect(new Set(headerNames(eml))).toEqual(
      new Set(['from', 'to', 'reply-to', 'subject', 'message-id', 'date', 'mime-version', 'content-type']),
    );
    // Written as encoded words of its own, not as the visitor's text.
    expect(eml.slice(0, eml.indexOf('\r\n\r\n'))).not.toContain(ENCODED_WORD);
  });

  it.each([
    ['a valid encoded word in text', '=?utf-8?B?QmNjOiB4QGV4YW1wbGUuY29t?='],
    ['an invalid look-alike', 'Lee =?utf-8?X?x?= Park'],
    ['a look-alike across a space', 'see =?utf-8?Q?a b?= here'],
    ['a bare "=?"', 'Two =? marks =?'],
    ['non-Latin text around an encoded word', 'Ωμέγα =?UTF-8?B?QmNjOg==?= 日本'],
    ['a quoted name', '"Chef" Park, =?us-ascii?Q?x?="'],
  ])('keeps %s literal in the name and the subject', async (_name, text) => {
    const mail = await PostalMime.parse(
      await render({ replyTo: { email: 'visitor@example.com', name: text }, subject: text }),
    );
    expect(mail.replyTo).toEqual([{ name: text, address: 'visitor@example.com' }]);
    expect(mail.subject).toBe(text);
  });

  it.each([
    ['Greek', 'Καλημέρα σας, θα θέλαμε μια νέα ιστοσελίδα. '],
    ['Japanese', '新しいウェブサイトについてご相談したいです。'],
  ])(
    'folds a 300-character %s subject and name under 78 characters a line and decodes them exactly',
    async (_n, seed) => {
      const text = seed.repeat(Math.ceil(300 / seed.length)).slice(0, 300);
      expect([...text]).toHaveLength(300);
      const eml = await render({ replyTo: { email: 'visitor@example.com', name: text }, subject: text });
      for (const line of headerLines(eml)) expect(line.length, line).toBeLessThanOrEqual(78);
      for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
      const mail = await PostalMime.parse(eml);
      expect(mail.subject).toBe(text);
      expect(mail.replyTo).toEqual([{ name: text, address: 'visitor@example.com' }]);
    },
  );

  it.each([
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
    ['NEL', '\u0085'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
  ])('never lets a %s in a name or subject start a new header', async (_name, br) => {
    const eml = await render({
      replyTo: { email: 'v@example.com', name: `Eve"${br}Bcc: x@example.com` },
      subject: `Hi${br}Bcc: y@example.com`,
    });
    expect(headerNames(eml)).not.toContain('bcc');
    for (const line of headerLines(eml)) expect(line).toMatch(/^([A-Za-z-]+: |[ \t])/);
    const mail = await PostalMime.parse(eml);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('Hi Bcc: y@example.com');
    expect(mail.replyTo).toEqual([{ name: 'Eve" Bcc: x@example.com', address: 'v@example.com' }]);
  });

  it('decodes the text and HTML parts of a contact mail exactly, with the HTML escaped', async () => {
    const mail = submissionMail(
      contactMessages,
      contactMessageSchema.parse({
        name: 'Åsa <b>Lindqvist</b>',
        email: 'asa@example.com',
        phone: '+12025550143',
        subject: 'Ünïcödé & "quotes"',
        message: `<script>alert(1)</script> & ${'a long line without breaks '.repeat(20)}\n=?UTF-8?Q?x?=\n.\nΚαλημέρα 日本語 🙂`,
        elapsedMs: 5_000,
      }),
      { contactTo: 'Inbox <inbox@example.com>', supportTo: undefined, mailFrom: 'Web <web@example.com>' },
    );
    const eml = await renderEml(mail, at, 'fixed-id');
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    const parsed = await PostalMime.parse(eml);
    // postal-mime reads line by line and keeps the line break before the closing boundary, which
    // RFC 2046 counts as part of the boundary: that one trailing "\n" is the parser's, not ours.
    expect(parsed.text).toBe(`${mail.text}\n`);
    expect(parsed.html).toBe(`${mail.html}\n`);
    expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    expect(parsed.html).toContain('Åsa &lt;b&gt;Lindqvist&lt;/b&gt;');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.text).toContain('Phone: +12025550143');
    expect(parsed.replyTo).toEqual([{ name: 'Åsa <b>Lindqvist</b>', address: 'asa@example.com' }]);
    expect(parsed.subject).toBe('Website enquiry from Åsa <b>Lindqvist</b>: Ünïcödé & "quotes"');
  });
});

describe('server details', () => {
  it("reads the variables SERVER_ENV_VARIABLES names, which tests clear, and the emulator's own", () => {
    const read = new Set<string>();
    const source = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_, name) => {
        if (typeof name === 'string') read.add(name);
        return 'set';
      },
    });
    // Every variable set: on the emulator every provider is configured and its URL override read;
    // without a deploy context, NETLIFY_DEV says whether this is the emulator.
    readEnv(source, 'dev');
    readEnv(source);
    expect([...read].sort()).toEqual([...SERVER_ENV_VARIABLES, 'NETLIFY_DEV'].sort());
  });

  it('removes what would split a SendGrid address header', () => {
    expect(sendGridAddress({ email: 'lee@example.com', name: 'Park, Lee; "Chef" <x@evil.example>' })).toEqual({
      email: 'lee@example.com',
      name: 'Park Lee Chef x@evil.example',
    });
    expect(sendGridAddress({ email: 'a@example.com', name: ' ,; ' })).toEqual({ email: 'a@example.com' });
  });

  it('breaks up encoded-word look-alikes in the names and subject sent to SendGrid', () => {
    expect(sendGridAddress({ email: 'v@example.com', name: '=?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=' })).toEqual({
      email: 'v@example.com',
      name: '= ?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=',
    });
    expect(sendGridAddress({ email: 'v@example.com', name: 'Eve\u2028=?utf-8?B?QmNjOg==?=' })).toEqual({
      email: 'v@example.com',
      name: 'Eve = ?utf-8?B?QmNjOg== ?=',
    });
    for (const text of ['=?', '==??', '=?=?', '=,?', '=<?x?=', 'a =?b?Q?c?= d', '=\r\n?']) {
      expect(breakEncodedWords(text)).not.toContain('=?');
      expect(sendGridAddress({ email: 'v@example.com', name: text }).name ?? '').not.toContain('=?');
    }
    expect(breakEncodedWords('Plain = text ? here')).toBe('Plain = text ? here');
  });

  it('writes the CSV header exactly once, first, however many messages arrive at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidewell-csv-'));
    try {
      const sheet = new CsvSheet(dir);
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => sheet.append('Contact', ['Received', 'Name'], [`t${i}`, `name ${i}`])),
      );
      const lines = readFileSync(join(dir, 'Contact.csv'), 'utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Received,Name');
      expect(lines).toHaveLength(41);
      expect(new Set(lines.slice(1)).size).toBe(40);
      expect(readdirSync(dir)).toEqual(['Contact.csv']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses the local stand-ins only under the emulator, and honours URL overrides only there', () => {
    const vars = { SENDGRID_API_KEY: 'k', SENDGRID_API_URL: 'http://127.0.0.1:1', PROVIDER_TIMEOUT_MS: '60000' };
    expect(readEnv(vars, 'dev')).toMatchObject({
      onNetlify: false,
      sendgrid: { baseUrl: 'http://127.0.0.1:1' },
      providerTimeoutMs: MAX_PROVIDER_TIMEOUT_MS,
    });
    expect(readEnv({ ...vars, NETLIFY_DEV: 'true' })).toMatchObject({ onNetlify: false });
    for (const context of ['production', 'deploy-preview', undefined]) {
      expect(readEnv(vars, context)).toMatchObject({ onNetlify: true, sendgrid: { baseUrl: undefined } });
    }
  });
});
