import { expect, test } from '@playwright/test';
import { site } from '../../src/data/site.ts';
import { keepTogether } from '../../src/lib/text.ts';
import { MIN_FILL_MS } from '../../src/lib/forms/message.ts';
import { API_HEADERS } from '../../src/server/http.ts';
import {
  FAILURE,
  fillContactForm,
  fillTimePasses,
  form,
  islandOf,
  SENT_THROUGH_FUNCTIONS,
  slowScripts,
  startUsing,
  unique,
} from './contact-helpers.ts';
import { ANY_DEVICE } from './devices.ts';
import { mailsMentioning, rowsMentioning } from './outbox.ts';

/*
 * Leads are never lost: a slow connection, an early fill, a bot-like signal or a failed send all
 * end with the message kept somewhere a person reads, and the visitor told what happens next.
 */

test('a visitor who types and sends while the form loads on a slow connection keeps every value and is delivered', async ({
  page,
}) => {
  const marker = unique();
  // A slow phone: every script of the page arrives 2.5 s late, so the form hydrates late.
  await slowScripts(page, 2_500);
  const payloads: { elapsedMs?: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email/contact')) payloads.push(request.postDataJSON() as { elapsedMs?: number });
  });
  // The page's clock runs in real time, through the slow loading too; only the wait below is skipped.
  await page.clock.install();
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const url = page.url();
  const contact = form(page);
  const island = islandOf(page, contact);
  // Typed into the server-rendered fields, before React has arrived.
  await contact.getByLabel('Name').fill(`Dana Whitfield ${marker}`);
  await contact.getByLabel('Email').fill('dana@harborbakery.example');
  await contact.getByPlaceholder('Enter phone number').fill('2025550143');
  await contact.getByLabel('Message').fill(`Typed before the form loaded. ${marker}`);
  await fillTimePasses(page);
  // And sent before it arrived too: held back, not sent by the browser, and not lost.
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(island).toHaveAttribute('ssr', '');
  await expect(island).toHaveAttribute('data-reach-submit', '');
  expect(page.url()).toBe(url);

  await expect(contact.getByRole('button', { name: 'Message Sent!' })).toBeVisible({ timeout: 20_000 });
  expect(payloads).toHaveLength(1);
  expect(payloads[0]?.elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
  await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
  const [mail] = await mailsMentioning(marker);
  expect(mail?.text).toContain('Phone: +12025550143');
  expect(mail?.text).toContain(`Typed before the form loaded. ${marker}`);
  await expect.poll(() => rowsMentioning('Contact', marker).length).toBe(1);
  expect(rowsMentioning('Contact', marker)[0]).toContain(',dana@harborbakery.example,+12025550143,');
  expect(rowsMentioning('Quarantine', marker)).toEqual([]);
});

