// Latency and throughput of the contact, ticket and chat endpoints, for `npm run bench`.
// In-process: each function's handler imported from netlify/functions/*.mts and called directly
// with a Request, as Netlify calls it, so the figures are the code's own, without the emulator's
// proxy and process hops; once with the local stand-ins (mail and rows written to an outbox
// folder, the local assistant answering the chat: what `npm start` runs) and once with the real
// provider SDKs talking to the fake SendGrid, Google and OpenAI servers of the integration tests
// (tests/integration/fake-providers.ts). Then through the emulator, for reference. Each at 1 and
// 20 requests at a time. Contact and ticket submissions go as their forms send them: the e-mail
// endpoint, then the spreadsheet endpoint with the same body. Every reply is checked (status and
// schema) and every submission must arrive (outbox files and rows, or provider calls); a failure
// fails the run. Node needs --experimental-transform-types to import the functions' TypeScript
// (`npm run bench` passes it).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { chatReplySchema } from '../../src/lib/calls/chat.ts';
import { ticketResultSchema } from '../../src/lib/forms/ticket.ts';
import { SERVER_ENV_VARIABLES } from '../../src/server/env.ts';
import { benchTicket, chatRequest, questions } from './chat-bench.mjs';
import { percentileOf, pool } from './measure.mjs';
import { readCsvRecords } from '../lib/outbox.mjs';

/** The call context of the local emulator (a deploy would refuse the local stand-ins). */
const DEV_CONTEXT = { deploy: { context: 'dev' } };

/** What the endpoints answer on success: the contact endpoints' messages, the ticket result, a chat reply. */
const contactSent = (/** @type {unknown} */ answer) =>
  z.strictObject({ message: z.literal('Message sent') }).safeParse(answer).success;
const contactLogged = (/** @type {unknown} */ answer) =>
  z.strictObject({ message: z.literal('Logged') }).safeParse(answer).success;
const ticketDone = (/** @type {unknown} */ answer) => {
  const parsed = ticketResultSchema.safeParse(answer);
  return parsed.success && parsed.data.success;
};
const chatReply = (/** @type {unknown} */ answer) => chatReplySchema.safeParse(answer).success;

/**
 * A step of a submission: the endpoint, the function file that serves it, and whether an answer
 * (status 200) is the right one.
 * @typedef {{ path: string; file: string; answer: (answer: unknown) => boolean }} Step
 * @typedef {{ name: string; steps: Step[]; body: (serial: number) => unknown }} Workload
 */

/** Submissions of each workload sent before the timed ones, not timed. */
const WARMUP = 5;

/** A unique number per request body, so every message and ticket can be told apart and counted. */
let serial = 0;

/** @type {Workload[]} */
export const WORKLOADS = [
  {
    name: 'contact form',
    steps: [
      { path: '/api/email/contact', file: 'email-contact.mts', answer: contactSent },
      { path: '/api/sheets/contact', file: 'sheets-contact.mts', answer: contactLogged },
    ],
    body: (n) => ({
      name: `Bench Visitor ${n}`,
      email: `bench${n}@example.com`,
      phone: n % 2 ? '+12025550143' : '',
      subject: `Question number ${n}`,
      message: `Benchmark message ${n}: we would like a quote for local SEO for two shops.`,
      leaveEmpty: '',
      elapsedMs: 6_000,
    }),
  },
  {
    name: 'ticket form',
    steps: [
      { path: '/api/email/ticket', file: 'email-ticket.mts', answer: ticketDone },
      { path: '/api/sheets/ticket', file: 'sheets-ticket.mts', answer: ticketDone },
    ],
    body: (n) => benchTicket(n, { bench: 'endpoint', elapsedMs: 4_000 }),
  },
  {
    name: 'chat',
    steps: [{ path: '/api/ai/chat', file: 'ai-chat.mts', answer: chatReply }],
    body: (n) => chatRequest(/** @type {string} */ (questions[n % questions.length]), n),
  },
];

/**
 * One endpoint's figures in one setting: the client-measured latency percentiles and the rate
 * (the endpoint's calls over the batch's wall time). A form's row ("email → sheets") times whole
 * submissions.
 * @typedef {{ setting: string; workload: string; endpoint: string; concurrency: number; requests: number; failures: number; p50Ms: number; p95Ms: number; maxMs: number; perSecond: number }} LatencyRow
 * @typedef {{ ok: boolean; text: string }} Check
 * @typedef {(path: string, body: unknown) => Promise<{ status: number; answer: unknown }>} Send
 */

