import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { ServerEnv } from './env.ts';
import { NotConfiguredError, withDeadline } from './http.ts';

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

/** An RFC 2047 encoded word when the text is not plain printable ASCII. */
function headerText(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

function headerAddress({ email, name }: Address): string {
  if (!name) return `<${email}>`;
  const display = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\\r\n]/g, '')}"` : headerText(name);
  return `${display} <${email}>`;
}

/** Base64 in 76-character lines (RFC 2045). */
const base64Lines = (text: string) =>
  (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

/** The message as an RFC 5322 document: multipart/alternative with text and HTML parts. */
export function renderEml(message: MailMessage, date = new Date(), id: string = randomUUID()): string {
  const boundary = `=_tidewell_${id}`;
  const domain = message.from.email.split('@')[1] ?? 'localhost';
  return [
    `From: ${headerAddress(message.from)}`,
    `To: ${headerAddress(message.to)}`,
    `Reply-To: ${headerAddress(message.replyTo)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** The local stand-in: one `.eml` file per message in the outbox folder. */
export class OutboxMailer implements Mailer {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date();
    const id = randomUUID();
    await mkdir(this.dir, { recursive: true });
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    await writeFile(join(this.dir, name), renderEml(message, date, id), { flag: 'wx' });
  }
}

/**
 * An address for SendGrid's API, which writes names into headers unquoted: a comma or semicolon
 * in a visitor's name ("Park, Lee") would split Reply-To into two addresses, so such characters go.
 */
export function sendGridAddress({ email, name }: Address): { email: string; name?: string } {
  const safe = name
    ?.replace(/[,;"<>\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      this.timeoutMs,
      'SendGrid',
    );
  }
}

/** The mailer this environment calls for. */
export function mailerFor(env: ServerEnv): Mailer {
  if (env.sendgrid) {
    if (!env.contactTo || !env.mailFrom) {
      throw new NotConfiguredError('SENDGRID_API_KEY is set but CONTACT_TO_EMAIL or MAIL_FROM is missing');
    }
    return new SendGridMailer(env.sendgrid.apiKey, env.sendgrid.baseUrl, env.providerTimeoutMs);
  }
  if (env.onNetlify) throw new NotConfiguredError('SENDGRID_API_KEY is not set on this deploy');
  return new OutboxMailer(join(env.outboxDir, 'mail'));
}
