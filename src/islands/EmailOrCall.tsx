import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import { keepTogether } from '../lib/text.ts';

/**
 * "Email … or call …", both as links: the way on when a form or the chat cannot do its job (no
 * script, its code did not load, or a send failed). The phone number never breaks across lines.
 */
export function EmailOrCall({ agency }: { agency: AgencyContact }) {
  return (
    <>
      Email <a href={`mailto:${agency.email}`}>{agency.email}</a> or call{' '}
      <a href={`tel:${agency.phone.e164}`}>{keepTogether(agency.phone.display)}</a>
    </>
  );
}
