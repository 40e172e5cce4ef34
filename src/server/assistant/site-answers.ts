import { auditHeader, auditLimits, auditRoute } from '../../data/audit-page.ts';
import { authors } from '../../data/authors.ts';
import { claimText, processSteps, story, team, values } from '../../data/company.ts';
import { contactDetails, contactGuide, contactTopics } from '../../data/contact-page.ts';
import { pricing, pricingSlugs, type PricingSlug } from '../../data/pricing.ts';
import { reporting } from '../../data/reporting.ts';
import { routesOfKind } from '../../data/routes.ts';
import { services, unpricedNote, type ServiceSlug } from '../../data/services.ts';
import { site } from '../../data/site.ts';
import { testimonials } from '../../data/testimonials.ts';
import { auditPageHref } from '../../lib/audit-link.ts';
import { SCORE_BANDS, scoreBand } from '../../lib/audit-report.ts';
import type { ChatReply } from '../../lib/calls/chat.ts';
import { formatPrice } from '../../lib/money.ts';
import { contactHref } from '../../lib/contact-topics.ts';
import { planName, planSlug } from '../../lib/plans.ts';
import { lowerFirst } from '../../lib/text.ts';
import { REPORTING_PATH } from './knowledge.ts';
import { groupName, planPrice } from './pricing-answers.ts';
import { termsOf } from './passages.ts';
import { escalate, link, listed, reachUs, reply, supportLine, type Detail } from './reply.ts';
import { servicePage, type CompanyFact, type Understanding } from './understand.ts';

/*
 * The local assistant's answers from the site's facts other than prices: hours, contact details,
 * the company, the services, reporting, how to start; and the answers that are not facts: the
 * hand-over to a person, the usual offer of help, something the site does not list, another
 * language, small talk. Every fact is read from src/data as it answers.
 */

const CONTACT_LINK = link('/contact');

/** The usual offer of help, the answer to an attempt to change the assistant's rules or see its setup. */
export function scopeReply(): ChatReply {
  return reply(
    `I can only help with questions about ${site.name}: our services, plans and prices, business hours and how to reach us. What would you like to know?`,
    false,
    [link('/')],
  );
}

/** The services by name, for the answers that list them. */
const serviceNames = () => routesOfKind('service').map((route) => route.label);

/**
 * Something the site does not list: said plainly, with what we do offer, and a person. `name` is
 * the site's own name for it ("TikTok"), or "that" when the visitor named something we have no
 * word for: their words are never repeated as a statement.
 */
export function notOfferedAnswer(name: string, near?: 'smo-services' | 'pay-per-click'): ChatReply {
  const notListed = `Our site does not list ${name} among our services, so I don't know whether we can take it on, and I'd rather not guess: a member of our team can tell you.`;
  if (!near) return escalate('unknown', `${notListed} What we offer: ${listed(serviceNames())}, and web development.`);
  // "do you do tiktok": the networks (or ad platforms) we do manage, with their page.
  const nearest =
    near === 'smo-services'
      ? `The social networks we manage: ${listed(services['smo-services'].platforms ?? [])}.`
      : `Our **${services[near].header.title}** page says: "${services[near].summary}"`;
  return escalate('unknown', `${notListed} ${nearest}`, [link(`/${near}`), CONTACT_LINK]);
}

/** A message in another language: said in English, with how to reach a person. */
export function otherLanguageAnswer(): ChatReply {
  return reply(
    `Sorry, I can only answer in English. Please ask your question in English, or write to ${site.email} and our team will reply.`,
    false,
    [CONTACT_LINK],
  );
}

/** Hello, thanks and goodbye. */
export function smallTalkAnswer(kind: 'greeting' | 'thanks' | 'bye'): ChatReply {
  const said = {
    greeting: `Hello! I'm the ${site.name} assistant. Ask me about our services, plan prices, business hours or how to reach our team.`,
    thanks: "You're welcome! Is there anything else I can help you with?",
    bye: `Thanks for stopping by. If anything else comes up, ask here or e-mail ${site.email}.`,
  }[kind];
  return reply(said, false);
}

/** What the contact page says of a way to reach us ("Read and answered during business hours"), in a sentence's words. */
const contactTime = (icon: string) => lowerFirst(contactDetails.find((detail) => detail.icon === icon)?.time ?? '');

