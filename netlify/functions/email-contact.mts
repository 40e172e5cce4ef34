import type { Config, Context } from '@netlify/functions';
import { contactMessageSchema } from '../../src/lib/forms/contact.ts';
import { receiveContactMessage } from '../../src/server/contact-mail.ts';
import { functionEnv } from '../../src/server/env.ts';
import { handleJsonPost, json } from '../../src/server/http.ts';

/** POST /api/email/contact: a contact message to the agency inbox (or to quarantine, see the README). */
export default async (req: Request, context: Context): Promise<Response> =>
  handleJsonPost(req, contactMessageSchema, async (message) => {
    await receiveContactMessage(message, functionEnv(context));
    return json(200, { message: 'Message sent' });
  });

export const config: Config = {
  path: '/api/email/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
