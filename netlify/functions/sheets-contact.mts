import type { Config, Context } from '@netlify/functions';
import { contactMessageSchema } from '../../src/lib/forms/contact.ts';
import { logContactMessage } from '../../src/server/contact-log.ts';
import { functionEnv } from '../../src/server/env.ts';
import { handleJsonPost, json } from '../../src/server/http.ts';

/** POST /api/sheets/contact: a contact message as a row of the Contact tab (or of Quarantine). */
export default async (req: Request, context: Context): Promise<Response> =>
  handleJsonPost(req, contactMessageSchema, async (message) => {
    await logContactMessage(message, functionEnv(context));
    return json(200, { message: 'Logged' });
  });

export const config: Config = {
  path: '/api/sheets/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
