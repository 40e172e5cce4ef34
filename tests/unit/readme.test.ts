import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The README is read by a developer, an editor and an operator who trust it: the files it names
 * exist, and it names every script they can run.
 */

const readme = readFileSync('README.md', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

/** Every `code` span that names a file or folder of the project (placeholders like `<slug>` left out). */
const namedPaths = [...readme.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1] ?? '')
  .filter((text) => /^(src|scripts|tests|netlify|public|\.ci)\/|^[\w.-]+\.(js|mjs|json|toml)$/.test(text))
  .filter((text) => !/[<>*]/.test(text) && !text.startsWith('@'));

describe('the README', () => {
  it('names files and folders that exist', () => {
    expect(namedPaths.length).toBeGreaterThan(15);
    expect(namedPaths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('names every npm script, or links to docs/testing.md, which does', () => {
    const documented = readme + readFileSync('docs/testing.md', 'utf8');
    const missing = Object.keys(packageJson.scripts).filter(
      (name) => !documented.includes(`npm ${name === 'test' || name === 'start' ? '' : 'run '}${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('opens with an index for its three readers', () => {
    const opening = readme.split('\n## ')[0] ?? '';
    for (const reader of ['Developer', 'Editor', 'Operator']) expect(opening).toContain(`**${reader}**`);
  });
});