/** What the contact page says of support: "existing clients can reach our support team at any hour." */

export function hoursAnswer(): ChatReply {
  return reply(
    `Our business hours are **${site.businessHours.label}**: ${contactTime('Clock')} happen then, and e-mails are ${contactTime('Mail')}. Support runs ${site.claims.support}: ${lowerFirst(supportLine())} Outside business hours you can still send a message or open a ticket, and a person replies during business hours.`,
    false,
    [CONTACT_LINK],
  );
}

export function contactAnswer(): ChatReply {
  return reply(
    `You can e-mail us at **${site.email}** (${contactTime('Mail')}) or call **${site.phone.display}** (${contactTime('Phone')}: ${site.businessHours.label}), or send a message through the contact form on our contact page. Support runs ${site.claims.support}: ${lowerFirst(supportLine())}`,
    false,
    [CONTACT_LINK],
  );
}

export function platformsAnswer(): ChatReply {
  const platforms = services['smo-services'].platforms ?? [];
  const choosing = services['smo-services'].thirdSection?.content;
  return reply(
    // Which of them suit a business is the page's to say, in its words (five-fold +4 of 3,221).
    // (It names the networks itself: they are not listed twice.)
    choosing && platforms.every((platform) => choosing.includes(platform))
      ? `Our **Social Media Optimization (SMO) Services** page says: "${choosing}"`
      : `We manage ${listed(platforms)}.`,
    false,
    [link('/smo-services'), link('/smo-pricing')],
  );
}

export function gettingStartedAnswer(detail?: Detail): ChatReply {
  return reply(
    `Getting started is simple: ${processSteps.map((step) => `**${step.title}**: ${step.content}`).join(' ')} To begin, send us a message through the contact page or e-mail ${site.email}. ${contactGuide.next.heading}: ${contactGuide.next.items
      .map(lowerFirst)
      .join(' ')
      .replace(/\.(?= \S)/g, ';')}${detail ? `\nAnd on your question: "${detail.text}"` : ''}`,
    false,
    // The steps are the home page's "How we work" section (five-fold +8 of 3,635).
    [link('/#process-heading'), CONTACT_LINK, ...(detail ? [detail.link] : []), link('/about')],
  );
}

export function whyUsAnswer(): ChatReply {
  return reply(
    `${site.name} has worked with ${claimText.clientsInWords} clients since ${site.foundingYear}, and ${claimText.retention} of them stay with us. ${values
      .map((value) => `**${value.title}**: ${value.content}`)
      .join(' ')}`,
    false,
    [link('/about')],
  );
}

/**
 * The reporting every client gets (src/data/reporting.ts): what one service's report measures when
 * the question names a service, else every service's, with the report row of each plan.
 */
/**
 * What every reporting answer says: the summary, and what the written report gives ("what's in the
 * monthly report?", "will it be 40 pages of charts?"). Five-fold +4 of 3,096.
 */
export const REPORTING_SUMMARY = `${reporting.summary} The report itself gives ${lowerFirst(
  reporting.deliverables[0]?.content ?? '',
)}`;

export function reportingAnswer(service: ServiceSlug | 'web' | undefined, detail?: Detail): ChatReply {
  const more = detail ? `\nAnd on your question: "${detail.text}"` : '';
  const shown = detail ? [detail.link] : [];

  const page = service && servicePage(service);
  const named = reporting.measures.find((measure) => measure.href === page);
  const groups = named
    ? pricingSlugs.filter((slug) => `/${slug}` === page || `/${pricing[slug].service}` === page)
    : pricingSlugs;
  const reports = groups.flatMap((slug) =>
    pricing[slug].features.flatMap((row) =>
      row.kind === 'feature' && /report/i.test(row.label) ? [`${row.label.toLowerCase()} (${groupName(slug)})`] : [],
    ),
  );
  const included = reports.length > 0 ? `\nEvery plan's price includes its report: ${listed(reports)}.` : '';
  if (named) {
    return reply(
      `**${named.service}**: your monthly report shows ${listed(named.metrics)}. ${REPORTING_SUMMARY}${included}${more}`,
      false,
      [link(REPORTING_PATH), link(named.href), ...shown],
    );
  }
  const measures = reporting.measures.map((measure) => `${measure.service}: ${measure.metrics.join(', ')}.`);
  return reply(
    `${REPORTING_SUMMARY}\nWhat the report measures depends on the service:\n${measures.join('\n')}${included}${more}`,
    false,
    [link(REPORTING_PATH), ...shown],
  );
}

