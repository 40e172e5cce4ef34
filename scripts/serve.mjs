// Serves the built site (dist/) and the functions under Netlify's own emulator, offline, so that
// netlify.toml headers, redirects, the 404 page and function routing behave as in production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const port = process.env.PORT ?? '8888';
// Where the functions write mail and sheet rows when no provider credentials are set.
const outbox = resolve(process.env.OUTBOX_DIR ?? '.local/outbox');

if (!existsSync('dist/index.html')) {
  console.error('✖ dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

const providers = [
  process.env.SENDGRID_API_KEY
    ? 'Mail: SendGrid'
    : `Mail: no SENDGRID_API_KEY, so each message is saved as a .eml file in ${resolve(outbox, 'mail')}`,
  process.env.GOOGLE_SERVICE_ACCOUNT_EMAIL && process.env.GOOGLE_PRIVATE_KEY && process.env.GOOGLE_SHEETS_ID
    ? 'Sheets: Google Sheets'
    : `Sheets: no Google credentials, so rows are appended to CSV files in ${resolve(outbox, 'sheets')}`,
];
for (const line of providers) console.log(`ℹ ${line}`);

const child = spawn(
  'netlify',
  ['dev', '--offline', '--framework', '#static', '--dir', 'dist', '--port', port, '--no-open', '--skip-gitignore'],
  {
    stdio: 'inherit',
    env: { ...process.env, OUTBOX_DIR: outbox, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1' },
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
