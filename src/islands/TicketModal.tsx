import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson } from '../lib/api.ts';
import {
  makeTicketId,
  supportTicketSchema,
  TICKET_FAILURE_MESSAGE,
  TICKET_LIMITS,
  TICKET_REQUIRED_MESSAGE,
  TICKET_SUBMIT_LABELS,
  TICKET_SUBMITTED_MS,
  type SupportTicketInput,
  type TicketSubmitStatus,
} from '../lib/forms/ticket.ts';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import { EmailField, Honeypot, NameField } from './ContactFields.tsx';
import { EmailOrCall } from './EmailOrCall.tsx';
import FormField from './FormField.tsx';
import { Glyph, ICONS } from './Glyph.tsx';
import PhoneInput from './PhoneInput.tsx';
import { fieldValue } from './useContactForm.ts';
import { useDomId } from './useDomId.ts';
import './forms.css';

export interface TicketModalProps {
  open: boolean;
  agency: AgencyContact;
  /** What the description starts as when the form opens empty: the visitor's last question. */
  description: string;
  onClose: () => void;
  /** Tells the chat how it went: the confirmation with the ticket id, or the failure message. */
  onResult: (botMessage: string) => void;
}

/** The required fields, by their names in the form, in the order a visitor fills them. */
const REQUIRED = ['name', 'email', 'title', 'description'] as const;

/**
 * The ticket form of docs/requirements.md#ticket-form, in a modal <dialog> (focus held inside,
 * Escape closes, focus returns to where it was). It makes the ticket id in the browser, sends the
 * ticket to POST /api/email/ticket and then, its failure ignored, to POST /api/sheets/ticket. A
 * failed send keeps everything the visitor typed.
 */
export default function TicketModal({ open, agency, description, onClose, onResult }: TicketModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<TicketSubmitStatus>('idle');
  const [alert, setAlert] = useState<{ text: string; failed: boolean } | undefined>(undefined);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  // The phone input keeps its own state; a new key gives a fresh one after a ticket is sent.
  const [phoneKey, setPhoneKey] = useState(0);
  const openedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const id = useDomId('ticket');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      openedAt.current = performance.now();
      const field = form.current?.elements.namedItem('description');
      if (field instanceof HTMLTextAreaElement && field.value.trim() === '') field.value = description;
      element.showModal();
      // The dialog would focus its first control, the close button; the visitor starts at the name.
      const name = form.current?.elements.namedItem('name');
      if (name instanceof HTMLInputElement) name.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, description]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const element = event.currentTarget;
    const missing = REQUIRED.find((name) => fieldValue(element, name).trim() === '');
    if (missing) {
      setAlert({ text: TICKET_REQUIRED_MESSAGE, failed: false });
      const field = element.elements.namedItem(missing);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    if (phoneError) {
      setAlert({ text: phoneError, failed: false });
      return;
    }
    const now = Date.now();
    const ticket: SupportTicketInput = {
      ticketId: makeTicketId(now),
      userName: fieldValue(element, 'name'),
      userEmail: fieldValue(element, 'email'),
      userPhone: phone,
      ticketTitle: fieldValue(element, 'title'),
      issueDescription: fieldValue(element, 'description'),
      timestamp: now,
      leaveEmpty: fieldValue(element, 'leaveEmpty'),
      elapsedMs: Math.max(Math.round(performance.now() - openedAt.current), 0),
    };
    // The functions' own schema: what it refuses (an address without a domain) is said here first.
    const checked = supportTicketSchema.safeParse(ticket);
    if (!checked.success) {
      setAlert({ text: checked.error.issues[0]?.message ?? TICKET_REQUIRED_MESSAGE, failed: false });
      return;
    }
    setAlert(undefined);
    setStatus('submitting');
    try {
      await postJson('/email/ticket', ticket);
    } catch (error) {
      console.warn('The ticket could not be sent:', error);
      setStatus('idle');
      setAlert({ text: TICKET_FAILURE_MESSAGE, failed: true });
      onResult(TICKET_FAILURE_MESSAGE);
      return;
    }
    postJson('/sheets/ticket', ticket).catch((error: unknown) => console.warn('The ticket was not logged:', error));
    setStatus('submitted');
    onResult(
      `Thank you, ${checked.data.userName}. Your ticket **${ticket.ticketId}** is with our team. ` +
        `A person will reply to ${checked.data.userEmail} within business hours (${agency.hours}).`,
    );
    element.reset();
    setPhone('');
    setPhoneKey((key) => key + 1);
    // "Ticket Submitted!" shows for 3 s (TICKET_SUBMITTED_MS), then the form closes, ready for
    // another ticket.
    timer.current = window.setTimeout(() => {
      setStatus('idle');
      onClose();
    }, TICKET_SUBMITTED_MS);
  };

  return (
    <dialog className="ticket" ref={dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="ticket__header">
        <h2 className="ticket__title" id={`${id}-title`}>
          Talk to our team
        </h2>
        <button type="button" className="chat__icon-button" aria-label="Close the ticket form" onClick={onClose}>
          <Glyph path={ICONS.close} />
        </button>
      </div>
      <p className="ticket__intro">
        Tell us what you need and a person will reply by email within business hours ({agency.hours}).
      </p>
      <form ref={form} className="ticket__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset disabled={status === 'submitting'}>
          {/* The contact forms' own name and email fields: the ticket's caps are theirs (TICKET_LIMITS). */}
          <NameField />
          <EmailField />
          <div className="field" data-field="phone">
            <PhoneInput
              key={phoneKey}
              name="ticket_phone"
              onChange={setPhone}
              onValidity={setPhoneError}
              disabled={status === 'submitting'}
            />
          </div>
          <FormField label="Title" name="title" maxLength={TICKET_LIMITS.ticketTitle} required />
          <FormField
            label="Description"
            name="description"
            multiline
            rows={4}
            maxLength={TICKET_LIMITS.issueDescription}
            required
          />
          <Honeypot />
        </fieldset>
        {alert && (
          <div className="form-alert" role="alert">
            <p>{alert.text}</p>
            {alert.failed && (
              <p>
                <EmailOrCall agency={agency} /> ({agency.hours}).
              </p>
            )}
          </div>
        )}
        <button type="submit" className="button button--primary ticket__submit" disabled={status !== 'idle'}>
          {TICKET_SUBMIT_LABELS[status]}
        </button>
      </form>
    </dialog>
  );
}
