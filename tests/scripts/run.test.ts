import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * scripts/run.mjs, which every npm script that runs a tool goes through: the Node guard first
 * (nodeVersionProblem, tested in lib.test.ts), then the tool with Astro's variables set, its
 * arguments as given and its exit status passed back.
 */

/** Runs `node scripts/run.mjs ...args` on this Node, as npm would. */
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', ASTRO_TELEMETRY_DISABLED: '' },
  });

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('scripts/run.mjs', () => {
  it("runs the command with Astro's variables and its arguments as given", () => {
    const printEnv =
      'console.log(JSON.stringify([process.env.ASTRO_TELEMETRY_DISABLED, process.env.ASTRO_DEV_BACKGROUND, process.env.ASTRO_PREVIEW_BACKGROUND, process.argv.slice(1)]))';
    const result = run('node', '-e', printEnv, 'a b', '--flag');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(['1', '0', '0', ['a b', '--flag']]);
  });

  it("runs `node` on the Node it checked and ends with the command's exit status", () => {
    const result = run('node', '-e', 'console.log(process.execPath); process.exit(3)');
    expect(result.stdout.trim()).toBe(process.execPath);
    expect(result.status).toBe(3);
  });

  it('says so when the command cannot start, or none is given', () => {
    const missing = run('no-such-command-tidewell');
    expect(missing.status).toBe(127);
    expect(missing.stderr).toContain('no-such-command-tidewell could not start');
    expect(run().status).toBe(2);
  });

  it('is how the scripts that run Astro start it, with no variable set on the script line', () => {
    for (const name of ['dev', 'build', 'typecheck']) expect(scripts[name]).toMatch(/^node scripts\/run\.mjs astro /);
    expect(Object.values(scripts).filter((line) => /ASTRO_|check:node/.test(line))).toEqual([]);
  });
});
