import type { Config } from '@netlify/functions';

/** Liveness probe: proves that `/api/*` reaches the functions, locally and in production. */
export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
};

export const config: Config = {
  path: '/api/health',
};
