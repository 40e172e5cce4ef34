import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorMessage, postJson } from '../../src/lib/api.ts';
import { contactMessageSchema, looksAutomated, MAX_ELAPSED_MS, MIN_FILL_MS } from '../../src/lib/schemas/contact.ts';
import { MAX_PROVIDER_TIMEOUT_MS, readEnv } from '../../src/server/env.ts';
import { parseAddress, renderEml, sendGridAddress } from '../../src/server/mail.ts';
import { csvRecord, CsvSheet, neutralizeCell } from '../../src/server/sheets.ts';

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

  it('treats a filled honeypot or a too-fast submission as automated', () => {
    const parse = (extra: object) => contactMessageSchema.parse({ ...message, ...extra });
    expect(looksAutomated(parse({}))).toBe(false);
    expect(looksAutomated(parse({ leaveEmpty: 'x' }))).toBe(true);
    expect(looksAutomated(parse({ elapsedMs: MIN_FILL_MS - 1 }))).toBe(true);
    expect(looksAutomated(parse({ elapsedMs: MIN_FILL_MS }))).toBe(false);
  });
});

describe('API client', () => {
  const respond = (status: number, body: string) => async () => new Response(body, { status });

  it("uses the response's message, else the status (spec section 7)", () => {
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
  it('parses display-name addresses', () => {
    expect(parseAddress('Tidewell Inbox <inbox@tidewell.example>')).toEqual({
      name: 'Tidewell Inbox',
      email: 'inbox@tidewell.example',
    });
    expect(parseAddress('inbox@tidewell.example')).toEqual({ email: 'inbox@tidewell.example' });
  });

  it('never lets a name or subject start a new header', () => {
    const eml = renderEml(
      {
        to: { email: 'inbox@example.com' },
        from: { email: 'web@example.com', name: 'Web' },
        replyTo: { email: 'v@example.com', name: 'Eve"\r\nBcc: x@example.com' },
        subject: 'Hi\r\nBcc: y@example.com',
        text: 'x',
        html: '<p>x</p>',
      },
      new Date('2026-11-21T10:00:00Z'),
      'fixed-id',
    );
    const headers = eml.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
    expect(headers.filter((line) => /^Bcc:/i.test(line))).toEqual([]);
    expect(headers).toContain('Date: Sat, 21 Nov 2026 10:00:00 +0000');
    expect(headers).toContain('Message-ID: <fixed-id@example.com>');
  });
});

describe('server details', () => {
  it('removes what would split a SendGrid address header', () => {
    expect(sendGridAddress({ email: 'lee@example.com', name: 'Park, Lee; "Chef" <x@evil.example>' })).toEqual({
      email: 'lee@example.com',
      name: 'Park Lee Chef x@evil.example',
    });
    expect(sendGridAddress({ email: 'a@example.com', name: ' ,; ' })).toEqual({ email: 'a@example.com' });
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
