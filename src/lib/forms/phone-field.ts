// zod/mini: the field validates in the browser (the forms with a phone input) and in the functions.
import * as z from 'zod/mini';
import { countries } from './countries.ts';
import { isValidPhone } from './phone.ts';

/*
 * The optional phone number of a form, in a module of its own: the footer form has no phone and
 * must not load the phone rules and their numbering plans (see ./message.ts).
 */

/** E.164 ("+12025550143") of a number valid for a listed country, as the phone input reports it; or empty. */
export const optionalPhone = () =>
  z._default(
    z
      .string()
      .check(
        z.refine((value) => value === '' || isValidPhone(value, countries), { error: 'Enter a valid phone number' }),
      ),
    '',
  );
