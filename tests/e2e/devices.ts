/*
 * The projects of playwright.config.ts run every spec twice, at a desktop's size and a phone's. A
 * test whose outcome cannot depend on the device (an HTTP request with no page, or the served HTML's
 * head, which is the same file whatever asks for it) carries this tag and runs once, in the desktop
 * project: the phone project leaves it out (its `grepInvert`).
 */

/** The tag of a test that checks what no device changes. */
export const ANY_DEVICE_TAG = '@any-device';

/** The details to give such a test or describe block: `test('…', ANY_DEVICE, async …)`. */
export const ANY_DEVICE = { tag: ANY_DEVICE_TAG };
