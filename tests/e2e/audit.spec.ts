import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { byImpact } from '../../src/lib/audit-report.ts';
import type { AuditReport } from '../../src/lib/calls/audit.ts';
import { auditReports } from '../fixtures/audit-reports.ts';
import { AUDIT_SITE_ORIGIN } from './audit-site.ts';
import { FAILURE, fillTimePasses, islandOf, SENT_THROUGH_FUNCTIONS, slowScripts, unique } from './contact-helpers.ts';
import { sidewaysOverflow, trackLoads } from './helpers.ts';
import { mailsMentioning, rowsMentioning } from './outbox.ts';

/*
 * The free website audit in the browser, at both sizes: a real audit of a fixture site on loopback
 * (the emulator's audit function may fetch it: playwright.config.ts), run with the keyboard alone,
 * its report, axe, and the review request found in the outbox; every finding of a full report (a
 * report of the checks' calibration site, answered in place of the function); the failures the
 * audit answers; the waiting panel; the address a link fills in; what the page loads before and
 * after Run; a Run pressed before the form's code arrived; and the report on paper.
 */

const PATH = '/free-seo-audit';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** JavaScript the first Run may load, gzipped: React and the audit's code (the chat's first open keeps 90 KB). */
const RUN_JS_BUDGET_BYTES = 90 * 1024;
/** What the review form adds once a report is shown: its phone input and numbering plans. */
const REVIEW_JS_BUDGET_BYTES = 35 * 1024;
/** JavaScript before any interaction, on every page (tests/dist/build.test.ts holds it too). */
const PAGE_JS_BUDGET_BYTES = 5 * 1024;

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const form = (page: Page) => page.locator('form.audit-form');
const address = (page: Page) => form(page).getByLabel('Website address');
const report = (page: Page) => page.locator('section.report');

/** Presses Tab until `target` has the focus, as a keyboard user gets there (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Answers the page's audits with `answer` (a report, or a status and body), after `delayMs`. */
async function answerAudits(page: Page, answer: AuditReport | { status: number; json: object }, delayMs = 0) {
  await page.route('**/api/audit', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if ('status' in answer && typeof answer.status === 'number' && 'json' in answer) {
      await route.fulfill({ status: answer.status, json: answer.json });
    } else await route.fulfill({ json: answer });
  });
}

/** The ids of the checks the page shows, in its order. */
const shownChecks = (page: Page) =>
  report(page)
    .locator('[data-check]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-check')));

