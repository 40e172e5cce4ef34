// zod/mini: this schema ships to the browser with the phone input, where every kilobyte counts.
import * as z from 'zod/mini';

/**
 * A country of the phone input (docs/requirements.md#phone-rules): code, name, dial code and number
 * pattern. Its flag is an image looked up by code in the island (src/islands/flags.ts), not a field
 * here: this data also runs in the Netlify functions, whose bundler cannot import images.
 */
export const countrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2 code, "US"; it names the country's numbering plan and flag image too. */
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** English short name, used in the dropdown and in the error message. */
  name: z.string().check(z.minLength(2)),
  /** International dial code with its plus sign, "+1". */
  dialCode: z.string().check(z.regex(/^\+\d{1,3}$/)),
  /**
   * The required table: the whole number (dial code and digits) that is always accepted for the
   * country. Real numbering plans (src/lib/forms/phone.ts) accept more on top of it.
   */
  pattern: z.instanceof(RegExp),
});
export type Country = z.infer<typeof countrySchema>;
