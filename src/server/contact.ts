import { site } from '../data/site.ts';
import type { ContactMessage } from '../lib/schemas/contact.ts';
import type { ServerEnv } from './env.ts';
import { parseAddress, type Mailer, type MailMessage } from './mail.ts';
import type { Sheet } from './sheets.ts';

/** The spreadsheet tab contact messages are logged to, and its columns. */
export const CONTACT_TAB = 'Contact';
export const CONTACT_COLUMNS = ['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message'] as const;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The e-mail the agency receives for a contact message: to its inbox, replying to the visitor. */
export function contactMail(message: ContactMessage, env: Pick<ServerEnv, 'contactTo' | 'mailFrom'>): MailMessage {
  const subject = message.subject
    ? `Website enquiry from ${message.name}: ${message.subject}`
    : `Website message from ${message.name}`;
  const fields: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone || 'not given'],
    ['Subject', message.subject || 'not given (footer form)'],
  ];
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message.message,
    '',
    `Reply to this e-mail to answer ${message.name} directly.`,
  ].join('\n');
  const html = [
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

/** The spreadsheet row of a contact message, in CONTACT_COLUMNS order. */
export function contactRow(message: ContactMessage, receivedAt: Date): string[] {
  return [receivedAt.toISOString(), message.name, message.email, message.phone, message.subject, message.message];
}

/** Sends a contact message to the agency inbox. */
export async function sendContactMessage(message: ContactMessage, env: ServerEnv, mailer: Mailer): Promise<void> {
  await mailer.send(contactMail(message, env));
}

/** Logs a contact message to the Contact tab. */
export async function logContactMessage(message: ContactMessage, sheet: Sheet, receivedAt = new Date()): Promise<void> {
  await sheet.append(CONTACT_TAB, CONTACT_COLUMNS, contactRow(message, receivedAt));
}
