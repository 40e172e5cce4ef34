import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { publishedChecks, scoringMethod } from '../../src/components/audit/scoring-method.ts';
import {
  auditAreas,
  auditInvitationFor,
  auditInviteServices,
  auditRoute,
  auditServiceNames,
} from '../../src/data/audit-page.ts';
import { metaFor } from '../../src/data/metadata.ts';
import { auditLink, waysOn } from '../../src/data/navigation.ts';
import { routeAt, routesOfKind } from '../../src/data/routes.ts';
import { ApiError, postJson } from '../../src/lib/api.ts';
import { addressFromQuery, AUDIT_PAGE_PATH, auditPageHref } from '../../src/lib/audit-link.ts';
import { methodByCategory, methodRules, type PublishedCheck } from '../../src/lib/audit-method.ts';
import {
  auditFailureMessage,
  byImpact,
  failedTitles,
  gaugeDash,
  hostOf,
  scoreBand,
  statusCounts,
} from '../../src/lib/audit-report.ts';
import { AUDIT_LIMITS, auditReportSchema, type AuditCheck } from '../../src/lib/calls/audit.ts';
import { auditLeadSchema } from '../../src/lib/forms/audit-lead.ts';
import { auditLeadLog } from '../../src/server/audit-lead-log.ts';
import { auditLeads } from '../../src/server/audit-lead-mail.ts';
import { auditReports } from '../fixtures/audit-reports.ts';

/*
 * The free website audit's page: how a report is ordered and named, the links that fill in an
 * address, "How we score" from the check definitions, the review request's schema, row and mail,
 * and the page's place in the site.
 */

const check = (id: string, status: AuditCheck['status']): AuditCheck => ({
  id,
  category: 'content',
  status,
  title: `Title of ${id}`,
  detail: 'What was found.',
  fix: 'How to fix it.',
});

