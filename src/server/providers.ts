/*
 * What every provider adapter (mail, sheets, the chat's model) shares: the two ways a provider
 * call fails, which the HTTP layer turns into 503 and 502, and the deadline that keeps a hanging
 * provider from holding a function past its time limit. And what a mailer and a sheet do, which
 * both the adapters (mail.ts, sheets.ts) and their local stand-ins (stand-ins/) implement: here, so
 * that neither imports the other's module.
 */

/** An address with an optional display name. */
export interface Address {
  email: string;
  name?: string | undefined;
}

/** A plain-text and HTML e-mail. */
export interface MailMessage {
  to: Address;
  from: Address;
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; throws ProviderError / NotConfiguredError. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Appends rows to a named tab of the agency's spreadsheet, cells exactly as given (callers
 * neutralise free text with sheets.ts's `neutralizeCell`); throws ProviderError / NotConfiguredError.
 */
export interface Sheet {
  append(tab: string, header: readonly string[], row: readonly string[]): Promise<void>;
}

/** A provider that is not set up on this deploy (answered 503). */
export class NotConfiguredError extends Error {}

/** A provider that failed, refused or did not answer in time (answered 502). */
export class ProviderError extends Error {}

/**
 * A provider that could not be reached, did not answer in time or said "not now" (a rate limit, a
 * server error). Answered 502 like any ProviderError, unless the caller has a stand-in that can
 * serve the call instead (the chat's local assistant).
 */
export class ProviderUnavailableError extends ProviderError {}

/** Rejects after `ms` with a ProviderError, so a hanging provider cannot hold the function. */
export async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, what: string): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderUnavailableError(`${what} did not answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } catch (error) {
    if (error instanceof ProviderError || error instanceof NotConfiguredError) throw error;
    throw new ProviderError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
