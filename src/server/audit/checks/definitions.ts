import type { RoutePath } from '../../../data/routes.ts';
import type { ReadPage } from '../read-page.ts';
import type { AuditOptions, CheckStatus } from '../types.ts';

/**
 * The six categories of the report, with the share of the total score each carries (the weights
 * add up to 100). A category's own score comes from its checks' weights (score.ts).
 */
export const CATEGORIES = [
  {
    id: 'findability',
    label: 'Findability',
    weight: 20,
    about: 'Whether search engines may find, crawl and list the page, and which address they should list.',
  },
  {
    id: 'content',
    label: 'On-page content',
    weight: 25,
    about: 'What the page says and how: its title, description, headings, text, images and links.',
  },
  {
    id: 'technical',
    label: 'Technical health',
    weight: 20,
    about: 'Whether the page answers, is secure and is built so every browser and phone shows it right.',
  },
  {
    id: 'speed',
    label: 'Speed and weight',
    weight: 15,
    about: 'How fast the server answers and how much the page asks a visitor to download.',
  },
  {
    id: 'social',
    label: 'Social and structured data',
    weight: 10,
    about: 'What search engines and social networks read about the page beyond its text.',
  },
  {
    id: 'trust',
    label: 'Trust and contact',
    weight: 10,
    about: 'Whether a visitor can reach you and feels safe doing so.',
  },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/** The pages of our services a finding can point to (a mistyped path is a type error). */
export type ServicePath = Extract<
  RoutePath,
  | '/seo-services'
  | '/local-seo-services'
  | '/small-business-seo'
  | '/ecommerce-seo'
  | '/smo-services'
  | '/content-marketing'
  | '/web-development-pricing'
>;

/** What a check found. `service` overrides the check's own service for this finding. */
export interface Verdict {
  status: CheckStatus;
  /** What was found, with numbers, and why it matters. */
  detail: string;
  /** How to fix it (or keep it right, on a pass). */
  fix: string;
  service?: ServicePath;
}

export interface CheckDefinition {
  /** Stable id, in the report and its tests ("meta-description"). */
  id: string;
  category: CategoryId;
  /** Its weight within its category (1 to 10). */
  weight: number;
  /** Its name in the report ("Meta description"). */
  title: string;
  /** What it looks at and what passes, for the public "How we score" section. */
  looksAt: string;
  /** The page of our service that fixes what it finds. */
  service: ServicePath;
  /**
   * When this check fails, the total score is at most this: failures no average should hide
   * (a page that does not answer, that search engines may not list, that is not secure).
   */
  cap?: number;
  /** The check itself: a pure function of the read page. */
  run: (page: ReadPage, options: AuditOptions) => Verdict;
}

const NOTHING_TO_FIX = 'Nothing to fix here.';

export function pass(detail: string, fix = NOTHING_TO_FIX): Verdict {
  return { status: 'pass', detail, fix };
}

export function warn(detail: string, fix: string, service?: ServicePath): Verdict {
  return service ? { status: 'warn', detail, fix, service } : { status: 'warn', detail, fix };
}

export function fail(detail: string, fix: string, service?: ServicePath): Verdict {
  return service ? { status: 'fail', detail, fix, service } : { status: 'fail', detail, fix };
}

export function info(detail: string, fix = NOTHING_TO_FIX): Verdict {
  return { status: 'info', detail, fix };
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "1 image", "12 images", "1,204 words". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${integer.format(n)} ${n === 1 ? singular : plural}`;
}

/** A size for people: "820 bytes", "48 KB", "1.6 MB" (1 KB = 1,024 bytes). */
export function size(bytes: number): string {
  if (bytes < 1024) return count(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${integer.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

/** A number with at most one decimal ("1.5", "12"). */
export function decimal(n: number): string {
  return oneDecimal.format(n);
}

/** A text in quotes, cut to `max` characters with an ellipsis. */
export function quote(text: string, max = 120): string {
  const cut = text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return `“${cut}”`;
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function list(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

/** The first few items and how many more ("a, b and c (and 4 more)"). */
export function sample(items: readonly string[], shown = 3): string {
  if (items.length <= shown) return list(items);
  return `${items.slice(0, shown).join(', ')} (and ${integer.format(items.length - shown)} more)`;
}