/**
 * Sends `requests` submissions of every workload at each concurrency through `send`, every answer
 * checked; a submission stops at its first failed step, as the forms do.
 * @param {{ setting: string; send: Send; requests: number; concurrencies: number[]; log: (line: string) => void }} options
 * @returns {Promise<{ rows: LatencyRow[]; delivered: Record<string, number>; warmup: { calls: number; failures: number } }>}
 */
async function runWorkloads({ setting, send, requests, concurrencies, log }) {
  /** @type {LatencyRow[]} */
  const rows = [];
  /** Successful calls per endpoint, to compare with what arrived. */
  /** @type {Record<string, number>} */
  const delivered = {};
  /** Sends one submission, step by step; stops at the first failed step, as the forms do. */
  const submit = async (/** @type {Workload} */ workload, /** @type {unknown} */ body) => {
    /** @type {Array<{ ms: number; ok: boolean }>} */
    const steps = [];
    for (const step of workload.steps) {
      const begun = performance.now();
      const { status, answer } = await send(step.path, body).catch(() => ({ status: 0, answer: undefined }));
      const ok = status === 200 && step.answer(answer);
      steps.push({ ms: performance.now() - begun, ok });
      if (ok) delivered[step.path] = (delivered[step.path] ?? 0) + 1;
      else break;
    }
    return steps;
  };
  const warmup = { calls: 0, failures: 0 };
  for (const workload of WORKLOADS) {
    // A few submissions first, checked but not timed: the first calls load modules and warm the JIT.
    for (let i = 0; i < WARMUP; i++) {
      const steps = await submit(workload, workload.body(serial++));
      warmup.calls += steps.length;
      warmup.failures += steps.filter((step) => !step.ok).length;
    }
    for (const concurrency of concurrencies) {
      const bodies = Array.from({ length: requests }, () => workload.body(serial++));
      const started = performance.now();
      const results = await pool(bodies, concurrency, (body) => submit(workload, body));
      const seconds = (performance.now() - started) / 1000;
      /** @param {string} endpoint @param {Array<{ ms: number; ok: boolean }>} calls */
      const row = (endpoint, calls) => {
        const ms = calls.map((call) => call.ms);
        return {
          setting,
          workload: workload.name,
          endpoint,
          concurrency,
          requests: calls.length,
          failures: calls.filter((call) => !call.ok).length,
          p50Ms: percentileOf(ms, 50),
          p95Ms: percentileOf(ms, 95),
          maxMs: percentileOf(ms, 100),
          perSecond: calls.length / seconds,
        };
      };
      for (const [index, step] of workload.steps.entries()) {
        const calls = results.flatMap((steps) => steps.slice(index, index + 1));
        // A submission that failed at an earlier step never called this one: it failed here too.
        const missing = results.filter((steps) => steps.length <= index).length;
        const stepRow = row(step.path, calls);
        stepRow.failures += missing;
        stepRow.requests += missing;
        rows.push(stepRow);
      }
      if (workload.steps.length > 1) {
        const submissions = results.map((steps) => ({
          ms: steps.reduce((sum, step) => sum + step.ms, 0),
          ok: steps.length === workload.steps.length && steps.every((step) => step.ok),
        }));
        rows.push(row(`${workload.steps.map((step) => step.path.split('/')[2]).join(' → ')}`, submissions));
      }
      const last = rows.at(-1);
      log(
        `  ${setting}, ${workload.name}, ${concurrency} at a time: p50 ${ms(last?.p50Ms ?? NaN)}, p95 ${ms(last?.p95Ms ?? NaN)}, ${(last?.perSecond ?? 0).toFixed(0)}/s, ${rows.filter((r) => r.workload === workload.name && r.concurrency === concurrency).reduce((sum, r) => sum + r.failures, 0)} failures`,
      );
    }
  }
  return { rows, delivered, warmup };
}

/**
 * The checks of a setting: no failed call (warm-up included), and every accepted call stored once.
 * @param {string} setting
 * @param {{ rows: LatencyRow[]; warmup: { calls: number; failures: number } }} result
 * @param {Array<[what: string, stored: number, expected: number]>} arrivals
 * @returns {Check[]}
 */
