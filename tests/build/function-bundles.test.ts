import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Config } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ARTICLE_DIGEST,
  extractZip,
  measureFunctionBundles,
  type FunctionBundleSize,
} from '../../scripts/bench/function-bundles.mjs';
import { zipEntries } from '../../scripts/bench/zip.mjs';
import {
  call,
  dev,
  googleAppends,
  poster,
  production,
  receivedJson,
  useFakeGoogle,
  useFakePagespeed,
  useFakeOpenAI,
  useFakeSendGrid,
  useOutbox,
  type Handler,
} from '../integration/harness.ts';
import { GOOD_PAGE, page, useSite } from '../integration/audit-sites.ts';

/*
 * What each function's zip carries, zipped as a Netlify deploy zips it (scripts/bench/function-bundles.mjs):
 * within its budget, none of the heavy modules it does not run, nothing but its bundle beside
 * Netlify's runtime; and each bundle works on its own, extracted where no node_modules can help it,
 * with the real SDKs it carries against the fake providers of the integration tests.
 */

const FUNCTIONS = readdirSync('netlify/functions')
  .filter((file) => file.endsWith('.mts'))
  .map((file) => basename(file, '.mts'))
  .sort();

/** Modules each function must not carry: a provider, a stand-in or a library it never runs. */
const ABSENT: Record<string, readonly string[]> = {
  'ai-chat': [
    '@sendgrid/mail',
    '@sendgrid/client',
    'axios',
    'google-auth-library',
    'gaxios',
    'nodemailer',
    'libphonenumber-js',
    'src/server/mail.ts',
    'src/server/sheets.ts',
  ],
  'email-contact': ['openai', 'minisearch', 'src/server/assistant/knowledge.ts', ARTICLE_DIGEST],
  'email-ticket': ['openai', 'minisearch', 'src/server/assistant/knowledge.ts', ARTICLE_DIGEST],
  'sheets-contact': ['@sendgrid/mail', '@sendgrid/client', 'axios', 'openai', 'minisearch', 'src/server/mail.ts'],
  'sheets-ticket': ['@sendgrid/mail', '@sendgrid/client', 'axios', 'openai', 'minisearch', 'src/server/mail.ts'],
  'email-audit': ['openai', 'minisearch', 'ipaddr.js', 'htmlparser2', 'src/server/audit/fetch-page.ts', ARTICLE_DIGEST],
  'sheets-audit': ['@sendgrid/mail', '@sendgrid/client', 'axios', 'openai', 'ipaddr.js', 'src/server/mail.ts'],
  health: ['zod', 'src/server/http.ts'],
  // Google fetches the page: the speed test carries none of the audit's fetching or reading.
  'audit-speed': [
    'htmlparser2',
    'robots-parser',
    'src/server/audit/fetch-page.ts',
    'src/server/audit/score.ts',
    'openai',
    '@sendgrid/mail',
    'google-auth-library',
    'src/server/stand-ins/deploy.ts',
  ],
  audit: [
    'openai',
    'minisearch',
    '@sendgrid/mail',
    '@sendgrid/client',
    'axios',
    'google-auth-library',
    'libphonenumber-js',
    'src/server/mail.ts',
    'src/server/sheets.ts',
    'src/server/assistant/knowledge.ts',
    ARTICLE_DIGEST,
  ],
};

/**
 * Modules no deploy bundle carries: the local stand-ins (a deploy has no outbox), node-fetch and
 * its polyfills (the platform's fetch does their work), and what google-auth-library's index
 * loads beside the JWT client (the metadata server client, with bignumber.js).
 */
const NEVER = [
  'nodemailer',
  'src/server/stand-ins/local.ts',
  'src/server/stand-ins/outbox-mail.ts',
  'src/server/stand-ins/csv-sheet.ts',
  'node-fetch',
  'web-streams-polyfill',
  'fetch-blob',
  'formdata-polyfill',
  'gcp-metadata',
  'bignumber.js',
];

/** What each function does carry: the test above would pass on an empty module list without it. */
const PRESENT: Record<string, readonly string[]> = {
  'ai-chat': ['openai', 'minisearch', 'zod', ARTICLE_DIGEST, 'src/server/assistant/local-assistant.ts'],
  'email-contact': ['@sendgrid/mail', '@sendgrid/client', 'google-auth-library', 'libphonenumber-js', 'zod'],
  'email-ticket': ['@sendgrid/mail', '@sendgrid/client', 'google-auth-library', 'libphonenumber-js', 'zod'],
  'sheets-contact': ['google-auth-library', 'libphonenumber-js', 'zod', 'src/server/stand-ins/deploy.ts'],
  'sheets-ticket': ['google-auth-library', 'libphonenumber-js', 'zod', 'src/server/stand-ins/deploy.ts'],
  'email-audit': ['@sendgrid/mail', 'google-auth-library', 'libphonenumber-js', 'zod', 'src/server/audit-lead-mail.ts'],
  'sheets-audit': ['google-auth-library', 'libphonenumber-js', 'zod', 'src/server/audit-lead-log.ts'],
  health: ['src/server/json.ts'],
  audit: ['ipaddr.js', 'robots-parser', 'zod', 'src/server/audit/address.ts', 'src/server/audit/fetch-page.ts'],
  'audit-speed': ['ipaddr.js', 'zod', 'src/server/audit/address.ts', 'src/server/audit/pagespeed.ts'],
};