/**
 * The report of a service the reporting data names no measures for (small-business and white-label
 * SEO): its own page's sentence on its reports, then what every report gives.
 */
export function serviceReportAnswer(words: Detail): ChatReply {
  return reply(`Our **${words.link.title}** page says: "${words.text}" ${REPORTING_SUMMARY}`, false, [
    words.link,
    link(REPORTING_PATH),
  ]);
}

export function aboutAnswer(): ChatReply {
  return reply(
    `${site.pitch} We have been in business since ${site.foundingYear}, with ${claimText.clients} satisfied clients, client retention ${claimText.retention} and support ${site.claims.support}.`,
    false,
    [link('/about')],
  );
}

/** A place other than our own city named beside an office question: "an office in london?". */
const OTHER_PLACE =
  /\b(?:offices?|located|based|location|hq|headquarters)\b(?: \w+)? (?:in|near|around|outside(?: of)?) (?!(?:new york|nyc|ny|manhattan|midtown|downtown|uptown|brooklyn|queens|the bronx|bronx|harlem|soho|grand central|times square|wall street|person|general|the (?:us|usa|states|city|area|same|morning|afternoon|evening)|america|your|our|my|the|a|an|town|which|what|that|this|other|another|different|more|multiple|several|january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|fall|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|holidays?|noon|lunch\w*|morning|afternoon|evening|night)\b)[a-z]{3,}/;

/** The people who lead each discipline, by the words a visitor uses for it. */
const DISCIPLINES: readonly [RegExp, RegExp][] = [
  [/\bseo\b|search/, /seo/i],
  [/\bppc\b|\bpaid\b|\bads\b|advertis|google ads/, /paid/i],
  [/content|social|smo|writ/, /content|social/i],
];

/** The social networks our profiles are on, as their owners write them. */
const NETWORK_NAMES: Record<(typeof site.socials)[number]['network'], string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

/**
 * A fact about the company: what src/data/site.ts and the claims say, or, for what the site does
 * not say (who owns or runs the agency, how many people work there), that it does not say.
 */
