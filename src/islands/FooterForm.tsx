import { EmailField, Honeypot, MessageField, NameField, SubmitFeedback } from './ContactFields.tsx';
import { footerMessageSchema } from '../lib/forms/message.ts';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import { fieldValue as text, useContactForm } from './useContactForm.ts';
import './forms.css';

/**
 * The short form in every page's footer (docs/requirements.md#contact-forms: name, email, message).
 * It hydrates when the visitor uses it (`client:reach={{ form: true }}`, see
 * src/directives/reach.ts): its fields stay uncontrolled, so what was typed before then stays as
 * typed, and its button works from the start, the directive holding an early submit until the form
 * can send it.
 */
export default function FooterForm({ agency }: { agency: AgencyContact }) {
  const { status, errors, formProps, buttonProps, feedback, label } = useContactForm(
    footerMessageSchema,
    (element) => ({
      name: text(element, 'name'),
      email: text(element, 'email'),
      message: text(element, 'message'),
    }),
  );

  return (
    // POST, should the browser ever send the form itself (no script at all): never the message in a URL.
    <form className="footer-form" method="post" {...formProps} aria-label="Send us a message">
      <fieldset disabled={status === 'sending'}>
        <legend className="visually-hidden">Your message</legend>
        <NameField error={errors.name} />
        <EmailField error={errors.email} />
        <MessageField rows={3} error={errors.message} />
        <Honeypot />
      </fieldset>
      <button className="button button--light" {...buttonProps}>
        {label}
      </button>
      <SubmitFeedback {...feedback} agency={agency} />
    </form>
  );
}
