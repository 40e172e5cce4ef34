import { useEffect, useState } from 'react';
import { CONTACT_LIMITS, contactMessageSchema } from '../lib/forms/contact.ts';
import FormField from './FormField.tsx';
import PhoneInput from './PhoneInput.tsx';
import { EmailField, Honeypot, MessageField, NameField, SubmitFeedback } from './ContactFields.tsx';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import { fieldValue as text, useContactForm } from './useContactForm.ts';
import './forms.css';

export interface ContactFormProps {
  agency: AgencyContact;
}

/**
 * The contact page form (docs/requirements.md#contact-forms: name, email, phone read from
 * `phone_number`, subject, message). Like the footer form it hydrates on use
 * (`client:reach={{ form: true }}`, see src/directives/reach.ts): its fields are uncontrolled, the
 * phone number adopts what was typed before then, a press on the country button opens its list once
 * hydrated, and an early submit is held until the form can send it. The subject a link asked for is
 * filled in by the page (src/pages/contact.astro), not here.
 */
export default function ContactForm({ agency }: ContactFormProps) {
  // The phone input reports an empty value for a half-typed number, and says so through its error.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const { status, errors, generation, recheck, formProps, buttonProps, feedback, label } = useContactForm(
    contactMessageSchema,
    (element) => ({
      name: text(element, 'name'),
      email: text(element, 'email'),
      phone: text(element, 'phone_number'),
      subject: text(element, 'subject'),
      message: text(element, 'message'),
    }),
    { localErrors: () => (phoneError ? { phone: phoneError } : {}) },
  );

  // The phone input has no change event of the form's own: check it again when its verdict changes.
  useEffect(() => recheck('phone', false), [phoneError]);

  return (
    // POST, should the browser ever send the form itself (no script at all): never the message in a URL.
    <form className="contact-form" method="post" {...formProps} aria-describedby="contact-form-note">
      <p className="contact-form__note" id="contact-form-note">
        A few lines are enough: a strategist reads every message and replies during business hours. Fields marked * are
        required; we never share your details.
      </p>
      <fieldset disabled={status === 'sending'}>
        <legend className="visually-hidden">Your message</legend>
        <div className="contact-form__grid">
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
          <FormField label="Subject" name="subject" maxLength={CONTACT_LIMITS.subject} error={errors.subject} />
        </div>
        <MessageField rows={6} error={errors.message} />
        <Honeypot />
      </fieldset>
      <div className="contact-form__actions">
        <button className="button button--primary" {...buttonProps}>
          {label}
        </button>
      </div>
      <SubmitFeedback {...feedback} agency={agency} />
    </form>
  );
}
