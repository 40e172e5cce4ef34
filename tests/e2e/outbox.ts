import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the functions under test write their .eml files and CSV rows. */
export const e2eOutbox = resolve('.local/e2e-outbox');

/** The decoded text of every .eml in the outbox that mentions `marker`. */
export function mailsMentioning(marker: string): string[] {
  const dir = join(e2eOutbox, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .map((eml) =>
      eml.replace(
        /\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/g,
        (_m, body: string) => `\r\n\r\n${Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')}\r\n--`,
      ),
    )
    .filter((eml) => eml.includes(marker));
}

/** The CSV records of a tab that mention `marker` (one per message; a record may span lines). */
export function rowsMentioning(tab: string, marker: string): string[] {
  const file = join(e2eOutbox, 'sheets', `${tab}.csv`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r\n(?=\d{4}-\d{2}-\d{2}T)/)
    .filter((record) => record.includes(marker));
}
