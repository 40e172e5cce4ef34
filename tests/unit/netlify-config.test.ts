import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}
const config = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
  build: { command: string; publish: string; environment: Record<string, string> };
  functions: { directory: string };
  headers: HeaderRule[];
};
const rule = (path: string) => config.headers.find((h) => h.for === path)?.values ?? {};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };

// The security headers are checked on served pages (tests/e2e/platform.spec.ts). The local
// emulator overrides Cache-Control on static files with its own value, so the caching rule is
// checked here, on the configuration Netlify's CDN applies in production.
describe('netlify.toml', () => {
  it('builds with npm run build into dist/ on the Node the project pins', () => {
    expect(config.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
    const pinned = /\d+/.exec(pkg.devDependencies['node'] ?? '')?.[0];
    expect(pinned).toBe('24');
    expect(config.build.environment['NODE_VERSION']).toBe(pinned);
    expect(config.functions.directory).toBe('netlify/functions');
  });

  it('caches hashed build assets for a year, immutably', () => {
    expect(rule('/_astro/*')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});
