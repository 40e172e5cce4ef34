import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import emailTicket from '../../netlify/functions/email-ticket.mts';
import sheetsTicket from '../../netlify/functions/sheets-ticket.mts';
import { call, googleAppends, outboxMails, receivedJson, useFakeGoogle, useFakeSendGrid } from './harness.ts';
import { describeFormEndpoints, expectRefused } from './form-endpoints.ts';

/*
 * The ticket functions (POST /api/email/ticket, POST /api/sheets/ticket) with the real SDKs
 * talking to fake SendGrid and Google servers on loopback, and with the local stand-ins.
 */

const valid = {
  ticketId: 'TICKET-1795255200123-h3K9xQ',
  userName: 'Dana Whitfield',
  userEmail: 'dana@harborbakery.example',
  userPhone: '+12025550143',
  ticketTitle: 'Checkout shows an error',
  issueDescription: 'Since Monday the checkout says "payment failed".\nIt happens on phones only.',
  timestamp: '2026-11-21T10:00:00.123Z',
  leaveEmpty: '',
  elapsedMs: 12_000,
};

const { outbox, post } = describeFormEndpoints({
  name: 'ticket',
  noun: 'ticket',
  email: emailTicket,
  sheets: sheetsTicket,
  valid,
  invalid: { ...valid, ticketTitle: 'Hi\u2029there' },
  freeText: 'issueDescription',
  subject: 'Support ticket TICKET-1795255200123-h3K9xQ from Dana Whitfield: Checkout shows an error',
  inboxVariables: 'SUPPORT_TO_EMAIL (or CONTACT_TO_EMAIL)',
  sent: { success: true },
  logged: { success: true },
  log: {
    tab: 'Tickets',
    header: 'Received,Ticket,Name,Email,Phone,Title,Description,Submitted',
    cells: [
      'TICKET-1795255200123-h3K9xQ',
      'Dana Whitfield',
      'dana@harborbakery.example',
      '+12025550143',
      'Checkout shows an error',
      valid.issueDescription,
      '2026-11-21T10:00:00.123Z',
    ],
  },
  quarantine: {
    tab: 'Ticket quarantine',
    a1: "'Ticket quarantine'",
    header: 'Received,Reason,Received by,Ticket,Name,Email,Phone,Title,Description,Submitted,Fill time (s),Honeypot',
  },
});

describe('POST /api/email/ticket through SendGrid', () => {
  const sendgrid = useFakeSendGrid();
  /** The SendGrid payload of the first mail. */
  const mail = () =>
    receivedJson<{ subject: string; content: { value: string }[]; personalizations: unknown }>(sendgrid);

  it('goes to the support inbox when one is set, with every field in the text and HTML parts', async () => {
    vi.stubEnv('SUPPORT_TO_EMAIL', 'Tidewell Support <support@tidewell.example>');
    expect(await call(emailTicket, post(valid))).toMatchObject({ status: 200, body: { success: true } });
    const { personalizations, content } = mail();
    expect(personalizations).toEqual([{ to: [{ email: 'support@tidewell.example', name: 'Tidewell Support' }] }]);
    expect(content[0]?.value).toBe(
      [
        'Ticket: TICKET-1795255200123-h3K9xQ',
        'Name: Dana Whitfield',
        'Email: dana@harborbakery.example',
        'Phone: +12025550143',
        'Title: Checkout shows an error',
        'Submitted: 2026-11-21T10:00:00.123Z',
        '',
        'Description:',
        valid.issueDescription,
        '',
        'Reply to this e-mail to answer Dana Whitfield directly.',
      ].join('\n'),
    );
    expect(content[1]?.value).toContain('<tr><th align="left">Ticket</th><td>TICKET-1795255200123-h3K9xQ</td></tr>');
    expect(content[1]?.value).toContain('says &quot;payment failed&quot;.');
  });

  it('says "not given" for a ticket without a phone, and takes the time as epoch milliseconds', async () => {
    const result = await call(emailTicket, post({ ...valid, userPhone: '', timestamp: 1_795_255_200_123 }));
    expect(result).toMatchObject({ status: 200, body: { success: true } });
    const text = mail().content[0]?.value;
    expect(text).toContain('Phone: not given\n');
    expect(text).toContain('Submitted: 2026-11-21T10:00:00.123Z\n');
  });

  it('breaks up an encoded word typed into the title, which SendGrid would write into the subject as is', async () => {
    await call(emailTicket, post({ ...valid, ticketTitle: 'About =?UTF-8?Q?x=0D=0ABcc:_v@example.com?=' }));
    expect(mail().subject).toBe(
      'Support ticket TICKET-1795255200123-h3K9xQ from Dana Whitfield: About = ?UTF-8?Q?x=0D=0ABcc:_v@example.com?=',
    );
  });
});

