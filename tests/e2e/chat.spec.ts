import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_HISTORY_KEY,
  CHAT_OPEN_KEY,
  ESCALATION_DELAY_MS,
} from '../../src/lib/calls/chat.ts';
import { TICKET_FAILURE_MESSAGE, TICKET_REQUIRED_MESSAGE, TICKET_SUBMITTED_MS } from '../../src/lib/forms/ticket.ts';
import { fillTimePasses, SENT_THROUGH_FUNCTIONS, unique } from './contact-helpers.ts';
import { layoutShift, sidewaysOverflow, trackLayoutShift } from './helpers.ts';
import { mailsMentioning, rowsMentioning } from './outbox.ts';

/*
 * The chat widget and the ticket form (docs/requirements.md#chat-widget, #ticket-form), as visitors
 * use them: with a mouse, a finger or a keyboard, on the built site under Netlify's emulator with
 * the local assistant.
 */

const launcher = (page: Page) => page.locator('.chat-launcher');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Tidewell assistant' });
const log = (page: Page) => panel(page).getByRole('log');
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });
const botMessages = (page: Page) => log(page).locator('.chat__message--bot:not(.chat__typing)');
const ticketForm = (page: Page) => page.getByRole('dialog', { name: 'Talk to our team' });

/** Scripts of the chat (its island chunk) or of React, requested by the page so far. */
function chatRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/_astro\/(ChatWidget|client|TicketModal)[.-]/.test(url)) seen.push(url);
  });
  return seen;
}

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

async function ask(page: Page, question: string) {
  const before = await botMessages(page).count();
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect(botMessages(page)).toHaveCount(before + 1, { timeout: 10_000 });
  return botMessages(page).last();
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('no chat code, request or storage before the visitor reaches for the chat', async ({ page }) => {
  const requests = chatRequests(page);
  const api: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) api.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(launcher(page)).toHaveText('Chat with us');
  expect(requests).toEqual([]);
  expect(api).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect((await page.context().cookies()).length).toBe(0);

  // Merely reaching for it (a pointer over it) loads the widget; nothing opens by itself.
  await launcher(page).hover();
  await expect.poll(() => requests.some((url) => url.includes('ChatWidget'))).toBe(true);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  expect(requests.some((url) => url.includes('TicketModal'))).toBe(false);
});

test('a click that lands before the chat has loaded still opens it', async ({ page }) => {
  // The widget's script arrives late, as on a slow phone.
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible({ timeout: 15_000 });
  await expect(input(page)).toBeFocused();
});

