import { resolve } from 'node:path';
import { readCsvRecords, readMails } from '../../scripts/outbox.mjs';

/** Where the functions under test write their .eml files and CSV rows. */
export const e2eOutbox = resolve('.local/e2e-outbox');

/** The decoded text of every .eml in the outbox that mentions `marker`. */
export function mailsMentioning(marker: string): string[] {
  return readMails(e2eOutbox).filter((eml) => eml.includes(marker));
}

/** The CSV records of a tab that mention `marker` (one per message; a record may span lines). */
export function rowsMentioning(tab: string, marker: string): string[] {
  return readCsvRecords(e2eOutbox, tab).filter((record) => record.includes(marker));
}
