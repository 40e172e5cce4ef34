import { NotConfiguredError } from '../providers.ts';
import type { localMailer as withOutbox, localSheet as withCsv } from './local.ts';

/*
 * `#stand-ins` in a deploy's bundle (see stand-ins/local.ts): no local outbox. On Netlify the
 * adapters answer 503 before they get here; this bundle run anywhere else (the emulator pointed at
 * the deploy bundles, say) says why it has nowhere to write, as a 503 too.
 */

const absent = (provider: string) =>
  new NotConfiguredError(
    `${provider} has no credentials, and a deploy bundle carries no local outbox: \`npm run serve\` runs the functions with it`,
  );

/** No outbox: throws NotConfiguredError. */
export const localMailer: typeof withOutbox = () => {
  throw absent('SendGrid');
};

/** No CSV files: throws NotConfiguredError. */
export const localSheet: typeof withCsv = () => {
  throw absent('Google Sheets');
};
