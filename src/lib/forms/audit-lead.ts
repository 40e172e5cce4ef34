// zod/mini: the same schema validates in the browser (the review form under an audit report) and
// on the server (the functions), and the browser should not pay for the full library.
import * as z from 'zod/mini';
import { AUDIT_LIMITS } from '../calls/audit.ts';
import { CONTACT_LIMITS, emailAddress, quietSignals, singleLine } from './message.ts';
import { optionalPhone } from './phone-field.ts';

export { automationSignal, MIN_FILL_MS, type AutomationSignal } from './message.ts';

/*
 * The invitation under an audit report: a visitor who ran the free audit asks for a free review by
 * a person. What the review form sends to POST /api/email/audit, then POST /api/sheets/audit: the
 * visitor (name, e-mail, an optional phone and note) and what the audit found (the page, the
 * search phrase, the score and the checks that failed), so the agency starts from the report.
 */

/** Caps of the review request's own fields; the visitor's are the contact form's. */
export const AUDIT_LEAD_LIMITS = {
  /** Checks a report can fail: the audit runs fewer; a list longer than this is not a report's. */
  failedChecks: 100,
  /** Characters of a check's title (the report's own cap). */
  checkTitle: 120,
} as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The optional note: as a contact message's text, but it may be left empty. */
const optionalNote = () =>
  z._default(
    z.string({ error: 'Enter the note as text' }).check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.message, { error: `Keep the note under ${CONTACT_LIMITS.message} characters` }),
      z.refine((value) => !CONTROL_IN_TEXT.test(value), { error: 'Remove the control characters from the note' }),
    ),
    '',
  );

/** A request for a free review of an audited page. */
export const auditLeadSchema = z.strictObject({
  name: singleLine('name', CONTACT_LIMITS.name),
  email: emailAddress(),
  /** E.164 ("+12025550143") of a number valid for a listed country, as the phone input reports it; or empty. */
  phone: optionalPhone(),
  /** The visitor's note: what they want from the review. Optional. */
  message: optionalNote(),
  /** The page the audit read (the report's address after redirects). */
  url: z
    .url({ protocol: /^https?$/, error: 'Send the address of the audited page' })
    .check(z.maxLength(AUDIT_LIMITS.url, { error: `Keep the address under ${AUDIT_LIMITS.url} characters` })),
  /** The search phrase the visitor gave the audit; empty when none. */
  keyword: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(AUDIT_LIMITS.keyword, { error: `Keep the search phrase under ${AUDIT_LIMITS.keyword} characters` }),
      z.refine((value) => !CONTROL_IN_TEXT.test(value) && !/[\r\n\t]/.test(value), {
        error: 'Keep the search phrase on one line',
      }),
    ),
    '',
  ),
  /** The report's score, 0 to 100. */
  score: z.int({ error: 'Send the score as a whole number' }).check(z.minimum(0), z.maximum(100)),
  /** The titles of the checks the page failed, in the report's order (most important first). */
  failedChecks: z
    .array(singleLine('check title', AUDIT_LEAD_LIMITS.checkTitle))
    .check(z.maxLength(AUDIT_LEAD_LIMITS.failedChecks, { error: 'Send at most 100 failed checks' })),
  ...quietSignals,
});
export type AuditLead = z.output<typeof auditLeadSchema>;
export type AuditLeadInput = z.input<typeof auditLeadSchema>;
