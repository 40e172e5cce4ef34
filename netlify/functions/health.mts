import type { Config } from '@netlify/functions';
import { json } from '../../src/server/json.ts';

/** Liveness probe: proves that `/api/*` reaches the functions, locally and in production. */
export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json(405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
  }
  return json(200, { status: 'ok' });
};

export const config: Config = {
  path: '/api/health',
};
