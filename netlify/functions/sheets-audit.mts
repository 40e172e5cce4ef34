import type { Config } from '@netlify/functions';
import { auditLeadSchema } from '../../src/lib/forms/audit-lead.ts';
import { logAuditLead } from '../../src/server/audit-lead-log.ts';
import { jsonPostEndpoint } from '../../src/server/http.ts';

/** POST /api/sheets/audit: a request for a free review as a row of the Audits tab (or of Audit quarantine). */
export default jsonPostEndpoint(auditLeadSchema, logAuditLead, { message: 'Logged' });

export const config: Config = {
  path: '/api/sheets/audit',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
