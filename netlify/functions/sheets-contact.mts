import type { Config, Context } from '@netlify/functions';
import { contactMessageSchema, looksAutomated } from '../../src/lib/schemas/contact.ts';
import { logContactMessage } from '../../src/server/contact.ts';
import { readEnv } from '../../src/server/env.ts';
import { handleJsonPost, json } from '../../src/server/http.ts';
import { sheetFor } from '../../src/server/sheets.ts';

/** POST /api/sheets/contact: a contact message as a row of the Contact tab. */
export default async (req: Request, context: Context): Promise<Response> =>
  handleJsonPost(req, contactMessageSchema, async (message) => {
    if (!looksAutomated(message)) {
      await logContactMessage(message, sheetFor(readEnv(process.env, context.deploy?.context)));
    }
    return json(200, { message: 'Logged' });
  });

export const config: Config = {
  path: '/api/sheets/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
