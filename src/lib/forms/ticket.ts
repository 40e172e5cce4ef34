// zod/mini: the same schema validates in the browser (the ticket modal) and on the server (the
// functions), and the browser should not pay for the full library.
import * as z from 'zod/mini';
import { CONTACT_LIMITS, emailAddress, multiLine, quietSignals, singleLine } from './message.ts';
import { optionalPhone } from './phone-field.ts';

export { automationSignal, MIN_FILL_MS, type AutomationSignal } from './message.ts';

/*
 * Support tickets (docs/requirements.md#ticket-form): what the ticket modal sends to
 * /api/email/ticket and /api/sheets/ticket, the ticket id it makes, and the words and timings it
 * shows.
 */

/** The alert when a required field is empty (docs/requirements.md#error-catalogue). */
export const TICKET_REQUIRED_MESSAGE = 'Please fill in all required fields';
/** The bot's message when the ticket could not be sent (docs/requirements.md#error-catalogue). */
export const TICKET_FAILURE_MESSAGE =
  'Sorry, there was an error submitting your ticket. Please try again or contact us directly.';

/** The states of the submit button. */
export type TicketSubmitStatus = 'idle' | 'submitting' | 'submitted';
/** The submit button's label in each state (docs/requirements.md#ticket-form). */
export const TICKET_SUBMIT_LABELS: Readonly<Record<TicketSubmitStatus, string>> = {
  idle: 'Submit Ticket',
  submitting: 'Submitting...',
  submitted: 'Ticket Submitted!',
};
/** How long "Ticket Submitted!" stays before the button reads "Submit Ticket" again. */
export const TICKET_SUBMITTED_MS = 3_000;

/** Length caps of the ticket fields: those of the matching contact fields. */
export const TICKET_LIMITS = {
  userName: CONTACT_LIMITS.name,
  userEmail: CONTACT_LIMITS.email,
  ticketTitle: CONTACT_LIMITS.subject,
  issueDescription: CONTACT_LIMITS.message,
} as const;

/**
 * The times a ticket may carry (its id's and its timestamp), as epoch milliseconds: from 2020 up
 * to 2100. Both come from the visitor's clock, which can be hours or days off, so the window is
 * wide: it refuses only what no visitor's clock says, never a ticket from a slightly wrong one.
 */
export const TICKET_TIME_WINDOW = { from: Date.UTC(2020, 0, 1), until: Date.UTC(2100, 0, 1) } as const;

const plausible = (ms: number) => ms >= TICKET_TIME_WINDOW.from && ms < TICKET_TIME_WINDOW.until;

/** A ticket id: "TICKET-", the epoch milliseconds it was made at (13 digits), "-", 6 letters or digits. */
export const TICKET_ID_PATTERN = /^TICKET-(\d{13})-[A-Za-z0-9]{6}$/;

/** The characters of an id's random part. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** How many characters the random part has. */
const ID_RANDOM_LENGTH = 6;
/** The largest multiple of the alphabet's 62 characters under 256: bytes from here up are skipped. */
const UNBIASED_BYTES = 256 - (256 % ID_ALPHABET.length);

/** Fills an array with random bytes and returns it, as crypto.getRandomValues does. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

/**
 * A ticket id, made in the browser when the visitor sends the ticket:
 * `TICKET-{now}-{6 random letters or digits}`, "TICKET-1795255200123-h3K9xQ". `now` is epoch
 * milliseconds (Date.now()); `random` is crypto.getRandomValues unless a test gives its own. Every
 * character is equally likely: bytes that would favour the first characters of the alphabet are
 * skipped rather than wrapped.
 */
export function makeTicketId(now: number, random: RandomBytes = (bytes) => crypto.getRandomValues(bytes)): string {
  let suffix = '';
  // A fair source needs one round almost always; a broken one must not loop for ever.
  for (let round = 0; round < 32 && suffix.length < ID_RANDOM_LENGTH; round++) {
    for (const byte of random(new Uint8Array(2 * ID_RANDOM_LENGTH))) {
      if (byte < UNBIASED_BYTES && suffix.length < ID_RANDOM_LENGTH) suffix += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  if (suffix.length < ID_RANDOM_LENGTH) throw new Error('The random source gave no usable bytes');
  return `TICKET-${Math.trunc(now)}-${suffix}`;
}

/** Whether an id has the form of makeTicketId's, made at a plausible time. */
export function isTicketId(value: string): boolean {
  const made = TICKET_ID_PATTERN.exec(value)?.[1];
  return made !== undefined && plausible(Number(made));
}

const TIME_ERROR = 'Send the time as epoch milliseconds or an ISO 8601 date and time';

/** A support ticket from the ticket modal (its documented payload), with the forms' quiet signals. */
export const supportTicketSchema = z.strictObject({
  /** The id the browser made when the visitor sent the ticket (makeTicketId); the visitor is told it. */
  ticketId: z
    .string({ error: 'Send the ticket id' })
    .check(z.refine(isTicketId, { error: 'Send a ticket id of the form TICKET-{epoch ms}-{6 letters or digits}' })),
  /** The visitor's name, on one line. */
  userName: singleLine('name', TICKET_LIMITS.userName),
  /** Where the agency answers the ticket. */
  userEmail: emailAddress(),
  /** E.164 ("+12025550143") of a number valid for a listed country, as the phone input reports it; or empty. */
  userPhone: optionalPhone(),
  /** What the ticket is about, on one line (it goes into the e-mail's subject). */
  ticketTitle: singleLine('ticket title', TICKET_LIMITS.ticketTitle),
  /** The issue in the visitor's words: line breaks and tabs kept. */
  issueDescription: multiLine('description', TICKET_LIMITS.issueDescription),
  /**
   * When the visitor sent the ticket: epoch milliseconds (Date.now()) or an ISO 8601 date and time
   * with its offset (toISOString()), within TICKET_TIME_WINDOW. Either is stored as ISO 8601 in UTC
   * with milliseconds, "2026-11-21T10:00:00.000Z".
   */
  timestamp: z.pipe(
    z
      .union([z.int({ error: TIME_ERROR }), z.iso.datetime({ offset: true, error: TIME_ERROR })], { error: TIME_ERROR })
      .check(z.refine((value) => plausible(new Date(value).getTime()), { error: TIME_ERROR })),
    z.transform((value) => new Date(value).toISOString()),
  ),
  ...quietSignals,
});
export type SupportTicket = z.output<typeof supportTicketSchema>;
export type SupportTicketInput = z.input<typeof supportTicketSchema>;

/** What both ticket endpoints answer on success. */
export const ticketResultSchema = z.object({
  /** True when the ticket was received. */
  success: z.boolean(),
});
export type TicketResult = z.output<typeof ticketResultSchema>;
