import { useState } from 'react';
import { CONTACT_LIMITS } from '../lib/schemas/contact.ts';
import FormField from './FormField.tsx';
import PhoneInput from './PhoneInput.tsx';
import { FAILURE_ALERT, fieldValue as text, useContactForm } from './useContactForm.ts';

/** The contact page form (spec: name, email, phone read from `phone_number`, subject, message). */
export default function ContactForm() {
  // The phone input reports an empty value for a half-typed number, and says so through its error.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const { status, failed, errors, ready, generation, button, onSubmit, label } = useContactForm(
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
          <FormField
            label="Name"
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            required
            error={errors['name']}
          />
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            required
            error={errors['email']}
          />
          <div className="field" data-field="phone">
            <PhoneInput
              key={generation}
              onValidity={setPhoneError}
              disabled={status === 'sending'}
              externalError={phoneError ? undefined : errors['phone']}
            />
          </div>
          <FormField label="Subject" name="subject" maxLength={CONTACT_LIMITS.subject} error={errors['subject']} />
        </div>
        <FormField
          label="Message"
          name="message"
          multiline
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          required
          error={errors['message']}
        />
        <div className="honeypot" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      </fieldset>
      <div className="contact-form__actions">
        <button ref={button} className="button button--primary" type="submit" disabled={!ready || status !== 'idle'}>
          {label}
        </button>
        <p className="visually-hidden" role="status">
          {status === 'sent' ? 'Message sent. Thank you, we will be in touch soon.' : ''}
        </p>
      </div>
      {failed && (
        <p className="form-alert" role="alert">
          {FAILURE_ALERT}
        </p>
      )}
    </form>
  );
}
