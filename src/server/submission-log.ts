import { automationSignal, type AutomationSignal, type QuietSignals } from '../lib/forms/message.ts';
import type { ServerEnv } from './env.ts';
import type { Sheet } from './providers.ts';
import { neutralizeCell, sheetFor } from './sheets.ts';

/*
 * What the visitors send (contact messages, support tickets) in the agency's spreadsheet: each
 * kind in its own tab, and what looks automated in that kind's quarantine tab with the reason, so
 * a person can recover a real lead from it. Only the sheet provider is imported here, so the
 * spreadsheet functions never bundle the mailer.
 */

/** Which endpoint received a quarantined submission: the forms call both with the same body. */
export type Endpoint = 'email' | 'sheets';

/** How one kind of submission is kept in the spreadsheet. */
export interface SubmissionLog<T extends QuietSignals> {
  /** Names the kind in log lines: "contact", "ticket". */
  kind: string;
  /** The tab real submissions are appended to. */
  tab: string;
  /** The tab of those that look automated: never mailed, never dropped. */
  quarantineTab: string;
  /** The submission's own columns; both tabs put them after their columns of receipt. */
  columns: readonly string[];
  /**
   * A submission's cells in `columns` order. Free text goes through neutralizeCell so no cell runs
   * as a formula; validated values that cannot start like one (an E.164 phone) go as they are.
   */
  cells(submission: T): string[];
}

/** The columns of a kind's tab: when it was received, then the submission. */
export const logColumns = (log: Pick<SubmissionLog<QuietSignals>, 'columns'>): string[] => ['Received', ...log.columns];

/** The columns of a kind's quarantine tab: receipt, reason and endpoint, the submission, its signals. */
export const quarantineColumns = (log: Pick<SubmissionLog<QuietSignals>, 'columns'>): string[] => [
  'Received',
  'Reason',
  'Received by',
  ...log.columns,
  'Fill time (s)',
  'Honeypot',
];

/** The row of a submission in its kind's tab, in logColumns order. */
export function logRow<T extends QuietSignals>(log: SubmissionLog<T>, submission: T, receivedAt: Date): string[] {
  return [receivedAt.toISOString(), ...log.cells(submission)];
}

/** The row of a submission in its kind's quarantine tab, in quarantineColumns order. */
export function quarantineRow<T extends QuietSignals>(
  log: SubmissionLog<T>,
  submission: T,
  signal: AutomationSignal,
  endpoint: Endpoint,
  receivedAt: Date,
): string[] {
  return [
    receivedAt.toISOString(),
    signal,
    endpoint,
    ...log.cells(submission),
    submission.elapsedMs === undefined ? 'unknown' : (submission.elapsedMs / 1000).toFixed(1),
    neutralizeCell(submission.leaveEmpty),
  ];
}

/** Keeps a submission that looks automated in its kind's quarantine tab. */
export async function quarantine<T extends QuietSignals>(
  log: SubmissionLog<T>,
  submission: T,
  signal: AutomationSignal,
  endpoint: Endpoint,
  sheet: Sheet,
  receivedAt = new Date(),
): Promise<void> {
  await sheet.append(
    log.quarantineTab,
    quarantineColumns(log),
    quarantineRow(log, submission, signal, endpoint, receivedAt),
  );
}

/**
 * The use case of POST /api/sheets/* for a kind: appends a submission to its tab, or to its
 * quarantine tab when it looks automated. The use case throws ProviderError / NotConfiguredError.
 */
export const loggerOf =
  <T extends QuietSignals>(log: SubmissionLog<T>) =>
  async (submission: T, env: ServerEnv, receivedAt = new Date()): Promise<'logged' | 'quarantined'> => {
    const signal = automationSignal(submission);
    const sheet = sheetFor(env);
    if (signal) {
      await quarantine(log, submission, signal, 'sheets', sheet, receivedAt);
      return 'quarantined';
    }
    await sheet.append(log.tab, logColumns(log), logRow(log, submission, receivedAt));
    return 'logged';
  };
