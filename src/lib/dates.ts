/** "July 8, 2026", in UTC so a build in any time zone prints the date the editor wrote. */
export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "2026-07-08", for `<time datetime>`, structured data and the sitemap. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
