import { readFileSync } from 'node:fs';
import * as z from 'zod';

/*
 * The assistant's question set: visitor questions written the way people write them, each with
 * what its answer must carry. Two files, split once and never mixed:
 * - dev.json: the cases anyone may read and tune the assistant's rules on;
 * - held-out.json: the cases nobody tunes on. They are graded by the same code and their rate is
 *   reported, but a miss there is fixed by a better general rule found on dev cases, never by a
 *   rule written for that question. docs/assistant.md says how to add cases without leaking.
 * grade.ts decides whether an answer is right and whether it misleads.
 */

/** What a question is about, for the accuracy per intent. */
export const INTENTS = [
  /** A plan's price or contents ("how much is seo gold", "what's in the top web package"). */
  'price',
  /** Two tiers or two groups side by side. */
  'compare',
  /** One feature across a group's plans, or which plan has a figure ("which plan has 300 backlinks"). */
  'feature',
  /** A group's plans, or all of them. */
  'plans',
  /** A message that only makes sense with the turns before it ("and the biggest one?"). */
  'follow-up',
  /** What one of the services is or does. */
  'service',
  /** The list of services. */
  'services',
  /** Something the site does not offer (a network, a service, a product): said to be not listed. */
  'not-offered',
  /** A fact about the company: founding year, office, clients, retention, team. */
  'company',
  /** E-mail, phone, the contact form. */
  'contact',
  /** Business hours, support hours, time zone. */
  'hours',
  /** What clients get as reports and what is measured. */
  'reporting',
  /** How an engagement starts and runs. */
  'process',
  /** A policy or statement a page makes in a sentence (guarantees, timelines, ownership, links). */
  'site-says',
  /** A topic one of the news articles covers (advice, a figure an article gives). */
  'article',
  /** The articles themselves: which exist, the newest. */
  'articles',
  /** Asks for a person. */
  'person',
  /** Reports a problem. */
  'problem',
  /** Asks for a custom quote, a discount, a proposal. */
  'quote',
  /** About the agency or its work, but the site does not say: "I don't know", and a person. */
  'unknown',
  /** Nothing to do with the agency. */
  'off-topic',
  /** Written in another language than English. */
  'other-language',
  /** Tries to change the assistant's rules or get its setup. */
  'injection',
  /** Hello, thanks, bye. */
  'smalltalk',
  /** Two questions in one message. */
  'multi',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * Markers: `must` entries that stand for a kind of statement rather than a fact. Each is a
 * pattern the answer must match (see grade.ts).
 */
export const MARKERS = {
  /** Says plainly the site does not list or offer it. */
  '@not-listed':
    /\bnot (?:listed|offered|something we (?:list|offer))\b|\b(?:don't|do not|doesn't|does not) (?:list|offer|cover|provide|manage|run|sell)\b|\bno \w+ (?:plan|service)s? (?:is|are) listed\b/,
  /** Says it does not know, or that the site does not say. */
  '@unknown':
    /\b(?:don't|do not) know\b|\b(?:site|page|pages) (?:doesn't|does not|don't|do not) (?:say|cover|state|mention)\b|\bnot something (?:our|the) site (?:says|covers)\b/,
  /** Hands the visitor to a person through the support ticket. */
  '@ticket': /\bsupport ticket\b/,
  /** Says it answers in English. */
  '@english': /\benglish\b/,
  /** The usual offer of help, the answer to an attempt to change the rules. */
  '@scope': /\bservices, plans and prices\b/,
} as const;
export type Marker = keyof typeof MARKERS;

const turnSchema = z.strictObject({
  sender: z.enum(['user', 'bot']),
  text: z.string().min(1).max(2_000),
});

/** One fact the answer must state: a string, or a list of strings any one of which will do. */
const factSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(2)]);

/** One labelled visitor question. */
export const assistantCaseSchema = z.strictObject({
  /** "dev-001", "held-001" (four digits past 999): unique across both files. */
  id: z.string().regex(/^(?:dev|held)-\d{3,4}$/),
  /** The message as the visitor typed it, typos and all. */
  ask: z.string().min(1).max(1_000),
  /** The turns before it, oldest first, as the widget sends them; only for follow-ups. */
  context: z.array(turnSchema).max(12).optional(),
  /** What it is about. */
  intent: z.enum(INTENTS),
  /**
   * What the answer must state: figures exactly as the site writes them ("$1,199", "₹29,300"),
   * names, a distinctive part of the sentence that answers, or a marker ("@not-listed").
   * Matched case-insensitively, with whitespace, apostrophes and bold/italic marks normalised.
   */
  must: z.array(factSchema),
  /** What would mislead if the answer stated it: a wrong figure, a neighbouring service's "yes". */
  mustNot: z.array(z.string().min(1)).optional(),
  /** Whether the answer must hand over to a person (shouldEscalate). */
  escalate: z.boolean(),
  /** A page of the site one of the reply's links must point to (a "#section" suffix is allowed). */
  link: z
    .string()
    .regex(/^\/[a-z0-9\-/]*$/)
    .optional(),
  /** Why the expectation is what it is, when it is not obvious. */
  note: z.string().optional(),
});
export type AssistantCase = z.output<typeof assistantCaseSchema>;

export const caseFileSchema = z.array(assistantCaseSchema).superRefine((cases, ctx) => {
  const seen = new Set<string>();
  for (const [index, entry] of cases.entries()) {
    if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${entry.id}`, path: [index, 'id'] });
    seen.add(entry.id);
    for (const fact of entry.must.flat()) {
      if (fact.startsWith('@') && !(fact in MARKERS)) {
        ctx.addIssue({ code: 'custom', message: `unknown marker ${fact}`, path: [index, 'must'] });
      }
    }
  }
});

/** The two parts of the question set. */
export const PARTS = ['dev', 'held-out'] as const;
export type Part = (typeof PARTS)[number];

const fileOf = (part: Part) => new URL(`./${part}.json`, import.meta.url);

/** The cases of one part, checked against the schema. */
export function loadCases(part: Part): AssistantCase[] {
  const parsed = caseFileSchema.safeParse(JSON.parse(readFileSync(fileOf(part), 'utf8')));
  if (!parsed.success) throw new Error(`tests/assistant-eval/${part}.json: ${z.prettifyError(parsed.error)}`);
  const prefix = part === 'dev' ? 'dev-' : 'held-';
  const stray = parsed.data.find((entry) => !entry.id.startsWith(prefix));
  if (stray) throw new Error(`tests/assistant-eval/${part}.json: ${stray.id} belongs to the other part`);
  return parsed.data;
}
