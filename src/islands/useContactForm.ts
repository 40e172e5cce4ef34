import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type * as z from 'zod/mini';
import { postJson } from '../lib/api.ts';
import type { ContactMessageInput } from '../lib/schemas/contact.ts';
import { MAX_ELAPSED_MS } from '../lib/schemas/message.ts';

/** The spec's submit states (section 4) and messages (section 8). */
export type SubmitStatus = 'idle' | 'sending' | 'sent';
export const SUBMIT_LABELS: Record<SubmitStatus, string> = {
  idle: 'Send Message',
  sending: 'Sending...',
  sent: 'Message Sent!',
};
export const FAILURE_ALERT = 'Failed to send message. Please try again later or contact us directly.';
/** How long "Message Sent!" stays before the button is ready again. */
export const SENT_MS = 5_000;

/** The text of a named input or textarea of a form. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}

/** The fields a form collects; the rest of the payload (honeypot, timing) is added here. */
export type ContactFields = Pick<ContactMessageInput, 'name' | 'email' | 'message'> &
  Partial<Pick<ContactMessageInput, 'phone' | 'subject'>>;

/**
 * The submit flow shared by the contact page and footer forms: validate with the form's schema
 * (shared with the functions), POST /api/email/contact, and only after it succeeds POST
 * /api/sheets/contact with the same body (its failure is only warned about). One submission at a
 * time, however often the button is hit.
 */
export function useContactForm(
  /** The schema of what the form sends: the footer form's has no phone, so it skips the phone rules. */
  schema: z.ZodMiniType,
  readFields: (form: HTMLFormElement) => ContactFields,
  /** Problems only the form itself knows (a half-typed phone number reports an empty value). */
  localErrors: () => Record<string, string> = () => ({}),
) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ready, setReady] = useState(false);
  /** Counts successful sends; a form keys its controlled fields on it to clear them. */
  const [generation, setGeneration] = useState(0);
  const busy = useRef(false);
  const shownAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button: RefObject<HTMLButtonElement | null> = useRef(null);

  useEffect(() => {
    shownAt.current = performance.now();
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);

  // The button was disabled while sending, which dropped focus: give it back once it is usable.
  useEffect(() => {
    if (failed && status === 'idle') button.current?.focus();
  }, [failed, status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const honeypot = form.elements.namedItem('leaveEmpty');
    const payload = {
      ...readFields(form),
      leaveEmpty: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      elapsedMs: Math.min(Math.round(performance.now() - shownAt.current), MAX_ELAPSED_MS),
    };
    const parsed = schema.safeParse(payload);
    const found: Record<string, string> = { ...localErrors() };
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const fields = Object.keys(found).map((name) => form.querySelector<HTMLElement>(`[data-field="${name}"]`));
      const first = fields.find((field) => field !== null);
      // An error on a field nobody sees (none should happen) still tells the visitor something.
      if (!first) setFailed(true);
      first?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
      return;
    }
    setErrors({});
    setFailed(false);
    busy.current = true;
    setStatus('sending');
    try {
      await postJson('/email/contact', payload);
    } catch (error) {
      console.error('Contact message not sent:', error instanceof Error ? error.message : error);
      busy.current = false;
      setStatus('idle');
      setFailed(true);
      return;
    }
    try {
      await postJson('/sheets/contact', payload);
    } catch (error) {
      console.warn(
        'Contact message sent, but not logged to the spreadsheet:',
        error instanceof Error ? error.message : error,
      );
    }
    form.reset();
    setGeneration((n) => n + 1);
    shownAt.current = performance.now();
    setStatus('sent');
    timer.current = setTimeout(() => {
      busy.current = false;
      setStatus('idle');
    }, SENT_MS);
  };

  return { status, failed, errors, ready, generation, button, onSubmit, label: SUBMIT_LABELS[status] };
}
