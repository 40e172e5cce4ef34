import type { CheckDefinition } from './definitions.ts';
import { contentChecks } from './content.ts';
import { findabilityChecks } from './findability.ts';
import { socialChecks } from './social.ts';
import { speedChecks } from './speed.ts';
import { technicalChecks } from './technical.ts';
import { trustChecks } from './trust.ts';

/** Every check of the audit, category by category in the report's order. */
export const CHECKS: readonly CheckDefinition[] = [
  ...findabilityChecks,
  ...contentChecks,
  ...technicalChecks,
  ...speedChecks,
  ...socialChecks,
  ...trustChecks,
];
