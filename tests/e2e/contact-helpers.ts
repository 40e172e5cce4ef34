import { expect, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/lib/forms/message.ts';

/** The spec's alert when a contact message could not be sent (section 8). */
export const FAILURE = 'Failed to send message. Please try again later or contact us directly.';

/** A marker that makes one test's message findable in the shared outbox. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The contact page form. */
export const form = (page: Page) => page.locator('form.contact-form');

/** Fills the contact page form; the marker makes this visitor's message findable in the outbox. */
export async function fillContactForm(page: Page, marker: string) {
  const contact = form(page);
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await contact.getByLabel('Name').fill(`Dana Whitfield ${marker}`);
  await contact.getByLabel('Email').fill('dana@harborbakery.example');
  await contact.getByPlaceholder('Enter phone number').fill('2025550143');
  await contact.getByLabel('Subject').fill('SEO for a second shop');
  await contact.getByLabel('Message').fill(`We open a second bakery in March. ${marker}`);
  // People take a few seconds to fill a form; faster submissions are quarantined as likely bots.
  await page.waitForTimeout(MIN_FILL_MS);
}
