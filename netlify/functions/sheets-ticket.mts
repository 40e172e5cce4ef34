import type { Config } from '@netlify/functions';
import { supportTicketSchema } from '../../src/lib/forms/ticket.ts';
import { jsonPostEndpoint } from '../../src/server/http.ts';
import { logSupportTicket } from '../../src/server/ticket-log.ts';

/** POST /api/sheets/ticket: a support ticket as a row of the Tickets tab (or of Ticket quarantine). */
export default jsonPostEndpoint(supportTicketSchema, logSupportTicket, { success: true });

export const config: Config = {
  path: '/api/sheets/ticket',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
