import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { csvRecord } from '../../src/server/stand-ins/csv-sheet.ts';
import {
  appendPath,
  call,
  describeResponseHeaders,
  GOOGLE_TOKEN,
  googleAppends,
  outboxMails,
  poster,
  production,
  receivedJson,
  stubUnreachableGoogle,
  TIMEOUT_MS,
  undeclaredPost,
  useFakeGoogle,
  useFakeSendGrid,
  useOutbox,
  type Handler,
} from './harness.ts';

/*
 * The contract every form's pair of endpoints keeps (POST /api/email/<form>, then POST
 * /api/sheets/<form> with the same body), whatever the form: how they answer provider failures
 * and time-outs, a deploy without credentials, and requests that are not what they take. Each
 * form's test file calls describeFormEndpoints once and tests what is its own beside it.
 */

/** A form's endpoints and what the contract needs to know of it. */
export interface FormEndpoints {
  /** The form's name in its paths and log lines: "contact", "ticket". */
  name: string;
  /** How the form's mail names a submission in the warning of a flagged mail: "message", "ticket". */
  noun: string;
  email: Handler;
  sheets: Handler;
  /**
   * A valid body from Dana Whitfield <dana@harborbakery.example> that looks human: its quiet
   * signals are `leaveEmpty: ''` and `elapsedMs: 12_000`; the rest are the documented fields
   * (docs/requirements.md#forms).
   */
  valid: Record<string, unknown>;
  /** A body that fails validation. */
  invalid: Record<string, unknown>;
  /** The field of `valid` holding the visitor's free text. */
  freeText: string;
  /** The subject of the mail of `valid`. */
  subject: string;
  /** The variable(s) that set the form's inbox, as the log names them when it is missing. */
  inboxVariables: string;
  /** What the e-mail and the spreadsheet endpoints answer on success. */
  sent: Record<string, unknown>;
  logged: Record<string, unknown>;
  /** The form's tab, its header row, and the cells of `valid` after Received. */
  log: { tab: string; header: string; cells: string[] };
  /** The form's quarantine tab (as A1 notation writes it, and as a file name) and its header row. */
  quarantine: { tab: string; a1: string; header: string };
}

/**
 * Describes the contract of a form's endpoints, and gives every test of the file a clean
 * environment and outbox (useOutbox). Returns the outbox and a maker of JSON POST requests, for
 * the form's own tests.
 */
