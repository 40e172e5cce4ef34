// Reads the local stand-ins the contact functions write (see src/server/mail.ts and sheets.ts),
// for the browser tests and the reliability benchmark.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/**
 * An outbox .eml parsed as a mail client would read it: headers decoded (RFC 2047), parts decoded
 * from their transfer encoding. Searching the raw file would miss text in encoded words,
 * quoted-printable or base64, whichever the composer chose.
 * @typedef {import('postal-mime').Email & { file: string, raw: string }} OutboxMail
 */

/**
 * Every .eml in `<outbox>/mail`, parsed.
 * @param {string} outbox
 * @returns {Promise<OutboxMail[]>}
 */
export async function readMails(outbox) {
  const dir = join(outbox, 'mail');
  if (!existsSync(dir)) return [];
  return Promise.all(
    readdirSync(dir).map(async (file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      return { file, raw, ...(await PostalMime.parse(raw)) };
    }),
  );
}

/**
 * The decoded text of a mail to search in: subject, the names and addresses of its address
 * headers, then the text and HTML parts.
 * @param {OutboxMail} mail
 * @returns {string}
 */
export function mailText(mail) {
  const people = [mail.from, ...(mail.to ?? []), ...(mail.replyTo ?? [])]
    .flatMap((address) => (address ? [address, ...(address.group ?? [])] : []))
    .flatMap((address) => [address.name, address.address ?? '']);
  return [mail.subject ?? '', ...people, mail.text ?? '', mail.html ?? ''].join('\n');
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