describe('POST /api/sheets/ticket through Google Sheets', () => {
  const google = useFakeGoogle();

  it('neutralises free text that starts like a formula, and stores a time in epoch milliseconds as ISO 8601', async () => {
    const hostile = {
      ...valid,
      userName: '@Dana',
      userEmail: '-dana@harborbakery.example',
      ticketTitle: '=HYPERLINK("http://evil.example")',
      issueDescription: '+1 more thing\nand a second line',
      timestamp: 1_795_255_200_123,
    };
    expect(await call(sheetsTicket, post(hostile))).toMatchObject({ status: 200, body: { success: true } });
    expect(googleAppends(google)[0]?.values[0]?.slice(1)).toEqual([
      'TICKET-1795255200123-h3K9xQ',
      "'@Dana",
      "'-dana@harborbakery.example",
      '+12025550143',
      '\'=HYPERLINK("http://evil.example")',
      "'+1 more thing\nand a second line",
      '2026-11-21T10:00:00.123Z',
    ]);
  });

  it('stores a time given with an offset in UTC', async () => {
    await call(sheetsTicket, post({ ...valid, timestamp: '2026-11-21T11:00:00+01:00' }));
    expect(googleAppends(google)[0]?.values[0]?.at(-1)).toBe('2026-11-21T10:00:00.000Z');
  });

  it("quotes the quarantine tab's name in the range, as A1 notation needs for a name with a space", async () => {
    await call(sheetsTicket, post({ ...valid, leaveEmpty: '=cmd()' }));
    const [append] = googleAppends(google);
    expect(append?.path).toBe(
      "/v4/spreadsheets/sheet-123/values/'Ticket%20quarantine'!A1:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS",
    );
    expect(append?.values[0]?.slice(1, 3)).toEqual(['honeypot filled', 'sheets']);
    expect(append?.values[0]?.slice(-2)).toEqual(['12.0', "'=cmd()"]);
  });
});

describe('local stand-ins', () => {
  it('writes a ticket with non-Latin text and HTML in its title to an .eml that reads back as typed', async () => {
    const ticket = { ...valid, userName: 'Åsa Lindqvist', userPhone: '', ticketTitle: 'Ünïcödé & <title>' };
    expect(await call(emailTicket, post(ticket))).toMatchObject({ status: 200, body: { success: true } });
    const [mail, ...more] = await outboxMails(outbox.dir);
    expect(more).toEqual([]);
    expect(mail?.replyTo).toEqual([{ name: 'Åsa Lindqvist', address: 'dana@harborbakery.example' }]);
    expect(mail?.subject).toBe('Support ticket TICKET-1795255200123-h3K9xQ from Åsa Lindqvist: Ünïcödé & <title>');
    expect(mail?.text).toContain('Phone: not given\n');
    expect(mail?.text).toContain(`Description:\n${valid.issueDescription}\n`);
    expect(mail?.html).toContain('<td>Ünïcödé &amp; &lt;title&gt;</td>');
  });

  it('goes to the support inbox of the outbox when one is set', async () => {
    vi.stubEnv('SUPPORT_TO_EMAIL', 'support@tidewell.example');
    await call(emailTicket, post(valid));
    const [mail] = await outboxMails(outbox.dir);
    expect(mail?.to).toEqual([{ name: '', address: 'support@tidewell.example' }]);
  });

  it('quotes and neutralises what needs it in Tickets.csv, under one header', async () => {
    await call(sheetsTicket, post(valid));
    await call(
      sheetsTicket,
      post({ ...valid, userName: 'Lee, "Chef" Park', userPhone: '', issueDescription: '@a\r\nb' }),
    );
    const csv = readFileSync(join(outbox.dir, 'sheets', 'Tickets.csv'), 'utf8');
    expect(csv.split('Received,').length).toBe(2);
    expect(csv).toContain(
      `,TICKET-1795255200123-h3K9xQ,"Lee, ""Chef"" Park",dana@harborbakery.example,,Checkout shows an error,"'@a\r\nb",2026-11-21T10:00:00.123Z\r\n`,
    );
  });
});

describe('bad requests', () => {
  it.each([
    ['a missing ticket id', { ticketId: undefined }, 'ticketId'],
    ['an id of another form', { ticketId: 'TICKET-1795255200123-h3K9x' }, 'ticketId'],
    ['an id made at an implausible time', { ticketId: 'TICKET-9999999999999-h3K9xQ' }, 'ticketId'],
    ['a line break in the name (header injection)', { userName: 'Dana\r\nBcc: victim@example.com' }, 'userName'],
    ['a LINE SEPARATOR in the title', { ticketTitle: 'Hi\u2028Bcc: x@example.com' }, 'ticketTitle'],
    ['a NEL in the title', { ticketTitle: 'Hi\u0085there' }, 'ticketTitle'],
    ['an invalid email', { userEmail: 'dana@' }, 'userEmail'],
    ['an invalid phone', { userPhone: '+1123' }, 'userPhone'],
    ['an empty title', { ticketTitle: '  ' }, 'ticketTitle'],
    ['an empty description', { issueDescription: '   ' }, 'issueDescription'],
    ['a description over the cap', { issueDescription: 'x'.repeat(5_001) }, 'issueDescription'],
    ['a time without its offset', { timestamp: '2026-11-21T10:00:00' }, 'timestamp'],
    ['a time in seconds, not milliseconds', { timestamp: 1_795_255_200 }, 'timestamp'],
    ['an unknown field', { priority: 'urgent' }, 'body'],
  ])('answers 422 with field errors to %s, storing nothing', async (_name, change, field) => {
    await expectRefused([emailTicket, sheetsTicket], () => post({ ...valid, ...change }), field, outbox);
  });
});
