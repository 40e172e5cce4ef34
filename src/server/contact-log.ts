import { automationSignal, type AutomationSignal, type ContactMessage } from '../lib/forms/contact.ts';
import type { ServerEnv } from './env.ts';
import { neutralizeCell, sheetFor, type Sheet } from './sheets.ts';

/*
 * Contact messages in the agency's spreadsheet: real ones in the Contact tab, the ones that look
 * automated in the Quarantine tab with the reason, so a person can recover a real lead from it.
 * Only the sheet provider is imported here, so the spreadsheet function never bundles the mailer.
 */

/** The tab contact messages are logged to, and its columns. */
export const CONTACT_TAB = 'Contact';
export const CONTACT_COLUMNS = ['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message'] as const;

/** The tab of messages that look automated: never mailed, never dropped. */
export const QUARANTINE_TAB = 'Quarantine';
export const QUARANTINE_COLUMNS = [
  'Received',
  'Reason',
  'Received by',
  'Name',
  'Email',
  'Phone',
  'Subject',
  'Message',
  'Fill time (s)',
  'Honeypot',
] as const;

/** Which endpoint received a quarantined message: the form calls both with the same body. */
export type ContactEndpoint = 'email' | 'sheets';

/**
 * The cells of a message. Free text is neutralised so no cell runs as a formula; the phone is a
 * validated E.164 number ("+12025550143"), which cannot be a formula, so it is stored as it is.
 */
function messageCells(message: ContactMessage) {
  return {
    name: neutralizeCell(message.name),
    email: neutralizeCell(message.email),
    phone: message.phone,
    subject: neutralizeCell(message.subject),
    message: neutralizeCell(message.message),
  };
}

/** The Contact row of a message, in CONTACT_COLUMNS order. */
export function contactRow(message: ContactMessage, receivedAt: Date): string[] {
  const cells = messageCells(message);
  return [receivedAt.toISOString(), cells.name, cells.email, cells.phone, cells.subject, cells.message];
}

/** The Quarantine row of a message, in QUARANTINE_COLUMNS order. */
export function quarantineRow(
  message: ContactMessage,
  signal: AutomationSignal,
  endpoint: ContactEndpoint,
  receivedAt: Date,
): string[] {
  const cells = messageCells(message);
  return [
    receivedAt.toISOString(),
    signal,
    endpoint,
    cells.name,
    cells.email,
    cells.phone,
    cells.subject,
    cells.message,
    message.elapsedMs === undefined ? 'unknown' : (message.elapsedMs / 1000).toFixed(1),
    neutralizeCell(message.leaveEmpty),
  ];
}

/** Keeps a message that looks automated in the Quarantine tab. */
export async function quarantineContactMessage(
  message: ContactMessage,
  signal: AutomationSignal,
  endpoint: ContactEndpoint,
  sheet: Sheet,
  receivedAt = new Date(),
): Promise<void> {
  await sheet.append(QUARANTINE_TAB, QUARANTINE_COLUMNS, quarantineRow(message, signal, endpoint, receivedAt));
}

/**
 * POST /api/sheets/contact: logs a message to the Contact tab, or to the Quarantine tab when it
 * looks automated. Throws ProviderError / NotConfiguredError.
 */
export async function logContactMessage(
  message: ContactMessage,
  env: ServerEnv,
  receivedAt = new Date(),
): Promise<'logged' | 'quarantined'> {
  const signal = automationSignal(message);
  const sheet = sheetFor(env);
  if (signal) {
    await quarantineContactMessage(message, signal, 'sheets', sheet, receivedAt);
    return 'quarantined';
  }
  await sheet.append(CONTACT_TAB, CONTACT_COLUMNS, contactRow(message, receivedAt));
  return 'logged';
}
