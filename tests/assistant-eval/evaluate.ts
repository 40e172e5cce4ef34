import { performance } from 'node:perf_hooks';
import type { ChatReply, ChatRequest } from '../../src/lib/calls/chat.ts';
import { INTENTS, loadCases, type AssistantCase, type Intent, type Part } from './cases.ts';
import { grade, type Verdict } from './grade.ts';

/*
 * Runs an assistant over one part of the question set: every case graded (grade.ts), the
 * accuracy per intent, the misses and how long each answer took in-process.
 */

/** An assistant as the evaluation calls it: a request in, a reply out. */
export type Assistant = (request: ChatRequest) => ChatReply;

export interface CaseResult {
  entry: AssistantCase;
  reply: ChatReply;
  verdict: Verdict;
  /** Milliseconds the answer took. */
  ms: number;
}

export interface IntentScore {
  intent: Intent;
  cases: number;
  right: number;
}

export interface Evaluation {
  part: Part;
  cases: number;
  right: number;
  misleading: number;
  /** right / cases, 0 to 1. */
  accuracy: number;
  byIntent: IntentScore[];
  misses: CaseResult[];
  results: CaseResult[];
}

/** The request the widget would send for a case. */
export const requestOf = (entry: AssistantCase): ChatRequest => ({ message: entry.ask, context: entry.context ?? '' });

/** Grades `assistant` on the cases of `part` (or the cases given). */
export function evaluate(
  assistant: Assistant,
  part: Part,
  cases: readonly AssistantCase[] = loadCases(part),
): Evaluation {
  const results = cases.map((entry): CaseResult => {
    const request = requestOf(entry);
    const started = performance.now();
    const reply = assistant(request);
    const ms = performance.now() - started;
    return { entry, reply, verdict: grade(entry, reply), ms };
  });
  const right = results.filter((result) => result.verdict.right).length;
  const byIntent = INTENTS.flatMap((intent) => {
    const of = results.filter((result) => result.entry.intent === intent);
    return of.length > 0 ? [{ intent, cases: of.length, right: of.filter((r) => r.verdict.right).length }] : [];
  });
  return {
    part,
    cases: results.length,
    right,
    misleading: results.filter((result) => result.verdict.misleading).length,
    accuracy: results.length > 0 ? right / results.length : 0,
    byIntent,
    misses: results.filter((result) => !result.verdict.right),
    results,
  };
}

/** A miss in one line: the case, its question and what was wrong. */
export const describeMiss = (result: CaseResult) =>
  `${result.entry.id} [${result.entry.intent}] ${JSON.stringify(result.entry.ask)}: ${result.verdict.problems.join('; ')}`;
