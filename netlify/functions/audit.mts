import type { Config } from '@netlify/functions';
import { auditRequestSchema } from '../../src/lib/calls/audit.ts';
import { runAudit } from '../../src/server/audit/run-audit.ts';
import { jsonReplyEndpoint } from '../../src/server/http.ts';

/**
 * POST /api/audit: the free website audit of a public page (docs/functions.md). A refused address
 * answers 422, a site that cannot be read 502, each with a message for the visitor.
 */
export default jsonReplyEndpoint(auditRequestSchema, runAudit);

export const config: Config = {
  path: '/api/audit',
  // Each audit makes up to a dozen requests to someone else's site: a visitor gets 10 a minute.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
