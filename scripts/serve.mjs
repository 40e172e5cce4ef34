// Serves the built site (dist/) and the functions under Netlify's own emulator, offline, so that
// netlify.toml headers, redirects, the 404 page and function routing behave as in production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.env.PORT ?? '8888';

if (!existsSync('dist/index.html')) {
  console.error('✖ dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

const child = spawn(
  'netlify',
  ['dev', '--offline', '--framework', '#static', '--dir', 'dist', '--port', port, '--no-open', '--skip-gitignore'],
  {
    stdio: 'inherit',
    env: { ...process.env, BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1' },
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
