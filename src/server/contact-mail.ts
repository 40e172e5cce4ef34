import { site } from '../data/site.ts';
import { automationSignal, type AutomationSignal, type ContactMessage } from '../lib/forms/contact.ts';
import { quarantineContactMessage } from './contact-log.ts';
import type { ServerEnv } from './env.ts';
import { mailerFor, parseAddress, type MailMessage } from './mail.ts';
import { sheetFor } from './sheets.ts';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The e-mail the agency receives for a contact message: to its inbox, replying to the visitor.
 * `flag` marks a message that looked automated but could not be quarantined.
 */
export function contactMail(
  message: ContactMessage,
  env: Pick<ServerEnv, 'contactTo' | 'mailFrom'>,
  flag?: AutomationSignal,
): MailMessage {
  const base = message.subject
    ? `Website enquiry from ${message.name}: ${message.subject}`
    : `Website message from ${message.name}`;
  const subject = flag ? `[Possible spam: ${flag}] ${base}` : base;
  const fields: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone || 'not given'],
    ['Subject', message.subject || 'not given (footer form)'],
  ];
  const warning = flag
    ? `This message looked automated (${flag}) and could not be kept in the spreadsheet's quarantine, so it is mailed to you flagged instead.`
    : undefined;
  const text = [
    ...(warning ? [warning, ''] : []),
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    `Reply to this e-mail to answer ${message.name} directly.`,
  ].join('\n');
  const html = [
    ...(warning ? [`<p><strong>${escapeHtml(warning)}</strong></p>`] : []),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(message.name)} directly.</p>`,
  ].join('\n');
  return {
    to: parseAddress(env.contactTo ?? site.email),
    from: parseAddress(env.mailFrom ?? `${site.name} website <no-reply@${new URL(site.url).hostname}>`),
    replyTo: { email: message.email, name: message.name },
    subject,
    text,
    html,
  };
}

/**
 * POST /api/email/contact: mails a message to the agency inbox. One that looks automated is not
 * mailed but kept in the spreadsheet's Quarantine tab; if that fails, it is mailed flagged rather
 * than lost. Throws ProviderError / NotConfiguredError when it could be neither kept nor sent.
 */
export async function receiveContactMessage(message: ContactMessage, env: ServerEnv): Promise<'sent' | 'quarantined'> {
  // What looks automated gets the answer a person gets (the caller's 200): a bot learns nothing.
  const signal = automationSignal(message);
  if (signal) {
    try {
      await quarantineContactMessage(message, signal, 'email', sheetFor(env));
      return 'quarantined';
    } catch (error) {
      console.error(`[contact] quarantine failed, mailing the message flagged: ${String(error)}`);
      await mailerFor(env).send(contactMail(message, env, signal));
      return 'sent';
    }
  }
  await mailerFor(env).send(contactMail(message, env));
  return 'sent';
}
