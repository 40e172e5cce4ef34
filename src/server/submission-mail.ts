import { site } from '../data/site.ts';
import { automationSignal, type AutomationSignal, type QuietSignals } from '../lib/forms/message.ts';
import { INBOX_VARIABLES, type Inbox, type ServerEnv } from './env.ts';
import { mailerFor, parseAddress } from './mail.ts';
import { NotConfiguredError, type MailMessage } from './providers.ts';
import { sheetFor } from './sheets.ts';
import { quarantine, type SubmissionLog } from './submission-log.ts';

/*
 * What the visitors send (contact messages, support tickets) as mail to an agency inbox: one
 * layout for every kind, and one flow that keeps what looks automated out of the inbox.
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What an inbox is told about one submission. */
export interface InboxMailContent {
  /** How a flagged mail's warning names the submission: "message", "ticket". */
  noun: string;
  /** The subject, before any flag. */
  subject: string;
  /** The visitor, whom a reply to the mail answers. */
  visitor: { name: string; email: string };
  /** Labelled values, one a line in the text part and a table in the HTML part. */
  fields: readonly (readonly [label: string, value: string])[];
  /** The label of the visitor's free text in the text part: "Message", "Description". */
  bodyLabel: string;
  /** The visitor's free text, line breaks kept. */
  body: string;
}

/** What a mail needs of the environment: the inboxes and the sender. */
export type MailEnv = Pick<ServerEnv, Inbox | 'mailFrom'>;

/** A kind of submission that is mailed to an inbox, unless it looks automated. */
export interface MailedSubmission<T extends QuietSignals> {
  /** How it is kept in the spreadsheet; its quarantine tab takes the ones that look automated. */
  log: SubmissionLog<T>;
  /** The inbox it goes to. */
  inbox: Inbox;
  /** What the inbox is told about a submission. */
  content(submission: T): InboxMailContent;
}

/**
 * The e-mail an inbox receives for a submission, replying to the visitor: text and HTML (every
 * value escaped). The inbox and the sender fall back to the site's own addresses for the local
 * outbox. `flag` marks a submission that looked automated but could not be quarantined.
 */
export function submissionMail<T extends QuietSignals>(
  kind: MailedSubmission<T>,
  submission: T,
  env: MailEnv,
  flag?: AutomationSignal,
): MailMessage {
  const { noun, visitor, fields, bodyLabel, body, subject } = kind.content(submission);
  const warning = flag
    ? `This ${noun} looked automated (${flag}) and could not be kept in the spreadsheet's quarantine, so it is mailed to you flagged instead.`
    : undefined;
  const text = [
    ...(warning ? [warning, ''] : []),
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${bodyLabel}:`,
    body,
    '',
    `Reply to this e-mail to answer ${visitor.name} directly.`,
  ].join('\n');
  const html = [
    ...(warning ? [`<p><strong>${escapeHtml(warning)}</strong></p>`] : []),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(visitor.name)} directly.</p>`,
  ].join('\n');
  return {
    to: parseAddress(env[kind.inbox] ?? site.email),
    from: parseAddress(env.mailFrom ?? `${site.name} website <no-reply@${new URL(site.url).hostname}>`),
    replyTo: { email: visitor.email, name: visitor.name },
    subject: flag ? `[Possible spam: ${flag}] ${subject}` : subject,
    text,
    html,
  };
}

/**
 * The use case of POST /api/email/* for a kind: mails a submission to its inbox. One that looks
 * automated is not mailed but kept in its quarantine tab; if that fails, it is mailed flagged
 * rather than lost. The use case throws ProviderError / NotConfiguredError when a submission could
 * be neither kept nor sent.
 */
export const receiverOf =
  <T extends QuietSignals>(kind: MailedSubmission<T>) =>
  async (submission: T, env: ServerEnv): Promise<'sent' | 'quarantined'> => {
    // What looks automated gets the answer a person gets (the caller's 200): a bot learns nothing.
    const signal = automationSignal(submission);
    if (signal) {
      try {
        await quarantine(kind.log, submission, signal, 'email', sheetFor(env));
        return 'quarantined';
      } catch (error) {
        console.error(`[${kind.log.kind}] quarantine failed, mailing it flagged: ${String(error)}`);
      }
    }
    const mailer = mailerFor(env);
    if (env.sendgrid && !env[kind.inbox]) {
      throw new NotConfiguredError(`SENDGRID_API_KEY is set but ${INBOX_VARIABLES[kind.inbox]} is missing`);
    }
    await mailer.send(submissionMail(kind, submission, env, signal));
    return 'sent';
  };
