import { useEffect, useRef, useState, type FormEvent, type RefObject, type SyntheticEvent } from 'react';
import type * as z from 'zod/mini';
import { postJson } from '../lib/api.ts';
import type { ContactMessageInput } from '../lib/forms/contact.ts';
import { MAX_ELAPSED_MS } from '../lib/forms/message.ts';

/** The submit states and messages of docs/requirements.md#contact-forms and #error-catalogue. */
export type SubmitStatus = 'idle' | 'sending' | 'sent';
export const SUBMIT_LABELS: Record<SubmitStatus, string> = {
  idle: 'Send Message',
  sending: 'Sending...',
  sent: 'Message Sent!',
};
export const FAILURE_ALERT = 'Failed to send message. Please try again later or contact us directly.';
/** How long "Message Sent!" stays before the button is ready again. */
export const SENT_MS = 5_000;

/** The fields a form collects; the rest of the payload (honeypot, timing) is added here. */
export type ContactFields = Pick<ContactMessageInput, 'name' | 'email' | 'message'> &
  Partial<Pick<ContactMessageInput, 'phone' | 'subject'>>;

/** A field of the form that can carry an error. */
export type ContactField = keyof ContactFields;

/** Errors by field; `body` is for a problem no single field owns. */
export type FieldErrors = Partial<Record<ContactField | 'body', string>>;