let sizes: FunctionBundleSize[] = [];
const zipsDir = mkdtempSync(join(tmpdir(), 'tidewell-function-zips-'));
// Outside the project, so no node_modules above it can supply what a bundle lacks.
const runDir = mkdtempSync(join(tmpdir(), 'tidewell-function-run-'));
const handlers = new Map<string, Handler>();
/** Each function's own module, extracted from its zip. */
const mains = new Map<string, string>();

beforeAll(async () => {
  sizes = await measureFunctionBundles({ outDir: zipsDir });
}, 180_000);

afterAll(() => {
  rmSync(zipsDir, { recursive: true, force: true });
  rmSync(runDir, { recursive: true, force: true });
});

const sizeOf = (name: string) => {
  const size = sizes.find((entry) => entry.name === name);
  if (!size) throw new Error(`no zip for ${name}`);
  return size;
};
const handler = (name: string) => {
  const found = handlers.get(name);
  if (!found) throw new Error(`no handler for ${name}`);
  return found;
};

describe('the functions as Netlify deploys them', () => {
  it('zips every function, each as its one bundle beside Netlify runtime files, with no node_modules', () => {
    expect(sizes.map((size) => size.name)).toEqual(FUNCTIONS);
    for (const size of sizes) {
      const names = zipEntries(readFileSync(size.zip ?? '')).map((entry) => entry.name);
      expect(
        names.filter((name) => !name.startsWith('___netlify-')),
        size.name,
      ).toEqual([`${size.name}.mjs`]);
      expect(size.files, size.name).toBe(names.length);
    }
  });

  it.each(FUNCTIONS)('keeps %s within its budget', (name) => {
    const size = sizeOf(name);
    expect(size.budgetBytes, `${name} has no budget in FUNCTION_BUDGETS`).toBeGreaterThan(0);
    expect(size.zipBytes).toBeLessThanOrEqual(size.budgetBytes);
  });

  it.each(FUNCTIONS)('leaves out of %s the modules it does not run', (name) => {
    const modules = Object.keys(sizeOf(name).modules);
    for (const module of [...(ABSENT[name] ?? []), ...NEVER]) expect(modules, name).not.toContain(module);
    for (const module of PRESENT[name] ?? []) expect(modules, name).toContain(module);
  });

  it.each(FUNCTIONS)('deploys %s at its path, with its rate limit, read from the bundle', async (name) => {
    const { config } = (await import(`../../netlify/functions/${name}.mts`)) as { config: Config };
    const size = sizeOf(name);
    expect(size.routes).toEqual([config.path].flat());
    const limit = config.rateLimit;
    if (!limit) return expect(size.trafficRules).toBeUndefined();
    expect(size.trafficRules).toMatchObject({
      action: {
        type: 'rate_limit',
        config: {
          rateLimitConfig: { windowLimit: limit.windowLimit, windowSize: limit.windowSize },
          aggregate: { keys: [limit.aggregateBy ?? []].flat().map((type) => ({ type })) },
        },
      },
    });
  });

  it('gives health no npm package at all', () => {
    expect(sizeOf('health').packages).toEqual([]);
  });
});

const contact = { name: 'Dana Park', email: 'dana@example.com', message: 'Please call me back.', elapsedMs: 8_000 };
const auditLead = {
  ...contact,
  url: 'https://harborbakery.example/',
  score: 58,
  failedChecks: ['Meta description'],
};

