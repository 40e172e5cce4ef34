import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { DEPLOY_FUNCTIONS_DIR, FUNCTIONS_NODE } from '../../scripts/build/bundle-functions.mjs';

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}
const config = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
  build: { command: string; publish: string; environment: Record<string, string> };
  functions: { directory: string; node_bundler: string };
  headers: HeaderRule[];
};
const rule = (path: string) => config.headers.find((h) => h.for === path)?.values ?? {};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

// The security headers are checked on served pages (tests/e2e/platform.spec.ts). The local
// emulator overrides Cache-Control on static files with its own value, so the caching rule is
// checked here, on the configuration Netlify's CDN applies in production.
describe('netlify.toml', () => {
  it('builds with npm run build into dist/ on the Node the project pins', () => {
    expect(config.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
    const pinned = /\d+/.exec(pkg.devDependencies['node'] ?? '')?.[0];
    expect(pinned).toBe('24');
    expect(config.build.environment['NODE_VERSION']).toBe(pinned);
  });

  it("deploys the functions as the build bundles them, for the Node they run on, and Netlify's bundling of none", () => {
    expect(pkg.scripts['build']).toMatch(/astro build && node scripts\/build\/bundle-functions\.mjs$/);
    expect(config.functions).toMatchObject({ directory: DEPLOY_FUNCTIONS_DIR, node_bundler: 'none' });
    expect(FUNCTIONS_NODE).toBe(`node${config.build.environment['NODE_VERSION']}`);
  });

  it('caches hashed build assets for a year, immutably', () => {
    expect(rule('/_astro/*')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});
