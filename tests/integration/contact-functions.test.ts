import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import emailContact from '../../netlify/functions/email-contact.mts';
import health from '../../netlify/functions/health.mts';
import sheetsContact from '../../netlify/functions/sheets-contact.mts';
import { API_HEADERS } from '../../src/server/http.ts';
import { breakEncodedWords } from '../../src/server/mail.ts';
import { FakeProvider } from './fake-providers.ts';

/*
 * The contact functions with the real SDKs (@sendgrid/mail, google-auth-library) talking to fake
 * SendGrid and Google servers on loopback, and with the local stand-ins (outbox files).
 */

const TIMEOUT_MS = 1_500;
const dev = { deploy: { context: 'dev' } } as unknown as Context;
const production = { deploy: { context: 'production' } } as unknown as Context;

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@harborbakery.example',
  phone: '+12025550143',
  subject: 'SEO for a bakery',
  message: 'We open a second shop in March.\nCan you help people find it?',
  leaveEmpty: '',
  elapsedMs: 12_000,
};

const post = (body: unknown, init: RequestInit = {}) =>
  new Request('http://localhost/api/email/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

const ENV_KEYS = [
  'SENDGRID_API_KEY',
  'SENDGRID_API_URL',
  'CONTACT_TO_EMAIL',
  'MAIL_FROM',
  'GOOGLE_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_PRIVATE_KEY',
  'GOOGLE_SHEETS_ID',
  'GOOGLE_OAUTH_URL',
  'GOOGLE_SHEETS_URL',
  'OUTBOX_DIR',
  'PROVIDER_TIMEOUT_MS',
];
let outbox = '';

beforeEach(() => {
  for (const key of ENV_KEYS) vi.stubEnv(key, undefined);
  outbox = mkdtempSync(join(tmpdir(), 'tidewell-outbox-'));
  vi.stubEnv('OUTBOX_DIR', outbox);
  vi.stubEnv('PROVIDER_TIMEOUT_MS', String(TIMEOUT_MS));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(outbox, { recursive: true, force: true });
});

/** Runs a handler and returns status, headers, body and how long it took. */
async function call(handler: typeof emailContact, request: Request, context = dev) {
  const started = performance.now();
  const response = await handler(request, context);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
    ms: performance.now() - started,
  };
}

/** The .eml files in the outbox, parsed as a mail client reads them. */
async function outboxMails() {
  const dir = join(outbox, 'mail');
  return Promise.all(readdirSync(dir).map((file) => PostalMime.parse(readFileSync(join(dir, file)))));
}

