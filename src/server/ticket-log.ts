import type { SupportTicket } from '../lib/forms/ticket.ts';
import { neutralizeCell } from './sheets.ts';
import { loggerOf, type SubmissionLog } from './submission-log.ts';

/**
 * Support tickets in the agency's spreadsheet: the Tickets tab, and the Ticket quarantine tab for
 * the ones that look automated. The id, the E.164 phone and the ISO 8601 time are validated and
 * cannot start like a formula, so they are stored as they are; the free text is neutralised.
 */
export const ticketLog: SubmissionLog<SupportTicket> = {
  kind: 'ticket',
  tab: 'Tickets',
  quarantineTab: 'Ticket quarantine',
  columns: ['Ticket', 'Name', 'Email', 'Phone', 'Title', 'Description', 'Submitted'],
  cells: (ticket) => [
    ticket.ticketId,
    neutralizeCell(ticket.userName),
    neutralizeCell(ticket.userEmail),
    ticket.userPhone,
    neutralizeCell(ticket.ticketTitle),
    neutralizeCell(ticket.issueDescription),
    ticket.timestamp,
  ],
};

/** POST /api/sheets/ticket: logs a ticket to the Tickets tab, or to Ticket quarantine when it looks automated. */
export const logSupportTicket = loggerOf(ticketLog);
