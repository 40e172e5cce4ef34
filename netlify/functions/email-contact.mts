import type { Config } from '@netlify/functions';
import { contactMessageSchema } from '../../src/lib/forms/contact.ts';
import { jsonPostEndpoint } from '../../src/server/http.ts';
import { receiveContactMessage } from '../../src/server/contact-mail.ts';

/** POST /api/email/contact: a contact message to the agency inbox (or to quarantine, see the README). */
export default jsonPostEndpoint(contactMessageSchema, receiveContactMessage, { message: 'Message sent' });

export const config: Config = {
  path: '/api/email/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
