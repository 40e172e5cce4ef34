// zod/mini: the same schema validates in the browser (the contact page form) and on the server (the
// functions), and the browser should not pay for the full library.
import * as z from 'zod/mini';
import { messageFields } from './message.ts';
import { optionalPhone } from './phone-field.ts';

export { automationSignal, CONTACT_LIMITS, MAX_ELAPSED_MS, MIN_FILL_MS, type AutomationSignal } from './message.ts';

/**
 * A message from the contact page or the footer form (docs/requirements.md#contact-forms: name,
 * email, phone, subject, message). The footer form sends no phone or subject.
 */
export const contactMessageSchema = z.strictObject({
  ...messageFields,
  /** E.164 ("+12025550143") of a number valid for a listed country, as the phone input reports it; or empty. */
  phone: optionalPhone(),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