test("when the chat's code fails to load, a press says how to reach the agency and the next one opens it", async ({
  page,
}) => {
  // The first attempt and Astro's own retry a second later both fail; later ones go through.
  let failures = 0;
  await page.route('**/_astro/ChatWidget.*', async (route) => {
    if (failures >= 2) return route.continue();
    failures += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/');
  const note = page.getByRole('alert').filter({ hasText: 'The chat could not load' });
  await expect(note).toBeHidden();
  await launcher(page).click();
  await expect(note).toBeVisible({ timeout: 10_000 });
  expect(failures).toBe(2);
  await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(note.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:\+/);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(note).toBeHidden();
});

test('a quick question is answered from the site and the quick questions give way to the conversation', async ({
  page,
}) => {
  await page.goto('/about');
  await openChat(page);
  const questions = panel(page).getByRole('list', { name: 'Quick questions' }).getByRole('button');
  await expect(questions).toHaveCount(12);
  await questions.filter({ hasText: 'What are your business hours?' }).click();
  await expect(log(page).locator('.chat__message--user')).toHaveText(/What are your business hours\?/);
  await expect(botMessages(page).last()).toContainText('10 am to 7 pm');
  await expect(panel(page).getByRole('list', { name: 'Quick questions' })).toHaveCount(0);
});

test('a typed question gets the right price, Enter sends and Shift+Enter makes a new line', async ({ page }) => {
  await page.goto('/');
  await openChat(page);

  // Blank is not sent.
  await input(page).fill('   ');
  await input(page).press('Enter');
  await expect(log(page).locator('.chat__message')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();

  await input(page).fill('How much is');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('the SEO Gold plan?');
  await expect(input(page)).toHaveValue('How much is\nthe SEO Gold plan?');
  await expect(log(page).locator('.chat__message')).toHaveCount(0);

  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
  const reply = botMessages(page).last();
  await expect(reply).toContainText('899', { timeout: 10_000 });
  // Emphasis is kept as markup, markdown marks are not shown; the pages it drew on are links.
  await expect(reply).not.toContainText('**');
  await expect(reply.getByRole('link', { name: 'SEO Pricing' })).toHaveAttribute('href', '/seo-pricing');
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
});

test('input and send are locked and a typing indicator shows while a reply is pending', async ({ page }) => {
  // The gate exists before the request does: releasing it cannot race the route handler.
  const { promise: gate, resolve } = Promise.withResolvers<undefined>();
  await page.route('**/api/ai/chat', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await openChat(page);
  await input(page).fill('What are your hours?');
  await input(page).press('Enter');
  await expect(input(page)).toBeDisabled();
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(log(page).locator('.chat__typing')).toBeVisible();
  await expect(log(page)).toHaveAttribute('aria-busy', 'true');
  resolve(undefined);
  await expect(botMessages(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(log(page).locator('.chat__typing')).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
});

test('the conversation and the open chat follow the visitor across pages and a reload; clear forgets it', async ({
  page,
}) => {
  await page.goto('/');
  await openChat(page);
  const reply = await ask(page, 'What does the SMO Gold plan cost?');
  await expect(reply).toContainText('349');

  // A link under the reply leads to its page; the chat is open there with the same conversation.
  await reply.getByRole('link', { name: 'SMO Pricing' }).click();
  await expect(page).toHaveURL(/\/smo-pricing$/);
  await expect(panel(page)).toBeVisible();
  await expect(log(page).locator('.chat__message--user')).toHaveText(/What does the SMO Gold plan cost\?/);
  await expect(botMessages(page)).toContainText(['349']);

  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(log(page).locator('.chat__message')).toHaveCount(2);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), CHAT_HISTORY_KEY);
  expect(stored).toEqual([
    expect.objectContaining({
      sender: 'user',
      text: 'What does the SMO Gold plan cost?',
      timestamp: expect.any(Number),
    }),
    expect.objectContaining({ sender: 'bot', timestamp: expect.any(Number) }),
  ]);

  await panel(page).getByRole('button', { name: 'Clear the conversation' }).click();
  await expect(log(page).locator('.chat__message')).toHaveCount(0);
  await expect(panel(page).getByRole('list', { name: 'Quick questions' }).getByRole('button')).toHaveCount(12);
  expect(await page.evaluate((key) => localStorage.getItem(key), CHAT_HISTORY_KEY)).toBeNull();

  // Closed, it stays closed on the next page, which loads none of its code.
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(launcher(page)).toBeFocused();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHAT_OPEN_KEY)).toBeNull();
  const requests = chatRequests(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await expect(panel(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('a failed chat call shows the chat failure message and the visitor can ask again', async ({ page }) => {
  await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.goto('/');
  await openChat(page);
  const reply = await ask(page, 'What are your hours?');
  await expect(reply).toHaveText(new RegExp(CHAT_FAILURE_MESSAGE.replace(/[.?]/g, '\\$&')));
  await expect(input(page)).toBeEnabled();
});

test(`an escalating reply opens the ticket form ${ESCALATION_DELAY_MS} ms later`, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await openChat(page);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await ask(page, 'I would like to speak to a person about a custom quote');
  await expect(ticketForm(page)).toBeHidden();
  await page.clock.runFor(ESCALATION_DELAY_MS - 100);
  await expect(ticketForm(page)).toBeHidden();
  await page.clock.runFor(100);
  // Time runs again, for React to show the form it has just been told to open.
  await page.clock.resume();
  await expect(ticketForm(page)).toBeVisible();
  await expect(ticketForm(page).getByLabel('Name')).toBeFocused();
  // The description starts as what the visitor asked.
  await expect(ticketForm(page).getByLabel('Description')).toHaveValue(
    'I would like to speak to a person about a custom quote',
  );
});

/** Opens the ticket form from the chat. */
async function openTicketForm(page: Page): Promise<Locator> {
  await openChat(page);
  await panel(page)
    .getByRole('button', { name: /open a support ticket/ })
    .click();
  await expect(ticketForm(page)).toBeVisible();
  return ticketForm(page);
}

async function fillTicket(form: Locator, marker: string) {
  await form.getByLabel('Name').fill(`Priya Raman ${marker}`);
  await form.getByLabel('Email').fill('priya@harborbakery.example');
  await form.getByPlaceholder('Enter phone number').fill('2025550143');
  await form.getByLabel('Title').fill(`Our report link is broken ${marker}`);
  await form.getByLabel('Description').fill(`The March report link gives a 404. ${marker}`);
}

test('a ticket reaches the support inbox and the Tickets sheet, and its id joins the chat', async ({ page }) => {
  const marker = unique();
  await page.clock.install();
  await page.goto('/contact');
  const form = await openTicketForm(page);

  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(form.getByRole('alert')).toHaveText(TICKET_REQUIRED_MESSAGE);
  await expect(form.getByLabel('Name')).toBeFocused();

  await fillTicket(form, marker);
  await fillTimePasses(page);
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(form.getByRole('button', { name: 'Ticket Submitted!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
  const confirmation = botMessages(page).last();
  await expect(confirmation).toContainText(/TICKET-\d{13}-[A-Za-z0-9]{6}/);
  const ticketId = /TICKET-\d{13}-[A-Za-z0-9]{6}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  // The form is reset for the next ticket.
  await expect(form.getByLabel('Name')).toHaveValue('');

  const mails = await mailsMentioning(marker);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain(ticketId);
  expect(mails[0]?.text).toContain('+12025550143');
  await expect.poll(() => rowsMentioning('Tickets', ticketId).length).toBe(1);

  // "Ticket Submitted!" lasts 3 s (TICKET_SUBMITTED_MS); then the form closes, ready for another
  // ticket.
  await page.clock.runFor(TICKET_SUBMITTED_MS);
  await expect(form).toBeHidden();
  await panel(page)
    .getByRole('button', { name: /open a support ticket/ })
    .click();
  await expect(form.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
});

test('a ticket that cannot be sent keeps what was typed and says so in the form and the chat', async ({ page }) => {
  await page.route('**/api/email/ticket', (route) => route.fulfill({ status: 502, json: { message: 'down' } }));
  await page.clock.install();
  await page.goto('/');
  const form = await openTicketForm(page);
  await fillTicket(form, 'failure');
  await fillTimePasses(page);
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(form.getByRole('alert')).toContainText(TICKET_FAILURE_MESSAGE);
  await expect(form.getByRole('alert').getByRole('link', { name: 'hello@tidewell.digital' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  await expect(form.getByLabel('Title')).toHaveValue('Our report link is broken failure');
  await expect(botMessages(page).last()).toHaveText(new RegExp(TICKET_FAILURE_MESSAGE.replace(/[.?]/g, '\\$&')));
});

test('keyboard only: reach, open, ask, close with Escape and come back to the launcher', async ({ page }) => {
  await page.goto('/');
  const launcherButton = launcher(page);
  // Tab until the launcher (the last thing on the page) has focus.
  for (let step = 0; step < 80 && !(await launcherButton.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(launcherButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('What are your business hours?');
  await page.keyboard.press('Enter');
  await expect(botMessages(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(launcherButton).toBeFocused();
  await expect(launcherButton).toHaveAttribute('aria-expanded', 'false');
});

test('axe finds no violation with the chat open, answering, and with the ticket form open', async ({ page }) => {
  await page.goto('/contact');
  await openChat(page);
  expect(await violations(page)).toEqual([]);
  await ask(page, 'What does the PPC Gold plan include?');
  expect(await violations(page)).toEqual([]);
  await panel(page)
    .getByRole('button', { name: /open a support ticket/ })
    .click();
  await expect(ticketForm(page)).toBeVisible();
  await ticketForm(page).getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(ticketForm(page).getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the open chat never covers the page form: wide screens make room beside it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'phones show the chat full screen, in place of the page');
  await page.goto('/contact');
  const form = page.locator('form.contact-form');
  const before = await form.boundingBox();
  await openChat(page);
  const chat = await panel(page).boundingBox();
  const after = await form.boundingBox();
  expect(before && chat && after).toBeTruthy();
  if (!chat || !after) return;
  expect(after.x + after.width).toBeLessThanOrEqual(chat.x);
  // The page's content is still all reachable: nothing sits under the panel.
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('a chat left open comes back on the next page without shifting it', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await trackLayoutShift(page);
  await page.goto('/about');
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).not.toBeFocused();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