test('a real audit of a site, run and read with the keyboard alone; the review request reaches the outbox', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const marker = unique();
  await page.clock.install();
  await page.goto(PATH);

  // Keyboard only: from the top of the page to the address field, type, on to the phrase, Enter.
  await tabTo(page, address(page));
  await page.keyboard.type(`${AUDIT_SITE_ORIGIN}/`);
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel('Search phrase')).toBeFocused();
  await page.keyboard.type('bakery portland');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/audit'));
  await page.keyboard.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as AuditReport;
  expect(answer.finalUrl).toBe(`${AUDIT_SITE_ORIGIN}/`);

  // The report takes the focus: its heading says the score, the gauge says it as an image.
  const heading = report(page).getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(`${new URL(AUDIT_SITE_ORIGIN).host} scores ${answer.score} out of 100`);
  await expect(
    report(page).getByRole('img', { name: `Score: ${answer.score} out of 100`, exact: false }),
  ).toBeVisible();
  await expect(report(page).getByText('Search phrase “bakery portland”')).toBeVisible();
  // Every check of the answer, sorted by impact; every category; every note.
  expect(await shownChecks(page)).toEqual(byImpact(answer.checks).map((check) => check.id));
  for (const category of answer.categories) await expect(report(page).getByText(category.label).first()).toBeVisible();
  for (const note of answer.notes) await expect(report(page).getByText(note)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await violations(page)).toEqual([]);

  // On to the review request, still by keyboard: its fields, then Enter in the last one sends.
  const review = page.locator('form.lead__form');
  await tabTo(page, review.getByLabel('Name'));
  await page.keyboard.type(`Dana Whitfield ${marker}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('dana@harborbakery.example');
  await tabTo(page, review.getByPlaceholder('Enter phone number'));
  await page.keyboard.type('2025550143');
  await tabTo(page, review.getByLabel('Note'));
  await page.keyboard.type(`Where do we start? ${marker}`);
  await fillTimePasses(page);
  await tabTo(page, review.getByRole('button', { name: 'Ask for my free review' }));
  await page.keyboard.press('Enter');
  await expect(review.getByRole('button', { name: 'Request sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
  await expect(
    review.getByText(`Thank you, Dana Whitfield ${marker}. Your request for a review is with our team.`),
  ).toBeVisible();

  await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
  const [mail] = await mailsMentioning(marker);
  expect(mail?.subject).toBe(
    `Free audit review for ${new URL(AUDIT_SITE_ORIGIN).host} (score ${answer.score}) from Dana Whitfield ${marker}`,
  );
  expect(mail?.text).toContain(`Audited page: ${AUDIT_SITE_ORIGIN}/\n`);
  expect(mail?.text).toContain('Search phrase: bakery portland\n');
  expect(mail?.text).toContain('Phone: +12025550143\n');
  await expect.poll(() => rowsMentioning('Audits', marker).length).toBe(1);
  expect(rowsMentioning('Audits', marker)[0]).toContain(
    `,+12025550143,${AUDIT_SITE_ORIGIN}/,bakery portland,${answer.score},`,
  );
  expect(rowsMentioning('Audit quarantine', marker)).toEqual([]);
});

test('the speed in a real browser: Google measures it after the report, the page says so meanwhile, then shows every figure with its rating; a failed measurement can be tried again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(PATH);
  // The fake Google fails this address's first measurement (tests/e2e/audit-site.ts).
  await address(page).fill(`${AUDIT_SITE_ORIGIN}/?speed=fail-once-${unique()}`);
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  const speed = report(page).locator('section.speed');
  await expect(speed.getByRole('heading', { name: 'Speed on a phone, measured by Google' })).toBeVisible();
  await expect(speed).toHaveAttribute('data-speed', 'running');
  await expect(speed.getByText(/Google is loading the page in a real browser/)).toBeVisible();
  // The report is whole meanwhile, and no longer says that speed was not measured.
  await expect(report(page).locator('[data-check="response-time"]')).toHaveCount(1);
  await expect(report(page).getByText(/^Speed was not measured/)).toHaveCount(0);

  await expect(speed).toHaveAttribute('data-speed', 'failed', { timeout: 20_000 });
  await expect(speed.locator('.speed__failed')).toContainText(
    'Its speed could not be measured: Google’s browser could not load the page (FAILED_DOCUMENT_REQUEST).',
  );
  await speed.getByRole('button', { name: 'Measure the speed again' }).click();
  await expect(speed).toHaveAttribute('data-speed', 'running');

  await expect(speed).toHaveAttribute('data-speed', 'done', { timeout: 20_000 });
  await expect(
    speed.getByRole('img', { name: 'Google performance score: 87 out of 100, needs improvement' }),
  ).toBeVisible();
  const figure = (list: string, id: string) => speed.getByRole('list', { name: list }).locator(`[data-metric="${id}"]`);
  await expect(figure('Lab figures', 'lcp')).toContainText('Largest Contentful Paint');
  await expect(figure('Lab figures', 'lcp')).toContainText('2.9 s');
  await expect(figure('Lab figures', 'lcp')).toContainText('Needs improvement');
  await expect(figure('Lab figures', 'tbt')).toContainText('146 ms');
  await expect(figure('Lab figures', 'tbt')).toContainText('Good');
  await expect(speed.getByText('Core Web Vitals:')).toContainText('Needs improvement');
  await expect(figure("Real visitors' figures", 'inp')).toContainText('320 ms');
  await expect(speed.getByText(/on this page\.$/)).toBeVisible();
  await expect(speed.getByRole('status')).toHaveText('Speed measured: Google performance score 87 out of 100.');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
});

test('a full report: the score, the categories, and every finding with why, how and who fixes it', async ({ page }) => {
  const full = auditReports.neglected;
  await answerAudits(page, full);
  await page.goto(PATH);
  await address(page).fill('bobsplumbing.example');
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText('bobsplumbing.example scores 47 out of 100');
  await expect(report(page).getByText('Poor', { exact: true })).toBeVisible();

  const categories = report(page).locator('.category');
  await expect(categories).toHaveCount(full.categories.length);
  for (const [index, category] of full.categories.entries()) {
    await expect(categories.nth(index)).toHaveText(`${category.label}${category.score} out of 100`);
  }
  expect(await shownChecks(page)).toEqual(byImpact(full.checks).map((check) => check.id));

  // The failures are open: what was found, how to fix it, and a link to the service that does.
  const failures = full.checks.filter((check) => check.status === 'fail');
  const fixFirst = page.getByRole('region', { name: `Fix these first (${failures.length})` });
  for (const check of failures) {
    const finding = fixFirst.locator(`[data-check="${check.id}"]`);
    await expect(finding.getByText('Fail', { exact: true })).toBeVisible();
    await expect(finding.getByRole('heading', { name: check.title })).toBeVisible();
    await expect(finding.getByText(check.detail)).toBeVisible();
    await expect(finding.getByText(check.fix)).toBeVisible();
    if (check.service)
      await expect(finding.getByRole('link', { name: /^Get it fixed:/ })).toHaveAttribute('href', check.service);
  }
  // A warning opens from the keyboard.
  const warning = full.checks.find((check) => check.status === 'warn');
  if (!warning) throw new Error('the fixture has a warning');
  const folded = page.locator(`[data-check="${warning.id}"]`);
  await expect(folded.getByText(warning.fix)).toBeHidden();
  await folded.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(folded.getByText(warning.fix)).toBeVisible();
  // What passes is one press away.
  const passes = full.checks.filter((check) => check.status === 'pass');
  await page.getByText(`Show all ${passes.length}`).click();
  for (const check of passes)
    await expect(page.locator(`[data-check="${check.id}"] .passed__title`)).toContainText(check.title);

  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
});

test('what the audit refuses or cannot read is said plainly: at the field (422), and which failure it was (502)', async ({
  page,
}) => {
  await page.goto(PATH);
  await address(page).fill('localhost');
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  const error = form(page).getByText('localhost is a local or reserved name, not a public website.', { exact: false });
  await expect(error).toBeVisible();
  await expect(address(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(address(page)).toBeFocused();
  await expect(report(page)).toHaveCount(0);

  for (const [path, words] of [
    ['/gone', 'The page answered 404 Not Found: the audit needs a page that loads.'],
    ['/brochure.pdf', 'That address is not an HTML page (it is application/pdf): the audit checks web pages.'],
  ] as const) {
    await address(page).fill(`${AUDIT_SITE_ORIGIN}${path}`);
    await form(page).getByRole('button', { name: 'Run audit' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`We could not audit ${new URL(AUDIT_SITE_ORIGIN).host}`);
    await expect(alert).toContainText(words);
    await expect(alert).toBeFocused();
    await expect(address(page)).not.toHaveAttribute('aria-invalid');
  }
  expect(await violations(page)).toEqual([]);

  // An empty address never leaves the page.
  await address(page).fill('   ');
  let calls = 0;
  page.on('request', (request) => void (request.url().endsWith('/api/audit') && (calls += 1)));
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(form(page).getByText('Enter the address of the page to audit')).toBeVisible();
  expect(calls).toBe(0);
});

test('the rate limit and a lost connection are said in words, not as a status code', async ({ page }) => {
  await answerAudits(page, { status: 429, json: {} });
  await page.goto(PATH);
  await address(page).fill('bobsplumbing.example');
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(page.getByRole('alert')).toContainText('Wait a minute, then run it again.');
  await page.unroute('**/api/audit');
  await page.route('**/api/audit', (route) => route.abort('internetdisconnected'));
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(page.getByRole('alert')).toContainText('Check your connection and run it again.');
});

test('while the audit runs: the button says so, a panel counts the seconds, and a second Run is ignored', async ({
  page,
}) => {
  await answerAudits(page, auditReports['local-bakery'], 2_500);
  const calls: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/api/audit') && calls.push(request.method())));
  await page.goto(PATH);
  await address(page).fill('rosemarylanebakery.example');
  const run = form(page).getByRole('button', { name: 'Run audit' });
  await run.click();
  const running = form(page).getByRole('button', { name: 'Running…' });
  await expect(running).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.audit-running')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Auditing rosemarylanebakery.example…')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Auditing rosemarylanebakery.example' })).toHaveCount(1);
  // Pressed again (the button is only marked disabled, so it keeps the focus), or Enter in the field.
  await running.click({ force: true });
  await address(page).press('Enter');
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText(
    'rosemarylanebakery.example scores 92 out of 100',
  );
  expect(calls).toEqual(['POST']);
  await expect(form(page).getByRole('button', { name: 'Run audit' })).toBeVisible();
});

test('a link with ?url= fills the address in and starts nothing; no island code before the visitor uses the form', async ({
  page,
}) => {
  const loads = trackLoads(page);
  await page.goto(`${PATH}?url=${encodeURIComponent(' harborbakery.example/menu ')}`);
  await page.waitForLoadState('networkidle');
  await loads.settled();
  await expect(address(page)).toHaveValue('harborbakery.example/menu');
  // Nothing ran: no audit asked for, the form's code not loaded, React not either.
  const island = islandOf(page, form(page));
  await expect(island).toHaveAttribute('ssr', '');
  const islandCode = await island.evaluate((element) =>
    ['component-url', 'renderer-url'].map((name) => element.getAttribute(name) ?? ''),
  );
  const scripts = loads.loads.filter((load) => load.type === 'script' || load.type === 'fetch');
  expect(scripts.filter((load) => islandCode.includes(load.url) || load.url.startsWith('/api/'))).toEqual([]);
  const before = loads.loads.filter((load) => load.type === 'script').reduce((sum, load) => sum + load.gzipBytes, 0);
  expect(before).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
});

test(`what Run loads: React and the audit within ${RUN_JS_BUDGET_BYTES / 1024} KB, the review form within ${REVIEW_JS_BUDGET_BYTES / 1024} KB more`, async ({
  page,
}, info) => {
  await answerAudits(page, auditReports.neglected);
  const loads = trackLoads(page);
  await page.goto(PATH);
  await page.waitForLoadState('networkidle');
  await loads.settled();
  const js = () => loads.loads.filter((load) => load.type === 'script').reduce((sum, load) => sum + load.gzipBytes, 0);
  // Before any interaction the page has its inline scripts only (no script file at all).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent),
  );
  const inlineGzip = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  const files = js();
  const before = files + inlineGzip;
  // Using the form hydrates it: its code arrives, the review form's not yet.
  await address(page).focus();
  await expect(islandOf(page, form(page))).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await loads.settled();
  const hydrated = js();
  expect(loads.loads.filter((load) => /PhoneInput|AuditLeadForm/.test(load.url))).toEqual([]);
  await address(page).fill('bobsplumbing.example');
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(page.locator('form.lead__form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await loads.settled();
  const after = js();
  info.annotations.push({
    type: 'audit-js',
    description: JSON.stringify({
      inlineGzip,
      beforeGzip: before,
      runGzip: hydrated - files,
      reviewGzip: after - hydrated,
    }),
  });
  expect(before).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  expect(hydrated - files).toBeLessThanOrEqual(RUN_JS_BUDGET_BYTES);
  expect(after - hydrated).toBeLessThanOrEqual(REVIEW_JS_BUDGET_BYTES);
});

test('a Run pressed while the form’s code is still on its way is held, then run: nothing typed is lost', async ({
  page,
}) => {
  await slowScripts(page, 2_500);
  await answerAudits(page, auditReports['local-bakery']);
  await page.goto(PATH, { waitUntil: 'domcontentloaded' });
  const url = page.url();
  await address(page).fill('rosemarylanebakery.example');
  await form(page).getByLabel('Search phrase').fill('sourdough bakery');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/audit'));
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(islandOf(page, form(page))).toHaveAttribute('data-reach-submit', '');
  expect(page.url()).toBe(url);
  expect((await sent).postDataJSON()).toEqual({ url: 'rosemarylanebakery.example', keyword: 'sourdough bakery' });
  await expect(report(page).getByRole('heading', { level: 2 })).toHaveText(
    'rosemarylanebakery.example scores 92 out of 100',
    {
      timeout: 20_000,
    },
  );
});

test('the review form checks its fields, and a failed send keeps them and says how to reach us', async ({ page }) => {
  await answerAudits(page, auditReports.neglected);
  await page.route('**/api/email/audit', (route) => route.fulfill({ status: 502, json: { message: 'down' } }));
  await page.clock.install();
  await page.goto(PATH);
  await address(page).fill('bobsplumbing.example');
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  const review = page.locator('form.lead__form');
  await review.getByRole('button', { name: 'Ask for my free review' }).click();
  await expect(review.getByText('Enter your name')).toBeVisible();
  await expect(review.getByLabel('Name')).toBeFocused();
  await review.getByLabel('Name').fill('Dana Whitfield');
  await review.getByLabel('Email').fill('dana@harborbakery.example');
  await fillTimePasses(page);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/email/audit'));
  await review.getByRole('button', { name: 'Ask for my free review' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name: 'Dana Whitfield',
    url: auditReports.neglected.finalUrl,
    score: 47,
    failedChecks: auditReports.neglected.checks.filter((c) => c.status === 'fail').map((c) => c.title),
    keyword: '',
    leaveEmpty: '',
  });
  await expect(review.getByRole('alert')).toContainText(FAILURE);
  await expect(review.getByLabel('Name')).toHaveValue('Dana Whitfield');
  expect(await violations(page)).toEqual([]);
});

test('printed, the page is the report alone, every part of it open', async ({ page }) => {
  await answerAudits(page, auditReports.neglected);
  await page.goto(PATH);
  await address(page).fill('bobsplumbing.example');
  await form(page).getByRole('button', { name: 'Run audit' }).click();
  await expect(report(page)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(form(page)).toBeHidden();
  await expect(page.locator('form.lead__form')).toBeHidden();
  await expect(report(page).getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(report(page).getByText(/^Free website audit by Tidewell Digital/)).toBeVisible();
  const warning = auditReports.neglected.checks.find((check) => check.status === 'warn');
  const pass = auditReports.neglected.checks.find((check) => check.status === 'pass');
  await expect(report(page).getByText(warning?.fix ?? '')).toBeVisible();
  await expect(report(page).locator(`[data-check="${pass?.id}"]`)).toBeVisible();
});
