// Starts the built site and its functions under the Netlify emulator (scripts/build/serve.mjs) for a
// script, waits until /api/health answers, and stops it when the script ends.
import { spawn } from 'node:child_process';

/** @param {{ port: number, env?: Record<string, string> }} options */
export async function startLocalServer({ port, env = {} }) {
  const origin = `http://localhost:${port}`;
  // Another server already on the port would answer in this one's place (with its own outbox).
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what serves ${origin} or choose another port`);
  const server = spawn('node', ['scripts/build/serve.mjs'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  // The emulator starts children of its own: stop the whole process group.
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('the local server did not start within 120 s');
}