export function companyFactAnswer(fact: CompanyFact, text: string, service?: ServiceSlug | 'web'): ChatReply {
  switch (fact) {
    case 'what':
      return aboutAnswer();
    case 'story':
      return reply(`From our story: ${story.paragraphs.slice(0, 2).join(' ')}`, false, [link('/about')]);
    case 'founded':
      return reply(
        `${site.name} has been in business since **${site.foundingYear}**, and has worked with ${claimText.clientsInWords} clients since.`,
        false,
        [link('/about')],
      );
    case 'office':
      // "An office in London I could pop into?": the site names one city, and no other office.
      if (OTHER_PLACE.test(text)) {
        return reply(
          `Our site doesn't mention an office there. The one place it names is **${site.address.locality}, ${site.address.region}**, where we are based and work ${site.businessHours.label}. Whether we can meet you elsewhere is for a member of our team to say: leave the question in a **support ticket**, or write to ${site.email}.`,
          true,
          [CONTACT_LINK, link('/about')],
        );
      }
      // The city only: the street address in src/data/site.ts is a placeholder until the agency
      // confirms its registered office.
      return reply(
        `We are based in **${site.address.locality}, ${site.address.region}**, and work ${site.businessHours.label}. To meet the team, send a message through the contact page or call ${site.phone.display}.`,
        false,
        [CONTACT_LINK, link('/about')],
      );
    case 'legal-name':
      return reply(`The company's legal name is **${site.legalName}**, trading as ${site.name}.`, false, [
        link('/about'),
      ]);
    case 'people': {
      const people = Object.values(authors);
      // "Who writes your articles?" is all of them, and their articles are on the news page;
      // "who leads SEO?" is one.
      const writers = /\bwho (?:writes|wrote)\b|\bwriters?\b|\bauthors\b/.test(text);
      const asked = writers ? undefined : DISCIPLINES.find(([words]) => words.test(text))?.[1];
      const named = asked ? people.filter((person) => asked.test(person.role)) : [];
      const shown = named.length > 0 ? named : people;
      return reply(
        shown.map((person) => `**${person.name}** is our ${person.role}: ${person.bio}`).join(' '),
        false,
        writers ? [link('/news'), link('/about')] : [link('/about')],
      );
    }
    case 'team': {
      // Whom a partner agency deals with ("who would we deal with day to day?") is the white-label
      // program's account manager: the service's own card on the visitor's contact, where it has one.
      const slug = service === 'web' ? undefined : service;
      const asksContact =
        /\b(?:deal|talk|speak|work) (?:\w+ )?with\b|\bday to day\b|\bcontact\b|\baccount manager\b|\btalk(?:ing)? to\b/.test(
          text,
        );
      const contactCard =
        slug && asksContact
          ? services[slug].agencyCards.find((card) => /\baccount manager\b|\bone contact\b/i.test(card.heading))
          : undefined;
      if (slug && contactCard) {
        const to = link(servicePage(slug));
        return reply(`Our **${to.title}** page says: "**${contactCard.heading}**: ${contactCard.content}"`, false, [
          to,
        ]);
      }
      // Who does the work and who the visitor deals with (the home page's process), then each role
      // on the account (the about page's team).
      const contact = processSteps.find((step) => /\bpoint of contact\b/.test(step.content))?.content;
      return reply(
        `${contact ? `${contact} ` : ''}On your account: ${team.map((member) => `**${member.title}**: ${member.content}`).join(' ')}`,
        false,
        contact ? [link('/about'), link('/')] : [link('/about')],
      );
    }
    case 'values':
      return reply(
        `What we stand for: ${values.map((value) => `**${value.title}**: ${value.content}`).join(' ')}`,
        false,
        [link('/about')],
      );
    case 'assistant':
      return reply(
        `I'm the site's **AI chat assistant**, not a person: my answers are generated automatically from the information on this website, and as our Terms of Service say, they may be wrong, incomplete or outdated, including about prices, so please confirm anything important with our team. If you would rather talk to a person, say so and I'll hand you over.`,
        false,
        [link('/terms-and-conditions')],
      );
    case 'socials':
      return reply(
        `You can follow us on ${listed(site.socials.map((social) => `${NETWORK_NAMES[social.network]} (${social.url.replace(/^https:\/\/(?:www\.)?/, '')})`))}. The links are at the foot of every page.`,
        false,
        [CONTACT_LINK],
      );
    case 'examples':
      return clientStories(text, service);
    case 'clients':
    case 'retention':
      return reply(
        `We have worked with ${claimText.clientsInWords} clients since ${site.foundingYear}, and client retention is ${claimText.retention}.`,
        false,
        [link('/about')],
      );
    case 'owner':
    case 'size':
      return escalate(
        'unknown',
        `Our site does not say ${fact === 'owner' ? 'who owns or runs the agency' : 'how many people work here'}, so I don't know, and I'd rather not guess. ` +
          `It does say who works on your account: one strategist as your single point of contact, with specialists in search, social, ads and development.`,
      );
  }
}

/**
 * Words of a question about our clients that say nothing of the kind of business asked about:
 * "clients", "worked", and the words of our services ("online shop" is e-commerce SEO), a service
 * asked about being matched as one.
 */
const CLIENT_WORDS = new Set(
  termsOf(
    'clients client customers customer companies company businesses business firms firm work worked working experience done examples example agency anyone anybody similar kind type like look name real stories portfolio case studies guys seo search ads advertising ppc social media content marketing website websites web site reviews reputation local online digital ecommerce e-commerce shop shops store stores',
  ),
);

/** Each testimonial's terms: the kind of business its company, role and story name. */
const STORY_TERMS = new Map(
  testimonials.map((story) => [story, new Set(termsOf(`${story.company} ${story.role} ${story.review}`))]),
);

/** A client asked about by place ("any clients in my area?"): the site does not say where they are. */
const BY_PLACE =
  /\b(?:in|near|around|from) (?:my|our|the|this) (?:area|city|town|region|state|country|neighbou?rhood)\b|\bnear me\b|\blocal(?:ly)? to (?:me|us)\b/;

