import { join } from 'node:path';
// The JWT client alone: the package's index also loads every other Google client (and creates a
// GoogleAuth at import), which would all land in the functions' bundles unused.
import { JWT } from 'google-auth-library/build/src/auth/jwtclient.js';
import { localSheet } from '#stand-ins';
import type { ServerEnv } from './env.ts';
import { NotConfiguredError, withDeadline, type Sheet } from './providers.ts';

/**
 * A cell as text a spreadsheet will not run: a leading = + - @ (or tab / carriage return) would
 * make it a formula, so it gets a leading apostrophe.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A tab's name as A1 notation writes it: as it is when it is letters, digits and underscores
 * ("Contact"), else in single quotes with its own quotes doubled ("'Ticket quarantine'").
 */
export function a1SheetName(tab: string): string {
  return /^[A-Za-z0-9_]+$/.test(tab) ? tab : `'${tab.replace(/'/g, "''")}'`;
}

const GOOGLE_OAUTH = 'https://oauth2.googleapis.com';
const GOOGLE_SHEETS = 'https://sheets.googleapis.com';

/** Google Sheets' values.append through a service account (google-auth-library), RAW input. */
export class GoogleSheet implements Sheet {
  private readonly client: JWT;

  constructor(
    private readonly config: NonNullable<ServerEnv['google']>,
    private readonly timeoutMs: number,
  ) {
    const { oauthUrl, sheetsUrl } = config;
    // Requests meant for Google go where the environment says (local fakes in tests).
    const redirect: typeof fetch = (input, init) => {
      let url = input instanceof Request ? input.url : String(input);
      if (oauthUrl && url.startsWith(GOOGLE_OAUTH)) url = oauthUrl + url.slice(GOOGLE_OAUTH.length);
      if (sheetsUrl && url.startsWith(GOOGLE_SHEETS)) url = sheetsUrl + url.slice(GOOGLE_SHEETS.length);
      return fetch(input instanceof Request ? new Request(url, input) : url, init);
    };
    this.client = new JWT({
      email: config.clientEmail,
      key: config.privateKey,
      scopes: ['https://www.googleapis.com/auth/spreadsheets'],
      transporterOptions: { fetchImplementation: redirect, timeout: timeoutMs, retry: false },
    });
  }

  async append(tab: string, _header: readonly string[], row: readonly string[]): Promise<void> {
    const range = encodeURIComponent(`${a1SheetName(tab)}!A1`);
    const url = `${GOOGLE_SHEETS}/v4/spreadsheets/${encodeURIComponent(this.config.spreadsheetId)}/values/${range}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`;
    await withDeadline(
      (signal) =>
        this.client.request({
          url,
          method: 'POST',
          data: { values: [row] },
          timeout: this.timeoutMs,
          retry: false,
          signal,
        }),
      this.timeoutMs,
      'Google Sheets',
    );
  }
}

/** One Google client per configuration, so its access token is reused across messages. */
const googleSheets = new Map<string, GoogleSheet>();

/** The sheet this environment calls for: Google Sheets, else, off Netlify, the local CSV files. */
export function sheetFor(env: ServerEnv): Sheet {
  if (env.google) {
    const key = JSON.stringify([env.google, env.providerTimeoutMs]);
    let sheet = googleSheets.get(key);
    if (!sheet) googleSheets.set(key, (sheet = new GoogleSheet(env.google, env.providerTimeoutMs)));
    return sheet;
  }
  if (env.onNetlify) throw new NotConfiguredError('Google Sheets credentials are not set on this deploy');
  return localSheet(join(env.outboxDir, 'sheets'));
}
