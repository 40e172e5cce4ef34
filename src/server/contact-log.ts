import type { ContactMessage } from '../lib/forms/contact.ts';
import { neutralizeCell } from './sheets.ts';
import { loggerOf, type SubmissionLog } from './submission-log.ts';

/**
 * Contact messages in the agency's spreadsheet: the Contact tab, and the Quarantine tab for the
 * ones that look automated. The phone is a validated E.164 number ("+12025550143"), which cannot
 * be a formula, so it is stored as it is; the free text is neutralised.
 */
export const contactLog: SubmissionLog<ContactMessage> = {
  kind: 'contact',
  tab: 'Contact',
  quarantineTab: 'Quarantine',
  columns: ['Name', 'Email', 'Phone', 'Subject', 'Message'],
  cells: (message) => [
    neutralizeCell(message.name),
    neutralizeCell(message.email),
    message.phone,
    neutralizeCell(message.subject),
    neutralizeCell(message.message),
  ],
};

/** POST /api/sheets/contact: logs a message to the Contact tab, or to Quarantine when it looks automated. */
export const logContactMessage = loggerOf(contactLog);