/**
 * "Have you worked with any dentists?": the clients whose stories the site tells (the
 * testimonials on the home and about pages), those of that kind of business, or for the service
 * asked about, first. A kind the site names no client of is said so, with the clients it does name,
 * and handed to a person.
 */
function clientStories(text: string, service?: ServiceSlug | 'web'): ChatReply {
  const asked = termsOf(text).filter((term) => !CLIENT_WORDS.has(term));
  const byPlace = BY_PLACE.test(text);
  const matching = byPlace
    ? []
    : testimonials.filter(
        (story) =>
          (asked.length > 0 && asked.some((term) => STORY_TERMS.get(story)?.has(term))) ||
          (asked.length === 0 && service !== undefined && story.service === service),
      );
  const named = (story: (typeof testimonials)[number]) =>
    `**${story.company}** (${services[story.service].header.title})`;
  const links = [link('/about'), link('/')];
  const [only] = matching;
  if (only && matching.length === 1) {
    return reply(`Yes: ${named(only)}. ${only.name}, ${only.role}, says: "${only.review}"`, false, links);
  }
  if (matching.length > 1) {
    return reply(`Yes, among the clients whose stories our site shares: ${listed(matching.map(named))}.`, false, links);
  }
  const all = `The clients whose stories our site shares: ${listed(testimonials.map(named))}.`;
  if (asked.length === 0 && !byPlace) return reply(all, false, links);
  return escalate(
    'unknown',
    `Our site does not say whether we have worked with a business like that${byPlace ? ' or where our clients are' : ''}, so I don't know, and I'd rather not guess. ${all}`,
  );
}

export function serviceAnswer(slug: ServiceSlug | 'web', detail?: Detail): ChatReply {
  const more = detail ? `\nOn that page: "${detail.text}"` : '';
  if (slug === 'web') {
    const group = pricing['web-development-pricing'];
    return reply(
      `We design and build websites: ${group.intro} Plans: ${group.plans
        .map((plan) => `${planName(plan.type)} ${formatPrice(plan.price, site.priceCurrency, group.billing)}`)
        .join(', ')}.${more}`,
      false,
      [link('/web-development-pricing')],
    );
  }
  const page = services[slug];
  const pricingSlug = pricingSlugs.find((candidate) => pricing[candidate].service === slug);
  const from = pricingSlug
    ? ` Plans start at ${formatPrice(
        Math.min(...pricing[pricingSlug].plans.map((plan) => Number(plan.price))),
        site.priceCurrency,
        pricing[pricingSlug].billing,
      )}.`
    : '';
  return reply(`**${page.header.title}**: ${page.summary} ${page.header.tagline}${from}${more}`, false, [
    link(`/${slug}`),
    ...(pricingSlug ? [link(`/${pricingSlug}`)] : []),
  ]);
}

/** Ads on a social network, or boosted posts, named as the social media service ("facebook ads", "paid boosting"). */
export const asksPaidSocial = (understood: Understanding): boolean =>
  understood.service === 'smo-services' && /\bads?\b|\bpaid\b|\bboost/.test(understood.serviceWords ?? '');

/**
 * "How much for facebook ads?": ads on a social network are the social media service's paid social
 * support, which has no price of its own (the PPC plans are for Google and Microsoft): said so, with
 * a person for a quote. Undefined unless a price is asked of ads on a social network.
 */
export function paidSocialPriceAnswer(understood: Understanding): ChatReply | undefined {
  if (
    !asksPaidSocial(understood) ||
    !/how much|\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\brates?\b|\bcharge\b/.test(understood.text)
  ) {
    return undefined;
  }
  const paid = services['smo-services'].serviceList?.items.find((item) => /paid social/i.test(item.heading));
  const what = paid
    ? `Ads on social networks are part of our **Social Media Optimization** service: "${paid.heading}: ${paid.content}" `
    : '';
  // The service's page beside the contact page: what paid social support includes.
  return escalate(
    'quote',
    `${what}Our site does not publish a separate price for them (our PPC plans cover Google Ads and Microsoft Advertising), so a member of our team will prepare a quote.`,
    [CONTACT_LINK, link('/smo-services')],
  );
}

/**
 * A price asked for a service without a price list of its own (local SEO, reputation management,
 * content...): said so, with the plans that come closest, and a person for a quote.
 */
