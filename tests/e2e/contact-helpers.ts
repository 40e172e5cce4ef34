import { expect, type Locator, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/lib/forms/message.ts';

/** The alert when a contact message could not be sent (docs/requirements.md#error-catalogue). */
export const FAILURE = 'Failed to send message. Please try again later or contact us directly.';

/** A marker that makes one test's message findable in the shared outbox. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * How long a send through both local functions may take before "Message Sent!" shows: the
 * emulator runs each call in turn, and on a loaded machine two of them outlast the default 5 s.
 */
export const SENT_THROUGH_FUNCTIONS = { timeout: 15_000 };

/** A slow connection: every script of the page's own (its islands, React) arrives `ms` late. */
export async function slowScripts(page: Page, ms: number) {
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The contact page form. */
export const form = (page: Page) => page.locator('form.contact-form');

/** The Astro island that holds a form: it carries an `ssr` attribute until React has hydrated it. */
export const islandOf = (page: Page, formLocator: Locator) => page.locator('astro-island').filter({ has: formLocator });

/**
 * Starts using a form as a visitor does, by going into its first field, and waits until React has
 * taken it over: both forms hydrate on use (`client:reach={{ form: true }}`), so a test of how the
 * hydrated form behaves begins here. What happens before hydration has tests of its own.
 */
export async function startUsing(page: Page, formLocator: Locator = form(page)) {
  await formLocator.scrollIntoViewIfNeeded();
  await formLocator.getByLabel('Name').focus();
  await expect(islandOf(page, formLocator)).not.toHaveAttribute('ssr', { timeout: 15_000 });
}

/**
 * Fills the contact page form as a person does, taking the minimum fill time (the marker makes this
 * visitor's message findable in the outbox). Install the page's clock before opening the page
 * (`await page.clock.install()` before `page.goto`): the fill time then passes without waiting.
 */
export async function fillContactForm(page: Page, marker: string) {
  const contact = form(page);
  await startUsing(page, contact);
  await contact.getByLabel('Name').fill(`Dana Whitfield ${marker}`);
  await contact.getByLabel('Email').fill('dana@harborbakery.example');
  await contact.getByPlaceholder('Enter phone number').fill('2025550143');
  await contact.getByLabel('Subject').fill('SEO for a second shop');
  await contact.getByLabel('Message').fill(`We open a second bakery in March. ${marker}`);
  await fillTimePasses(page);
}

/**
 * People take a few seconds to fill a form; faster submissions are quarantined as likely bots.
 * The forms measure that time with performance.now() from the page's start, so instead of waiting
 * it out, the page's clock (installed before the page opened) jumps ahead by the minimum: timers
 * due meanwhile fire once, then the clock runs on in real time.
 */
export async function fillTimePasses(page: Page, ms = MIN_FILL_MS) {
  await page.clock.fastForward(ms);
}
