import { z } from 'zod';

/** A country of the phone input (spec section 5): code, name, dial code, flag and number pattern. */
export const countrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2 code, "US". */
  code: z.string().regex(/^[A-Z]{2}$/),
  /** English short name, used in the dropdown and in the error message. */
  name: z.string().min(2),
  /** International dial code with its plus sign, "+1". */
  dialCode: z.string().regex(/^\+\d{1,3}$/),
  /** Flag emoji. */
  flag: z.string().min(2),
  /** The whole number (dial code and digits) a valid phone number of the country matches. */
  pattern: z.instanceof(RegExp),
});
export type Country = z.infer<typeof countrySchema>;
