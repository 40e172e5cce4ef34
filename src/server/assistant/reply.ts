import { MAX_REPLY_LINKS, type ChatReply, type ReplyLink } from '../../lib/calls/chat.ts';
import { pageLabel } from './knowledge.ts';

/*
 * What every answer of the local assistant is made with: the reply itself, links to the site's
 * pages and lists written out in words.
 */

/** A link to a page of the route table, named as the menus name it. */
export const link = (href: string): ReplyLink => ({ href, title: pageLabel(href) });

/** A sentence quoted as a detail of a broader answer, with a link to where it is said. */
export interface Detail {
  text: string;
  link: ReplyLink;
}

/** A reply with at most MAX_REPLY_LINKS distinct links. */
export function reply(response: string, shouldEscalate: boolean, links: readonly ReplyLink[] = []): ChatReply {
  const unique = links.filter((entry, index) => links.findIndex((other) => other.href === entry.href) === index);
  return { response, shouldEscalate, links: unique.slice(0, MAX_REPLY_LINKS) };
}

/** A list of names: "a, b and c". */
export const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
