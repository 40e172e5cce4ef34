import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encodeWord, foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode, { type MimeNodeAddress } from 'nodemailer/lib/mime-node';
import type { ServerEnv } from './env.ts';
import { NotConfiguredError, withDeadline } from './providers.ts';

/** An address with an optional display name. */
export interface Address {
  email: string;
  name?: string | undefined;
}

/** A plain-text and HTML e-mail. */
export interface MailMessage {
  to: Address;
  from: Address;
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; throws ProviderError / NotConfiguredError. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** "Name <a@b.c>" or "a@b.c" parsed into an Address. */
export function parseAddress(value: string): Address {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  return match
    ? { name: match[1]?.replace(/^"|"$/g, '') || undefined, email: match[2] ?? '' }
    : { email: value.trim() };
}

/** Characters a reader may take for a line break; none belongs in a one-line header. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** One-line header text: a line break a caller let through becomes a space, never a new header. */
const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ').trim();

/**
 * Header text that a decoder would turn into something other than what was typed, because `=?`
 * starts an RFC 2047 encoded word. Nodemailer writes such text as it is: a valid encoded word on
 * purpose (so that callers can pass pre-encoded text), and a display name inside quotes, which
 * decoders decode all the same. A visitor who types `=?UTF-8?Q?x=0D=0ABcc:_v@example.com?=` as
 * their name would be shown a line break and a Bcc instead of their own characters.
 */
const looksEncoded = (text: string) => text.includes('=?');

/**
 * Text as RFC 2047 encoded words that decode to exactly that text: Q while it is ASCII (readable
 * in the raw file), else B. 52 is the length nodemailer itself uses, so the words fold under 78.
 */
const encodedWords = (text: string) => encodeWord(text, /^\p{ASCII}*$/u.test(text) ? 'Q' : 'B', 52);

/** A header line folded at 76 characters. Folding keeps a line break already there, so none may be. */
function foldedHeader(key: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`The ${key} header must not hold a line break`);
  return foldLines(`${key}: ${value}`, 76);
}

/**
 * The message as an RFC 5322 document (multipart/alternative, text then HTML), composed by
 * nodemailer's MailComposer, which encodes and folds the headers and picks each part's transfer
 * encoding. Text holding `=?` (see looksEncoded) is encoded here with nodemailer's own encoder:
 * a subject goes in as a prepared header, which nodemailer writes as given; an address header
 * cannot be prepared in nodemailer, so such an address is written here, folded by nodemailer,
 * as the first lines of the message (RFC 5322 sets no order for these fields).
 */
export async function renderEml(message: MailMessage, date = new Date(), id: string = randomUUID()): Promise<string> {
  const ownHeaders: string[] = [];
  const address = (key: 'From' | 'To' | 'Reply-To', { email, name }: Address): MimeNodeAddress | undefined => {
    const display = oneLine(name ?? '');
    if (!looksEncoded(display)) return { address: email, name: display };
    // Nodemailer still normalises the address itself (IDN, quoting of odd local parts).
    const normalized = MimeNode.encodeHeaderValue(key, { address: email }).replace(/^<|>$/g, '');
    ownHeaders.push(foldedHeader(key, `${encodedWords(display)} <${normalized}>`));
    return undefined;
  };
  const subject = oneLine(message.subject);
  const domain = message.from.email.split('@')[1] ?? 'localhost';
  const composer = new MailComposer({
    from: address('From', message.from),
    to: address('To', message.to),
    replyTo: address('Reply-To', message.replyTo),
    headers: looksEncoded(subject)
      ? { Subject: { prepared: true, foldLines: true, value: encodedWords(subject) } }
      : {},
    subject: looksEncoded(subject) ? undefined : subject,
    messageId: `<${id}@${domain}>`,
    date,
    text: message.text,
    html: message.html,
    baseBoundary: id.replace(/[^\w-]/g, ''),
    newline: 'win',
    // The content is strings we made; nothing here may make the composer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const eml = (await composer.compile().build()).toString('utf8');
  return ownHeaders.map((line) => `${line}\r\n`).join('') + eml;
}

/** The local stand-in: one `.eml` file per message in the outbox folder. */
export class OutboxMailer implements Mailer {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date();
    const id = randomUUID();
    await mkdir(this.dir, { recursive: true });
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    await writeFile(join(this.dir, name), await renderEml(message, date, id), { flag: 'wx' });
  }
}

/**
 * Text that no decoder reads as an RFC 2047 encoded word: a space goes between `=` and `?`.
 * SendGrid writes names and the subject into headers itself and its API has no way to ask for an
 * encoded word, so a visitor's `=?UTF-8?Q?x=0D=0ABcc:...?=` could reach the inbox decoded, as a
 * line break and a Bcc. The look-alike is broken up instead, visibly rather than silently.
 */
export function breakEncodedWords(text: string): string {
  return text.replace(/=\?/g, '= ?');
}

/**
 * An address for SendGrid's API, which writes names into headers unquoted: a comma or semicolon
 * in a visitor's name ("Park, Lee") would split Reply-To into two addresses, so such characters go,
 * and an encoded-word look-alike is broken up (see breakEncodedWords).
 */
export function sendGridAddress({ email, name }: Address): { email: string; name?: string } {
  const safe =
    name &&
    breakEncodedWords(
      oneLine(name)
        .replace(/[,;"<>\\]/g, ' ')
        .replace(/\s+/g, ' '),
    ).trim();
  return safe ? { email, name: safe } : { email };
}

/** SendGrid's v3 API through the official client, with a deadline and no retries. */
export class SendGridMailer implements Mailer {
  private readonly service = new MailService();

  constructor(
    apiKey: string,
    baseUrl: string | undefined,
    private readonly timeoutMs: number,
  ) {
    const client = new Client();
    // setApiKey() resets the base URL, so the override comes after it.
    client.setApiKey(apiKey);
    if (baseUrl) client.setDefaultRequest('baseUrl', baseUrl);
    // Passed through to axios, which the client's types do not show: the request itself gives up too.
    client.setDefaultRequest({ timeout: timeoutMs } as unknown as Parameters<Client['setDefaultRequest']>[0]);
    this.service.setClient(client);
  }

  async send(message: MailMessage): Promise<void> {
    await withDeadline(
      async () => {
        await this.service.send({
          to: sendGridAddress(message.to),
          from: sendGridAddress(message.from),
          replyTo: sendGridAddress(message.replyTo),
          subject: breakEncodedWords(oneLine(message.subject)),
          text: message.text,
          html: message.html,
        });
      },
      this.timeoutMs,
      'SendGrid',
    );
  }
}

/**
 * The mailer this environment calls for. With SendGrid the sender must be set; the inbox a mail
 * goes to is the caller's to check, as each kind of mail has its own (see submission-mail.ts).
 */
export function mailerFor(env: ServerEnv): Mailer {
  if (env.sendgrid) {
    if (!env.mailFrom) throw new NotConfiguredError('SENDGRID_API_KEY is set but MAIL_FROM is missing');
    return new SendGridMailer(env.sendgrid.apiKey, env.sendgrid.baseUrl, env.providerTimeoutMs);
  }
  if (env.onNetlify) throw new NotConfiguredError('SENDGRID_API_KEY is not set on this deploy');
  return new OutboxMailer(join(env.outboxDir, 'mail'));
}
