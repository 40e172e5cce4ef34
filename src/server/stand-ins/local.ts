import type { Mailer, Sheet } from '../providers.ts';
import { CsvSheet } from './csv-sheet.ts';
import { OutboxMailer } from './outbox-mail.ts';

/*
 * The local stand-ins, which serve a call when its provider has no credentials off Netlify (the
 * emulator, the tests): mail as `.eml` files, sheet rows as CSV files, both in the outbox.
 *
 * The adapters reach them as `#stand-ins` (package.json "imports"): this module by default, and
 * stand-ins/deploy.ts in a deploy's bundle (scripts/build/bundle-functions.mjs builds it with the
 * "netlify-deploy" condition). A deploy never calls them (env.ts: a provider without credentials
 * is a 503 there), so its bundle leaves them out, and nodemailer with them.
 */

/** The local outbox's mailer, writing into `dir`. */
export const localMailer = (dir: string): Mailer => new OutboxMailer(dir);

/** The local CSV sheet, writing into `dir`. */
export const localSheet = (dir: string): Sheet => new CsvSheet(dir);
