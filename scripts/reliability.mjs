// Reliability benchmark of the contact functions under the Netlify emulator, with the local
// stand-ins (no provider credentials): 200 valid messages sent 20 at a time (a quarter of them
// with only the spec's fields) must give 200 distinct .eml files and 200 spreadsheet rows; 50
// messages that look automated must be quarantined (a Quarantine row from each endpoint, no mail);
// 500 malformed or hostile bodies must all get a 4xx answer, none a 5xx, and store nothing. It
// prints the figures and exits 1 if any check fails.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalServer } from './local-server.mjs';
import { percentile, pool } from './measure.mjs';
import { mailText, readCsvRecords, readMails } from './outbox.mjs';

const port = Number(process.env.RELIABILITY_PORT ?? 8892);
const VALID = 200;
const SUSPECT = 50;
const HOSTILE = 500;
const CONCURRENCY = 20;

if (!existsSync('dist/index.html')) {
  console.error('✖ dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const outbox = mkdtempSync(join(tmpdir(), 'tidewell-reliability-'));
const { origin, stop } = await startLocalServer({ port, env: { OUTBOX_DIR: outbox } });

/** POSTs a raw body and returns the status and the time it took. */
async function post(path, body, contentType = 'application/json') {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const mailFiles = () => (existsSync(join(outbox, 'mail')) ? readdirSync(join(outbox, 'mail')) : []);
const csvRecords = () => readCsvRecords(outbox, 'Contact');
const quarantineRecords = () => readCsvRecords(outbox, 'Quarantine');

/**
 * 200 valid messages, each with a marker so duplicates and losses show. Every fourth carries only
 * the fields the spec names, as an API client would send it (no fill time, no honeypot).
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

let failed = false;
const check = (ok, text) => {
  console.log(`${ok ? '✓' : '✖'} ${text}`);
  if (!ok) failed = true;
};

try {
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
  const markerOf = (text) => /rel-(\d+)-end/.exec(text)?.[1];
  const mailMarkers = new Set(mails.map((mail) => markerOf(mailText(mail))).filter(Boolean));
  const rows = csvRecords();
  const rowMarkers = new Set(rows.map(markerOf).filter(Boolean));
  const latencies = sent.flatMap((r) => [r.email.ms, r.sheet.ms]).filter((ms) => ms > 0);
  console.log(
    `\nValid: ${VALID} messages, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s (${(VALID / seconds).toFixed(1)} messages/s); latency p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${percentile(latencies, 100)} ms`,
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
  console.log(`\nSuspected bots: ${SUSPECT} messages (honeypot or too fast), each to both endpoints`);
  check(
    quarantined.flat().every((status) => status === 200),
    `every suspect got the normal 200 (${quarantined.flat().filter((s) => s === 200).length}/${SUSPECT * 2})`,
  );
  check(
    kept.length === SUSPECT * 2 && keptMarkers.size === SUSPECT,
    `Quarantine.csv holds ${kept.length} rows, ${keptMarkers.size} distinct messages (one row per endpoint)`,
  );
  check(mailFiles().length === VALID, `no suspect was mailed (${mailFiles().length - VALID} new .eml files)`);
  check(csvRecords().length === VALID, `no suspect reached the Contact tab (${csvRecords().length - VALID} new rows)`);

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
  const histogram = {};
  for (const status of answers.flat()) histogram[status] = (histogram[status] ?? 0) + 1;
  const all4xx = answers.flat().every((status) => status >= 400 && status < 500);
  const none5xx = answers.flat().every((status) => status < 500);
  console.log(
    `\nHostile: ${HOSTILE} bodies of ${new Set(hostile.map((h) => h.kind)).size} kinds, each to both endpoints; answers ${JSON.stringify(histogram)}`,
  );
  check(
    all4xx,
    `every hostile body got a 4xx (${answers.flat().filter((s) => s >= 400 && s < 500).length}/${answers.flat().length})`,
  );
  check(none5xx, `no hostile body got a 5xx (${answers.flat().filter((s) => s >= 500).length})`);
  check(mailFiles().length === VALID, `nothing more was mailed (${mailFiles().length - VALID} new .eml files)`);
  check(csvRecords().length === VALID, `nothing more was logged (${csvRecords().length - VALID} new rows)`);
  check(
    quarantineRecords().length === SUSPECT * 2,
    `nothing more was quarantined (${quarantineRecords().length - SUSPECT * 2} new rows)`,
  );
} finally {
  stop();
  rmSync(outbox, { recursive: true, force: true });
}

console.log(failed ? '\n✖ Reliability checks failed.' : '\n✓ All reliability checks passed.');
process.exit(failed ? 1 : 0);
