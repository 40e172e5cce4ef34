import { describe, expect, it } from 'vitest';
import {
  automationSignal,
  isTicketId,
  makeTicketId,
  MIN_FILL_MS,
  supportTicketSchema,
  TICKET_FAILURE_MESSAGE,
  TICKET_ID_PATTERN,
  TICKET_LIMITS,
  TICKET_REQUIRED_MESSAGE,
  TICKET_SUBMIT_LABELS,
  TICKET_SUBMITTED_MS,
  TICKET_TIME_WINDOW,
  ticketResultSchema,
} from '../../src/lib/forms/ticket.ts';
import { INBOX_VARIABLES, readEnv } from '../../src/server/env.ts';
import { a1SheetName } from '../../src/server/sheets.ts';
import { logColumns, quarantineColumns, quarantineRow } from '../../src/server/submission-log.ts';
import { ticketLog } from '../../src/server/ticket-log.ts';
import { submissionMail } from '../../src/server/submission-mail.ts';
import { supportTickets } from '../../src/server/ticket-mail.ts';

const ticket = {
  ticketId: 'TICKET-1795255200123-h3K9xQ',
  userName: 'Dana Whitfield',
  userEmail: 'dana@harborbakery.example',
  userPhone: '+12025550143',
  ticketTitle: 'Checkout shows an error',
  issueDescription: 'It fails on phones.\nSince Monday.',
  timestamp: '2026-11-21T10:00:00.123Z',
};

/** The error messages of a ticket with `change`, by field. */
const errors = (change: Record<string, unknown>) =>
  Object.fromEntries(
    (supportTicketSchema.safeParse({ ...ticket, ...change }).error?.issues ?? []).map((issue) => [
      issue.path.join('.') || 'body',
      issue.message,
    ]),
  );

