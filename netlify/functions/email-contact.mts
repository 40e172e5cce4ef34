import type { Config, Context } from '@netlify/functions';
import { contactMessageSchema, looksAutomated } from '../../src/lib/schemas/contact.ts';
import { sendContactMessage } from '../../src/server/contact.ts';
import { readEnv } from '../../src/server/env.ts';
import { handleJsonPost, json } from '../../src/server/http.ts';
import { mailerFor } from '../../src/server/mail.ts';

/** POST /api/email/contact: a contact message to the agency inbox. */
export default async (req: Request, context: Context): Promise<Response> =>
  handleJsonPost(req, contactMessageSchema, async (message) => {
    // A bot gets the answer a person gets, and nothing is sent.
    if (!looksAutomated(message)) {
      const env = readEnv(process.env, context.deploy?.context);
      await sendContactMessage(message, env, mailerFor(env));
    }
    return json(200, { message: 'Message sent' });
  });

export const config: Config = {
  path: '/api/email/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
