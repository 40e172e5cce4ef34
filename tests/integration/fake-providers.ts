import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake provider received. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An answer of the fake: a status, a JSON body and headers. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * How the fake answers the next calls: always the same answer, an answer made from the request
 * (a fake model that echoes what it was sent), or no answer at all.
 */
export type Behaviour = Answer | ((request: Received) => Answer) | 'hang';

/**
 * A loopback HTTP server standing in for a provider's API. Routes map "METHOD /path" prefixes to
 * behaviours; everything received is recorded for assertions.
 */
export class FakeProvider {
  readonly received: Received[] = [];
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  constructor(private routes: Record<string, Behaviour>) {}

  /** Changes how a route answers from now on. */
  set(route: string, behaviour: Behaviour): void {
    this.routes[route] = behaviour;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        const received: Received = {
          method: req.method ?? '',
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.received.push(received);
        const key = Object.keys(this.routes).find((route) => `${req.method} ${path}`.startsWith(route));
        const behaviour = key ? this.routes[key] : { status: 404, body: { error: 'no such route' } };
        if (behaviour === 'hang' || behaviour === undefined) {
          this.hanging.add(res);
          return;
        }
        const answer = typeof behaviour === 'function' ? behaviour(received) : behaviour;
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/*
 * What the fakes answer and the variables that point the functions at them, shared by the
 * integration tests (harness.ts) and the endpoint benchmark (scripts/bench/bench-endpoints.mjs).
 */

/** A service account key, as Google hands it out (PKCS#8 PEM). */
export const privateKey = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;

/** The variables that point SendGrid at `url`, with the addresses a deploy needs. */
export const sendGridEnv = (url: string): Record<string, string> => ({
  SENDGRID_API_KEY: 'SG.test-key',
  SENDGRID_API_URL: url,
  CONTACT_TO_EMAIL: 'Tidewell Inbox <inbox@tidewell.example>',
  MAIL_FROM: 'Tidewell Website <web@tidewell.example>',
});

/** The variables that point Google at `url` with a service account; `sheet` is the spreadsheet id. */
export const googleEnv = (url: string, sheet = 'sheet-123'): Record<string, string> => ({
  GOOGLE_SERVICE_ACCOUNT_EMAIL: 'site@tidewell-test.iam.gserviceaccount.com',
  // As pasted into a dashboard: line breaks written as \n.
  GOOGLE_PRIVATE_KEY: privateKey.replace(/\n/g, '\\n'),
  GOOGLE_SHEETS_ID: sheet,
  GOOGLE_OAUTH_URL: url,
  GOOGLE_SHEETS_URL: url,
});

/** Google's token answer. */
export const GOOGLE_TOKEN = {
  status: 200,
  body: { access_token: 'fake-access-token', expires_in: 3600, token_type: 'Bearer' },
} as const;
/** Google's values.append answer. */
export const GOOGLE_APPENDED = { status: 200, body: { updates: { updatedRows: 1 } } } as const;

/** The OpenAI key of the tests: as long as a real one, so the leak check treats it as a secret. */
export const OPENAI_TEST_KEY = 'sk-test-4f9c2b7e1a6d8035c4e2f1b9a7d6c3e0';

/** The variables that point OpenAI at `url` (the SDK adds the API's /v1 path itself only to the default address). */
export const openAIEnv = (url: string): Record<string, string> => ({
  OPENAI_API_KEY: OPENAI_TEST_KEY,
  OPENAI_BASE_URL: `${url}/v1`,
});

/**
 * A Responses API response object (what POST /v1/responses answers) whose one message holds
 * `content`: an output text by default, else the parts given.
 */
export function openaiResponse(
  content: string | readonly Record<string, unknown>[],
  fields: Record<string, unknown> = {},
): { status: 200; body: Record<string, unknown> } {
  const parts = typeof content === 'string' ? [{ type: 'output_text', text: content, annotations: [] }] : content;
  return {
    status: 200,
    body: {
      id: 'resp_test',
      object: 'response',
      created_at: 1_767_225_600,
      status: 'completed',
      model: 'gpt-test',
      output: [{ type: 'message', id: 'msg_test', role: 'assistant', status: 'completed', content: parts }],
      ...fields,
    },
  };
}

/** The key of the tests for PageSpeed Insights: it must never appear in an answer or a log. */
export const PAGESPEED_TEST_KEY = 'AIzaTestKey-3f8e2d1c0b9a8f7e6d5c4b3a2';

/** The variables that point PageSpeed Insights at `url`. */
export const pagespeedEnv = (url: string): Record<string, string> => ({
  PAGESPEED_API_KEY: PAGESPEED_TEST_KEY,
  PAGESPEED_API_URL: url,
});

/** A response whose output text is `reply` as JSON: what a model following the schema writes. */
export const openaiReply = (reply: Record<string, unknown>) => openaiResponse(JSON.stringify(reply));
