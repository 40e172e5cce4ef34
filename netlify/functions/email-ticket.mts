import type { Config } from '@netlify/functions';
import { supportTicketSchema } from '../../src/lib/forms/ticket.ts';
import { jsonPostEndpoint } from '../../src/server/http.ts';
import { receiveSupportTicket } from '../../src/server/ticket-mail.ts';

/** POST /api/email/ticket: a support ticket to the support inbox (or to quarantine, see the README). */
export default jsonPostEndpoint(supportTicketSchema, receiveSupportTicket, { success: true });

export const config: Config = {
  path: '/api/email/ticket',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
