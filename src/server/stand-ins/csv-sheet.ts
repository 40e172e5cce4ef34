import { randomUUID } from 'node:crypto';
import { appendFile, link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sheet } from '../providers.ts';

/*
 * The local stand-in for Google Sheets: each tab a CSV file in the outbox. Only the functions that
 * `npm run serve` and the tests run carry it (see stand-ins/local.ts).
 */

/** One CSV record (RFC 4180): fields quoted when they hold a comma, quote or line break; CRLF ends it. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map((field) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field)).join(',')}\r\n`;
}

/** One CSV file per tab in the outbox folder, with a header row. */
export class CsvSheet implements Sheet {
  constructor(private readonly dir: string) {}

  async append(tab: string, header: readonly string[], row: readonly string[]): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${tab}.csv`);
    // The file appears with its header already in it (a hard link is atomic), so no row can be
    // written before the header or under it; whoever links first wins.
    const draft = `${file}.${randomUUID()}.tmp`;
    await writeFile(draft, csvRecord(header));
    try {
      await link(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(draft);
    }
    // One write per record, in append mode, so concurrent appends never interleave.
    await appendFile(file, csvRecord(row));
  }
}
