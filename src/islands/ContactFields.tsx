import { useEffect, useRef } from 'react';
import { CONTACT_LIMITS } from '../lib/forms/message.ts';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import { EmailOrCall } from './EmailOrCall.tsx';
import FormField from './FormField.tsx';
import { FAILURE_ALERT, type SentReceipt, type SubmitStatus } from './useContactForm.ts';

/* The pieces the contact page form and the footer form share. */

interface ErrorProp {
  error?: string | undefined;
}

export function NameField({ error }: ErrorProp) {
  return (
    <FormField label="Name" name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name} required error={error} />
  );
}

export function EmailField({ error }: ErrorProp) {
  return (
    <FormField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={CONTACT_LIMITS.email}
      required
      error={error}
    />
  );
}

export function MessageField({ error, rows }: ErrorProp & { rows: number }) {
  return (
    <FormField
      label="Message"
      name="message"
      multiline
      rows={rows}
      maxLength={CONTACT_LIMITS.message}
      required
      error={error}
    />
  );
}

/** A field people never see or reach: whatever fills it is a bot. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="leaveEmpty" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * What a visitor sees after sending: a thank-you that says what happens next and stays until
 * dismissed (the button's "Message Sent!" lasts only 5 s), and, when sending failed, the failure
 * alert (docs/requirements.md#error-catalogue) followed by the ways to reach the agency directly.
 */
export function SubmitFeedback({
  status,
  failed,
  receipt,
  onDismiss,
  agency,
  noun = 'message',
}: {
  status: SubmitStatus;
  failed: boolean;
  receipt: SentReceipt | undefined;
  onDismiss: () => void;
  agency: AgencyContact;
  /** What was sent, for the thank-you: "Your message is with our team". */
  noun?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // The form resets and its button is locked for a moment: focus lands on the news instead.
  useEffect(() => {
    if (receipt && status === 'sent') panel.current?.focus();
  }, [receipt, status]);
  return (
    <>
      <div role="status">
        {receipt && (
          <div className="form-notice form-notice--sent" ref={panel} tabIndex={-1}>
            <p className="form-notice__title">
              Thank you, {receipt.name}. Your {noun} is with our team.
            </p>
            <p>
              A strategist will reply to <strong>{receipt.email}</strong> from{' '}
              <a href={`mailto:${agency.email}`}>{agency.email}</a> within business hours ({agency.hours}).
            </p>
            <button type="button" className="form-notice__dismiss" onClick={onDismiss}>
              Dismiss
            </button>
          </div>
        )}
      </div>
      {/* Shown only when the form cannot send: no script runs, or its code did not load (forms.css). */}
      <p className="form-noscript">
        This form could not load in this browser (it needs JavaScript). <EmailOrCall agency={agency} />.
      </p>
      {failed && (
        <div className="form-alert" role="alert">
          <p>{FAILURE_ALERT}</p>
          <p>
            <EmailOrCall agency={agency} /> ({agency.hours}).
          </p>
        </div>
      )}
    </>
  );
}
