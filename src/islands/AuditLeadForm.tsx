import { useEffect, useState } from 'react';
import { auditLeadSchema, type AuditLeadInput } from '../lib/forms/audit-lead.ts';
import { CONTACT_LIMITS } from '../lib/forms/message.ts';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import { EmailField, Honeypot, NameField, SubmitFeedback } from './ContactFields.tsx';
import FormField from './FormField.tsx';
import PhoneInput from './PhoneInput.tsx';
import { fieldValue as text, useContactForm, type SubmitStatus } from './useContactForm.ts';
import './forms.css';

/** What the audit found, sent with the request. */
export type AuditFindings = Pick<AuditLeadInput, 'url' | 'keyword' | 'score' | 'failedChecks'>;

/** The review form's button in each state. */
export const LEAD_LABELS: Readonly<Record<SubmitStatus, string>> = {
  idle: 'Ask for my free review',
  sending: 'Sending...',
  sent: 'Request sent!',
};

/**
 * The invitation under an audit report: a free review of the page by a person. Name, e-mail, the
 * shared phone input and an optional note, sent as the contact forms are (useContactForm):
 * POST /api/email/audit, then POST /api/sheets/audit, with the audited page, the search phrase,
 * the score and the failed checks. The same validation, quarantine signals, thank-you and failure
 * alert as the contact form.
 */
export default function AuditLeadForm({ agency, findings }: { agency: AgencyContact; findings: AuditFindings }) {
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const { status, errors, generation, recheck, formProps, buttonProps, feedback, label } = useContactForm(
    auditLeadSchema,
    (element) => ({
      name: text(element, 'name'),
      email: text(element, 'email'),
      phone: text(element, 'phone_number'),
      message: text(element, 'message'),
    }),
    {
      kind: 'audit',
      extra: () => findings,
      labels: LEAD_LABELS,
      localErrors: () => (phoneError ? { phone: phoneError } : {}),
    },
  );

  useEffect(() => recheck('phone', false), [phoneError]);

  const failures = findings.failedChecks.length;
  const first = failures === 0 ? '' : ` (starting with the ${failures} failed check${failures === 1 ? '' : 's'})`;
  return (
    <section className="lead" aria-labelledby="lead-heading">
      <div className="lead__intro">
        <p className="eyebrow">Free review</p>
        <h3 id="lead-heading">Want a person to go through this with you?</h3>
        <p>
          A strategist looks at your page, this report and your search phrase, and tells you which fixes bring the most
          customers first{first}. Free, with no obligation; we reply within business hours ({agency.hours}).
        </p>
        <ul className="lead__points">
          <li>Your score and failed checks come with your request: nothing to explain twice.</li>
          <li>A written answer, not a sales script.</li>
        </ul>
      </div>
      <form className="lead__form" method="post" {...formProps} aria-labelledby="lead-heading">
        <fieldset disabled={status === 'sending'}>
          <legend className="visually-hidden">Your details</legend>
          <div className="lead__grid">
            <NameField error={errors.name} />
            <EmailField error={errors.email} />
            <div className="field" data-field="phone">
              <PhoneInput
                key={generation}
                onValidity={setPhoneError}
                disabled={status === 'sending'}
                externalError={errors.phone}
              />
            </div>
          </div>
          <FormField
            label="Note"
            name="message"
            multiline
            rows={3}
            maxLength={CONTACT_LIMITS.message}
            placeholder="What would you like us to look at?"
            error={errors.message}
          />
          <Honeypot />
        </fieldset>
        <button className="button button--primary lead__send" {...buttonProps}>
          {label}
        </button>
        <SubmitFeedback {...feedback} agency={agency} noun="request for a review" />
      </form>
    </section>
  );
}