describe('the report', () => {
  it('sorts checks by impact: failures, warnings, passes, information, each in the order given', () => {
    const checks = [
      check('a', 'pass'),
      check('b', 'info'),
      check('c', 'warn'),
      check('d', 'fail'),
      check('e', 'warn'),
      check('f', 'fail'),
    ];
    expect(byImpact(checks).map((c) => c.id)).toEqual(['d', 'f', 'c', 'e', 'a', 'b']);
    expect(checks.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(statusCounts(checks)).toEqual({ fail: 2, warn: 2, pass: 1, info: 1 });
  });

  it('keeps the order of a report the audit already sorted', () => {
    for (const report of Object.values(auditReports)) {
      expect(byImpact(report.checks)).toEqual(report.checks);
    }
  });

  it('names the bands of a score: good from 80, needs work from 50, poor below', () => {
    expect([100, 80, 79, 50, 49, 0].map((score) => scoreBand(score).label)).toEqual([
      'Good',
      'Good',
      'Needs work',
      'Needs work',
      'Poor',
      'Poor',
    ]);
    expect(scoreBand(47).tone).toBe('poor');
  });

  it('draws the gauge as a part of the dial and a gap of the whole circle, within 0 to 100', () => {
    expect(gaugeDash(50, 300, 400)).toBe('150.00 400.00');
    expect(gaugeDash(100, 300, 400)).toBe('300.00 400.00');
    expect(gaugeDash(-5, 300, 400)).toBe('0.00 400.00');
    expect(gaugeDash(150, 300, 400)).toBe('300.00 400.00');
  });

  it('lists the failed checks a review request carries, most important first', () => {
    expect(failedTitles({ checks: [check('a', 'warn'), check('b', 'fail'), check('c', 'pass')] })).toEqual([
      'Title of b',
    ]);
    const neglected = auditReports.neglected;
    expect(failedTitles(neglected)).toEqual(neglected.checks.filter((c) => c.status === 'fail').map((c) => c.title));
  });

  it('names a page by its host, without www', () => {
    expect(hostOf('https://www.harborbakery.example/menu')).toBe('harborbakery.example');
    expect(hostOf('http://127.0.0.2:8894/')).toBe('127.0.0.2:8894');
    expect(hostOf('not an address')).toBe('not an address');
  });

  it("says what went wrong: the audit's own words for 422 and 502, plain words for the rest", () => {
    expect(auditFailureMessage(422, 'Only web addresses can be audited.')).toBe('Only web addresses can be audited.');
    expect(auditFailureMessage(502, 'The site did not send the page within 8 seconds, so we stopped.')).toMatch(
      /within 8 seconds/,
    );
    expect(auditFailureMessage(429, 'HTTP error! status: 429')).toMatch(/Wait a minute/);
    expect(auditFailureMessage(500, 'Something went wrong')).toMatch(/not available right now/);
    expect(auditFailureMessage(undefined, 'The operation was aborted due to timeout')).toMatch(
      /did not answer in time/,
    );
    expect(auditFailureMessage(502, undefined)).toMatch(/not available right now/);
  });

  it('reads the reports the audit answers (the fixtures of the page tests)', () => {
    for (const [name, report] of Object.entries(auditReports)) {
      expect(z.safeParse(auditReportSchema, report).success, name).toBe(true);
    }
  });

  it('names every page a finding may point to: the services, and the pricing pages by their work', () => {
    const names = auditServiceNames();
    expect(names['/seo-services']).toBe('SEO Services');
    expect(names['/web-development-pricing']).toBe('Web Development');
    const pointed = Object.values(auditReports).flatMap((report) => report.checks.flatMap((c) => c.service ?? []));
    expect(pointed.length).toBeGreaterThan(0);
    for (const path of pointed) expect(names[path], path).toBeDefined();
  });
});

describe('ApiError', () => {
  it('keeps the status and the body of a failed response beside its message', async () => {
    const fetch = async () => new Response('{"message":"No","reason":"refused"}', { status: 422 });
    const error: unknown = await postJson('/audit', {}, { fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'No', body: { message: 'No', reason: 'refused' } });
  });
});

describe('links that fill in an address', () => {
  it('reads the address from the query string, trimmed, within what the audit takes', () => {
    expect(addressFromQuery('?url=%20harborbakery.example%20')).toBe('harborbakery.example');
    expect(addressFromQuery('?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1')).toBe('https://example.com/a?b=1');
    expect(addressFromQuery('')).toBeUndefined();
    expect(addressFromQuery('?url=')).toBeUndefined();
    expect(addressFromQuery('?keyword=bread')).toBeUndefined();
    expect(addressFromQuery(`?url=${'a'.repeat(AUDIT_LIMITS.url)}`)).toHaveLength(AUDIT_LIMITS.url);
    expect(addressFromQuery(`?url=${'a'.repeat(AUDIT_LIMITS.url + 1)}`)).toBeUndefined();
  });

  it('writes a link to the page, with the address encoded', () => {
    expect(AUDIT_PAGE_PATH).toBe(auditRoute.path);
    expect(auditPageHref()).toBe('/free-seo-audit');
    expect(auditPageHref('  ')).toBe('/free-seo-audit');
    expect(auditPageHref('https://example.com/a?b=1&c')).toBe(
      '/free-seo-audit?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c',
    );
    expect(addressFromQuery(new URL(auditPageHref('example.com/a b'), 'https://x.example').search)).toBe(
      'example.com/a b',
    );
  });
});

describe('How we score', () => {
  const defs: PublishedCheck[] = [
    { id: 'title', category: 'content', categoryLabel: 'On-page content', weight: 6, title: 'Page title' },
    { id: 'https', category: 'technical', categoryLabel: 'Technical health', weight: 10, title: 'HTTPS', cap: 60 },
    { id: 'h1', category: 'content', categoryLabel: 'On-page content', weight: 2, title: 'Main heading' },
  ];

  it('groups the checks by category, in the order they come, with each one’s share of its category', () => {
    expect(methodByCategory(defs)).toEqual([
      {
        id: 'content',
        label: 'On-page content',
        totalWeight: 8,
        checks: [
          { ...defs[0], share: 75 },
          { ...defs[2], share: 25 },
        ],
      },
      { id: 'technical', label: 'Technical health', totalWeight: 10, checks: [{ ...defs[1], share: 100 }] },
    ]);
    expect(methodByCategory([])).toEqual([]);
  });

  it('words the rules from the checks: the four results, the capped failures, how many checks in how many categories', () => {
    const text = (paragraphs: ReturnType<typeof methodRules>) =>
      paragraphs.map((paragraph) => paragraph.map((part) => part.text).join(''));
    const rules = methodRules(defs);
    expect(text(rules)).toEqual([
      expect.stringContaining('A pass earns the check its full weight, a warning part of it, a fail none;'),
      'A few failures no average should hide cap the total, whatever the rest scores: HTTPS at 60.',
      "3 checks in 2 categories, with each check's weight and its share of its category:",
    ]);
    // The four results are the words set in bold.
    expect(rules[0]?.filter((part) => part.strong).map((part) => part.text)).toEqual([
      'pass',
      'warning',
      'fail',
      'information',
    ]);
    // No capped check, no sentence on caps; no checks, no count.
    expect(text(methodRules(defs.filter((check) => check.cap === undefined)))).toHaveLength(2);
    expect(text(methodRules([]))).toHaveLength(1);
  });

  it("reads score.ts's checkDefinitions: none while it exports none, the fields it needs when it does", () => {
    expect(publishedChecks({})).toEqual([]);
    expect(publishedChecks({ checkDefinitions: undefined })).toEqual([]);
    expect(publishedChecks({ checkDefinitions: defs.map((d) => ({ ...d, looksAt: 'extra' })) })).toEqual(defs);
    expect(() => publishedChecks({ checkDefinitions: [{ ...defs[0], categoryLabel: undefined }] })).toThrow(
      /checkDefinitions must be an array of \{ id, category, categoryLabel, weight, title, cap\? \} \(0\.categoryLabel:/,
    );
    expect(() => publishedChecks({ checkDefinitions: 'all of them' })).toThrow(/checkDefinitions must be an array/);
  });

  it('publishes what score.ts exports, whatever it is now', () => {
    expect(Array.isArray(scoringMethod)).toBe(true);
    for (const published of scoringMethod) expect(published.weight).toBeGreaterThan(0);
  });
});

describe('the review request', () => {
  const lead = {
    name: ' Dana Whitfield ',
    email: 'dana@harborbakery.example',
    url: 'https://harborbakery.example/',
    score: 58,
    failedChecks: ['Meta description'],
  };

  it('takes the visitor and the findings, filling in what is optional', () => {
    expect(auditLeadSchema.parse(lead)).toEqual({
      ...lead,
      name: 'Dana Whitfield',
      phone: '',
      message: '',
      keyword: '',
      leaveEmpty: '',
    });
  });

  it('refuses what no report carries', () => {
    const fails = (change: object) => !auditLeadSchema.safeParse({ ...lead, ...change }).success;
    expect(fails({ url: 'ftp://harborbakery.example/' })).toBe(true);
    expect(fails({ url: `https://x.example/${'a'.repeat(AUDIT_LIMITS.url)}` })).toBe(true);
    expect(fails({ score: -1 })).toBe(true);
    expect(fails({ failedChecks: ['x'.repeat(121)] })).toBe(true);
    expect(fails({ keyword: 'x'.repeat(AUDIT_LIMITS.keyword + 1) })).toBe(true);
    expect(fails({ failedChecks: [] })).toBe(false);
  });

  it('is a row of the Audits tab, the free text neutralised, the failed checks one a line', () => {
    const parsed = auditLeadSchema.parse({ ...lead, message: '=cmd', failedChecks: ['A', 'B'], phone: '+12025550143' });
    expect(auditLeadLog.tab).toBe('Audits');
    expect(auditLeadLog.cells(parsed)).toEqual([
      'Dana Whitfield',
      'dana@harborbakery.example',
      '+12025550143',
      'https://harborbakery.example/',
      '',
      '58',
      'A\nB',
      "'=cmd",
    ]);
  });

  it('is a mail to the agency inbox naming the page and its score', () => {
    const content = auditLeads.content(auditLeadSchema.parse(lead));
    expect(auditLeads.inbox).toBe('contactTo');
    expect(content.subject).toBe('Free audit review for harborbakery.example (score 58) from Dana Whitfield');
    expect(content.fields).toContainEqual(['Failed checks', '1: Meta description']);
  });
});

describe('the page in the site', () => {
  it('has its route, its own metadata and sitemap priority 0.7', () => {
    expect(routeAt('/free-seo-audit')).toMatchObject({ kind: 'audit', priority: 0.7, inSitemap: true });
    expect(metaFor(auditRoute).title).toMatch(/Free SEO Audit/);
  });

  it('is linked from the navigation as a call to action, not a service, and from the not-found page', () => {
    expect(auditLink).toEqual({ link: '/free-seo-audit', name: 'Free audit' });
    expect(routesOfKind('service').map((route) => route.path)).not.toContain('/free-seo-audit');
    expect(waysOn.map((way) => way.link)).toContain('/free-seo-audit');
  });

  it('invites the SEO family of services and SEO pricing, each in its own words', () => {
    expect(Object.keys(auditInviteServices).sort()).toEqual([
      'ecommerce-seo',
      'local-seo-services',
      'seo-services',
      'small-business-seo',
      'white-label-seo',
    ]);
    const invitations = [...routesOfKind('service'), ...routesOfKind('pricing')].flatMap(
      (route) => auditInvitationFor(route.path.slice(1)) ?? [],
    );
    expect(invitations).toHaveLength(6);
    expect(new Set(invitations.map((invitation) => invitation.heading)).size).toBe(6);
    expect(auditInvitationFor('pay-per-click')).toBeUndefined();
  });

  it('says what the audit looks at in six areas', () => {
    expect(auditAreas.map((area) => area.heading)).toEqual([
      'Findability',
      'On-page content',
      'Technical health',
      'Speed and weight',
      'Social and structured data',
      'Trust and contact',
    ]);
  });
});
