import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file under `dir` whose name ends with one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

/** The CSS a source file holds: a stylesheet whole, an Astro component its <style> blocks. */
function cssOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('\n');
}

/** The declarations of the token block at the top of global.css (`@layer tokens { ... }`). */
const TOKEN_BLOCK = /@layer tokens \{[\s\S]*?\n\}\n/;

describe('colours', () => {
  const files = filesUnder('src', ['.css', '.astro']);

  it('has its design tokens in one block of global.css', () => {
    expect(readFileSync('src/styles/global.css', 'utf8')).toMatch(TOKEN_BLOCK);
  });

  it.each(files)('%s names its colours by token, not by hex value', (file) => {
    const css = cssOf(file).replace(TOKEN_BLOCK, '');
    expect(css.match(/#[\da-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
