import type { SupportTicket } from '../lib/forms/ticket.ts';
import { receiverOf, type MailedSubmission } from './submission-mail.ts';
import { ticketLog } from './ticket-log.ts';

/**
 * Support tickets: mailed to the support inbox (SUPPORT_TO_EMAIL, else CONTACT_TO_EMAIL; see
 * env.ts) with the ticket id in the subject, so a reply keeps it in the thread, replying to the
 * visitor.
 */
export const supportTickets: MailedSubmission<SupportTicket> = {
  log: ticketLog,
  inbox: 'supportTo',
  content: (ticket) => ({
    noun: 'ticket',
    subject: `Support ticket ${ticket.ticketId} from ${ticket.userName}: ${ticket.ticketTitle}`,
    visitor: { name: ticket.userName, email: ticket.userEmail },
    fields: [
      ['Ticket', ticket.ticketId],
      ['Name', ticket.userName],
      ['Email', ticket.userEmail],
      ['Phone', ticket.userPhone || 'not given'],
      ['Title', ticket.ticketTitle],
      ['Submitted', ticket.timestamp],
    ],
    bodyLabel: 'Description',
    body: ticket.issueDescription,
  }),
};

/**
 * POST /api/email/ticket: mails a ticket to the support inbox, or keeps it in the Ticket
 * quarantine tab when it looks automated (mailed flagged if that fails).
 */
export const receiveSupportTicket = receiverOf(supportTickets);
