import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encodeWord, foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode, { type MimeNodeAddress } from 'nodemailer/lib/mime-node';
import type { Address, Mailer, MailMessage } from '../providers.ts';
import { oneLine } from '../mail-header.ts';

/*
 * The local stand-in for SendGrid: each message as an RFC 5322 file (`.eml`) in the outbox, which
 * any mail client opens. Only the functions that `npm run serve` and the tests run carry it (see
 * stand-ins/local.ts); a deploy bundle has no outbox, nor nodemailer.
 */

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
