import type { Config } from '@netlify/functions';
import { contactMessageSchema } from '../../src/lib/forms/contact.ts';
import { jsonPostEndpoint } from '../../src/server/http.ts';
import { logContactMessage } from '../../src/server/contact-log.ts';

/** POST /api/sheets/contact: a contact message as a row of the Contact tab (or of Quarantine). */
export default jsonPostEndpoint(contactMessageSchema, logContactMessage, { message: 'Logged' });

export const config: Config = {
  path: '/api/sheets/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
