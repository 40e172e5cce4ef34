import { CONTACT_LIMITS } from '../lib/schemas/contact.ts';
import FormField from './FormField.tsx';
import { FAILURE_ALERT, fieldValue as text, useContactForm } from './useContactForm.ts';

/** The short form in every page's footer (spec: name, email, message). */
export default function FooterForm() {
  const { status, failed, errors, ready, button, onSubmit, label } = useContactForm((form) => ({
    name: text(form, 'name'),
    email: text(form, 'email'),
    message: text(form, 'message'),
  }));

  return (
    <form className="footer-form" noValidate onSubmit={onSubmit} aria-label="Send us a message">
      <fieldset disabled={status === 'sending'}>
        <legend className="visually-hidden">Your message</legend>
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
        <FormField
          label="Message"
          name="message"
          multiline
          rows={3}
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
      <button ref={button} className="button button--light" type="submit" disabled={!ready || status !== 'idle'}>
        {label}
      </button>
      <p className="visually-hidden" role="status">
        {status === 'sent' ? 'Message sent. Thank you, we will be in touch soon.' : ''}
      </p>
      {failed && (
        <p className="form-alert form-alert--on-dark" role="alert">
          {FAILURE_ALERT}
        </p>
      )}
    </form>
  );
}
