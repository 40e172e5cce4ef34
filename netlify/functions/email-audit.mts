import type { Config } from '@netlify/functions';
import { auditLeadSchema } from '../../src/lib/forms/audit-lead.ts';
import { receiveAuditLead } from '../../src/server/audit-lead-mail.ts';
import { jsonPostEndpoint } from '../../src/server/http.ts';

/** POST /api/email/audit: a request for a free review of an audited page, to the agency inbox (or to quarantine). */
export default jsonPostEndpoint(auditLeadSchema, receiveAuditLead, { message: 'Request sent' });

export const config: Config = {
  path: '/api/email/audit',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