describe('each bundle on its own', () => {
  const outbox = useOutbox();
  const logs: string[] = [];

  beforeAll(async () => {
    for (const size of sizes) {
      const dir = join(runDir, size.name);
      await extractZip(size.zip ?? '', dir);
      // The function's own module (Netlify's entry point and bootstrap only wrap it for the platform).
      const main = zipEntries(readFileSync(size.zip ?? '')).find(
        (entry) => !entry.name.includes('node_modules/') && basename(entry.name) === `${size.name}.mjs`,
      );
      const file = join(dir, main?.name ?? `${size.name}.mjs`);
      mains.set(size.name, file);
      const module = (await import(file)) as { default: Handler };
      handlers.set(size.name, module.default);
    }
  });
  beforeEach(() => {
    logs.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
  });
  afterEach(() => vi.restoreAllMocks());

  it('health answers', async () => {
    const response = await handler('health')(new Request('http://localhost/api/health'), production);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('has no local outbox: without credentials the form functions answer 503, even off Netlify', async () => {
    for (const [name, path, body] of [
      ['email-contact', '/api/email/contact', contact],
      ['sheets-contact', '/api/sheets/contact', contact],
      ['email-audit', '/api/email/audit', auditLead],
      ['sheets-audit', '/api/sheets/audit', auditLead],
    ] as const) {
      for (const context of [production, dev]) {
        expect((await call(handler(name), poster(path)(body), context)).status, name).toBe(503);
      }
    }
    expect(readdirSync(outbox.dir)).toEqual([]);
    expect(logs.filter((line) => line.includes('a deploy bundle carries no local outbox'))).toHaveLength(4);
  });

  it("carries of the OpenAI SDK's resources only the one the chat calls", () => {
    const chat = readFileSync(mains.get('ai-chat') ?? '', 'utf8');
    // The Responses API's path is there; those of resources the chat never calls are not.
    expect(chat).toContain('"/responses"');
    for (const path of ['/organization/admin_api_keys', '/fine_tuning/jobs', '/vector_stores', '/audio/speech'])
      expect(chat, path).not.toContain(path);
  });

  it('the chat answers from the local assistant without a model', async () => {
    const reply = await call(handler('ai-chat'), poster('/api/ai/chat')({ message: 'What are your opening hours?' }));
    expect(reply.status).toBe(200);
    expect(reply.body['response']).toEqual(expect.any(String));
  });

  describe('the audit', () => {
    const site = useSite('127.0.0.2', { '/': page(GOOD_PAGE) });
    it('refuses a private address, and audits a page with its fetching and checks in the bundle', async () => {
      const post = poster('/api/audit');
      const refused = await call(handler('audit'), post({ url: 'http://169.254.169.254/latest/meta-data/' }));
      expect(refused).toMatchObject({ status: 422, body: { reason: 'refused' } });
      vi.stubEnv('AUDIT_ALLOW_ORIGINS', site.origin);
      const report = await call(handler('audit'), post({ url: site.url('/') }));
      expect(report).toMatchObject({ status: 200, body: { url: site.url('/'), finalUrl: site.url('/') } });
      expect(site.received.map((request) => request.path)).toContain('/robots.txt');
    });
  });

  describe('the speed test', () => {
    const google = useFakePagespeed();
    it('measures a page through PageSpeed Insights with the bundle alone', async () => {
      const post = poster('/api/audit/speed');
      // An origin the audit may reach, as the tests' fixture sites are: Google, not the function, loads it.
      vi.stubEnv('AUDIT_ALLOW_ORIGINS', 'http://127.0.0.2:8123');
      const reply = await call(handler('audit-speed'), post({ url: 'http://127.0.0.2:8123/' }));
      expect(reply).toMatchObject({ status: 200, body: { url: 'http://127.0.0.2:8123/', lab: { score: 87 } } });
      expect(google.received).toHaveLength(1);
    });
  });

  describe('with SendGrid', () => {
    const sendgrid = useFakeSendGrid();
    it('mails a message through the SendGrid client in the bundle', async () => {
      const reply = await call(handler('email-contact'), poster('/api/email/contact')(contact));
      expect(reply).toMatchObject({ status: 200, body: { message: 'Message sent' } });
      expect(sendgrid.received.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v3/mail/send']);
      expect(JSON.stringify(receivedJson(sendgrid))).toContain('Please call me back.');
    });
  });

  describe('with Google Sheets', () => {
    const google = useFakeGoogle();
    it('logs a message through the Google client in the bundle', async () => {
      const reply = await call(handler('sheets-contact'), poster('/api/sheets/contact')(contact));
      expect(reply).toMatchObject({ status: 200, body: { message: 'Logged' } });
      expect(google.received[0]?.path).toBe('/token');
      expect(googleAppends(google).map(({ values }) => values[0]?.slice(1, 3))).toEqual([
        ['Dana Park', 'dana@example.com'],
      ]);
    });
  });

  describe('with OpenAI', () => {
    const openai = useFakeOpenAI();
    it('asks the model through the OpenAI SDK in the bundle, with its structured reply format', async () => {
      const reply = await call(
        handler('ai-chat'),
        poster('/api/ai/chat')({ message: 'Can you help my shop show up on Google Maps?' }),
      );
      expect(reply).toMatchObject({ status: 200, body: { response: 'Happy to help.' } });
      const sent = receivedJson<{ text: { format: { type: string; schema: { properties: object } } } }>(openai);
      expect(sent.text.format.type).toBe('json_schema');
      expect(Object.keys(sent.text.format.schema.properties)).toContain('response');
    });
  });
});