describe('POST /api/email/contact through SendGrid', () => {
  const sendgrid = new FakeProvider({ 'POST /v3/mail/send': { status: 202 } });
  let url = '';
  beforeAll(async () => {
    url = await sendgrid.start();
  });
  afterAll(() => sendgrid.stop());
  beforeEach(() => {
    sendgrid.received.length = 0;
    sendgrid.set('POST /v3/mail/send', { status: 202 });
    vi.stubEnv('SENDGRID_API_KEY', 'SG.test-key');
    vi.stubEnv('SENDGRID_API_URL', url);
    vi.stubEnv('CONTACT_TO_EMAIL', 'Tidewell Inbox <inbox@tidewell.example>');
    vi.stubEnv('MAIL_FROM', 'Tidewell Website <web@tidewell.example>');
  });

  it('sends one message to the inbox from the verified sender, replying to the visitor', async () => {
    const result = await call(emailContact, post(valid));
    expect(result).toMatchObject({ status: 200, body: { message: 'Message sent' } });
    expect(sendgrid.received).toHaveLength(1);
    const [request] = sendgrid.received;
    expect(request?.headers['authorization']).toBe('Bearer SG.test-key');
    const payload = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
    expect(payload).toMatchObject({
      from: { email: 'web@tidewell.example', name: 'Tidewell Website' },
      reply_to: { email: 'dana@harborbakery.example', name: 'Dana Whitfield' },
      subject: 'Website enquiry from Dana Whitfield: SEO for a bakery',
      personalizations: [{ to: [{ email: 'inbox@tidewell.example', name: 'Tidewell Inbox' }] }],
    });
    const content = payload['content'] as { type: string; value: string }[];
    expect(content.map((c) => c.type)).toEqual(['text/plain', 'text/html']);
    expect(content[0]?.value).toContain('Phone: +12025550143');
    expect(content[0]?.value).toContain('We open a second shop in March.\nCan you help people find it?');
  });

  it("keeps a comma in the visitor's name from splitting the Reply-To header", async () => {
    await call(emailContact, post({ ...valid, name: 'Park, Lee' }));
    const payload = JSON.parse(sendgrid.received[0]?.body ?? '{}') as { reply_to: unknown };
    expect(payload.reply_to).toEqual({ email: 'dana@harborbakery.example', name: 'Park Lee' });
  });

  it('breaks up an encoded word typed into the name, which SendGrid would write into headers as is', async () => {
    const word = '=?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=';
    await call(emailContact, post({ ...valid, name: word, subject: `About ${word}` }));
    const payload = JSON.parse(sendgrid.received[0]?.body ?? '{}') as { reply_to: unknown; subject: string };
    expect(payload.reply_to).toEqual({
      email: 'dana@harborbakery.example',
      name: '= ?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=',
    });
    expect(payload.subject).toBe(
      `Website enquiry from = ?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=: About ${breakEncodedWords(word)}`,
    );
    expect(payload.subject).not.toContain('=?');
  });

  it('escapes HTML the visitor typed in the HTML part, and sends no auto-reply to the visitor', async () => {
    await call(emailContact, post({ ...valid, message: '<script>alert(1)</script> & <b>bold</b>' }));
    const payload = JSON.parse(sendgrid.received[0]?.body ?? '{}') as {
      content: { type: string; value: string }[];
      personalizations: { to: { email: string }[] }[];
    };
    const html = payload.content.find((c) => c.type === 'text/html')?.value ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(payload.personalizations.flatMap((p) => p.to.map((t) => t.email))).toEqual(['inbox@tidewell.example']);
  });

  it.each([
    ['a 500', { status: 500, body: { errors: [{ message: 'internal' }] } }],
    ['a 429', { status: 429, body: { errors: [{ message: 'too many requests' }] } }],
    ['a 401', { status: 401, body: { errors: [{ message: 'bad key' }] } }],
  ] as const)('answers 502 with a message when SendGrid answers %s', async (_name, behaviour) => {
    sendgrid.set('POST /v3/mail/send', behaviour);
    const result = await call(emailContact, post(valid));
    expect(result.status).toBe(502);
    expect(result.body['message']).toMatch(/could not process your message/);
    expect(JSON.stringify(result.body)).not.toMatch(/internal|bad key|stack/i);
  });

  it('answers 502 within the timeout when SendGrid hangs', async () => {
    sendgrid.set('POST /v3/mail/send', 'hang');
    const result = await call(emailContact, post(valid));
    expect(result.status).toBe(502);
    expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('answers 503 when the key is set but the addresses are not', async () => {
    vi.stubEnv('MAIL_FROM', undefined);
    const result = await call(emailContact, post(valid));
    expect(result).toMatchObject({ status: 503 });
    expect(sendgrid.received).toHaveLength(0);
  });

  it('delivers a message carrying only the fields the spec names', async () => {
    const { name, email, phone, subject, message } = valid;
    const result = await call(emailContact, post({ name, email, phone, subject, message }));
    expect(result).toMatchObject({ status: 200, body: { message: 'Message sent' } });
    expect(sendgrid.received).toHaveLength(1);
    expect(readdirSync(outbox)).toEqual([]);
  });

  it('gives what looks automated the normal answer, keeps it out of the inbox and in quarantine', async () => {
    for (const bot of [
      { ...valid, leaveEmpty: 'https://spam.example' },
      { ...valid, elapsedMs: 400 },
    ]) {
      expect(await call(emailContact, post(bot))).toMatchObject({ status: 200, body: { message: 'Message sent' } });
    }
    expect(sendgrid.received).toHaveLength(0);
    const rows = readFileSync(join(outbox, 'sheets', 'Quarantine.csv'), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Received,Reason,Received by,Name,Email,Phone,Subject,Message,Fill time (s),Honeypot');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^[^,]+,honeypot filled,email,Dana Whitfield,dana@harborbakery\.example,\+12025550143,/);
    expect(rows[1]).toMatch(/,12\.0,https:\/\/spam\.example$/);
    expect(rows[2]).toMatch(/,sent too fast,email,Dana Whitfield,[\s\S]*,0\.4,$/);
  });

  it('mails a suspected bot flagged when the quarantine cannot keep it, rather than lose it', async () => {
    vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_EMAIL', 'site@tidewell-test.iam.gserviceaccount.com');
    vi.stubEnv('GOOGLE_PRIVATE_KEY', 'not a key');
    vi.stubEnv('GOOGLE_SHEETS_ID', 'sheet-unreachable');
    vi.stubEnv('GOOGLE_OAUTH_URL', 'http://127.0.0.1:1');
    vi.stubEnv('GOOGLE_SHEETS_URL', 'http://127.0.0.1:1');
    const result = await call(emailContact, post({ ...valid, leaveEmpty: 'x' }));
    expect(result).toMatchObject({ status: 200, body: { message: 'Message sent' } });
    expect(sendgrid.received).toHaveLength(1);
    const payload = JSON.parse(sendgrid.received[0]?.body ?? '{}') as { subject: string };
    expect(payload.subject).toBe(
      '[Possible spam: honeypot filled] Website enquiry from Dana Whitfield: SEO for a bakery',
    );
  });
});

describe('POST /api/sheets/contact through Google Sheets', () => {
  const google = new FakeProvider({
    'POST /token': { status: 200, body: { access_token: 'fake-access-token', expires_in: 3600, token_type: 'Bearer' } },
    'POST /v4/spreadsheets/': { status: 200, body: { updates: { updatedRows: 1 } } },
  });
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  let url = '';
  beforeAll(async () => {
    url = await google.start();
  });
  afterAll(() => google.stop());
  beforeEach(() => {
    google.received.length = 0;
    google.set('POST /v4/spreadsheets/', { status: 200, body: { updates: { updatedRows: 1 } } });
    vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_EMAIL', 'site@tidewell-test.iam.gserviceaccount.com');
    // As pasted into a dashboard: line breaks written as \n.
    vi.stubEnv('GOOGLE_PRIVATE_KEY', privateKey.replace(/\n/g, '\\n'));
    vi.stubEnv('GOOGLE_SHEETS_ID', 'sheet-123');
    vi.stubEnv('GOOGLE_OAUTH_URL', url);
    vi.stubEnv('GOOGLE_SHEETS_URL', url);
  });

  it('appends one RAW row to the Contact tab with a service-account token', async () => {
    const result = await call(sheetsContact, post({ ...valid, subject: '=HYPERLINK("http://evil.example")' }));
    expect(result).toMatchObject({ status: 200 });
    const token = google.received.find((r) => r.path === '/token');
    expect(new URLSearchParams(token?.body).get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const append = google.received.find((r) => r.path.startsWith('/v4/'));
    expect(append?.path).toBe(
      '/v4/spreadsheets/sheet-123/values/Contact!A1:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS',
    );
    expect(append?.headers['authorization']).toBe('Bearer fake-access-token');
    const { values } = JSON.parse(append?.body ?? '{}') as { values: string[][] };
    expect(values).toHaveLength(1);
    const [received, ...cells] = values[0] ?? [];
    expect(Date.now() - Date.parse(received ?? '')).toBeLessThan(10_000);
    expect(cells).toEqual([
      'Dana Whitfield',
      'dana@harborbakery.example',
      '+12025550143',
      '\'=HYPERLINK("http://evil.example")',
      valid.message,
    ]);
  });

  it('appends what looks automated to the Quarantine tab with its reason, not to Contact', async () => {
    const result = await call(sheetsContact, post({ ...valid, elapsedMs: 900 }));
    expect(result).toMatchObject({ status: 200, body: { message: 'Logged' } });
    const appends = google.received.filter((r) => r.path.startsWith('/v4/'));
    expect(appends.map((r) => r.path)).toEqual([
      '/v4/spreadsheets/sheet-123/values/Quarantine!A1:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS',
    ]);
    const { values } = JSON.parse(appends[0]?.body ?? '{}') as { values: string[][] };
    expect(values[0]?.slice(1)).toEqual([
      'sent too fast',
      'sheets',
      'Dana Whitfield',
      'dana@harborbakery.example',
      '+12025550143',
      'SEO for a bakery',
      valid.message,
      '0.9',
      '',
    ]);
  });

  it.each([
    ['a 500', { status: 500, body: { error: { message: 'backend' } } }],
    ['a 429', { status: 429, body: { error: { message: 'quota' } } }],
  ] as const)('answers 502 when Sheets answers %s', async (_name, behaviour) => {
    google.set('POST /v4/spreadsheets/', behaviour);
    const result = await call(sheetsContact, post(valid));
    expect(result.status).toBe(502);
    expect(JSON.stringify(result.body)).not.toMatch(/backend|quota/);
  });

  it('answers 502 within the timeout when Sheets hangs', async () => {
    google.set('POST /v4/spreadsheets/', 'hang');
    const result = await call(sheetsContact, post(valid));
    expect(result.status).toBe(502);
    expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result.ms).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it.each([
    ['a 500', { status: 500, body: { error: 'backend_error' } }],
    ['a 429', { status: 429, body: { error: 'rate_limited' } }],
    ['a hang', 'hang'],
  ] as const)('answers 502 within the timeout when the token endpoint answers %s', async (_name, behaviour) => {
    // A new key makes a new client, so no token is cached from earlier tests.
    vi.stubEnv('GOOGLE_SHEETS_ID', `sheet-${Math.random()}`);
    google.set('POST /token', behaviour);
    try {
      const result = await call(sheetsContact, post(valid));
      expect(result.status).toBe(502);
      expect(result.ms).toBeLessThan(TIMEOUT_MS + 1_000);
      expect(google.received.filter((r) => r.path.startsWith('/v4/'))).toEqual([]);
    } finally {
      google.set('POST /token', {
        status: 200,
        body: { access_token: 'fake-access-token', expires_in: 3600, token_type: 'Bearer' },
      });
    }
  });
});

describe('local stand-ins and the Netlify deploy', () => {
  it('writes one RFC 5322 .eml per message to the outbox when SendGrid is not configured', async () => {
    expect(await call(emailContact, post(valid))).toMatchObject({ status: 200 });
    expect(await call(emailContact, post({ ...valid, name: 'Åsa Lindqvist', subject: '' }))).toMatchObject({
      status: 200,
    });
    const files = readdirSync(join(outbox, 'mail'));
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[\da-f-]{36}\.eml$/);
    const mails = await outboxMails();
    const first = mails.find((mail) => mail.subject?.includes('Dana'));
    expect(first).toMatchObject({
      from: { name: 'Tidewell Digital website', address: 'no-reply@tidewell.digital' },
      to: [{ name: '', address: 'hello@tidewell.digital' }],
      replyTo: [{ name: 'Dana Whitfield', address: 'dana@harborbakery.example' }],
      subject: 'Website enquiry from Dana Whitfield: SEO for a bakery',
    });
    expect(first?.messageId).toMatch(/^<[\w-]+@tidewell\.digital>$/);
    expect(Date.now() - Date.parse(first?.date ?? '')).toBeLessThan(10_000);
    expect(first?.headers.find((h) => h.key === 'content-type')?.value).toMatch(/^multipart\/alternative;/);
    expect(first?.headers.find((h) => h.key === 'mime-version')?.value).toBe('1.0');
    expect(first?.text).toContain('Phone: +12025550143');
    expect(first?.text).toContain('Message:\nWe open a second shop in March.\nCan you help people find it?');
    const second = mails.find((mail) => !mail.subject?.includes('Dana'));
    expect(second?.subject).toBe('Website message from Åsa Lindqvist');
    expect(second?.replyTo).toEqual([{ name: 'Åsa Lindqvist', address: 'dana@harborbakery.example' }]);
  });

  it('writes an encoded word typed as the name so that it reads back as typed, with no Bcc', async () => {
    const word = '=?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=';
    expect(await call(emailContact, post({ ...valid, name: word, subject: word }))).toMatchObject({ status: 200 });
    const [mail] = await outboxMails();
    expect(mail?.replyTo).toEqual([{ name: word, address: 'dana@harborbakery.example' }]);
    expect(mail?.subject).toBe(`Website enquiry from ${word}: ${word}`);
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.headers.map((h) => h.key)).not.toContain('bcc');
  });

  it('appends RFC 4180 rows under one header to a CSV per tab when Sheets is not configured', async () => {
    await call(sheetsContact, post(valid));
    await call(
      sheetsContact,
      post({ ...valid, name: 'Lee, "Chef" Park', message: '@mention\r\nsecond line', phone: '' }),
    );
    const csv = readFileSync(join(outbox, 'sheets', 'Contact.csv'), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Received,Name,Email,Phone,Subject,Message');
    expect(csv).toContain(
      `,Dana Whitfield,dana@harborbakery.example,+12025550143,SEO for a bakery,"We open a second shop in March.\nCan you help people find it?"\r\n`,
    );
    expect(csv).toContain(
      `,"Lee, ""Chef"" Park",dana@harborbakery.example,,SEO for a bakery,"'@mention\r\nsecond line"\r\n`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('answers 503 on a Netlify deploy without credentials, writing nothing', async () => {
    expect(await call(emailContact, post(valid), production)).toMatchObject({ status: 503 });
    expect(await call(sheetsContact, post(valid), production)).toMatchObject({ status: 503 });
    expect(readdirSync(outbox)).toEqual([]);
  });
});

describe('bad requests', () => {
  it('answers 405 to other methods', async () => {
    const result = await call(emailContact, new Request('http://localhost/api/email/contact', { method: 'GET' }));
    expect(result).toMatchObject({ status: 405, body: { message: 'Method not allowed' } });
  });

  it('answers 400 to a body that is not sent as JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const request = post(valid, { headers: type ? { 'content-type': type } : {} });
      expect(await call(emailContact, request), type).toMatchObject({ status: 400 });
    }
  });

  it('answers 400 to malformed JSON', async () => {
    expect(await call(emailContact, post('{"name": "Dana",'))).toMatchObject({ status: 400 });
    expect(await call(sheetsContact, post(''))).toMatchObject({ status: 400 });
  });

  it('answers 413 to a body over 32 KB, declared or not', async () => {
    const big = { ...valid, message: 'x'.repeat(33 * 1024) };
    expect(await call(emailContact, post(big))).toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const undeclared = new Request('http://localhost/api/email/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await call(emailContact, undeclared)).toMatchObject({ status: 413 });
  });

  it.each([
    ['a line break in the name (header injection)', { name: 'Dana\r\nBcc: victim@example.com' }, 'name'],
    ['a line break in the subject', { subject: 'Hi\nBcc: x@example.com' }, 'subject'],
    ['a LINE SEPARATOR in the name', { name: 'Dana\u2028Bcc: victim@example.com' }, 'name'],
    ['a PARAGRAPH SEPARATOR in the name', { name: 'Dana\u2029Whitfield' }, 'name'],
    ['a NEL in the name', { name: 'Dana\u0085Whitfield' }, 'name'],
    ['a LINE SEPARATOR in the subject', { subject: 'Hi\u2028Bcc: x@example.com' }, 'subject'],
    ['a PARAGRAPH SEPARATOR in the subject', { subject: 'Hi\u2029there' }, 'subject'],
    ['a NEL in the subject', { subject: 'Hi\u0085there' }, 'subject'],
    ['an invalid email', { email: 'dana@' }, 'email'],
    ['an invalid phone', { phone: '+1123' }, 'phone'],
    ['a phone that is not a string', { phone: 12025550143 }, 'phone'],
    ['an empty message', { message: '   ' }, 'message'],
    ['a message over the cap', { message: 'x'.repeat(5_001) }, 'message'],
    ['an unknown field', { cc: 'x@example.com' }, 'body'],
  ])('answers 422 with field errors to %s', async (_name, change, field) => {
    for (const handler of [emailContact, sheetsContact]) {
      const result = await call(handler, post({ ...valid, ...change }));
      expect(result.status).toBe(422);
      expect(result.body['message']).toBeTruthy();
      expect(Object.keys(result.body['errors'] as object)).toContain(field);
    }
    expect(readdirSync(outbox)).toEqual([]);
  });

  it.each([
    ['2028', '\u2028'],
    ['2029', '\u2029'],
    ['0085', '\u0085'],
  ])('says which fields must stay on one line when they hold U+%s', async (_code, br) => {
    const result = await call(emailContact, post({ ...valid, name: `Dana${br}Whitfield`, subject: `Hi${br}there` }));
    expect(result.body['errors']).toEqual({
      name: 'Keep the name on one line',
      subject: 'Keep the subject on one line',
    });
  });
});

describe('response headers', () => {
  /** Spelt out here rather than read from API_HEADERS, so that a change there has to change this too. */
  const expected = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  const expectApiHeaders = (headers: Headers) => {
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, headers.get(name)]))).toEqual(expected);
    expect(headers.get('content-type')).toMatch(/^application\/json\b/);
  };

  it('are the ones json() sends', () => {
    expect(API_HEADERS).toEqual(expected);
  });

  // One provider that answers 404 to everything: SendGrid and Google both fail, so both functions 502.
  const broken = new FakeProvider({});
  let brokenUrl = '';
  beforeAll(async () => {
    brokenUrl = await broken.start();
  });
  afterAll(() => broken.stop());
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

  const big = JSON.stringify({ ...valid, message: 'x'.repeat(33 * 1024) });
  const scenarios: [number, () => { request: Request; context?: Context }][] = [
    [200, () => ({ request: post(valid) })],
    [400, () => ({ request: post('{"name": "Dana",') })],
    [405, () => ({ request: new Request('http://localhost/api/email/contact', { method: 'GET' }) })],
    [413, () => ({ request: post(big) })],
    [422, () => ({ request: post({ ...valid, name: 'Dana\u2028Whitfield' }) })],
    [
      500,
      () => {
        // An outbox that is a file: the local stand-ins fail with an error no provider explains.
        const file = join(outbox, 'not-a-folder');
        writeFileSync(file, '');
        vi.stubEnv('OUTBOX_DIR', file);
        return { request: post(valid) };
      },
    ],
    [
      502,
      () => {
        vi.stubEnv('SENDGRID_API_KEY', 'SG.test-key');
        vi.stubEnv('SENDGRID_API_URL', brokenUrl);
        vi.stubEnv('CONTACT_TO_EMAIL', 'inbox@tidewell.example');
        vi.stubEnv('MAIL_FROM', 'web@tidewell.example');
        vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_EMAIL', 'site@tidewell-test.iam.gserviceaccount.com');
        vi.stubEnv('GOOGLE_PRIVATE_KEY', privateKey);
        vi.stubEnv('GOOGLE_SHEETS_ID', `sheet-${Math.random()}`);
        vi.stubEnv('GOOGLE_OAUTH_URL', brokenUrl);
        vi.stubEnv('GOOGLE_SHEETS_URL', brokenUrl);
        return { request: post(valid) };
      },
    ],
    [503, () => ({ request: post(valid), context: production })],
  ];

  describe.each([
    ['email', emailContact],
    ['sheets', sheetsContact],
  ] as const)('of POST /api/%s/contact', (_name, handler) => {
    it.each(scenarios)('are on a %i answer', async (status, setup) => {
      const { request, context } = setup();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const result = await call(handler, request, context);
        expect(result.status).toBe(status);
        expectApiHeaders(result.headers);
        if (status === 405) expect(result.headers.get('allow')).toBe('POST');
      } finally {
        errors.mockRestore();
      }
    });
  });

  it.each(['GET', 'HEAD'])('are on the 200 of %s /api/health', async (method) => {
    const response = await health(new Request('http://localhost/api/health', { method }));
    expect(response.status).toBe(200);
    expectApiHeaders(response.headers);
    if (method === 'GET') expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('are on the 405 of /api/health', async () => {
    const response = await health(new Request('http://localhost/api/health', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(405);
    expectApiHeaders(response.headers);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ message: 'Method not allowed' });
  });
});
