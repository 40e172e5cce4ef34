import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { AUDIT_SITE_ORIGIN } from './tests/e2e/audit-site.ts';
import { ANY_DEVICE_TAG } from './tests/e2e/devices.ts';
import { e2eOutbox } from './tests/e2e/outbox.ts';

const port = Number(process.env['E2E_PORT'] ?? 8890);

const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // Tests of what no device changes (tests/e2e/devices.ts) run once, in the desktop project.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grepInvert: new RegExp(ANY_DEVICE_TAG),
    },
  ],
  webServer: [
    // The built site under Netlify's emulator, exactly as `npm start` serves it.
    {
      command: 'node scripts/build/serve.mjs',
      // The functions write mail and sheet rows here (no provider credentials in tests), the audit
      // may fetch the fixture site below (AUDIT_ALLOW_ORIGINS: tests and local use only), and the
      // fixture site stands in for Google PageSpeed Insights too.
      env: {
        PORT: String(port),
        OUTBOX_DIR: e2eOutbox,
        AUDIT_ALLOW_ORIGINS: AUDIT_SITE_ORIGIN,
        PAGESPEED_API_KEY: 'e2e-pagespeed-key',
        PAGESPEED_API_URL: AUDIT_SITE_ORIGIN,
      },
      url: `http://localhost:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: !process.env['CI'],
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // A small website on loopback for the audit page's tests to audit (tests/e2e/audit-site.ts).
    {
      command: 'node tests/e2e/audit-site.ts',
      env: { AUDIT_SITE_ORIGIN },
      url: `${AUDIT_SITE_ORIGIN}/robots.txt`,
      timeout: 30_000,
      reuseExistingServer: !process.env['CI'],
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
