// One formatter for every date: toLocaleDateString() builds a new one per call, which a build of a
// thousand articles (a date on every card, on every page that lists them) felt.
const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "July 8, 2026", in UTC so a build in any time zone prints the date the editor wrote. */
export function formatDate(date: Date): string {
  return dayFormat.format(date);
}

/** "2026-07-08", for `<time datetime>`, structured data and the sitemap. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
