import type { ContactMessage } from '../lib/forms/contact.ts';
import { contactLog } from './contact-log.ts';
import { receiverOf, type MailedSubmission } from './submission-mail.ts';

/** Contact messages: mailed to the agency inbox (CONTACT_TO_EMAIL), replying to the visitor. */
export const contactMessages: MailedSubmission<ContactMessage> = {
  log: contactLog,
  inbox: 'contactTo',
  content: (message) => ({
    noun: 'message',
    subject: message.subject
      ? `Website enquiry from ${message.name}: ${message.subject}`
      : `Website message from ${message.name}`,
    visitor: { name: message.name, email: message.email },
    fields: [
      ['Name', message.name],
      ['Email', message.email],
      ['Phone', message.phone || 'not given'],
      ['Subject', message.subject || 'not given'],
    ],
    bodyLabel: 'Message',
    body: message.message,
  }),
};

/**
 * POST /api/email/contact: mails a message to the agency inbox, or keeps it in the Quarantine tab
 * when it looks automated (mailed flagged if that fails).
 */
export const receiveContactMessage = receiverOf(contactMessages);
