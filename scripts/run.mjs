// How the npm scripts start a tool: `node scripts/run.mjs <command> [arguments…]`. It stops with a
// clear message on a Node older than the project needs (scripts/check-node.mjs), then runs the
// command with the variables Astro's CLI is to see, set here once rather than on every script line:
//
//   ASTRO_TELEMETRY_DISABLED=1    Astro sends no usage data.
//   ASTRO_DEV_BACKGROUND=0,       `astro dev` and `astro preview` stay in the foreground with their
//   ASTRO_PREVIEW_BACKGROUND=0    usual output, even where Astro would guess a coding agent runs
//                                 them (it would start them in the background).
//
// `node` as the command is the Node just checked. The command's exit status is the script's; a
// signal the script gets (Ctrl-C, a test runner stopping it) is passed on to the command.
import { spawn } from 'node:child_process';
import { nodeVersionProblem } from './check-node.mjs';

const ASTRO_ENV = { ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DEV_BACKGROUND: '0', ASTRO_PREVIEW_BACKGROUND: '0' };

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/run.mjs <command> [arguments…]');
  process.exit(2);
}

const child = spawn(command === 'node' ? process.execPath : command, args, {
  stdio: 'inherit',
  env: { ...process.env, ...ASTRO_ENV },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`✖ ${command} could not start: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
