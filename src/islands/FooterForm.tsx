import { footerMessageSchema } from '../lib/schemas/message.ts';
import { EmailField, Honeypot, MessageField, NameField, SubmitFeedback } from './ContactFields.tsx';
import { fieldValue as text, useContactForm } from './useContactForm.ts';

/** The short form in every page's footer (spec: name, email, message). */
export default function FooterForm() {
  const { status, failed, errors, ready, button, onSubmit, label } = useContactForm(footerMessageSchema, (form) => ({
    name: text(form, 'name'),
    email: text(form, 'email'),
    message: text(form, 'message'),
  }));

  return (
    <form className="footer-form" noValidate onSubmit={onSubmit} aria-label="Send us a message">
      <fieldset disabled={status === 'sending'}>
        <legend className="visually-hidden">Your message</legend>
        <NameField error={errors['name']} />
        <EmailField error={errors['email']} />
        <MessageField rows={3} error={errors['message']} />
        <Honeypot />
      </fieldset>
      <button ref={button} className="button button--light" type="submit" disabled={!ready || status !== 'idle'}>
        {label}
      </button>
      <SubmitFeedback status={status} failed={failed} onDark />
    </form>
  );
}
