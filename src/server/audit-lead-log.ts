import type { AuditLead } from '../lib/forms/audit-lead.ts';
import { neutralizeCell } from './sheets.ts';
import { loggerOf, type SubmissionLog } from './submission-log.ts';

/**
 * Requests for a free review after the website audit, in the agency's spreadsheet: the Audits tab,
 * and the Audit quarantine tab for the ones that look automated. The phone (E.164), the address
 * (an http(s) URL) and the score (a number) are validated and cannot start like a formula, so they
 * are stored as they are; what the visitor typed, and the checks' titles, are neutralised. The
 * failed checks share one cell, one a line.
 */
export const auditLeadLog: SubmissionLog<AuditLead> = {
  kind: 'audit',
  tab: 'Audits',
  quarantineTab: 'Audit quarantine',
  columns: ['Name', 'Email', 'Phone', 'Address', 'Search phrase', 'Score', 'Failed checks', 'Note'],
  cells: (lead) => [
    neutralizeCell(lead.name),
    neutralizeCell(lead.email),
    lead.phone,
    lead.url,
    neutralizeCell(lead.keyword),
    String(lead.score),
    neutralizeCell(lead.failedChecks.join('\n')),
    neutralizeCell(lead.message),
  ],
};

/** POST /api/sheets/audit: logs a review request to the Audits tab, or to Audit quarantine when it looks automated. */
export const logAuditLead = loggerOf(auditLeadLog);
