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
  /** The inbox that receives support tickets: SUPPORT_TO_EMAIL, else the contact inbox. */
  supportTo: string | undefined;
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
  /** The chat assistant's model: when set, OpenAI answers the chat; else the local assistant does. */
  openai:
    | {
        apiKey: string;
        /** OPENAI_MODEL, else DEFAULT_OPENAI_MODEL. */
        model: string;
        /** Where to send the requests meant for OpenAI (tests point this at a local fake). */
        baseUrl: string | undefined;
      }
    | undefined;
  /** Folder of the local stand-ins: `mail/*.eml` and `sheets/<tab>.csv`. */
  outboxDir: string;
  /** How long one provider call may take, all retries included. */
  providerTimeoutMs: number;
  /** The website audit's fetching of a prospect's page (src/server/audit/fetch-page.ts). */
  audit: {
    /**
     * AUDIT_ALLOW_ORIGINS: origins (`http://127.0.0.2:8123`) the audit may fetch though they are
     * not public websites, for tests and local use; always empty on a deploy.
     */
    allowOrigins: readonly string[];
    /** AUDIT_TIMEOUT_MS: how long one audit may spend fetching, redirects and robots.txt included. */
    timeoutMs: number;
  };
  /**
   * Google PageSpeed Insights, which loads the audited page in a real browser for its speed
   * (src/server/audit/pagespeed.ts): when PAGESPEED_API_KEY is set; else the report says speed
   * was not measured in a browser.
   */
  pagespeed:
    | {
        apiKey: string;
        /** Where to send the requests meant for Google (tests point this at a local fake). */
        baseUrl: string | undefined;
      }
    | undefined;
}

/** The inboxes mail goes to, each with the variable(s) that set it, named when a deploy lacks it. */
export const INBOX_VARIABLES = {
  contactTo: 'CONTACT_TO_EMAIL',
  supportTo: 'SUPPORT_TO_EMAIL (or CONTACT_TO_EMAIL)',
} as const satisfies Partial<Record<keyof ServerEnv, string>>;
export type Inbox = keyof typeof INBOX_VARIABLES;

/**
 * The chat's model unless OPENAI_MODEL names another: OpenAI's small, fast model for focused,
 * high-volume work, the one its documentation points speed- and cost-sensitive work to (GPT-5
 * nano is deprecated). It takes structured outputs and reasoning effort `none`.
 */
export const DEFAULT_OPENAI_MODEL = 'gpt-6-luna';

/**
 * The longest a provider call may take, all attempts together: well inside the time Netlify gives
 * a synchronous function (60 s in its current documentation; it used to be 10 s), and about as
 * long as a visitor waiting on a form or a chat reply should wait.
 */
export const MAX_PROVIDER_TIMEOUT_MS = 8_000;

/**
 * The longest the audit may spend fetching a prospect's page, its redirects, robots.txt and
 * sitemap together: with the checks, the report is back within the ten seconds the page promises.
 */
export const MAX_AUDIT_TIMEOUT_MS = 8_000;

/**
 * Every variable an operator (or a test) sets for the functions; readEnv reads these and
 * NETLIFY_DEV, which the emulator sets itself. Tests and the endpoint benchmark clear them all so
 * a run starts from no configuration but its own.
 */
export const SERVER_ENV_VARIABLES = [
  'SENDGRID_API_KEY',
  'SENDGRID_API_URL',
  'CONTACT_TO_EMAIL',
  'SUPPORT_TO_EMAIL',
  'MAIL_FROM',
  'GOOGLE_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_PRIVATE_KEY',
  'GOOGLE_SHEETS_ID',
  'GOOGLE_OAUTH_URL',
  'GOOGLE_SHEETS_URL',
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
  'OPENAI_BASE_URL',
  'OUTBOX_DIR',
  'PROVIDER_TIMEOUT_MS',
  'AUDIT_ALLOW_ORIGINS',
  'AUDIT_TIMEOUT_MS',
  'PAGESPEED_API_KEY',
  'PAGESPEED_API_URL',
] as const;