export function unpricedServiceAnswer(understood: Understanding): ChatReply | undefined {
  const slug = understood.service;
  if (!slug || slug === 'web' || understood.groups.length > 0 || understood.tiers.length > 0) return undefined;
  // Packages ask the service's price ("local seo packages", "any packages?" after it), unless they
  // are packages that include a part of it ("packages that include blog posts": the SEO plans' row).
  const packages =
    /\bpackages?\b(?! (?:that|which) (?:\w+ )?(?:include|includes|cover|covers|come with|have)\b| (?:including|with)\b)/.test(
      understood.text,
    ) && understood.features.length === 0;
  if (
    !understood.asksPrice ||
    !(
      /how much|\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\brates?\b|\bbudget\b|\bquote\b/.test(understood.text) ||
      packages
    )
  ) {
    return undefined;
  }
  if (pricingSlugs.some((candidate) => pricing[candidate].service === slug)) return undefined;
  const title = services[slug].header.title;
  return escalate(
    'quote',
    `${title} has no published price list. ${unpricedNote} Our published SEO plans start at ${formatPrice(
      pricing['seo-pricing'].plans[0]?.price ?? '0',
      site.priceCurrency,
      pricing['seo-pricing'].billing,
    )}, and a member of our team will prepare a quote for what you need.`,
  );
}

/** The audit page's own words (`quoted`), linked to where it says them. */
const onAuditPage = (quoted: string, href: string): ChatReply =>
  reply(`Our **${auditRoute.label}** page says: "${quoted}"`, false, [link(href)]);

/** How long the free audit takes: the page's title says so ("…, in about ten seconds"). */
export const auditTimeAnswer = (): ChatReply => onAuditPage(`${auditHeader.title}.`, auditRoute.path);

/**
 * What a score of the free audit means ("got 62 on your audit, is that bad?"): where the report's
 * bands start (src/lib/audit-report.ts), and the band and advice the report shows beside a score
 * the visitor gives.
 */
export function auditScoreAnswer(score: number | undefined): ChatReply {
  const { good, fair } = SCORE_BANDS;
  const name = (from: number) => `**${scoreBand(from).label}**`;
  const bands = `The audit scores a page from 0 to 100: ${good} and up is ${name(good)}, ${fair} to ${good - 1} is ${name(fair)} and below ${fair} is ${name(0)}.`;
  const band = score === undefined ? undefined : scoreBand(score);
  // The visitor's own score first: that is what "is that bad?" asks.
  const yours = band ? `A score of ${score} is ${name(score ?? 0)}, and the report says: "${band.advice}" ` : '';
  return reply(`${yours}${bands}`, false, [link(auditRoute.path)]);
}

/**
 * How far the free audit reaches ("does it check my whole site or just one page?"): the page's
 * words on the one page it reads, and on the pages it does not.
 */
export function auditReachAnswer(): ChatReply {
  const reads = auditLimits.intro.slice(0, auditLimits.intro.indexOf('. ') + 1);
  const beyond = auditLimits.items.filter((item) => 'reach' in item).map((item) => `${item.lead}${item.rest}`);
  return onAuditPage([reads, ...beyond].join(' … '), `${auditRoute.path}#${auditLimits.anchor}`);
}

/**
 * A request to check a site, or a message that names one: the free audit, with the address the
 * visitor named already in its field (the visitor presses Run: a link never starts an audit). The
 * address goes into the link only, encoded, and is never repeated as a statement.
 */
export function auditAnswer(webAddress: string | undefined): ChatReply {
  const href = auditPageHref(webAddress);
  return reply(
    `You can check a site yourself, free and in seconds, with our **free website audit** (no sign-up and no e-mail needed): it looks at findability, on-page content, technical health, speed, social and structured data, and how customers can reach you, and says what to fix first and which of our services does it.${
      webAddress
        ? ' The link below opens it with the address you gave already filled in: press Run.'
        : ' Open it from the link below, enter the address and press Run.'
    } For a full review by a person, send us a message afterwards.`,
    false,
    [link(href)],
  );
}

/** The services whose names say they are search optimisation. */
const seoFamily = () => routesOfKind('service').filter((route) => /seo/i.test(route.label));

/**
 * Every service we list; or, asked what kinds of SEO we do, the SEO services.
 */
