/*
 * Header text shared by the mail adapters (SendGrid in mail.ts, the local outbox in
 * stand-ins/outbox-mail.ts), in a module of its own so that neither imports the other.
 */

/** Characters a reader may take for a line break; none belongs in a one-line header. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** One-line header text: a line break a caller let through becomes a space, never a new header. */
export const oneLine = (text: string): string => text.replace(LINE_BREAKS, ' ').trim();
