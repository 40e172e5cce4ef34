import { CONTACT_LIMITS } from '../lib/schemas/message.ts';
import FormField from './FormField.tsx';
import { FAILURE_ALERT, type SubmitStatus } from './useContactForm.ts';

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

/** The announcement of a sent message and the alert of a failed one. */
export function SubmitFeedback({
  status,
  failed,
  onDark = false,
}: {
  status: SubmitStatus;
  failed: boolean;
  onDark?: boolean;
}) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {status === 'sent' ? 'Message sent. Thank you, we will be in touch soon.' : ''}
      </p>
      {failed && (
        <p className={`form-alert${onDark ? ' form-alert--on-dark' : ''}`} role="alert">
          {FAILURE_ALERT}
        </p>
      )}
    </>
  );
}
