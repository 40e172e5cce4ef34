import type { Config } from '@netlify/functions';
import { auditSpeedRequestSchema } from '../../src/lib/calls/audit.ts';
import { runSpeedTest } from '../../src/server/audit/pagespeed.ts';
import { jsonReplyEndpoint } from '../../src/server/http.ts';

/**
 * POST /api/audit/speed: the audited page's speed in a real browser, measured by Google PageSpeed
 * Insights (docs/functions.md). 503 without PAGESPEED_API_KEY; a refused address 422; a page Google
 * could not measure, or Google failing or too slow, 502; Google's quota spent, 503.
 */
export default jsonReplyEndpoint(auditSpeedRequestSchema, runSpeedTest);

export const config: Config = {
  path: '/api/audit/speed',
  // Each call spends the agency's PageSpeed Insights quota and half a minute of Google's time.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
