// Reliability benchmark of the contact functions under the Netlify emulator, with the local
// stand-ins (no provider credentials): 200 valid messages sent 20 at a time (a quarter of them
// with only the fields docs/requirements.md#api-calls names) must give 200 distinct .eml files and 200 spreadsheet rows; 50
// messages that look automated must be quarantined (a Quarantine row from each endpoint, no mail);
// 500 malformed or hostile bodies must all get a 4xx answer, none a 5xx, and store nothing.
// `npm run bench:reliability` prints the figures and exits 1 if any check fails; `npm run bench`
// takes them from runReliability() into docs/benchmarks.md.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer } from '../lib/local-server.mjs';
import { percentile, pool } from './measure.mjs';
import { mailText, readCsvRecords, readMails } from '../lib/outbox.mjs';

const VALID = 200;
const SUSPECT = 50;
const HOSTILE = 500;
const CONCURRENCY = 20;

/**
 * 200 valid messages, each with a marker so duplicates and losses show. Every fourth carries only
 * the fields docs/requirements.md#api-calls names, as an API client would send it (no fill time, no honeypot).
 */
const valid = Array.from({ length: VALID }, (_, i) => {
  const message = {
    name: `Reliability Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: i % 2 ? '+12025550143' : '',
    subject: i % 3 ? `Question number ${i}` : '',
    message: `Message marker rel-${i}-end. Hello, "quoted", with a comma\nand a second line.`,
  };
  return i % 4 === 0 ? message : { ...message, leaveEmpty: '', elapsedMs: 6_000 };
});

/** 50 messages that look automated: half fill the honeypot, half come faster than a person types. */
const suspects = Array.from({ length: SUSPECT }, (_, i) => ({
  name: `Suspect Sender ${i}`,
  email: `suspect${i}@example.com`,
  phone: '',
  subject: 'Cheap backlinks',
  message: `Message marker sus-${i}-end. Buy now.`,
  leaveEmpty: i % 2 ? 'https://spam.example' : '',
  elapsedMs: i % 2 ? 9_000 : 700,
}));

/** 500 bodies that are malformed or hostile in a different way each. */
function hostileBodies() {
  const base = valid[0];
  const html = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
  const formula = '=HYPERLINK("http://evil.example","click")';
  const makers = [
    () => ({ body: '{"name": "Dana",' }),
    () => ({ body: 'not json at all' }),
    () => ({ body: '' }),
    () => ({ body: 'null' }),
    () => ({ body: '[1,2,3]' }),
    () => ({ body: '"a string"' }),
    (i) => ({ body: JSON.stringify({ ...base, name: i }) }),
    () => ({ body: JSON.stringify({ ...base, email: ['a@example.com'] }) }),
    () => ({ body: JSON.stringify({ ...base, message: { text: html } }) }),
    () => ({ body: JSON.stringify({ ...base, phone: 12025550143 }) }),
    () => ({ body: JSON.stringify({ ...base, elapsedMs: 'slow' }) }),
    () => ({ body: JSON.stringify({ ...base, name: undefined }) }),
    () => ({ body: JSON.stringify({ ...base, message: '   ' }) }),
    (i) => ({ body: JSON.stringify({ ...base, name: `Eve\r\nBcc: victim${i}@example.com` }) }),
    (i) => ({ body: JSON.stringify({ ...base, subject: `Hello\nBcc: victim${i}@example.com\n\n${html}` }) }),
    () => ({ body: JSON.stringify({ ...base, name: `Eve\u0000` }) }),
    () => ({ body: JSON.stringify({ ...base, email: `${html}@example.com` }) }),
    () => ({ body: JSON.stringify({ ...base, email: `victim@example.com\r\nBcc: other@example.com` }) }),
    () => ({ body: JSON.stringify({ ...base, email: formula }) }),
    () => ({ body: JSON.stringify({ ...base, phone: formula }) }),
    () => ({ body: JSON.stringify({ ...base, phone: '+1 202 555 0143' }) }),
    () => ({ body: JSON.stringify({ ...base, phone: '+8613812345678' }) }),
    () => ({ body: JSON.stringify({ ...base, name: formula.repeat(5) }) }),
    () => ({ body: JSON.stringify({ ...base, subject: html.repeat(5) }) }),
    () => ({ body: JSON.stringify({ ...base, message: `${formula} ${html} `.repeat(80) }) }),
    () => ({ body: JSON.stringify({ ...base, message: 'x'.repeat(40 * 1024) }) }),
    () => ({ body: JSON.stringify({ ...base, padding: 'y'.repeat(33 * 1024) }) }),
    () => ({ body: JSON.stringify({ ...base, cc: 'victim@example.com', html }) }),
    () => ({ body: `{"__proto__":{"admin":true},${JSON.stringify(base).slice(1)}` }),
    () => ({
      body: JSON.stringify({ ...base, message: html }),
      contentType: 'application/x-www-form-urlencoded',
      method: 'GET',
    }),
  ];
  return Array.from({ length: HOSTILE }, (_, i) => ({ kind: i % makers.length, ...makers[i % makers.length](i) }));
}

/** @typedef {{ ok: boolean; text: string }} Check A check of the run: whether it held, and what it says. */

/**
 * The figures of a reliability run: what was sent, what was answered and what was stored, for the
 * valid messages, the suspected bots and the hostile bodies, and every check made of them.
 * @typedef {{
 *   valid: { sent: number; concurrency: number; seconds: number; emailOk: number; sheetOk: number; mails: number; distinctMails: number; rows: number; distinctRows: number; p50Ms: number; p95Ms: number; maxMs: number };
 *   suspects: { sent: number; requests: number; answered200: number; quarantineRows: number; distinctQuarantined: number; mailed: number; logged: number };
 *   hostile: { bodies: number; kinds: number; requests: number; answers: Record<string, number>; rejected4xx: number; errors5xx: number; mailed: number; logged: number; quarantined: number };
 *   checks: Check[];
 * }} ReliabilityFigures
 */

/**
 * Runs the reliability benchmark against the built site under its own emulator on `port` (with its
 * own outbox, removed afterwards) and returns its figures; `log` receives each check as it is made.
 * @param {{ port?: number; log?: (line: string) => void }} [options]
 * @returns {Promise<ReliabilityFigures>}
 */
export async function runReliability({
  port = Number(process.env['RELIABILITY_PORT'] ?? 8892),
  log = console.log,
} = {}) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  const outbox = mkdtempSync(join(tmpdir(), 'tidewell-reliability-'));
  /** @type {Check[]} */
  const checks = [];
  const check = (/** @type {boolean} */ ok, /** @type {string} */ text) => {
    log(`${ok ? '✓' : '✖'} ${text}`);
    checks.push({ ok, text });
  };
  const mailFiles = () => (existsSync(join(outbox, 'mail')) ? readdirSync(join(outbox, 'mail')) : []);
  const csvRecords = () => readCsvRecords(outbox, 'Contact');
  const quarantineRecords = () => readCsvRecords(outbox, 'Quarantine');

  /** @type {(() => void) | undefined} */
  let stop;
  try {
    const server = await startLocalServer({ port, env: { OUTBOX_DIR: outbox } });
    stop = server.stop;
    const { origin } = server;

    /** POSTs a raw body and returns the status and the time it took. */
    const post = async (/** @type {string} */ path, /** @type {string} */ body, contentType = 'application/json') => {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };

    // 1. Valid messages, as the form sends them: e-mail first, then the spreadsheet.
    const started = performance.now();
    const sent = await pool(valid, CONCURRENCY, async (message) => {
      const body = JSON.stringify(message);
      const email = await post('/api/email/contact', body);
      const sheet = email.status === 200 ? await post('/api/sheets/contact', body) : { status: 0, ms: 0 };
      return { email, sheet };
    });
    const seconds = (performance.now() - started) / 1000;
    const emailOk = sent.filter((r) => r.email.status === 200).length;
    const sheetOk = sent.filter((r) => r.sheet.status === 200).length;
    const mails = await readMails(outbox);
    const markerOf = (/** @type {string} */ text) => /rel-(\d+)-end/.exec(text)?.[1];
    const mailMarkers = new Set(mails.map((mail) => markerOf(mailText(mail))).filter(Boolean));
    const rows = csvRecords();
    const rowMarkers = new Set(rows.map(markerOf).filter(Boolean));
    const latencies = sent.flatMap((r) => [r.email.ms, r.sheet.ms]).filter((ms) => ms > 0);
    const validFigures = {
      sent: VALID,
      concurrency: CONCURRENCY,
      seconds,
      emailOk,
      sheetOk,
      mails: mails.length,
      distinctMails: mailMarkers.size,
      rows: rows.length,
      distinctRows: rowMarkers.size,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: percentile(latencies, 100),
    };
    log(
      `\nValid: ${VALID} messages, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s (${(VALID / seconds).toFixed(1)} messages/s); latency p50 ${validFigures.p50Ms} ms, p95 ${validFigures.p95Ms} ms, max ${validFigures.maxMs} ms`,
    );
    check(emailOk === VALID, `e-mail answered 200 to ${emailOk}/${VALID}`);
    check(sheetOk === VALID, `spreadsheet answered 200 to ${sheetOk}/${VALID}`);
    check(
      mails.length === VALID && mailMarkers.size === VALID,
      `outbox holds ${mails.length} .eml files, ${mailMarkers.size} distinct messages`,
    );
    check(
      rows.length === VALID && rowMarkers.size === VALID,
      `Contact.csv holds ${rows.length} rows, ${rowMarkers.size} distinct messages`,
    );

    // 2. Messages that look automated, as a bot driving the form sends them: kept, never mailed.
    const quarantined = await pool(suspects, CONCURRENCY, async (message) => {
      const body = JSON.stringify(message);
      const email = await post('/api/email/contact', body);
      const sheet = await post('/api/sheets/contact', body);
      return [email.status, sheet.status];
    });
    const kept = quarantineRecords();
    const keptMarkers = new Set(kept.map((row) => /sus-(\d+)-end/.exec(row)?.[1]).filter(Boolean));
    const suspectFigures = {
      sent: SUSPECT,
      requests: SUSPECT * 2,
      answered200: quarantined.flat().filter((status) => status === 200).length,
      quarantineRows: kept.length,
      distinctQuarantined: keptMarkers.size,
      mailed: mailFiles().length - VALID,
      logged: csvRecords().length - VALID,
    };
    log(`\nSuspected bots: ${SUSPECT} messages (honeypot or too fast), each to both endpoints`);
    check(
      suspectFigures.answered200 === suspectFigures.requests,
      `every suspect got the normal 200 (${suspectFigures.answered200}/${suspectFigures.requests})`,
    );
    check(
      kept.length === SUSPECT * 2 && keptMarkers.size === SUSPECT,
      `Quarantine.csv holds ${kept.length} rows, ${keptMarkers.size} distinct messages (one row per endpoint)`,
    );
    check(suspectFigures.mailed === 0, `no suspect was mailed (${suspectFigures.mailed} new .eml files)`);
    check(suspectFigures.logged === 0, `no suspect reached the Contact tab (${suspectFigures.logged} new rows)`);

    // 3. Malformed and hostile bodies, to both endpoints.
    const hostile = hostileBodies();
    const answers = await pool(hostile, CONCURRENCY, async (item) => {
      const statuses = [];
      for (const path of ['/api/email/contact', '/api/sheets/contact']) {
        if (item.method === 'GET') {
          const response = await fetch(`${origin}${path}?${new URLSearchParams({ body: item.body })}`);
          await response.arrayBuffer();
          statuses.push(response.status);
        } else {
          statuses.push((await post(path, item.body, item.contentType)).status);
        }
      }
      return statuses;
    });
    /** @type {Record<string, number>} */
    const histogram = {};
    for (const status of answers.flat()) histogram[status] = (histogram[status] ?? 0) + 1;
    const statuses = answers.flat();
    const hostileFigures = {
      bodies: HOSTILE,
      kinds: new Set(hostile.map((h) => h.kind)).size,
      requests: statuses.length,
      answers: histogram,
      rejected4xx: statuses.filter((status) => status >= 400 && status < 500).length,
      errors5xx: statuses.filter((status) => status >= 500).length,
      mailed: mailFiles().length - VALID,
      logged: csvRecords().length - VALID,
      quarantined: quarantineRecords().length - SUSPECT * 2,
    };
    log(
      `\nHostile: ${HOSTILE} bodies of ${hostileFigures.kinds} kinds, each to both endpoints; answers ${JSON.stringify(histogram)}`,
    );
    check(
      hostileFigures.rejected4xx === statuses.length,
      `every hostile body got a 4xx (${hostileFigures.rejected4xx}/${statuses.length})`,
    );
    check(hostileFigures.errors5xx === 0, `no hostile body got a 5xx (${hostileFigures.errors5xx})`);
    check(hostileFigures.mailed === 0, `nothing more was mailed (${hostileFigures.mailed} new .eml files)`);
    check(hostileFigures.logged === 0, `nothing more was logged (${hostileFigures.logged} new rows)`);
    check(hostileFigures.quarantined === 0, `nothing more was quarantined (${hostileFigures.quarantined} new rows)`);
    return { valid: validFigures, suspects: suspectFigures, hostile: hostileFigures, checks };
  } finally {
    stop?.();
    rmSync(outbox, { recursive: true, force: true });
  }
}

/**
 * The figures as Markdown: sent against answered and stored for each kind of traffic, then every
 * check.
 * @param {ReliabilityFigures} figures
 */
export function renderReliability({ valid, suspects, hostile, checks }) {
  const answers = Object.entries(hostile.answers)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    '| traffic | sent | answered | stored |',
    '|---|---|---|---|',
    `| valid messages, ${valid.concurrency} at a time (e-mail, then spreadsheet) | ${valid.sent} | e-mail 200: ${valid.emailOk}; spreadsheet 200: ${valid.sheetOk} | ${valid.mails} .eml (${valid.distinctMails} distinct); ${valid.rows} Contact rows (${valid.distinctRows} distinct) |`,
    `| suspected bots (honeypot or too fast), to both endpoints | ${suspects.sent} | 200: ${suspects.answered200}/${suspects.requests} | ${suspects.quarantineRows} Quarantine rows (${suspects.distinctQuarantined} distinct); ${suspects.mailed} mailed; ${suspects.logged} Contact rows |`,
    `| malformed or hostile bodies (${hostile.kinds} kinds), to both endpoints | ${hostile.bodies} | 4xx: ${hostile.rejected4xx}/${hostile.requests}; 5xx: ${hostile.errors5xx} (${answers}) | ${hostile.mailed} mailed; ${hostile.logged} Contact rows; ${hostile.quarantined} Quarantine rows |`,
    '',
    `Valid messages took ${valid.seconds.toFixed(1)} s (${(valid.sent / valid.seconds).toFixed(1)} messages/s); latency through the emulator p50 ${valid.p50Ms} ms, p95 ${valid.p95Ms} ms, max ${valid.maxMs} ms.`,
    '',
    ...checks.map((item) => `- ${item.ok ? '✓' : '✖'} ${item.text}`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await runReliability();
  const failed = figures.checks.some((item) => !item.ok);
  console.log(failed ? '\n✖ Reliability checks failed.' : '\n✓ All reliability checks passed.');
  process.exit(failed ? 1 : 0);
}