export function describeFormEndpoints(form: FormEndpoints): {
  outbox: { readonly dir: string };
  post: ReturnType<typeof poster>;
} {
  const { name, email, sheets, valid, log, quarantine } = form;
  const outbox = useOutbox();
  const post = poster(`/api/email/${name}`);
  const both = [email, sheets];
  /** The CSV text of a local tab. */
  const csv = (tab: string) => readFileSync(join(outbox.dir, 'sheets', `${tab}.csv`), 'utf8');
  /** The quarantine row of `valid` after Received, as cells. */
  const quarantined = (reason: string, endpoint: string, fill: string, honeypot: string) => [
    reason,
    endpoint,
    ...log.cells,
    fill,
    honeypot,
  ];

  describe(`POST /api/email/${name} through SendGrid`, () => {
    const sendgrid = useFakeSendGrid();

    it('sends one mail to the inbox from the verified sender, replying to the visitor', async () => {
      const result = await call(email, post(valid));
      expect(result).toMatchObject({ status: 200, body: form.sent });
      expect(result.body).toEqual(form.sent);
      expect(sendgrid.received).toHaveLength(1);
      expect(sendgrid.received[0]?.headers['authorization']).toBe('Bearer SG.test-key');
      const payload = receivedJson(sendgrid);
      expect(payload).toMatchObject({
        from: { email: 'web@tidewell.example', name: 'Tidewell Website' },
        reply_to: { email: 'dana@harborbakery.example', name: 'Dana Whitfield' },
        subject: form.subject,
        personalizations: [{ to: [{ email: 'inbox@tidewell.example', name: 'Tidewell Inbox' }] }],
      });
      const content = payload['content'] as { type: string; value: string }[];
      expect(content.map((c) => c.type)).toEqual(['text/plain', 'text/html']);
      expect(content[0]?.value).toContain(String(valid[form.freeText]));
    });

    it('delivers a submission carrying only the documented fields, no quiet signals', async () => {
      const documented = Object.fromEntries(
        Object.entries(valid).filter(([field]) => field !== 'leaveEmpty' && field !== 'elapsedMs'),
      );
      expect(Object.keys(documented)).toHaveLength(Object.keys(valid).length - 2);
      expect(await call(email, post(documented))).toMatchObject({ status: 200, body: form.sent });
      expect(sendgrid.received).toHaveLength(1);
      expect(readdirSync(outbox.dir)).toEqual([]);
    });

    it('escapes HTML the visitor typed in the HTML part, and sends no auto-reply to the visitor', async () => {
      await call(email, post({ ...valid, [form.freeText]: '<script>alert(1)</script> & <b>bold</b>' }));
      const payload = receivedJson<{
        content: { type: string; value: string }[];
        personalizations: { to: { email: string }[] }[];
      }>(sendgrid);
      const html = payload.content.find((c) => c.type === 'text/html')?.value ?? '';
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
      expect(html).not.toContain('<script>');
      expect(payload.personalizations.flatMap((p) => p.to.map((t) => t.email))).toEqual(['inbox@tidewell.example']);
    });

    it('gives what looks automated the normal answer, keeps it out of the inbox and in quarantine', async () => {
      for (const bot of [
        { ...valid, leaveEmpty: 'https://spam.example' },
        { ...valid, elapsedMs: 400 },
      ]) {
        expect(await call(email, post(bot))).toMatchObject({ status: 200, body: form.sent });
      }
      expect(sendgrid.received).toHaveLength(0);
      const text = csv(quarantine.tab);
      expect(text.split('\r\n')[0]).toBe(quarantine.header);
      expect(text.match(/^\d{4}-\d{2}-\d{2}T[^,]*,/gm)).toHaveLength(2);
      expect(text).toContain(`,${csvRecord(quarantined('honeypot filled', 'email', '12.0', 'https://spam.example'))}`);
      expect(text).toContain(`,${csvRecord(quarantined('sent too fast', 'email', '0.4', ''))}`);
      expect(readdirSync(join(outbox.dir, 'sheets'))).toEqual([`${quarantine.tab}.csv`]);
    });

    it.each([
      ['a 500', { status: 500, body: { errors: [{ message: 'internal' }] } }],
      ['a 429', { status: 429, body: { errors: [{ message: 'too many requests' }] } }],
      ['a 401', { status: 401, body: { errors: [{ message: 'bad key' }] } }],
    ] as const)('answers 502 with a message when SendGrid answers %s', async (_name, behaviour) => {
      sendgrid.set('POST /v3/mail/send', behaviour);
      const result = await call(email, post(valid));
      expect(result.status).toBe(502);
      expect(result.body).toEqual({ message: expect.stringMatching(/could not process your message/) });
      expect(JSON.stringify(result.body)).not.toMatch(/internal|bad key|stack/i);
    });

    it('answers 502 within the timeout when SendGrid hangs', async () => {
      sendgrid.set('POST /v3/mail/send', 'hang');
      expectTimedOut(await call(email, post(valid)));
    });

    it.each([
      ['the inbox', 'CONTACT_TO_EMAIL', form.inboxVariables],
      ['the sender', 'MAIL_FROM', 'MAIL_FROM'],
    ])('answers 503 when the key is set but %s is not, naming what is missing in the log', async (_n, unset, named) => {
      vi.stubEnv(unset, undefined);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const result = await call(email, post(valid));
        expect(result).toMatchObject({ status: 503, body: { message: expect.any(String) } });
        expect(errors.mock.calls.flat().join('\n')).toContain(`SENDGRID_API_KEY is set but ${named} is missing`);
      } finally {
        errors.mockRestore();
      }
      expect(sendgrid.received).toHaveLength(0);
    });

    it('mails a suspected bot flagged when the quarantine cannot keep it, rather than lose it', async () => {
      stubUnreachableGoogle();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const result = await call(email, post({ ...valid, leaveEmpty: 'x' }));
        expect(result).toMatchObject({ status: 200, body: form.sent });
        expect(errors.mock.calls[0]?.[0]).toMatch(new RegExp(`^\\[${name}\\] quarantine failed, mailing it flagged`));
      } finally {
        errors.mockRestore();
      }
      expect(sendgrid.received).toHaveLength(1);
      const { subject, content } = receivedJson<{ subject: string; content: { value: string }[] }>(sendgrid);
      expect(subject).toBe(`[Possible spam: honeypot filled] ${form.subject}`);
      expect(content[0]?.value).toMatch(
        new RegExp(`^This ${form.noun} looked automated \\(honeypot filled\\) and could not be kept`),
      );
    });
  });

  describe(`POST /api/sheets/${name} through Google Sheets`, () => {
    const google = useFakeGoogle();

    it(`appends one RAW row to the ${log.tab} tab with a service-account token`, async () => {
      expect(await call(sheets, post(valid))).toMatchObject({ status: 200, body: form.logged });
      const token = google.received.find((r) => r.path === '/token');
      expect(new URLSearchParams(token?.body).get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
      const appends = googleAppends(google);
      expect(appends.map((a) => a.path)).toEqual([appendPath(log.tab)]);
      expect(google.received.find((r) => r.path.startsWith('/v4/'))?.headers['authorization']).toBe(
        'Bearer fake-access-token',
      );
      const [row, ...more] = appends[0]?.values ?? [];
      expect(more).toEqual([]);
      const [received, ...cells] = row ?? [];
      expect(Date.now() - Date.parse(received ?? '')).toBeLessThan(10_000);
      expect(cells).toEqual(log.cells);
    });

    it(`appends what looks automated to the ${quarantine.tab} tab with its reason, not to ${log.tab}`, async () => {
      const result = await call(sheets, post({ ...valid, elapsedMs: 900 }));
      expect(result).toMatchObject({ status: 200, body: form.logged });
      const appends = googleAppends(google);
      expect(appends.map((a) => a.path)).toEqual([appendPath(quarantine.a1)]);
      expect(appends[0]?.values[0]?.slice(1)).toEqual(quarantined('sent too fast', 'sheets', '0.9', ''));
    });

    it.each([
      ['a 500', { status: 500, body: { error: { message: 'backend' } } }],
      ['a 429', { status: 429, body: { error: { message: 'quota' } } }],
    ] as const)('answers 502 when Sheets answers %s', async (_name, behaviour) => {
      google.set('POST /v4/spreadsheets/', behaviour);
      const result = await call(sheets, post(valid));
      expect(result.status).toBe(502);
      expect(JSON.stringify(result.body)).not.toMatch(/backend|quota/);
    });

    it('answers 502 within the timeout when Sheets hangs', async () => {
      google.set('POST /v4/spreadsheets/', 'hang');
      expectTimedOut(await call(sheets, post(valid)));
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
        const result = await call(sheets, post(valid));
        expect(result.status).toBe(502);
        expect(result.ms).toBeLessThan(TIMEOUT_MS + 1_000);
        expect(googleAppends(google)).toEqual([]);
      } finally {
        google.set('POST /token', GOOGLE_TOKEN);
      }
    });
  });

  describe(`POST /api/*/${name}: the local stand-ins and the Netlify deploy`, () => {
    it('writes one RFC 5322 .eml per mail to the outbox when SendGrid is not configured', async () => {
      expect(await call(email, post(valid))).toMatchObject({ status: 200, body: form.sent });
      const files = readdirSync(join(outbox.dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[\da-f-]{36}\.eml$/);
      const [mail] = await outboxMails(outbox.dir);
      expect(mail).toMatchObject({
        from: { name: 'Tidewell Digital website', address: 'no-reply@tidewell.digital' },
        to: [{ name: '', address: 'hello@tidewell.digital' }],
        replyTo: [{ name: 'Dana Whitfield', address: 'dana@harborbakery.example' }],
        subject: form.subject,
      });
      expect(mail?.messageId).toMatch(/^<[\w-]+@tidewell\.digital>$/);
      expect(Date.now() - Date.parse(mail?.date ?? '')).toBeLessThan(10_000);
      expect(mail?.headers.find((h) => h.key === 'content-type')?.value).toMatch(/^multipart\/alternative;/);
      expect(mail?.headers.find((h) => h.key === 'mime-version')?.value).toBe('1.0');
      expect(mail?.text).toContain(`:\n${String(valid[form.freeText])}\n`);
    });

    it(`appends RFC 4180 rows under one header to ${log.tab}.csv when Sheets is not configured`, async () => {
      expect(await call(sheets, post(valid))).toMatchObject({ status: 200, body: form.logged });
      const text = csv(log.tab);
      expect(text.split('\r\n')[0]).toBe(log.header);
      expect(text.slice(text.indexOf('\r\n') + 2)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
      expect(text.endsWith(`,${csvRecord(log.cells)}`)).toBe(true);
    });

    it(`appends what looks automated to ${quarantine.tab}.csv from the spreadsheet endpoint too`, async () => {
      expect(await call(sheets, post({ ...valid, elapsedMs: 0 }))).toMatchObject({ status: 200, body: form.logged });
      expect(csv(quarantine.tab)).toContain(`,${csvRecord(quarantined('sent too fast', 'sheets', '0.0', ''))}`);
      expect(readdirSync(join(outbox.dir, 'sheets'))).toEqual([`${quarantine.tab}.csv`]);
    });

    it('answers 503 on a Netlify deploy without credentials, writing nothing', async () => {
      for (const handler of both) expect(await call(handler, post(valid), production)).toMatchObject({ status: 503 });
      expect(readdirSync(outbox.dir)).toEqual([]);
    });
  });

  describe(`POST /api/*/${name}: bad requests`, () => {
    it('answers 405 to other methods', async () => {
      for (const method of ['GET', 'PUT']) {
        for (const handler of both) {
          const result = await call(handler, new Request(`http://localhost/api/email/${name}`, { method }));
          expect(result).toMatchObject({ status: 405, body: { message: 'Method not allowed' } });
          expect(result.headers.get('allow')).toBe('POST');
        }
      }
    });

    it('answers 400 to a body that is not sent as JSON', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
        const request = () => post(valid, { headers: type ? { 'content-type': type } : {} });
        for (const handler of both) expect(await call(handler, request()), type).toMatchObject({ status: 400 });
      }
    });

    it('answers 400 to malformed JSON', async () => {
      for (const body of ['{"name": "Dana",', '']) {
        for (const handler of both) expect(await call(handler, post(body)), body).toMatchObject({ status: 400 });
      }
    });

    it('answers 413 to a body over 32 KB, declared or not', async () => {
      const big = JSON.stringify({ ...valid, [form.freeText]: 'x'.repeat(33 * 1024) });
      for (const handler of both) {
        expect(await call(handler, post(big))).toMatchObject({ status: 413 });
        const undeclared = undeclaredPost(`/api/email/${name}`, big);
        expect(undeclared.headers.get('content-length')).toBeNull();
        expect(await call(handler, undeclared)).toMatchObject({ status: 413 });
      }
      expect(readdirSync(outbox.dir)).toEqual([]);
    });
  });

  describe(`POST /api/*/${name}: response headers`, () => {
    describeResponseHeaders(
      [
        [`/api/email/${name}`, email],
        [`/api/sheets/${name}`, sheets],
      ],
      outbox,
      { valid, invalid: form.invalid },
    );
  });

  return { outbox, post };
}

/** A 502 that came when the provider deadline passed, and not much later. */
export function expectTimedOut(result: { status: number; ms: number }): void {
  expect(result.status).toBe(502);
  expect(result.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(result.ms).toBeLessThan(TIMEOUT_MS + 1_000);
}

/**
 * Checks that both endpoints refuse a body with 422, naming `field` among the field errors, and
 * that nothing was stored.
 */
export async function expectRefused(
  handlers: readonly Handler[],
  request: () => Request,
  field: string,
  outbox: { readonly dir: string },
): Promise<void> {
  for (const handler of handlers) {
    const result = await call(handler, request());
    expect(result.status).toBe(422);
    expect(result.body['message']).toBe('Please check the form and try again');
    expect(Object.keys(result.body['errors'] as object)).toContain(field);
  }
  expect(readdirSync(outbox.dir)).toEqual([]);
}