describe('support ticket schema', () => {
  it('accepts exactly the documented payload and fills the quiet signals it does not send', () => {
    expect(supportTicketSchema.parse(ticket)).toEqual({ ...ticket, leaveEmpty: '' });
  });

  it('takes the phone as optional: missing or empty is stored empty', () => {
    expect(supportTicketSchema.parse({ ...ticket, userPhone: undefined }).userPhone).toBe('');
    expect(supportTicketSchema.parse({ ...ticket, userPhone: '' }).userPhone).toBe('');
  });

  it('trims the text fields and keeps the line breaks and tabs of the description', () => {
    const parsed = supportTicketSchema.parse({
      ...ticket,
      userName: '  Dana  ',
      ticketTitle: ' Checkout ',
      issueDescription: ' line one\r\n\tline two ',
    });
    expect(parsed).toMatchObject({
      userName: 'Dana',
      ticketTitle: 'Checkout',
      issueDescription: 'line one\r\n\tline two',
    });
  });

  it('still takes non-Latin text, and these separators in the description', () => {
    const text = {
      userName: 'Åsa Lindqvist',
      ticketTitle: 'Καλημέρα 日本',
      issueDescription: 'one\u2028two\u2029three',
    };
    expect(errors(text)).toEqual({});
  });

  it.each([
    ['userName', TICKET_LIMITS.userName, 'Keep the name under 100 characters'],
    ['ticketTitle', TICKET_LIMITS.ticketTitle, 'Keep the ticket title under 150 characters'],
    ['issueDescription', TICKET_LIMITS.issueDescription, 'Keep the description under 5000 characters'],
  ] as const)('caps %s at %i characters', (field, max, message) => {
    expect(errors({ [field]: 'x'.repeat(max) })).toEqual({});
    expect(errors({ [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: message });
  });

  it('caps the e-mail address at 254 characters', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(errors({ userEmail: address(64 + 12) })).toEqual({});
    expect(errors({ userEmail: address(255) })).toEqual({ userEmail: 'Enter a valid email address' });
  });

  it.each([
    ['a missing name', { userName: undefined }, { userName: 'Enter your name' }],
    ['a blank name', { userName: '   ' }, { userName: 'Enter your name' }],
    ['a missing email', { userEmail: undefined }, { userEmail: 'Enter a valid email address' }],
    ['an invalid email', { userEmail: 'dana@' }, { userEmail: 'Enter a valid email address' }],
    ['a missing title', { ticketTitle: undefined }, { ticketTitle: 'Enter your ticket title' }],
    ['a blank title', { ticketTitle: ' ' }, { ticketTitle: 'Enter your ticket title' }],
    ['a missing description', { issueDescription: undefined }, { issueDescription: 'Enter a description' }],
    ['a blank description', { issueDescription: '\n \t' }, { issueDescription: 'Enter a description' }],
    ['a name that is not text', { userName: 42 }, { userName: 'Enter your name' }],
    ['a phone that is not text', { userPhone: 12025550143 }, { userPhone: expect.any(String) }],
    ['a phone of an unlisted country', { userPhone: '+8613812345678' }, { userPhone: 'Enter a valid phone number' }],
    ['a phone without its dial code', { userPhone: '2025550143' }, { userPhone: 'Enter a valid phone number' }],
    ['a formula as the phone', { userPhone: '=1+1' }, { userPhone: 'Enter a valid phone number' }],
    ['an unknown field', { priority: 'urgent' }, { body: 'Unrecognized key: "priority"' }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errors(change)).toEqual(expected);
  });

  it('accepts a valid phone of a listed country', () => {
    expect(errors({ userPhone: '+442079496000' })).toEqual({});
    expect(errors({ userPhone: '+4930123456' })).toEqual({});
  });

  it.each([
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['NEL', '\u0085'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
    ['another C1 control (CSI)', '\u009b'],
    ['a tab', '\t'],
    ['NUL', '\u0000'],
  ])('keeps the name and the title on one line: refuses %s', (_name, br) => {
    expect(errors({ userName: `Dana${br}Bcc: x@example.com`, ticketTitle: `Hi${br}Bcc: x@example.com` })).toEqual({
      userName: 'Keep the name on one line',
      ticketTitle: 'Keep the ticket title on one line',
    });
  });

  it.each([
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
    ['a vertical tab', '\u000b'],
    ['DEL', '\u007f'],
  ])('refuses %s in the description', (_name, control) => {
    expect(errors({ issueDescription: `a${control}b` })).toEqual({
      issueDescription: 'Remove the control characters from the description',
    });
  });
});

describe('ticket time', () => {
  const stored = (timestamp: unknown) => supportTicketSchema.safeParse({ ...ticket, timestamp }).data?.timestamp;

  it.each([
    ['epoch milliseconds', 1_795_255_200_123, '2026-11-21T10:00:00.123Z'],
    ['ISO 8601 in UTC with milliseconds', '2026-11-21T10:00:00.123Z', '2026-11-21T10:00:00.123Z'],
    ['ISO 8601 in UTC without milliseconds', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00.000Z'],
    ['ISO 8601 with an offset', '2026-11-21T05:00:00-05:00', '2026-11-21T10:00:00.000Z'],
    ['ISO 8601 with a fraction finer than milliseconds', '2026-11-21T10:00:00.1234567Z', '2026-11-21T10:00:00.123Z'],
    ['the first moment of the window', TICKET_TIME_WINDOW.from, '2020-01-01T00:00:00.000Z'],
    ['the last moment of the window', '2099-12-31T23:59:59.999Z', '2099-12-31T23:59:59.999Z'],
  ])('stores %s as ISO 8601 in UTC', (_name, input, expected) => {
    expect(stored(input)).toBe(expected);
  });

  it.each([
    ['a local time without an offset', '2026-11-21T10:00:00'],
    ['a date alone', '2026-11-21'],
    ['a date that does not exist', '2026-02-30T10:00:00Z'],
    ['an hour that does not exist', '2026-11-21T24:00:00Z'],
    ['another date format', 'Sat, 21 Nov 2026 10:00:00 GMT'],
    ['digits in a string', '1795255200123'],
    ['seconds rather than milliseconds', 1_795_255_200],
    ['a fraction of a millisecond', 1_795_255_200_123.5],
    ['a time before the window', Date.UTC(2019, 11, 31, 23, 59, 59, 999)],
    ['the end of the window', TICKET_TIME_WINDOW.until],
    ['a far future', '2100-01-01T00:00:00Z'],
    ['a number too large for a date', 9e15],
    ['a negative number', -1],
    ['nothing', undefined],
    ['null', null],
    ['a boolean', true],
  ])('refuses %s', (_name, input) => {
    expect(errors({ timestamp: input })).toEqual({
      timestamp: 'Send the time as epoch milliseconds or an ISO 8601 date and time',
    });
  });
});

describe('ticket id', () => {
  it.each([
    ['the form makeTicketId writes', 'TICKET-1795255200123-h3K9xQ', true],
    ['digits only in the random part', 'TICKET-1795255200123-000000', true],
    ['a time at the start of the window', `TICKET-${TICKET_TIME_WINDOW.from}-abcdef`, true],
    ['a time before the window', 'TICKET-1500000000000-abcdef', false],
    ['a time after the window', 'TICKET-9999999999999-abcdef', false],
    ['a lower-case prefix', 'ticket-1795255200123-h3K9xQ', false],
    ['five random characters', 'TICKET-1795255200123-h3K9x', false],
    ['seven random characters', 'TICKET-1795255200123-h3K9xQz', false],
    ['a symbol in the random part', 'TICKET-1795255200123-h3K9x_', false],
    ['a non-ASCII letter in the random part', 'TICKET-1795255200123-h3K9xÄ', false],
    ['twelve digits', 'TICKET-179525520012-h3K9xQ', false],
    ['fourteen digits', 'TICKET-17952552001234-h3K9xQ', false],
    ['a space around it', ' TICKET-1795255200123-h3K9xQ', false],
    ['a line break after it', 'TICKET-1795255200123-h3K9xQ\n', false],
    ['a formula', '=TICKET-1795255200123-h3K9xQ', false],
  ])('%s: %s', (_name, id, ok) => {
    expect(isTicketId(id)).toBe(ok);
    expect(errors({ ticketId: id })).toEqual(
      ok ? {} : { ticketId: 'Send a ticket id of the form TICKET-{epoch ms}-{6 letters or digits}' },
    );
  });

  it('is required, and text', () => {
    expect(errors({ ticketId: undefined })).toEqual({ ticketId: 'Send the ticket id' });
    expect(errors({ ticketId: 1795255200123 })).toEqual({ ticketId: 'Send the ticket id' });
  });

  /** A random source that hands out the given bytes in turn, then zeros. */
  const bytesOf = (values: number[]) => {
    const queue = [...values];
    return (bytes: Uint8Array<ArrayBuffer>) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = queue.shift() ?? 0;
      return bytes;
    };
  };

  it('is made of the time and six characters picked by the random bytes', () => {
    expect(makeTicketId(1_795_255_200_123, bytesOf([0, 25, 26, 51, 52, 61]))).toBe('TICKET-1795255200123-AZaz09');
    // 62 and above wrap around the alphabet: 62 → A, 123 → 9, 247 → 9.
    expect(makeTicketId(1_795_255_200_123, bytesOf([62, 123, 124, 185, 186, 247]))).toBe('TICKET-1795255200123-A9A9A9');
  });

  it('skips the bytes that would favour the first characters (248 and up)', () => {
    expect(makeTicketId(1_795_255_200_123, bytesOf([248, 255, 1, 250, 2, 3, 4, 5, 6]))).toBe(
      'TICKET-1795255200123-BCDEFG',
    );
  });

  it('asks again when a round gives too few usable bytes, and gives up on a source that never does', () => {
    expect(makeTicketId(1_795_255_200_123, bytesOf([...Array<number>(12).fill(255), 7, 8, 9, 10, 11, 12]))).toBe(
      'TICKET-1795255200123-HIJKLM',
    );
    expect(() => makeTicketId(1_795_255_200_123, (bytes) => bytes.fill(255))).toThrow(/no usable bytes/);
  });

  it('drops a fraction of a millisecond from the time', () => {
    expect(makeTicketId(1_795_255_200_123.9, bytesOf([0, 0, 0, 0, 0, 0]))).toBe('TICKET-1795255200123-AAAAAA');
  });

  it('makes distinct ids that the schema accepts, over the whole alphabet, with crypto.getRandomValues', () => {
    const now = Date.now();
    const ids = Array.from({ length: 2_000 }, () => makeTicketId(now));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(TICKET_ID_PATTERN);
      expect(supportTicketSchema.safeParse({ ...ticket, ticketId: id }).success).toBe(true);
    }
    const seen = new Set(ids.flatMap((id) => [...id.slice(-6)]));
    expect(seen.size).toBe(62);
  });
});

describe('ticket automation signal', () => {
  const parse = (extra: object) => supportTicketSchema.parse({ ...ticket, ...extra });

  it('names a filled honeypot or a known too-fast fill, and reads a missing fill time as unknown', () => {
    expect(automationSignal(parse({}))).toBeUndefined();
    expect(automationSignal(parse({ elapsedMs: MIN_FILL_MS }))).toBeUndefined();
    expect(automationSignal(parse({ elapsedMs: MIN_FILL_MS - 1 }))).toBe('sent too fast');
    expect(automationSignal(parse({ elapsedMs: 0 }))).toBe('sent too fast');
    expect(automationSignal(parse({ leaveEmpty: 'x' }))).toBe('honeypot filled');
    expect(automationSignal(parse({ leaveEmpty: 'x', elapsedMs: 10 }))).toBe('honeypot filled');
  });

  it('takes the quiet signals within their limits only', () => {
    expect(errors({ elapsedMs: 86_400_000 })).toEqual({});
    expect(Object.keys(errors({ elapsedMs: 86_400_001 }))).toEqual(['elapsedMs']);
    expect(Object.keys(errors({ elapsedMs: -1 }))).toEqual(['elapsedMs']);
    expect(Object.keys(errors({ elapsedMs: 'slow' }))).toEqual(['elapsedMs']);
    expect(Object.keys(errors({ leaveEmpty: 'x'.repeat(201) }))).toEqual(['leaveEmpty']);
  });
});

describe('ticket modal constants', () => {
  it('are the required words and timing', () => {
    expect(TICKET_REQUIRED_MESSAGE).toBe('Please fill in all required fields');
    expect(TICKET_FAILURE_MESSAGE).toBe(
      'Sorry, there was an error submitting your ticket. Please try again or contact us directly.',
    );
    expect(TICKET_SUBMIT_LABELS).toEqual({
      idle: 'Submit Ticket',
      submitting: 'Submitting...',
      submitted: 'Ticket Submitted!',
    });
    expect(TICKET_SUBMITTED_MS).toBe(3000);
  });

  it('read the result the functions answer', () => {
    expect(ticketResultSchema.parse({ success: true })).toEqual({ success: true });
    expect(ticketResultSchema.safeParse({ message: 'Logged' }).success).toBe(false);
  });
});

describe('ticket server details', () => {
  const parsed = supportTicketSchema.parse({ ...ticket, userPhone: '', elapsedMs: 1_500, leaveEmpty: '@bot' });

  it('logs to the Tickets tab and quarantines with the same columns approach as contact', () => {
    expect(logColumns(ticketLog).join(', ')).toBe(
      'Received, Ticket, Name, Email, Phone, Title, Description, Submitted',
    );
    expect(quarantineColumns(ticketLog).join(', ')).toBe(
      'Received, Reason, Received by, Ticket, Name, Email, Phone, Title, Description, Submitted, Fill time (s), Honeypot',
    );
    expect(quarantineRow(ticketLog, parsed, 'sent too fast', 'email', new Date('2026-11-21T10:00:05Z'))).toEqual([
      '2026-11-21T10:00:05.000Z',
      'sent too fast',
      'email',
      'TICKET-1795255200123-h3K9xQ',
      'Dana Whitfield',
      'dana@harborbakery.example',
      '',
      'Checkout shows an error',
      'It fails on phones.\nSince Monday.',
      '2026-11-21T10:00:00.123Z',
      '1.5',
      "'@bot",
    ]);
  });

  it('mails the support inbox, else the contact inbox, else (locally) the site address', () => {
    const mail = (env: { contactTo?: string; supportTo?: string }) =>
      submissionMail(supportTickets, parsed, {
        contactTo: undefined,
        supportTo: undefined,
        mailFrom: undefined,
        ...env,
      });
    expect(mail({ supportTo: 'Support <support@example.com>' }).to).toEqual({
      name: 'Support',
      email: 'support@example.com',
    });
    expect(mail({}).to).toEqual({ email: 'hello@tidewell.digital' });
    expect(mail({}).subject).toBe(
      'Support ticket TICKET-1795255200123-h3K9xQ from Dana Whitfield: Checkout shows an error',
    );
    expect(mail({}).text).toContain('Phone: not given\n');
    expect(readEnv({ CONTACT_TO_EMAIL: 'a@example.com' }, 'dev').supportTo).toBe('a@example.com');
    expect(readEnv({ CONTACT_TO_EMAIL: 'a@example.com', SUPPORT_TO_EMAIL: ' s@example.com ' }, 'dev')).toMatchObject({
      contactTo: 'a@example.com',
      supportTo: 's@example.com',
    });
    expect(readEnv({ SUPPORT_TO_EMAIL: '  ' }, 'dev').supportTo).toBeUndefined();
    expect(INBOX_VARIABLES[supportTickets.inbox]).toBe('SUPPORT_TO_EMAIL (or CONTACT_TO_EMAIL)');
  });

  it('writes a tab name in A1 notation: quoted when it holds more than letters, digits and underscores', () => {
    const tabs = ['Contact', 'Tickets', 'Ticket quarantine', "Lee's tab", 'Sheet-1'];
    expect(tabs.map(a1SheetName)).toEqual(['Contact', 'Tickets', "'Ticket quarantine'", "'Lee''s tab'", "'Sheet-1'"]);
  });
});
