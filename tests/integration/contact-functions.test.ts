import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import emailContact from '../../netlify/functions/email-contact.mts';
import health from '../../netlify/functions/health.mts';
import sheetsContact from '../../netlify/functions/sheets-contact.mts';
import { API_HEADERS } from '../../src/server/http.ts';
import { breakEncodedWords } from '../../src/server/mail.ts';
import {
  call,
  EXPECTED_API_HEADERS,
  expectApiHeaders,
  googleAppends,
  outboxMails,
  receivedJson,
  useFakeGoogle,
  useFakeSendGrid,
} from './harness.ts';
import { describeFormEndpoints, expectRefused } from './form-endpoints.ts';

/*
 * The contact functions with the real SDKs (@sendgrid/mail, google-auth-library) talking to fake
 * SendGrid and Google servers on loopback, and with the local stand-ins (outbox files).
 */

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@harborbakery.example',
  phone: '+12025550143',
  subject: 'SEO for a bakery',
  message: 'We open a second shop in March.\nCan you help people find it?',
  leaveEmpty: '',
  elapsedMs: 12_000,
};

const { outbox, post } = describeFormEndpoints({
  name: 'contact',
  noun: 'message',
  email: emailContact,
  sheets: sheetsContact,
  valid,
  invalid: { ...valid, name: 'Dana\u2028Whitfield' },
  freeText: 'message',
  subject: 'Website enquiry from Dana Whitfield: SEO for a bakery',
  inboxVariables: 'CONTACT_TO_EMAIL',
  sent: { message: 'Message sent' },
  logged: { message: 'Logged' },
  log: {
    tab: 'Contact',
    header: 'Received,Name,Email,Phone,Subject,Message',
    cells: ['Dana Whitfield', 'dana@harborbakery.example', '+12025550143', 'SEO for a bakery', valid.message],
  },
  quarantine: {
    tab: 'Quarantine',
    a1: 'Quarantine',
    header: 'Received,Reason,Received by,Name,Email,Phone,Subject,Message,Fill time (s),Honeypot',
  },
});

describe('POST /api/email/contact through SendGrid', () => {
  const sendgrid = useFakeSendGrid();

  it('writes the phone and the message into the text part', async () => {
    await call(emailContact, post(valid));
    const { content } = receivedJson<{ content: { value: string }[] }>(sendgrid);
    expect(content[0]?.value).toContain('Phone: +12025550143');
    expect(content[0]?.value).toContain('We open a second shop in March.\nCan you help people find it?');
  });

  it("keeps a comma in the visitor's name from splitting the Reply-To header", async () => {
    await call(emailContact, post({ ...valid, name: 'Park, Lee' }));
    expect(receivedJson(sendgrid)['reply_to']).toEqual({ email: 'dana@harborbakery.example', name: 'Park Lee' });
  });

  it('breaks up an encoded word typed into the name, which SendGrid would write into headers as is', async () => {
    const word = '=?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=';
    await call(emailContact, post({ ...valid, name: word, subject: `About ${word}` }));
    const payload = receivedJson<{ reply_to: unknown; subject: string }>(sendgrid);
    expect(payload.reply_to).toEqual({
      email: 'dana@harborbakery.example',
      name: '= ?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=',
    });
    expect(payload.subject).toBe(
      `Website enquiry from = ?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=: About ${breakEncodedWords(word)}`,
    );
    expect(payload.subject).not.toContain('=?');
  });
});

describe('POST /api/sheets/contact through Google Sheets', () => {
  const google = useFakeGoogle();

  it('neutralises a formula typed into the subject', async () => {
    const result = await call(sheetsContact, post({ ...valid, subject: '=HYPERLINK("http://evil.example")' }));
    expect(result).toMatchObject({ status: 200, body: { message: 'Logged' } });
    expect(googleAppends(google)[0]?.values[0]?.slice(1)).toEqual([
      'Dana Whitfield',
      'dana@harborbakery.example',
      '+12025550143',
      '\'=HYPERLINK("http://evil.example")',
      valid.message,
    ]);
  });
});

describe('local stand-ins', () => {
  it('writes the text part, and a footer message without a subject, to the outbox', async () => {
    expect(await call(emailContact, post(valid))).toMatchObject({ status: 200 });
    expect(await call(emailContact, post({ ...valid, name: 'Åsa Lindqvist', subject: '' }))).toMatchObject({
      status: 200,
    });
    const mails = await outboxMails(outbox.dir);
    expect(mails).toHaveLength(2);
    const first = mails.find((mail) => mail.subject?.includes('Dana'));
    expect(first?.text).toContain('Phone: +12025550143');
    expect(first?.text).toContain('Message:\nWe open a second shop in March.\nCan you help people find it?');
    const second = mails.find((mail) => !mail.subject?.includes('Dana'));
    expect(second?.subject).toBe('Website message from Åsa Lindqvist');
    // Either form may leave the subject out (the contact page's is optional too): the mail does not guess which.
    expect(second?.text).toContain('Subject: not given\n');
    expect(second?.replyTo).toEqual([{ name: 'Åsa Lindqvist', address: 'dana@harborbakery.example' }]);
  });

  it('writes an encoded word typed as the name so that it reads back as typed, with no Bcc', async () => {
    const word = '=?UTF-8?Q?x=0D=0ABcc:_victim@example.com?=';
    expect(await call(emailContact, post({ ...valid, name: word, subject: word }))).toMatchObject({ status: 200 });
    const [mail] = await outboxMails(outbox.dir);
    expect(mail?.replyTo).toEqual([{ name: word, address: 'dana@harborbakery.example' }]);
    expect(mail?.subject).toBe(`Website enquiry from ${word}: ${word}`);
    expect(mail?.bcc).toBeUndefined();
    expect(mail?.headers.map((h) => h.key)).not.toContain('bcc');
  });

  it('quotes and neutralises what needs it in Contact.csv, under one header', async () => {
    await call(sheetsContact, post(valid));
    await call(
      sheetsContact,
      post({ ...valid, name: 'Lee, "Chef" Park', message: '@mention\r\nsecond line', phone: '' }),
    );
    const csv = readFileSync(join(outbox.dir, 'sheets', 'Contact.csv'), 'utf8');
    expect(csv.split('Received,').length).toBe(2);
    expect(csv).toContain(
      `,Dana Whitfield,dana@harborbakery.example,+12025550143,SEO for a bakery,"We open a second shop in March.\nCan you help people find it?"\r\n`,
    );
    expect(csv).toContain(
      `,"Lee, ""Chef"" Park",dana@harborbakery.example,,SEO for a bakery,"'@mention\r\nsecond line"\r\n`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

describe('bad requests', () => {
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
    await expectRefused([emailContact, sheetsContact], () => post({ ...valid, ...change }), field, outbox);
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

describe("response headers (the forms' are in their contract)", () => {
  it('are the ones json() sends', () => {
    expect(API_HEADERS).toEqual(EXPECTED_API_HEADERS);
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
