import { join } from 'node:path';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { localMailer } from '#stand-ins';
import type { ServerEnv } from './env.ts';
import { oneLine } from './mail-header.ts';
import { NotConfiguredError, withDeadline, type Address, type Mailer, type MailMessage } from './providers.ts';

/** "Name <a@b.c>" or "a@b.c" parsed into an Address. */
export function parseAddress(value: string): Address {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  return match
    ? { name: match[1]?.replace(/^"|"$/g, '') || undefined, email: match[2] ?? '' }
    : { email: value.trim() };
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
 * Without SendGrid, off Netlify, the local outbox (`#stand-ins`, which a deploy bundle leaves out).
 */
export function mailerFor(env: ServerEnv): Mailer {
  if (env.sendgrid) {
    if (!env.mailFrom) throw new NotConfiguredError('SENDGRID_API_KEY is set but MAIL_FROM is missing');
    return new SendGridMailer(env.sendgrid.apiKey, env.sendgrid.baseUrl, env.providerTimeoutMs);
  }
  if (env.onNetlify) throw new NotConfiguredError('SENDGRID_API_KEY is not set on this deploy');
  return localMailer(join(env.outboxDir, 'mail'));
}
