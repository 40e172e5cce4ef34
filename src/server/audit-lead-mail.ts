import type { AuditLead } from '../lib/forms/audit-lead.ts';
import { auditLeadLog } from './audit-lead-log.ts';
import { receiverOf, type MailedSubmission } from './submission-mail.ts';

/** The host of the audited page, for the subject ("harborbakery.example"). */
const hostOf = (url: string) => new URL(url).host;

/**
 * Requests for a free review after the website audit: mailed to the agency inbox
 * (CONTACT_TO_EMAIL), replying to the visitor, with what the audit found so the reply can start
 * from the report: the page, the search phrase, the score and each failed check.
 */
export const auditLeads: MailedSubmission<AuditLead> = {
  log: auditLeadLog,
  inbox: 'contactTo',
  content: (lead) => ({
    noun: 'review request',
    subject: `Free audit review for ${hostOf(lead.url)} (score ${lead.score}) from ${lead.name}`,
    visitor: { name: lead.name, email: lead.email },
    fields: [
      ['Name', lead.name],
      ['Email', lead.email],
      ['Phone', lead.phone || 'not given'],
      ['Audited page', lead.url],
      ['Search phrase', lead.keyword || 'not given'],
      ['Score', `${lead.score} out of 100`],
      [
        'Failed checks',
        lead.failedChecks.length > 0 ? `${lead.failedChecks.length}: ${lead.failedChecks.join('; ')}` : 'none',
      ],
    ],
    bodyLabel: 'Note',
    body: lead.message || 'No note: the visitor asked for the review without one.',
  }),
};

/**
 * POST /api/email/audit: mails a review request to the agency inbox, or keeps it in the Audit
 * quarantine tab when it looks automated (mailed flagged if that fails).
 */
export const receiveAuditLead = receiverOf(auditLeads);
