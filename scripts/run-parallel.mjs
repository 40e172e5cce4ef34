// Runs npm scripts side by side: `node scripts/run-parallel.mjs lint typecheck`. `npm run test:quick`
// uses it for lint and the type checks, two tools of one core each that read the sources and
// change nothing, so on this 2-core machine they take as long together as the slower alone.
//
// Each script's output is held and printed whole when it ends, under a line that names it, so two
// logs never interleave. Every script runs to its end, even when another fails, so one run names
// every problem; the exit status is the first failing script's (1 for one stopped by a signal),
// or 0 when all pass. A signal this script gets (Ctrl-C, a runner stopping it) is passed on.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/run-parallel.mjs <npm script> [<npm script>…]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

/**
 * Runs `npm run <name>` and resolves with its exit status and its whole output.
 * @param {string} name
 * @returns {Promise<{ name: string; status: number; output: string; seconds: number }>}
 */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (/** @type {number} */ status) =>
      resolve({ name, status, output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`✖ npm could not start: ${error.message}\n`));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

let failed = 0;
await Promise.all(
  names.map((name) =>
    run(name).then(({ status, output, seconds }) => {
      const verdict = status === 0 ? 'passed' : `failed (exit status ${status})`;
      process.stdout.write(`${output.trimEnd()}\n\n── npm run ${name}: ${verdict} in ${seconds.toFixed(1)} s ──\n\n`);
      if (status !== 0 && failed === 0) failed = status;
    }),
  ),
);
process.exit(failed);