export function servicesAnswer(service?: ServiceSlug | 'web', text = ''): ChatReply {
  if (service === 'seo-services' && /\b(?:kinds?|types?|sorts?)\b/.test(text)) {
    const family = seoFamily();
    return reply(
      `Our search services: ${listed(family.map((route) => `**${route.label}**`))}. Each has its own page; the SEO plans start at ${formatPrice(
        pricing['seo-pricing'].plans[0]?.price ?? '0',
        site.priceCurrency,
        pricing['seo-pricing'].billing,
      )}.`,
      false,
      family.slice(0, 3).map((route) => link(route.path)),
    );
  }
  return reply(
    `We offer ${listed(serviceNames())}, as well as **web development** with published plans. Ask me about any of them, or about a plan's price.`,
    false,
    [link('/'), link('/seo-services'), link('/web-development-pricing')],
  );
}

/** A service's own steps, when its page lists them and the question asks how it runs step by step. */
export function serviceProcessAnswer(understood: Understanding): ChatReply | undefined {
  const slug = understood.service;
  if (!slug || slug === 'web' || !/\b(?:process|steps?|step by step|stages?)\b/.test(understood.text)) return undefined;
  const process = services[slug].process;
  if (!process) return undefined;
  return reply(
    `${process.heading}: ${process.steps.map((step, index) => `${index + 1}) **${step.title}**: ${step.content}`).join(' ')}`,
    false,
    [link(`/${slug}`)],
  );
}

/** Currency names as the answers write them. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = { USD: 'US dollars', EUR: 'euros', GBP: 'pounds sterling' };

/**
 * What currency the prices are in: the plans' (site.ts's priceCurrency), and the note of the price
 * list asked about, or of every list that has one (the PPC setup fees and ad budgets are in rupees).
 */
export function currencyAnswer(slug: PricingSlug | undefined): ChatReply {
  const currency = CURRENCY_NAMES[site.priceCurrency] ?? site.priceCurrency;
  const noted = pricingSlugs.filter((each) => pricing[each].currencyNote && (!slug || each === slug));
  const notes = noted.map((each) => ` For ${groupName(each)}: ${pricing[each].currencyNote ?? ''}`).join('');
  // The price list asked about, or the first and those with a note of their own.
  const pages = slug ? [slug] : [...new Set([pricingSlugs[0], ...noted])];
  return reply(
    `Our plan prices are in ${currency} (${site.priceCurrency}), per month.${notes}`,
    false,
    pages.map((page) => link(`/${page}`)),
  );
}

/**
 * A visitor who has chosen: a person takes it from there. The support ticket (which the chat opens
 * for a hand-over) or the contact form, which the link starts with the plan as its subject, as the
 * price list's "Choose" button does; then the contact page's next steps.
 */
export function decidedAnswer(understood: Understanding): ChatReply {
  const [group] = understood.groups;
  const [tier] = understood.tiers;
  const slug = group && tier ? planSlug(pricing[group].id, tier) : undefined;
  const topic = slug ? contactTopics()[`plan=${slug}`] : undefined;
  const price = group && tier ? planPrice(group, tier) : undefined;
  const opening = topic
    ? `Glad to hear it: a member of our team will set you up with the **${topic}**${price ? ` (${price})` : ''}. Leave your name, e-mail and the plan in the **support ticket** form, or send the contact form, which the link below starts with the plan as its subject.`
    : 'Glad to hear it: a member of our team will take it from here. Leave your name, e-mail and what you would like in the **support ticket** form, or send the contact form.';
  // The steps one a line: as one paragraph after the plan and its price they read as a wall of text.
  return reply(`${opening}\n\nWhat happens next:\n${contactGuide.next.items.join('\n')}\n\n${reachUs()}`, true, [
    { href: slug ? contactHref('plan', slug) : '/contact', title: topic ?? link('/contact').title },
  ]);
}

/**
 * What to put in a first message: the contact page's list of what helps us answer, one item a line
 * ("what should I write in the message?", "what info do you need from me?").
 */
export function whatToWriteAnswer(): ChatReply {
  const { include } = contactGuide;
  return reply(
    `${include.heading}:\n${include.items.join('\n')}\nSend it through the form on our contact page, or e-mail ${site.email}.`,
    false,
    [link(`/contact#${include.anchor}`)],
  );
}
