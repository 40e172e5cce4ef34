// Reads the local stand-ins the contact functions write (see src/server/mail.ts and sheets.ts),
// for the browser tests and the reliability benchmark.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every .eml in `<outbox>/mail`, with its base64 parts decoded to text.
 * @param {string} outbox
 * @returns {string[]}
 */
export function readMails(outbox) {
  const dir = join(outbox, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) =>
    readFileSync(join(dir, file), 'utf8').replace(
      /\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g,
      (_match, /** @type {string} */ body) =>
        `\r\n\r\n${Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')}\r\n--`,
    ),
  );
}

/**
 * The data records of `<outbox>/sheets/<tab>.csv`, header left out. Records start with the ISO
 * receive time; a quoted message may hold line breaks of its own.
 * @param {string} outbox
 * @param {string} tab
 * @returns {string[]}
 */
export function readCsvRecords(outbox, tab) {
  const file = join(outbox, 'sheets', `${tab}.csv`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r\n(?=\d{4}-\d{2}-\d{2}T)/)
    .slice(1)
    .filter((record) => record.trim() !== '');
}
