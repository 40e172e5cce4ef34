// Serves the built site (dist/) and the functions under Netlify's own emulator, offline, so that
// netlify.toml headers, redirects, the 404 page and function routing behave as in production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
// The functions' own environment rules (Node 24 runs the TypeScript module as it is).
import { readEnv } from '../../src/server/env.ts';
import { bundleFunctions, LOCAL_FUNCTIONS_DIR } from './bundle-functions.mjs';

const port = process.env.PORT ?? '8888';
// Where the functions write mail and sheet rows when no provider credentials are set.
const outbox = resolve(process.env.OUTBOX_DIR ?? '.local/outbox');

if (!existsSync('dist/index.html')) {
  console.error('✖ dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

// What the functions will do with this environment under the emulator ("dev"), said up front.
const env = readEnv({ ...process.env, OUTBOX_DIR: outbox }, 'dev');
const providers = [
  env.sendgrid
    ? 'Mail: SendGrid'
    : `Mail: no SENDGRID_API_KEY, so each message is saved as a .eml file in ${resolve(env.outboxDir, 'mail')}`,
  env.google
    ? 'Sheets: Google Sheets'
    : `Sheets: no Google credentials, so rows are appended to CSV files in ${resolve(env.outboxDir, 'sheets')} (Contact.csv, Tickets.csv; Quarantine.csv, Ticket quarantine.csv for what looks automated)`,
  env.openai
    ? `Chat: OpenAI (${env.openai.model}), the local assistant when it is unavailable`
    : 'Chat: no OPENAI_API_KEY, so the local assistant answers from the site data',
];
for (const line of providers) console.log(`ℹ ${line}`);

// The functions bundled as a deploy's are, but with the local stand-ins (the outbox) that a
// deploy's bundles leave out, from the sources as they are now.
await bundleFunctions({ outDir: LOCAL_FUNCTIONS_DIR, deploy: false });

const child = spawn(
  'netlify',
  [
    'dev',
    '--offline',
    '--framework',
    '#static',
    '--dir',
    'dist',
    '--functions',
    LOCAL_FUNCTIONS_DIR,
    '--port',
    port,
    '--no-open',
    '--skip-gitignore',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, OUTBOX_DIR: outbox, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1' },
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
