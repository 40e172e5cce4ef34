import { resolve } from 'node:path';

/*
 * Server configuration, read from the environment of the function. Which provider serves a call
 * follows from it: the real one when its credentials are set; a local stand-in (outbox files)
 * when they are not and the code runs on a developer's machine; an error (503) when they are not
 * and the code runs on a Netlify deploy, where a local file would be silently thrown away.
 */

export interface ServerEnv {
  /** A Netlify deploy (production, preview, branch), as opposed to `netlify dev` or a test. */
  onNetlify: boolean;
  /** The agency inbox that receives contact messages. */
  contactTo: string | undefined;
  /** The verified sender address mail goes out from ("Tidewell Digital <web@tidewell.digital>"). */
  mailFrom: string | undefined;
  sendgrid: { apiKey: string; baseUrl: string | undefined } | undefined;
  google:
    | {
        clientEmail: string;
        privateKey: string;
        spreadsheetId: string;
        /** Where to send the requests meant for Google (tests point these at local fakes). */
        oauthUrl: string | undefined;
        sheetsUrl: string | undefined;
      }
    | undefined;
  /** Folder of the local stand-ins: `mail/*.eml` and `sheets/<tab>.csv`. */
  outboxDir: string;
  /** How long one provider call may take, all retries included. */
  providerTimeoutMs: number;
}

const present = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Reads the configuration; `deployContext` is Netlify's `context.deploy.context` ("dev" locally). */
export function readEnv(source: NodeJS.ProcessEnv = process.env, deployContext?: string): ServerEnv {
  const apiKey = present(source['SENDGRID_API_KEY']);
  const clientEmail = present(source['GOOGLE_SERVICE_ACCOUNT_EMAIL']);
  const privateKey = present(source['GOOGLE_PRIVATE_KEY']);
  const spreadsheetId = present(source['GOOGLE_SHEETS_ID']);
  const timeout = Number(source['PROVIDER_TIMEOUT_MS'] ?? '');
  return {
    onNetlify: deployContext !== undefined && deployContext !== 'dev',
    contactTo: present(source['CONTACT_TO_EMAIL']),
    mailFrom: present(source['MAIL_FROM']),
    sendgrid: apiKey ? { apiKey, baseUrl: present(source['SENDGRID_API_URL']) } : undefined,
    google:
      clientEmail && privateKey && spreadsheetId
        ? {
            clientEmail,
            // Keys pasted into a dashboard usually carry literal "\n" sequences.
            privateKey: privateKey.replace(/\\n/g, '\n'),
            spreadsheetId,
            oauthUrl: present(source['GOOGLE_OAUTH_URL']),
            sheetsUrl: present(source['GOOGLE_SHEETS_URL']),
          }
        : undefined,
    outboxDir: resolve(present(source['OUTBOX_DIR']) ?? '.local/outbox'),
    // Netlify stops a synchronous function after 10 s by default: a provider gets 8 s of it.
    providerTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8_000,
  };
}
