import { resolve } from 'node:path';
import { mailText, readCsvRecords, readMails, type OutboxMail } from '../../scripts/lib/outbox.mjs';

/** Where the functions under test write their .eml files and CSV rows. */
export const e2eOutbox = resolve('.local/e2e-outbox');

/** Every .eml in the outbox whose decoded headers or parts mention `marker`, parsed. */
export async function mailsMentioning(marker: string): Promise<OutboxMail[]> {
  return (await readMails(e2eOutbox)).filter((mail) => mailText(mail).includes(marker));
}

/** The CSV records of a tab that mention `marker` (one per message; a record may span lines). */
export function rowsMentioning(tab: string, marker: string): string[] {
  return readCsvRecords(e2eOutbox, tab).filter((record) => record.includes(marker));
}