function checksOf(setting, { rows, warmup }, arrivals) {
  const endpoints = rows.filter((row) => !row.endpoint.includes('→'));
  const failures = endpoints.reduce((sum, row) => sum + row.failures, warmup.failures);
  const calls = endpoints.reduce((sum, row) => sum + row.requests, warmup.calls);
  return [
    { ok: failures === 0, text: `${setting}: ${calls - failures}/${calls} calls answered 200 with a valid reply` },
    ...arrivals.map(([what, stored, expected]) => ({
      ok: stored === expected,
      text: `${setting}: ${what}: ${stored} stored for ${expected} accepted`,
    })),
  ];
}

/** Sets `vars` (and unsets the functions' other variables) while `task` runs. */
async function withFunctionEnv(/** @type {Record<string, string>} */ vars, /** @type {() => Promise<any>} */ task) {
  const saved = Object.fromEntries(SERVER_ENV_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of SERVER_ENV_VARIABLES) Reflect.deleteProperty(process.env, name);
  Object.assign(process.env, vars);
  try {
    return await task();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

/** The .eml files in an outbox. */
const mailCount = (/** @type {string} */ outbox) =>
  existsSync(join(outbox, 'mail')) ? readdirSync(join(outbox, 'mail')).length : 0;

/**
 * The arrival checks of an outbox after the workloads: one mail per accepted e-mail call, one row
 * per accepted spreadsheet call, nothing quarantined.
 * @param {string} outbox
 * @param {Record<string, number>} delivered
 * @returns {Array<[string, number, number]>}
 */
const outboxArrivals = (outbox, delivered) => [
  ['.eml files', mailCount(outbox), (delivered['/api/email/contact'] ?? 0) + (delivered['/api/email/ticket'] ?? 0)],
  ['Contact.csv rows', readCsvRecords(outbox, 'Contact').length, delivered['/api/sheets/contact'] ?? 0],
  ['Tickets.csv rows', readCsvRecords(outbox, 'Tickets').length, delivered['/api/sheets/ticket'] ?? 0],
  [
    'quarantined rows',
    readCsvRecords(outbox, 'Quarantine').length + readCsvRecords(outbox, 'Ticket quarantine').length,
    0,
  ],
];

/**
 * Calls every handler in this process, with the local stand-ins and then with the fake providers.
 * @param {{ requests?: number; concurrencies?: number[]; log?: (line: string) => void }} [options]
 * @returns {Promise<{ rows: LatencyRow[]; checks: Check[] }>}
 */
export async function measureEndpointsInProcess({ requests = 200, concurrencies = [1, 20], log = console.log } = {}) {
  /** @type {Record<string, (req: Request, context: unknown) => Promise<Response>>} */
  const handlers = {};
  for (const step of WORKLOADS.flatMap((workload) => workload.steps)) {
    const url = pathToFileURL(join(import.meta.dirname, '../../netlify/functions', step.file)).href;
    handlers[step.path] = (await import(url)).default;
  }
  /** @type {Send} */
  const send = async (path, body) => {
    const handler = /** @type {NonNullable<(typeof handlers)[string]>} */ (handlers[path]);
    const request = new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const response = await handler(request, DEV_CONTEXT);
    return { status: response.status, answer: await response.json().catch(() => undefined) };
  };

  /** @type {LatencyRow[]} */
  const rows = [];
  /** @type {Check[]} */
  const checks = [];

  // 1. The local stand-ins: an outbox folder of this run's own.
  const outbox = mkdtempSync(join(tmpdir(), 'tidewell-endpoints-'));
  try {
    const setting = 'in-process, local stand-ins';
    const result = await withFunctionEnv({ OUTBOX_DIR: outbox }, () =>
      runWorkloads({ setting, send, requests, concurrencies, log }),
    );
    rows.push(...result.rows);
    checks.push(...checksOf(setting, result, outboxArrivals(outbox, result.delivered)));
  } finally {
    rmSync(outbox, { recursive: true, force: true });
  }

  // 2. The provider SDKs against the integration tests' fake SendGrid, Google and OpenAI.
  const fakes = await import(
    pathToFileURL(join(import.meta.dirname, '../../tests/integration/fake-providers.ts')).href
  );
  const provider = new fakes.FakeProvider({
    'POST /v3/mail/send': { status: 202 },
    'POST /token': fakes.GOOGLE_TOKEN,
    'POST /v4/spreadsheets/': fakes.GOOGLE_APPENDED,
    'POST /v1/responses': fakes.openaiReply({ response: 'Happy to help.', shouldEscalate: false, sources: [] }),
  });
  const url = await provider.start();
  try {
    const setting = 'in-process, fake providers';
    const vars = {
      ...fakes.sendGridEnv(url),
      ...fakes.googleEnv(url),
      ...fakes.openAIEnv(url),
      SUPPORT_TO_EMAIL: 'Tidewell Support <support@tidewell.example>',
    };
    const result = await withFunctionEnv(vars, () => runWorkloads({ setting, send, requests, concurrencies, log }));
    rows.push(...result.rows);
    const received = (/** @type {string} */ prefix) =>
      provider.received.filter((/** @type {{ method: string; path: string }} */ call) =>
        `${call.method} ${call.path}`.startsWith(prefix),
      ).length;
    const modelCalls = received('POST /v1/responses');
    const chatReplies = result.delivered['/api/ai/chat'] ?? 0;
    checks.push(
      ...checksOf(setting, result, [
        [
          'SendGrid mail sends',
          received('POST /v3/mail/send'),
          (result.delivered['/api/email/contact'] ?? 0) + (result.delivered['/api/email/ticket'] ?? 0),
        ],
        [
          'Sheets appends',
          received('POST /v4/spreadsheets/'),
          (result.delivered['/api/sheets/contact'] ?? 0) + (result.delivered['/api/sheets/ticket'] ?? 0),
        ],
      ]),
      {
        // Messages the local rules settle exactly (hours, prices...) never reach the model.
        ok: modelCalls > 0 && modelCalls <= chatReplies,
        text: `${setting}: OpenAI answered ${modelCalls} of ${chatReplies} chat messages (the local rules settle the rest)`,
      },
    );
  } finally {
    await provider.stop();
  }
  return { rows, checks };
}

/**
 * Sends the same workloads through the emulator at `origin`, whose functions write to `outbox`
 * (empty at the start).
 * @param {{ origin: string; outbox: string; requests?: number; concurrencies?: number[]; log?: (line: string) => void }} options
 * @returns {Promise<{ rows: LatencyRow[]; checks: Check[] }>}
 */
export async function measureEndpointsThroughServer({
  origin,
  outbox,
  requests = 60,
  concurrencies = [1, 20],
  log = console.log,
}) {
  /** @type {Send} */
  const send = async (path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: await response.json().catch(() => undefined) };
  };
  const setting = 'through the emulator, local stand-ins';
  const result = await runWorkloads({ setting, send, requests, concurrencies, log });
  return { rows: result.rows, checks: checksOf(setting, result, outboxArrivals(outbox, result.delivered)) };
}

const ms = (/** @type {number} */ value) =>
  Number.isNaN(value) ? '-' : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

/**
 * The figures as Markdown: one table per setting, then every check.
 * @param {{ rows: LatencyRow[]; checks: Check[] }} figures
 */
export function renderEndpoints({ rows, checks }) {
  const settings = [...new Set(rows.map((row) => row.setting))];
  return [
    `Latency measured by the caller (p50/p95 nearest rank) after ${WARMUP} untimed submissions of each workload; throughput = the endpoint's calls over the batch's wall time. Contact and ticket submissions go as their forms send them: e-mail, then spreadsheet with the same body; the "email → sheets" row times whole submissions. In-process: the handler of \`netlify/functions/*.mts\` called directly with a \`Request\` (no emulator); "local stand-ins" write \`.eml\` and CSV files (the chat: the local assistant), "fake providers" are the real SDKs against the integration tests' fake SendGrid, Google and OpenAI on the loopback.`,
    '',
    ...settings.flatMap((setting) => [
      `**${setting[0]?.toUpperCase()}${setting.slice(1)}**`,
      '',
      '| workload | endpoint | at a time | requests | failures | p50 | p95 | max | throughput |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows
        .filter((row) => row.setting === setting)
        .map(
          (row) =>
            `| ${row.workload} | ${row.endpoint.startsWith('/') ? `\`${row.endpoint}\`` : row.endpoint} | ${row.concurrency} | ${row.requests} | ${row.failures} | ${ms(row.p50Ms)} | ${ms(row.p95Ms)} | ${ms(row.maxMs)} | ${row.perSecond.toFixed(row.perSecond < 10 ? 1 : 0)}/s |`,
        ),
      '',
    ]),
    ...checks.map((check) => `- ${check.ok ? '✓' : '✖'} ${check.text}`),
  ].join('\n');
}
