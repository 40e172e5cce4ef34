import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * scripts/run-parallel.mjs, which runs lint and the type checks side by side in `npm run
 * test:quick`: both at once, each log whole under its name, every script to its end, and the
 * first failure's exit status.
 */

const SCRIPT = resolve('scripts/run-parallel.mjs');
const project = mkdtempSync(join(tmpdir(), 'tidewell-run-parallel-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A script that writes its name, waits until `other` has written its own, then prints and exits. */
const meets = (name: string, other: string, exit = 0) =>
  `node -e "require('fs').writeFileSync('${name}', ''); const t = Date.now(); ` +
  `while (!require('fs').existsSync('${other}')) { if (Date.now() - t > 20000) process.exit(9); } ` +
  `console.log('${name} line 1'); console.log('${name} line 2'); process.exit(${exit})"`;

writeFileSync(
  join(project, 'package.json'),
  JSON.stringify({
    name: 'run-parallel-fixture',
    private: true,
    scripts: {
      first: meets('first', 'second'),
      second: meets('second', 'first'),
      broken: meets('broken', 'third', 3),
      third: meets('third', 'broken'),
    },
  }),
);

/** Runs the script in the fixture project, with none of the scripts' marks left from before. */
const runParallel = (...names: string[]) => {
  for (const name of ['first', 'second', 'broken', 'third']) rmSync(join(project, name), { force: true });
  return spawnSync(process.execPath, [SCRIPT, ...names], { cwd: project, encoding: 'utf8', timeout: 60_000 });
};

describe('scripts/run-parallel.mjs', () => {
  it('runs the scripts at once (each waits for the other) and prints each log whole under its name', () => {
    const result = runParallel('first', 'second');
    expect(result.status).toBe(0);
    for (const name of ['first', 'second']) {
      expect(result.stdout).toMatch(new RegExp(`${name} line 1\\n${name} line 2\\n\\n── npm run ${name}: passed in`));
    }
  });

  it("ends with the failing script's status, after the others have run to their end", () => {
    const result = runParallel('broken', 'third');
    expect(result.status).toBe(3);
    expect(result.stdout).toContain('── npm run broken: failed (exit status 3) in');
    expect(result.stdout).toContain('third line 2\n\n── npm run third: passed in');
  });

  it('says how to use it when no script is named', () => {
    const result = runParallel();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: node scripts/run-parallel.mjs');
  });
});