test('what looks automated is quarantined with its reason, not mailed, and the sender sees the usual success', async ({
  page,
}) => {
  const marker = unique();
  await page.clock.install();
  await page.goto('/contact');
  await fillContactForm(page, marker);
  // Something filled the field people never see.
  await form(page)
    .locator('input[name="leaveEmpty"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('button', { name: 'Message Sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
  // Both calls of the form keep it, each marked with the endpoint that received it.
  await expect.poll(() => rowsMentioning('Quarantine', marker).length).toBe(2);
  const rows = rowsMentioning('Quarantine', marker);
  expect(rows.map((row) => row.split(',').slice(1, 3).join(',')).sort()).toEqual([
    'honeypot filled,email',
    'honeypot filled,sheets',
  ]);
  expect(rows[0]).toContain(`Dana Whitfield ${marker},dana@harborbakery.example,+12025550143,`);
  expect(await mailsMentioning(marker)).toEqual([]);
  expect(rowsMentioning('Contact', marker)).toEqual([]);
});

test('after a first try, each field is checked again as it is fixed or left', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/**', (route) => {
    calls += 1;
    return route.fulfill({ json: {} });
  });
  await page.goto('/contact');
  const contact = form(page);
  await startUsing(page, contact);
  const name = contact.getByLabel('Name');
  const email = contact.getByLabel('Email');

  // Before the first try, nothing nags while typing or leaving a field.
  await email.fill('dana@');
  await email.blur();
  await expect(contact.getByText('Enter a valid email address')).toHaveCount(0);

  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText('Enter your name')).toBeVisible();
  await expect(contact.getByText('Enter a valid email address')).toBeVisible();
  await expect(contact.getByText('Enter a message')).toBeVisible();

  // Fixed while typing: the error goes at once.
  await name.pressSequentially('Dana');
  await expect(contact.getByText('Enter your name')).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await email.pressSequentially('harborbakery.example');
  await expect(contact.getByText('Enter a valid email address')).toHaveCount(0);

  // Broken again and left: the error comes back when the field loses focus.
  await email.fill('dana.harborbakery.example');
  await email.blur();
  await expect(contact.getByText('Enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // A half-typed phone number says so as soon as it changes, and stops saying so once complete.
  const number = contact.getByPlaceholder('Enter phone number');
  await number.fill('202555');
  await expect(contact.getByText('Please enter a valid United States phone number')).toBeVisible();
  await number.fill('2025550143');
  await expect(contact.getByText('Please enter a valid United States phone number')).toHaveCount(0);

  // The message, still empty, keeps its error until it is written.
  await expect(contact.getByText('Enter a message')).toBeVisible();
  expect(calls).toBe(0);
});

test('a sent message is confirmed in words that say what happens next, until dismissed', async ({ page }) => {
  const marker = unique();
  await page.clock.install();
  await page.goto('/contact');
  await fillContactForm(page, marker);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const notice = form(page).getByRole('status');
  await expect(notice).toContainText(`Thank you, Dana Whitfield ${marker}.`);
  await expect(notice).toContainText('dana@harborbakery.example');
  await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(notice).toContainText(site.businessHours.short);
  await expect(notice.locator('.form-notice')).toBeFocused();
  // The button's own confirmation ends after 5 s of the page's clock; the thank-you stays.
  await page.clock.runFor(5_000);
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(notice).toContainText(`Thank you, Dana Whitfield ${marker}.`);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveText('');
});

test('a failed send says how to reach the agency directly', async ({ page }) => {
  await page.route('**/api/email/contact', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.clock.install();
  await page.goto('/contact');
  await fillContactForm(page, unique());
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText(FAILURE);
  expect((await alert.textContent())?.startsWith(FAILURE)).toBe(true);
  await expect(alert.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  // The number is kept on one line (no-break spaces and hyphen), as everywhere on the site.
  await expect(alert.getByRole('link', { name: keepTogether(site.phone.display) })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
});

test('a plan chosen on a pricing page becomes the subject of the message', async ({ page }) => {
  const marker = unique();
  // Installed once for the browser context: the clock carries on through the click to /contact.
  await page.clock.install();
  await page.goto('/seo-pricing');
  await page.getByRole('link', { name: 'Choose Gold' }).click();
  await expect(page).toHaveURL(/\/contact\?plan=seo-gold#message$/);
  await expect(form(page)).toBeInViewport();
  const subject = form(page).getByLabel('Subject');
  await expect(subject).toHaveValue('SEO Gold plan');
  await form(page).getByLabel('Name').fill(`Dana Whitfield ${marker}`);
  await form(page).getByLabel('Email').fill('dana@harborbakery.example');
  await form(page).getByLabel('Message').fill(`Is the Gold plan right for two shops? ${marker}`);
  await fillTimePasses(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
  expect((await mailsMentioning(marker))[0]?.subject).toBe(
    `Website enquiry from Dana Whitfield ${marker}: SEO Gold plan`,
  );
});

test('a service page leads to the contact form with the service as the subject; an unknown plan leaves it empty', async ({
  page,
}) => {
  await page.goto('/local-seo-services');
  await page.getByRole('link', { name: 'Get a free consultation' }).click();
  await expect(page).toHaveURL(/\/contact\?service=local-seo-services#message$/);
  await expect(form(page).getByLabel('Subject')).toHaveValue('Local SEO');
  // The page fills it in: it shows before the form is hydrated (on its first use).
  await expect(islandOf(page, form(page))).toHaveAttribute('ssr', '');
  // An unknown plan leaves the subject to the visitor.
  await page.goto('/contact?plan=gold-bars');
  await startUsing(page);
  await expect(form(page).getByLabel('Subject')).toHaveValue('');
});

test('the contact page has one form, and shows it before the contact details', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('form')).toHaveCount(1);
  await expect(page.locator('form.footer-form')).toHaveCount(0);
  const formBox = await form(page).boundingBox();
  const detailsBox = await page.getByRole('heading', { name: 'Or reach us directly' }).boundingBox();
  const viewport = page.viewportSize();
  expect(formBox && detailsBox && viewport).toBeTruthy();
  if (!formBox || !detailsBox || !viewport) return;
  // The form starts within the first screen, on phones and desktops alike.
  expect(formBox.y).toBeLessThan(viewport.height);
  if (viewport.width < 700) expect(formBox.y).toBeLessThan(detailsBox.y);
  // Other pages keep their footer form.
  await page.goto('/about');
  await expect(page.locator('form.footer-form')).toHaveCount(1);
});

test('function answers carry their own security headers through the emulator', ANY_DEVICE, async ({ request }) => {
  const answers = [
    await request.get('/api/email/contact'),
    await request.post('/api/sheets/contact', { data: { name: '' } }),
    await request.get('/api/health'),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([405, 422, 200]);
  for (const answer of answers) {
    const headers = answer.headers();
    expect(headers['content-type']).toMatch(/^application\/json/);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(headers[name], name).toBe(value);
  }
});
