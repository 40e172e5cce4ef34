import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import emailAudit from '../../netlify/functions/email-audit.mts';
import sheetsAudit from '../../netlify/functions/sheets-audit.mts';
import { call, googleAppends, outboxMails, receivedJson, useFakeGoogle, useFakeSendGrid } from './harness.ts';
import { describeFormEndpoints, expectRefused } from './form-endpoints.ts';

/*
 * The review request under an audit report (POST /api/email/audit, then POST /api/sheets/audit):
 * the contact machinery's contract (mail, the Audits tab, the quarantine, the local outbox, the
 * bad requests), with the real SDKs against fake providers and with the local stand-ins; and what
 * is its own: the audit's findings in the mail and the row.
 */

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@harborbakery.example',
  phone: '+12025550143',
  message: 'We open a second shop in March.\nCan you go through the failures with us?',
  url: 'https://harborbakery.example/',
  keyword: 'bakery portland',
  score: 58,
  failedChecks: ['Meta description', 'Structured data'],
  leaveEmpty: '',
  elapsedMs: 12_000,
};

const { outbox, post } = describeFormEndpoints({
  name: 'audit',
  noun: 'review request',
  email: emailAudit,
  sheets: sheetsAudit,
  valid,
  invalid: { ...valid, score: 101 },
  freeText: 'message',
  subject: 'Free audit review for harborbakery.example (score 58) from Dana Whitfield',
  inboxVariables: 'CONTACT_TO_EMAIL',
  sent: { message: 'Request sent' },
  logged: { message: 'Logged' },
  log: {
    tab: 'Audits',
    header: 'Received,Name,Email,Phone,Address,Search phrase,Score,Failed checks,Note',
    cells: [
      'Dana Whitfield',
      'dana@harborbakery.example',
      '+12025550143',
      'https://harborbakery.example/',
      'bakery portland',
      '58',
      'Meta description\nStructured data',
      valid.message,
    ],
  },
  quarantine: {
    tab: 'Audit quarantine',
    a1: "'Audit quarantine'",
    header:
      'Received,Reason,Received by,Name,Email,Phone,Address,Search phrase,Score,Failed checks,Note,Fill time (s),Honeypot',
  },
});

describe('POST /api/email/audit: what the audit found goes with the request', () => {
  const sendgrid = useFakeSendGrid();

  it('writes the page, the search phrase, the score and every failed check into the mail', async () => {
    await call(emailAudit, post(valid));
    const { content } = receivedJson<{ content: { type: string; value: string }[] }>(sendgrid);
    const text = content[0]?.value ?? '';
    expect(text).toContain('Audited page: https://harborbakery.example/\n');
    expect(text).toContain('Search phrase: bakery portland\n');
    expect(text).toContain('Score: 58 out of 100\n');
    expect(text).toContain('Failed checks: 2: Meta description; Structured data\n');
    expect(content[1]?.value).toContain(
      '<th align="left">Failed checks</th><td>2: Meta description; Structured data</td>',
    );
  });
});

describe('local stand-ins: a request without the optional fields', () => {
  it('mails and logs a request with no phone, note, search phrase or failed check, saying so', async () => {
    const bare = { ...valid, phone: '', message: '', keyword: '', failedChecks: [], score: 100 };
    expect(await call(emailAudit, post(bare))).toMatchObject({ status: 200 });
    expect(await call(sheetsAudit, post(bare))).toMatchObject({ status: 200 });
    const [mail] = await outboxMails(outbox.dir);
    expect(mail?.subject).toBe('Free audit review for harborbakery.example (score 100) from Dana Whitfield');
    expect(mail?.text).toContain('Phone: not given\n');
    expect(mail?.text).toContain('Search phrase: not given\n');
    expect(mail?.text).toContain('Failed checks: none\n');
    expect(mail?.text).toContain('Note:\nNo note: the visitor asked for the review without one.\n');
    const csv = readFileSync(join(outbox.dir, 'sheets', 'Audits.csv'), 'utf8');
    expect(csv).toMatch(/,Dana Whitfield,dana@harborbakery\.example,,https:\/\/harborbakery\.example\/,,100,,\r\n$/);
  });

  it('neutralises a formula typed into the note and the search phrase in Audits.csv', async () => {
    await call(sheetsAudit, post({ ...valid, keyword: '=1+1', message: '@SUM(A1)' }));
    const csv = readFileSync(join(outbox.dir, 'sheets', 'Audits.csv'), 'utf8');
    expect(csv).toContain(",'=1+1,58,");
    expect(csv).toContain(",'@SUM(A1)\r\n");
  });
});

describe('POST /api/sheets/audit through Google Sheets', () => {
  const google = useFakeGoogle();

  it('appends the failed checks in one cell, one a line', async () => {
    expect(await call(sheetsAudit, post(valid))).toMatchObject({ status: 200, body: { message: 'Logged' } });
    expect(googleAppends(google)[0]?.values[0]?.[7]).toBe('Meta description\nStructured data');
  });
});

describe('bad requests', () => {
  it.each([
    ['no name', { name: ' ' }, 'name'],
    ['a line break in the name', { name: 'Dana\nBcc: x@example.com' }, 'name'],
    ['an invalid email', { email: 'dana@' }, 'email'],
    ['an invalid phone', { phone: '+1123' }, 'phone'],
    ['a note over the cap', { message: 'x'.repeat(5_001) }, 'message'],
    ['a control character in the note', { message: 'a\u0000b' }, 'message'],
    ['an address that is not a web address', { url: 'javascript:alert(1)' }, 'url'],
    ['no address', { url: undefined }, 'url'],
    ['a score over 100', { score: 101 }, 'score'],
    ['a score that is not whole', { score: 58.5 }, 'score'],
    ['a score as text', { score: '58' }, 'score'],
    ['a search phrase over 80 characters', { keyword: 'x'.repeat(81) }, 'keyword'],
    ['a line break in the search phrase', { keyword: 'bakery\nBcc: x' }, 'keyword'],
    ['a failed check that is not text', { failedChecks: [1] }, 'failedChecks.0'],
    ['a line break in a failed check', { failedChecks: ['Title\nBcc: x'] }, 'failedChecks.0'],
    [
      'more failed checks than a report has',
      { failedChecks: Array.from({ length: 101 }, (_, i) => `Check ${i}`) },
      'failedChecks',
    ],
    ['an unknown field', { cc: 'x@example.com' }, 'body'],
  ])('answers 422 with field errors to %s', async (_name, change, field) => {
    await expectRefused([emailAudit, sheetsAudit], () => post({ ...valid, ...change }), field, outbox);
  });
});