/** Who was thanked, to say what happens next. */
export interface SentReceipt {
  name: string;
  email: string;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
const isField = (name: string | undefined): name is ContactField => FIELDS.includes(name as ContactField);

/** The text of a named input or textarea of a form. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}

/**
 * Milliseconds since the page started loading (performance.now() counts from navigation start),
 * or since `since` once a message was sent. Never from hydration: on a slow connection a visitor
 * types long before the form's script arrives.
 */
const elapsedSince = (since: number) => Math.min(Math.max(Math.round(performance.now() - since), 0), MAX_ELAPSED_MS);

/** What sets one form's use of the shared flow apart. */
export interface ContactFormOptions {
  /** Problems only the form itself knows (a half-typed phone number reports an empty value). */
  localErrors?: () => FieldErrors;
  /**
   * Which pair of endpoints receives it: `/api/email/<kind>`, then `/api/sheets/<kind>`. The
   * contact forms' by default; the review request under an audit report sends `audit`.
   */
  kind?: 'contact' | 'audit';
  /** What the form sends besides its fields and quiet signals (the audit's findings), read at each send. */
  extra?: () => Record<string, unknown>;
  /** The submit button's label in each state; the contact forms' by default. */
  labels?: Readonly<Record<SubmitStatus, string>>;
}

/**
 * The submit flow shared by the contact page and footer forms and the audit's review request:
 * validate with the form's schema (shared with the functions),
 * POST /api/email/contact, and only after it succeeds POST /api/sheets/contact with the same body
 * (its failure is only warned about; the review request, /api/email/audit then /api/sheets/audit).
 * One submission at a time, however often the button is hit.
 * After the first submit, a field is checked again as it changes and when it loses focus.
 */
export function useContactForm(
  /** The schema of what the form sends: the footer form's has no phone, so it skips the phone rules. */
  schema: z.ZodMiniType,
  readFields: (form: HTMLFormElement) => ContactFields,
  { localErrors = () => ({}), kind = 'contact', extra = () => ({}), labels = SUBMIT_LABELS }: ContactFormOptions = {},
) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [receipt, setReceipt] = useState<SentReceipt | undefined>(undefined);
  /** Counts successful sends; a form keys its controlled fields on it to clear them. */
  const [generation, setGeneration] = useState(0);
  const busy = useRef(false);
  const submitted = useRef(false);
  /** When the fill time starts: the page's start, then the last successful send. */
  const since = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form: RefObject<HTMLFormElement | null> = useRef(null);
  const button: RefObject<HTMLButtonElement | null> = useRef(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A submit the visitor made before the form was hydrated, held back by client:reach: send it now,
  // with whatever the fields hold (typing may have gone on while the form loaded). Not from the
  // first effect but one render later: fields that adopt what was typed before hydration (the
  // phone number) update their state as they mount, and the submit must read the result.
  const [heldSubmit, setHeldSubmit] = useState(false);
  useEffect(() => {
    const island = form.current?.closest('astro-island');
    if (!island?.hasAttribute('data-reach-submit')) return;
    island.removeAttribute('data-reach-submit');
    setHeldSubmit(true);
  }, []);
  useEffect(() => {
    if (heldSubmit) form.current?.requestSubmit();
  }, [heldSubmit]);

  // The button was disabled while sending, which dropped focus: give it back once it is usable.
  useEffect(() => {
    if (failed && status === 'idle') button.current?.focus();
  }, [failed, status]);

  const validate = (element: HTMLFormElement) => {
    const honeypot = element.elements.namedItem('leaveEmpty');
    const payload = {
      ...extra(),
      ...readFields(element),
      leaveEmpty: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      elapsedMs: elapsedSince(since.current),
    };
    const parsed = schema.safeParse(payload);
    const found: FieldErrors = { ...localErrors() };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        found[isField(name) ? name : 'body'] ??= issue.message;
      }
    }
    return { payload, found };
  };

  /**
   * Checks one field again once the visitor has tried to send: while typing, only an error
   * already shown changes (or goes); leaving the field shows a new one.
   */
  const recheck = (field: ContactField, show: boolean) => {
    if (!submitted.current || !form.current) return;
    const message = validate(form.current).found[field];
    setErrors((current) => {
      if (current[field] === message || (!show && current[field] === undefined)) return current;
      const others = Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) as FieldErrors;
      return message === undefined ? others : { ...others, [field]: message };
    });
  };

  /** The field an event of the form belongs to (the phone input's parts sit in its data-field). */
  const fieldOf = (event: SyntheticEvent) => {
    const name = (event.target as HTMLElement).closest<HTMLElement>('[data-field]')?.dataset['field'];
    return isField(name) ? name : undefined;
  };
  const onChange = (event: SyntheticEvent) => {
    const field = fieldOf(event);
    if (field) recheck(field, false);
  };
  const onBlur = (event: SyntheticEvent) => {
    const field = fieldOf(event);
    if (field) recheck(field, true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const element = event.currentTarget;
    submitted.current = true;
    const { payload, found } = validate(element);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const fields = Object.keys(found).map((name) => element.querySelector<HTMLElement>(`[data-field="${name}"]`));
      const first = fields.find((field) => field !== null);
      // An error on a field nobody sees (none should happen) still tells the visitor something.
      if (!first) setFailed(true);
      first?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
      return;
    }
    setErrors({});
    setFailed(false);
    setReceipt(undefined);
    busy.current = true;
    setStatus('sending');
    try {
      await postJson(`/email/${kind}`, payload);
    } catch (error) {
      console.error(
        `${kind === 'audit' ? 'Review request' : 'Contact message'} not sent:`,
        error instanceof Error ? error.message : error,
      );
      busy.current = false;
      setStatus('idle');
      setFailed(true);
      return;
    }
    try {
      await postJson(`/sheets/${kind}`, payload);
    } catch (error) {
      console.warn(
        `${kind === 'audit' ? 'Review request' : 'Contact message'} sent, but not logged to the spreadsheet:`,
        error instanceof Error ? error.message : error,
      );
    }
    element.reset();
    submitted.current = false;
    setGeneration((n) => n + 1);
    since.current = performance.now();
    setReceipt({ name: payload.name.trim(), email: payload.email.trim() });
    setStatus('sent');
    timer.current = setTimeout(() => {
      busy.current = false;
      setStatus('idle');
    }, SENT_MS);
  };

  return {
    status,
    errors,
    generation,
    recheck,
    form,
    formProps: { ref: form, noValidate: true, onSubmit, onChange, onBlur },
    /**
     * The submit button's state: locked while a message is out. It works before hydration too: both
     * forms hydrate on use (`client:reach={{ form: true }}`), and the directive holds an early submit
     * back and marks the island; the form sends it once hydrated (above).
     */
    buttonProps: {
      ref: button,
      type: 'submit' as const,
      disabled: status !== 'idle',
    },
    /** What SubmitFeedback shows: the thank-you or the failure alert. */
    feedback: { status, failed, receipt, onDismiss: () => setReceipt(undefined) },
    label: labels[status],
  };
}
