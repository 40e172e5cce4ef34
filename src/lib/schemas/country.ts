// zod/mini: this schema ships to the browser with the phone input, where every kilobyte counts.
import * as z from 'zod/mini';

/** A country of the phone input (spec section 5): code, name, dial code, flag and number pattern. */
export const countrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2 code, "US". */
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** English short name, used in the dropdown and in the error message. */
  name: z.string().check(z.minLength(2)),
  /** International dial code with its plus sign, "+1". */
  dialCode: z.string().check(z.regex(/^\+\d{1,3}$/)),
  /** Flag emoji. */
  flag: z.string().check(z.minLength(2)),
  /** The whole number (dial code and digits) a valid phone number of the country matches. */
  pattern: z.instanceof(RegExp),
});
export type Country = z.infer<typeof countrySchema>;
