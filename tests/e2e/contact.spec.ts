import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/data/site.ts';
import { countries } from '../../src/lib/forms/countries.ts';
import { phoneExamples } from '../fixtures/phone-examples.ts';
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
import { mailsMentioning, rowsMentioning } from './outbox.ts';

test.describe('contact page form', () => {
  test('a message reaches the outbox once and the spreadsheet once, then the form resets', async ({ page }) => {
    const marker = unique();
    await page.clock.install();
    await page.goto('/contact');
    await fillContactForm(page, marker);
    await expect(form(page).getByPlaceholder('Enter phone number')).toHaveValue('(202) 555-0143');
    const button = form(page).getByRole('button', { name: 'Send Message' });
    await button.click();
    await expect(form(page).getByRole('button', { name: 'Message Sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
    await expect(form(page).getByLabel('Name')).toHaveValue('');
    await expect(form(page).getByLabel('Message')).toHaveValue('');
    await expect(form(page).getByPlaceholder('Enter phone number')).toHaveValue('');

    await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
    const [mail] = await mailsMentioning(marker);
    expect(mail?.replyTo).toEqual([{ name: `Dana Whitfield ${marker}`, address: 'dana@harborbakery.example' }]);
    expect(mail?.subject).toBe(`Website enquiry from Dana Whitfield ${marker}: SEO for a second shop`);
    expect(mail?.text).toContain('Phone: +12025550143');
    await expect.poll(() => rowsMentioning('Contact', marker).length).toBe(1);
    expect(rowsMentioning('Contact', marker)[0]).toContain(
      ',dana@harborbakery.example,+12025550143,SEO for a second shop,',
    );

    // "Message Sent!" gives way to "Send Message" after 5 seconds of the page's clock.
    await page.clock.runFor(5_000);
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('a double click sends once, with the form disabled while it sends', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/email/contact', async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({ json: { message: 'Message sent' } });
    });
    await page.route('**/api/sheets/contact', (route) => route.fulfill({ json: { message: 'Logged' } }));
    await page.clock.install();
    await page.goto('/contact');
    await fillContactForm(page, unique());
    await form(page).getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form(page).getByLabel('Name')).toBeDisabled();
    await expect(form(page).getByRole('button', { name: 'Message Sent!' })).toBeVisible();
    expect(calls).toBe(1);
  });

  for (const [name, reply] of [
    ['a provider failure', { status: 502, json: { message: 'We could not process your message right now.' } }],
    ["Netlify's bare 429", { status: 429, body: 'Too Many Requests' }],
  ] as const) {
    test(`${name} shows the alert and keeps everything typed`, async ({ page }) => {
      const sheets: string[] = [];
      await page.route('**/api/email/contact', (route) => route.fulfill(reply));
      await page.route('**/api/sheets/contact', (route) => {
        sheets.push(route.request().url());
        return route.fulfill({ json: {} });
      });
      await page.clock.install();
      await page.goto('/contact');
      const marker = unique();
      await fillContactForm(page, marker);
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await expect(form(page).getByRole('alert')).toContainText(FAILURE);
      await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect(form(page).getByLabel('Name')).toHaveValue(`Dana Whitfield ${marker}`);
      await expect(form(page).getByLabel('Message')).toHaveValue(`We open a second bakery in March. ${marker}`);
      await expect(form(page).getByPlaceholder('Enter phone number')).toHaveValue('(202) 555-0143');
      // Focus is back on the button, ready for another try.
      await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeFocused();
      // The spreadsheet is only written after the e-mail succeeded.
      await page.waitForTimeout(500);
      expect(sheets).toEqual([]);
    });
  }

  test('a spreadsheet failure is only a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/email/contact', (route) => route.fulfill({ json: { message: 'Message sent' } }));
    await page.route('**/api/sheets/contact', (route) =>
      route.fulfill({ status: 500, json: { message: 'Sheet down' } }),
    );
    await page.clock.install();
    await page.goto('/contact');
    await fillContactForm(page, unique());
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByRole('button', { name: 'Message Sent!' })).toBeVisible();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect.poll(() => warnings.some((w) => w.includes('Sheet down'))).toBe(true);
  });

  test('names the fields that need fixing, without sending', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/**', (route) => {
      calls += 1;
      return route.fulfill({ json: {} });
    });
    await page.goto('/contact');
    await startUsing(page);
    await form(page).getByLabel('Email').fill('not-an-email');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel('Name')).toBeFocused();
    await expect(form(page).getByText('Enter a valid email address')).toBeVisible();
    expect(calls).toBe(0);
  });
});

test('a half-typed phone number stops the send and says why', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/**', (route) => {
    calls += 1;
    return route.fulfill({ json: {} });
  });
  await page.clock.install();
  await page.goto('/contact');
  await fillContactForm(page, unique());
  const number = form(page).getByPlaceholder('Enter phone number');
  await number.fill('20255501');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Please enter a valid United States phone number')).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toBe(0);
});

test.describe('phone input', () => {
  test('chooses a country by mouse and keyboard, formats, validates and clears on change', async ({ page }) => {
    await page.goto('/contact');
    const contact = form(page);
    await startUsing(page, contact);
    const country = contact.getByRole('combobox');
    const number = contact.getByPlaceholder('Enter phone number');
    await expect(country).toHaveAccessibleName('Country: United States +1');

    await number.fill('12');
    await expect(contact.getByText('Please enter a valid United States phone number')).toBeVisible();
    await number.fill('202555014399');
    await expect(number).toHaveValue('(202) 555-0143');
    await expect(contact.getByText(/Please enter a valid/)).toHaveCount(0);

    // Editing in the middle keeps the caret where the visitor is typing.
    await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
    await page.keyboard.press('Backspace');
    await page.keyboard.type('7');
    await expect(number).toHaveValue('(202) 755-0143');
    expect(await number.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);

    // Mouse: opens on click, closes on an outside click.
    await country.click();
    await expect(contact.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { name: 'Tell us about your business' }).click();
    await expect(contact.getByRole('listbox')).toBeHidden();

    // Keyboard: type to jump, Enter selects; a new country clears the number.
    await country.focus();
    await page.keyboard.press('ArrowDown');
    await expect(contact.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('ger');
    await expect(contact.getByRole('option', { name: /Germany/ })).toHaveClass(/is-active/);
    await expect(contact.getByRole('option', { name: /Germany/ })).toHaveAttribute('aria-selected', 'true');
    await expect(country).toHaveAttribute(
      'aria-activedescendant',
      (await contact.getByRole('option', { name: /Germany/ }).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(contact.getByRole('listbox')).toBeHidden();
    await expect(country).toHaveAccessibleName('Country: Germany +49');
    await expect(country).toBeFocused();
    await expect(number).toHaveValue('');
    await number.fill('3012345678');
    await expect(number).toHaveValue('301 234 5678');
    await expect(contact.locator('input[name="phone_number"]')).toHaveValue('+493012345678');

    // Type-ahead takes spaces within a name, and End/Home open the list at its ends.
    await country.focus();
    await page.keyboard.type('united k');
    await expect(contact.getByRole('option', { name: /United Kingdom/ })).toHaveClass(/is-active/);
    await expect(country).toHaveAttribute('aria-activedescendant', /option/);
    await page.keyboard.press('Escape');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(contact.getByRole('option', { name: /Luxembourg/ })).toHaveClass(/is-active/);
    await page.keyboard.press('Escape');
    await expect(country).toHaveAccessibleName('Country: Germany +49');

    // Escape closes without changing; selection by click picks the country.
    await country.click();
    await page.keyboard.press('Escape');
    await expect(contact.getByRole('listbox')).toBeHidden();
    await expect(number).toHaveValue('301 234 5678');
    await country.click();
    await contact.getByRole('option', { name: /United Kingdom/ }).click();
    await expect(country).toHaveAccessibleName('Country: United Kingdom +44');
    await number.fill('2079496000');
    await expect(number).toHaveValue('20794 96000');
    await expect(contact.locator('input[name="phone_number"]')).toHaveValue('+442079496000');
  });
});

test.describe('phone numbers as people type them', () => {
  /** The contact form, hydrated, with its phone controls. */
  async function phoneControls(page: Page) {
    await page.goto('/contact');
    const contact = form(page);
    await startUsing(page, contact);
    return {
      country: contact.getByRole('combobox'),
      number: contact.getByPlaceholder('Enter phone number'),
      reported: contact.locator('input[name="phone_number"]'),
      error: contact.getByText(/^Please enter a valid .* phone number$/),
      /** Empties the field, then chooses a country from the list (clicking the chosen one changes nothing). */
      choose: async (name: string) => {
        await contact.getByPlaceholder('Enter phone number').fill('');
        await contact.getByRole('combobox').click();
        await contact.getByRole('option', { name: new RegExp(`^${name} \\+`) }).click();
        await expect(contact.getByRole('combobox')).toHaveAccessibleName(new RegExp(`^Country: ${name} \\+`));
      },
    };
  }

  test("every country's mobile example, typed key by key in national format, is stored as its E.164", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const phone = await phoneControls(page);
    for (const example of phoneExamples(countries.map((c) => c.code)).filter((e) => e.type === 'mobile')) {
      const country = countries.find((c) => c.code === example.code);
      await phone.choose(country?.name ?? example.code);
      await phone.number.pressSequentially(example.national);
      await expect.soft(phone.reported, `${example.code} ${example.national}`).toHaveValue(example.e164);
      await expect.soft(phone.error, `${example.code} ${example.national}`).toHaveCount(0);
      // Every digit typed is still in the field.
      expect
        .soft((await phone.number.inputValue()).replace(/\D/g, ''), example.code)
        .toBe(example.national.replace(/\D/g, ''));
    }
  });

  test('numbers typed with a trunk prefix or a dial code are stored right, and a wrong one says so', async ({
    page,
  }) => {
    const phone = await phoneControls(page);
    const cases: [country: string, typed: string, shown: string, stored: string][] = [
      ['Germany', '0151 23456789', '01512 3456789', '+4915123456789'],
      ['Germany', '030 1234567', '030 1234567', '+49301234567'],
      ['Ireland', '01 234 5678', '(01) 234 5678', '+35312345678'],
      ['United Kingdom', '020 7946 0000', '020 7946 0000', '+442079460000'],
      ['France', '01 23 45 67 89', '01 23 45 67 89', '+33123456789'],
      ['Netherlands', '06 12345678', '06 12345678', '+31612345678'],
      ['United States', '+1 202 555 0143', '+1 202 555 0143', '+12025550143'],
      ['United States', '1 202 555 0143', '1 202 555 0143', '+12025550143'],
      ['United States', '202 555 0143', '(202) 555-0143', '+12025550143'],
    ];
    for (const [name, typed, shown, stored] of cases) {
      await phone.choose(name);
      await phone.number.pressSequentially(typed);
      await expect.soft(phone.number, `${name} ${typed}`).toHaveValue(shown);
      await expect.soft(phone.reported, `${name} ${typed}`).toHaveValue(stored);
      await expect.soft(phone.error, `${name} ${typed}`).toHaveCount(0);
      await expect.soft(phone.country, `${name} ${typed}`).toHaveAccessibleName(new RegExp(`^Country: ${name} \\+`));
    }
    // A trunk prefix and too few digits after it: an error, and nothing reported.
    await phone.choose('France');
    await phone.number.pressSequentially('012345678');
    await expect(phone.error).toHaveText('Please enter a valid France phone number');
    await expect(phone.number).toHaveAttribute('aria-invalid', 'true');
    await expect(phone.reported).toHaveValue('');
  });

  test('pasting +44 20 7946 0000 while the United States is chosen switches to the United Kingdom', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const phone = await phoneControls(page);
    await expect(phone.country).toHaveAccessibleName('Country: United States +1');
    await page.evaluate((text) => navigator.clipboard.writeText(text), '+44 20 7946 0000');
    await phone.number.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(phone.country).toHaveAccessibleName('Country: United Kingdom +44');
    await expect(phone.number).toHaveValue('+44 20 7946 0000');
    await expect(phone.reported).toHaveValue('+442079460000');
    await expect(phone.error).toHaveCount(0);
    // The list now opens on the United Kingdom.
    await phone.country.click();
    await expect(form(page).getByRole('option', { name: /^United Kingdom/ })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('phone number typed before hydration', () => {
  for (const [typed, country, shown, stored] of [
    ['2025550143', 'United States +1', '(202) 555-0143', '+12025550143'],
    ['+44 20 7946 0000', 'United Kingdom +44', '+44 20 7946 0000', '+442079460000'],
  ] as const) {
    test(`"${typed}" typed before the form hydrates survives hydration`, async ({ page }) => {
      // Hold the page's scripts back, as a slow connection would, so the visitor types first.
      await slowScripts(page, 2_000);
      await page.goto('/contact');
      const contact = form(page);
      await contact.scrollIntoViewIfNeeded();
      const number = contact.getByPlaceholder('Enter phone number');
      await number.pressSequentially(typed);
      // Typing started the hydration, but React has not arrived yet: the field is plain HTML.
      await expect(islandOf(page, contact)).toHaveAttribute('ssr', '');
      await expect(number).toHaveValue(typed);
      await expect(islandOf(page, contact)).not.toHaveAttribute('ssr', { timeout: 15_000 });
      await expect(number).toHaveValue(shown);
      await expect(contact.locator('input[name="phone_number"]')).toHaveValue(stored);
      await expect(contact.getByRole('combobox')).toHaveAccessibleName(`Country: ${country}`);
      await expect(contact.getByText(/Please enter a valid/)).toHaveCount(0);
    });
  }
});

test.describe('the country button pressed before the form hydrates', () => {
  for (const how of ['pointer', 'Enter'] as const) {
    test(`opens its list once React arrives (${how})`, async ({ page }, info) => {
      await slowScripts(page, 1_500);
      await page.goto('/contact');
      const contact = form(page);
      await contact.scrollIntoViewIfNeeded();
      const country = contact.getByRole('combobox');
      if (how === 'Enter') {
        await country.focus();
        await country.press('Enter');
      } else if (info.project.use.hasTouch) await country.tap();
      else await country.click();
      // The press landed on plain HTML: it is remembered, not lost.
      await expect(islandOf(page, contact)).toHaveAttribute('ssr', '');
      await expect(contact.getByRole('listbox')).toBeHidden();
      await expect(contact.getByRole('listbox')).toBeVisible({ timeout: 15_000 });
      await expect(country).toBeFocused();
      await expect(country).toHaveAttribute('aria-expanded', 'true');
      await contact.getByRole('option', { name: /^Germany \+49/ }).click();
      await expect(country).toHaveAccessibleName('Country: Germany +49');
      await expect(contact.getByRole('listbox')).toBeHidden();
    });
  }
});

test.describe('country flags', () => {
  /** The countries whose flag image the page requested, by code ("/_astro/US.BIihpTIZ.svg"). */
  const flagRequests = (page: Page) => {
    const codes = new Set<string>();
    page.on('request', (request) => {
      const flag = /\/_astro\/([A-Z]{2})\.[\w-]+\.svg$/.exec(new URL(request.url()).pathname);
      if (flag?.[1]) codes.add(flag[1]);
    });
    return codes;
  };

  test('the list loads its flags when it opens, not before', async ({ page }) => {
    const requested = flagRequests(page);
    await page.goto('/contact');
    const contact = form(page);
    await startUsing(page, contact);
    await page.waitForLoadState('networkidle');
    // Only the chosen country's flag, on the country button.
    expect([...requested]).toEqual(['US']);
    await expect(contact.getByRole('combobox').locator('img')).toHaveJSProperty('complete', true);
    await expect(contact.getByRole('listbox').locator('img')).toHaveCount(0);

    await contact.getByRole('combobox').click();
    const flags = contact.getByRole('listbox').locator('img');
    await expect(flags).toHaveCount(32);
    // Each flag is a decoded image (an SVG the content security policy lets through), not a broken one.
    await expect
      .poll(() => flags.evaluateAll((images: HTMLImageElement[]) => images.filter((i) => i.naturalWidth > 0).length))
      .toBe(32);
    expect(requested.size).toBe(32);
    // Decorative: the option's name says which country it is.
    await expect(contact.getByRole('option', { name: 'Germany +49' })).toBeVisible();
    await expect(flags.first()).toHaveAttribute('alt', '');
  });
});

test.describe('footer form', () => {
  test('sends from another page', async ({ page }) => {
    const marker = unique();
    await page.clock.install();
    await page.goto('/about');
    const footer = page.locator('form.footer-form');
    await startUsing(page, footer);
    await footer.getByLabel('Name').fill(`Lee Park ${marker}`);
    await footer.getByLabel('Email').fill('lee@parkdental.example');
    await footer.getByLabel('Message').fill('Do you handle dental practices?');
    await fillTimePasses(page);
    await footer.getByRole('button', { name: 'Send Message' }).click();
    await expect(footer.getByRole('button', { name: 'Message Sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
    await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
    expect((await mailsMentioning(marker))[0]?.subject).toBe(`Website message from Lee Park ${marker}`);
    await expect.poll(() => rowsMentioning('Contact', marker).length).toBe(1);
  });
});

test.describe('loading React only when a form is used', () => {
  const reactRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/(client|react|ContactForm|FooterForm)[.\w-]*\.js$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  };

  test('a page loads React only once the visitor goes into its footer form, not when it is in view', async ({
    page,
  }, info) => {
    const urls = reactRequests(page);
    await page.goto('/news/ppc-campaign');
    await page.waitForLoadState('networkidle');
    expect(urls).toEqual([]);
    const footer = page.locator('form.footer-form');
    await footer.scrollIntoViewIfNeeded();
    // In view, and (with a mouse) hovered: still nothing.
    if (!info.project.use.hasTouch) await footer.getByLabel('Message').hover();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(urls).toEqual([]);
    await expect(page.locator('astro-island').filter({ has: footer })).toHaveAttribute('ssr', '');
    // The keyboard reaching its first field is a use of it.
    await footer.getByLabel('Name').focus();
    await expect(page.locator('astro-island').filter({ has: footer })).not.toHaveAttribute('ssr');
    expect(urls.length).toBeGreaterThan(0);
  });

  test('the contact page loads its form when the visitor goes into it, not with the page', async ({ page }, info) => {
    const urls = reactRequests(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const contact = form(page);
    // In view from the start (and hovered, with a mouse): nothing of React yet.
    if (!info.project.use.hasTouch) await contact.getByLabel('Message').hover();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(urls).toEqual([]);
    await expect(islandOf(page, contact)).toHaveAttribute('ssr', '');
    await contact.getByLabel('Name').focus();
    await expect(islandOf(page, contact)).not.toHaveAttribute('ssr');
    expect(urls.some((url) => /\/ContactForm\./.test(url))).toBe(true);
  });
});

test("when the form's code fails to load, it says how to reach the agency and the next press tries again", async ({
  page,
}) => {
  const marker = unique();
  // The first attempt and Astro's own retry a second later both fail; later ones go through.
  let failures = 0;
  await page.route('**/_astro/ContactForm.*', async (route) => {
    if (failures >= 2) return route.continue();
    failures += 1;
    return route.abort('connectionreset');
  });
  await page.clock.install();
  await page.goto('/contact');
  const contact = form(page);
  await contact.getByLabel('Name').fill(`Dana Whitfield ${marker}`);
  await expect(islandOf(page, contact)).toHaveAttribute('data-reach-failed', '', { timeout: 10_000 });
  await expect(contact.getByText('This form could not load')).toBeVisible();
  expect(failures).toBe(2);
  await contact.getByLabel('Email').fill('dana@harborbakery.example');
  await contact.getByLabel('Message').fill(`Sent after a dropped connection. ${marker}`);
  await fillTimePasses(page);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('button', { name: 'Message Sent!' })).toBeVisible(SENT_THROUGH_FUNCTIONS);
  await expect(contact.getByText('This form could not load')).toBeHidden();
  await expect.poll(async () => (await mailsMentioning(marker)).length).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('neither form offers a send it cannot make; each says how to reach the agency', async ({ page }) => {
    for (const [path, selector] of [
      ['/contact', 'form.contact-form'],
      ['/about', 'form.footer-form'],
    ] as const) {
      await page.goto(path);
      const shown = page.locator(selector);
      await expect(shown.getByLabel('Message')).toBeVisible();
      await expect(shown.getByRole('button', { name: 'Send Message' })).toBeHidden();
      const note = shown.getByText('This form could not load');
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    }
  });
});

test('with scripts the forms keep their button and show no such note', async ({ page }) => {
  await page.goto('/contact');
  await expect(form(page).getByText('This form could not load')).toBeHidden();
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeVisible();
});
