import { useState } from 'react';
import { CONTACT_LIMITS, contactMessageSchema } from '../lib/schemas/contact.ts';
import FormField from './FormField.tsx';
import PhoneInput from './PhoneInput.tsx';
import { EmailField, Honeypot, MessageField, NameField, SubmitFeedback } from './ContactFields.tsx';
import { fieldValue as text, useContactForm } from './useContactForm.ts';

/** The contact page form (spec: name, email, phone read from `phone_number`, subject, message). */
export default function ContactForm() {
  // The phone input reports an empty value for a half-typed number, and says so through its error.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const { status, failed, errors, ready, generation, button, onSubmit, label } = useContactForm(
    contactMessageSchema,
    (form) => ({
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: text(form, 'phone_number'),
      subject: text(form, 'subject'),
      message: text(form, 'message'),
    }),
    () => (phoneError ? { phone: phoneError } : {}),
  );

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-describedby="contact-form-note">
      <p className="contact-form__note" id="contact-form-note">
        Fields marked * are required. We reply during business hours and never share your details.
      </p>
      <fieldset disabled={status === 'sending'}>
        <legend className="visually-hidden">Your message</legend>
        <div className="contact-form__grid">
          <NameField error={errors['name']} />
          <EmailField error={errors['email']} />
          <div className="field" data-field="phone">
            <PhoneInput
              key={generation}
              onValidity={setPhoneError}
              disabled={status === 'sending'}
              externalError={errors['phone']}
            />
          </div>
          <FormField label="Subject" name="subject" maxLength={CONTACT_LIMITS.subject} error={errors['subject']} />
        </div>
        <MessageField rows={6} error={errors['message']} />
        <Honeypot />
      </fieldset>
      <div className="contact-form__actions">
        <button ref={button} className="button button--primary" type="submit" disabled={!ready || status !== 'idle'}>
          {label}
        </button>
      </div>
      <SubmitFeedback status={status} failed={failed} />
    </form>
  );
}
