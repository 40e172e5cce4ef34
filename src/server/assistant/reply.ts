import { MAX_REPLY_LINKS, type ChatReply, type ReplyLink } from '../../lib/calls/chat.ts';
import { contactDetails } from '../../data/contact-page.ts';
import { site } from '../../data/site.ts';
import { pageLabel } from './knowledge.ts';
import type { EscalationReason } from './understand.ts';

/*
 * What every answer of the local assistant is made with: the reply itself, links to the site's
 * pages, lists written out in words and the hand-over to a person.
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

/** The contact page's line on support at any hour for existing clients. */
export const supportLine = () => contactDetails.find((detail) => detail.icon === 'Headset')?.content ?? '';

/** Our e-mail and phone, with the hours they are answered. */
export const reachUs = () =>
  `You can also reach us at ${site.email} or ${site.phone.display} (${site.businessHours.label}).`;

/**
 * The hand-over to a person: why, the support ticket, and how to reach the team; `links` the
 * contact page, or the pages the reason names beside it.
 */
export function escalate(
  reason: EscalationReason | 'unknown',
  opening?: string,
  links: readonly ReplyLink[] = [link('/contact')],
): ChatReply {
  const said =
    opening ??
    {
      person: 'Of course: a member of our team will be glad to talk with you.',
      // A client's problem may not wait for business hours: the contact page's support line says so.
      problem:
        `I'm sorry you ran into a problem. A member of our team will look into it for you. ${supportLine()}`.trim(),
      quote: 'Happy to help with a custom quote: a member of our team will prepare one for you.',
      unknown: "I'm sorry, I don't know the answer to that from the information on our site, and I'd rather not guess.",
      unstated:
        "Our site doesn't say, so I don't know, and I'd rather not guess: terms like that are agreed with a member of our team.",
    }[reason];
  return reply(
    `${said} Leave your name, e-mail and the details in the **support ticket** form and a person will reply by e-mail. ${reachUs()}`,
    true,
    links,
  );
}
