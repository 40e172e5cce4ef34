/*
 * Calls to action carry their context to the contact page in the query string: a plan button
 * links to `/contact?plan=seo-gold`, a service page to `/contact?service=local-seo-services`. The
 * contact page knows the subject each one stands for, and its form starts with it.
 */

/** Subjects by query pair: `{ 'plan=seo-gold': 'SEO Gold plan' }`. */
export type ContactTopics = Readonly<Record<string, string>>;

/** The query keys a link may carry, in the order they are looked up. */
const KEYS = ['plan', 'service'] as const;
export type TopicKey = (typeof KEYS)[number];

/** The contact page address that asks about one topic, scrolled to its form. */
export function contactHref(key: TopicKey, value: string): string {
  return `/contact?${new URLSearchParams({ [key]: value }).toString()}#message`;
}

/** The subject a page link asked for (`?plan=seo-gold`), when the page knows it. */
export function topicFromQuery(search: string, topics: ContactTopics): string | undefined {
  const query = new URLSearchParams(search);
  for (const key of KEYS) {
    const value = query.get(key);
    const topic = value === null ? undefined : topics[`${key}=${value}`];
    if (topic) return topic;
  }
  return undefined;
}