/**
 * The origins of a comma-separated list (`http://127.0.0.2:8123, http://127.0.0.3:8124`), each as
 * URL.origin writes it; entries that are not an http(s) origin are left out.
 */
export function parseOrigins(list: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (list ?? '').split(',')) {
    if (!URL.canParse(entry.trim())) continue;
    const url = new URL(entry.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  }
  return [...origins];
}

const present = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Reads the configuration; `deployContext` is Netlify's `context.deploy.context` ("dev" locally). */
export function readEnv(source: NodeJS.ProcessEnv = process.env, deployContext?: string): ServerEnv {
  const apiKey = present(source['SENDGRID_API_KEY']);
  const openaiKey = present(source['OPENAI_API_KEY']);
  const pagespeedKey = present(source['PAGESPEED_API_KEY']);
  const clientEmail = present(source['GOOGLE_SERVICE_ACCOUNT_EMAIL']);
  const privateKey = present(source['GOOGLE_PRIVATE_KEY']);
  const spreadsheetId = present(source['GOOGLE_SHEETS_ID']);
  const timeout = Number(source['PROVIDER_TIMEOUT_MS'] ?? '');
  const auditTimeout = Number(source['AUDIT_TIMEOUT_MS'] ?? '');
  // Fails closed: anything but the local emulator (or a test saying "dev") counts as a deploy.
  const onNetlify = deployContext !== 'dev' && source['NETLIFY_DEV'] !== 'true';
  // The provider URL overrides exist for tests; a deploy never sends a key anywhere but the provider.
  const override = (name: string) => (onNetlify ? undefined : present(source[name]));
  return {
    onNetlify,
    contactTo: present(source['CONTACT_TO_EMAIL']),
    supportTo: present(source['SUPPORT_TO_EMAIL']) ?? present(source['CONTACT_TO_EMAIL']),
    mailFrom: present(source['MAIL_FROM']),
    sendgrid: apiKey ? { apiKey, baseUrl: override('SENDGRID_API_URL') } : undefined,
    google:
      clientEmail && privateKey && spreadsheetId
        ? {
            clientEmail,
            // Keys pasted into a dashboard usually carry literal "\n" sequences.
            privateKey: privateKey.replace(/\\n/g, '\n'),
            spreadsheetId,
            oauthUrl: override('GOOGLE_OAUTH_URL'),
            sheetsUrl: override('GOOGLE_SHEETS_URL'),
          }
        : undefined,
    openai: openaiKey
      ? {
          apiKey: openaiKey,
          model: present(source['OPENAI_MODEL']) ?? DEFAULT_OPENAI_MODEL,
          baseUrl: override('OPENAI_BASE_URL'),
        }
      : undefined,
    outboxDir: resolve(present(source['OUTBOX_DIR']) ?? '.local/outbox'),
    providerTimeoutMs:
      Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, MAX_PROVIDER_TIMEOUT_MS) : MAX_PROVIDER_TIMEOUT_MS,
    audit: {
      // Like the provider URL overrides: a deploy's audit reaches public websites only.
      allowOrigins: parseOrigins(override('AUDIT_ALLOW_ORIGINS')),
      timeoutMs:
        Number.isFinite(auditTimeout) && auditTimeout > 0
          ? Math.min(auditTimeout, MAX_AUDIT_TIMEOUT_MS)
          : MAX_AUDIT_TIMEOUT_MS,
    },
    pagespeed: pagespeedKey ? { apiKey: pagespeedKey, baseUrl: override('PAGESPEED_API_URL') } : undefined,
  };
}

/** The configuration of a function call: its environment and the deploy it runs on. */
export function functionEnv(context: { deploy?: { context?: string } | undefined }): ServerEnv {
  return readEnv(process.env, context.deploy?.context);
}
