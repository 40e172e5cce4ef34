// zod/mini: the same schema validates in the browser (the forms) and on the server (the functions),
// and the browser should not pay for the full library.
import * as z from 'zod/mini';

/*
 * The fields every message has, without the phone number. The footer form (on every page) validates
 * with these alone, so it never loads the phone rules and their numbering plans: only the contact
 * page form and the functions use contactMessageSchema (./contact.ts), which adds the phone.
 */

/** Length caps of the contact fields: generous for people, small enough to refuse abuse. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5_000 } as const;

/**
 * A visitor needs at least this long from opening the page to sending a message; a faster one is
 * quarantined for a person to review, never dropped.
 */
export const MIN_FILL_MS = 3_000;
/** The longest fill time a form reports: a tab left open for days still sends. */
export const MAX_ELAPSED_MS = 86_400_000;

/**
 * Control characters (C0, DEL and C1) and the Unicode line and paragraph separators: a line break
 * in a name or subject could forge mail headers, and NEL (U+0085), U+2028 and U+2029 are line
 * breaks to Unicode-aware readers just as CR and LF are.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** C0 and DEL, less tab and line breaks, which a message may hold. */
// eslint-disable-next-line no-control-regex -- see CONTROL
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A required one-line text (a name, a title): trimmed, capped, no control characters or line breaks. */
export const singleLine = (field: string, max: number) =>
  z.string({ error: `Enter your ${field}` }).check(
    z.trim(),
    z.minLength(1, { error: `Enter your ${field}` }),
    z.maxLength(max, { error: `Keep the ${field} under ${max} characters` }),
    z.refine((value) => !CONTROL.test(value), { error: `Keep the ${field} on one line` }),
  );

/** A required free text (a message, a description): trimmed and capped; line breaks and tabs kept. */
export const multiLine = (field: string, max: number) =>
  z.string({ error: `Enter a ${field}` }).check(
    z.trim(),
    z.minLength(1, { error: `Enter a ${field}` }),
    z.maxLength(max, { error: `Keep the ${field} under ${max} characters` }),
    z.refine((value) => !CONTROL_IN_TEXT.test(value), { error: `Remove the control characters from the ${field}` }),
  );

/** A visitor's e-mail address, capped at the longest address SMTP carries. */
export const emailAddress = () =>
  z
    .email({ error: 'Enter a valid email address' })
    .check(z.maxLength(CONTACT_LIMITS.email, { error: 'Enter a valid email address' }));

/**
 * The quiet signals every form sends besides what the visitor typed (see automationSignal). Both
 * are optional, so a client that sends only the documented fields is accepted
 * (docs/requirements.md#quiet-signals).
 */
export const quietSignals = {
  /** Honeypot: hidden from people, so anything in it comes from a bot (named so no autofill guesses it). */
  leaveEmpty: z._default(z.string().check(z.maxLength(200)), ''),
  /**
   * Milliseconds between the page starting to load and the submission (the form caps it at a day).
   * Optional: a client that sends only the documented fields leaves it out, and "unknown" is not a
   * bot.
   */
  elapsedMs: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_ELAPSED_MS))),
};

/** The quiet signals of a parsed submission. */
export type QuietSignals = z.output<z.ZodMiniObject<typeof quietSignals>>;

/**
 * The fields of a message but the phone (name, email, subject, message), with the
 * quiet signals.
 */
export const messageFields = {
  name: singleLine('name', CONTACT_LIMITS.name),
  email: emailAddress(),
  subject: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.subject, { error: `Keep the subject under ${CONTACT_LIMITS.subject} characters` }),
      z.refine((value) => !CONTROL.test(value), { error: 'Keep the subject on one line' }),
    ),
    '',
  ),
  message: multiLine('message', CONTACT_LIMITS.message),
  ...quietSignals,
};

/** A message without a phone number, as the footer form sends it (the functions add the phone rules). */
export const footerMessageSchema = z.strictObject(messageFields);

/** Why a submission looks automated: its honeypot was filled, or it came faster than a person types. */
export type AutomationSignal = 'honeypot filled' | 'sent too fast';

/**
 * Why a valid submission looks automated, or undefined when nothing suggests it. A missing fill
 * time is unknown, not evidence: API clients sending only the documented fields never send one.
 */
export function automationSignal(message: QuietSignals): AutomationSignal | undefined {
  if (message.leaveEmpty !== '') return 'honeypot filled';
  if (message.elapsedMs !== undefined && message.elapsedMs < MIN_FILL_MS) return 'sent too fast';
  return undefined;
}
