import { processSteps, values, claimText } from '../../data/company.ts';
import { pricing, pricingSlugs, type PricingSlug } from '../../data/pricing.ts';
import { reporting } from '../../data/reporting.ts';
import { routesOfKind } from '../../data/routes.ts';
import { services, type ServiceSlug } from '../../data/services.ts';
import { site } from '../../data/site.ts';
import type { ChatReply, ChatRequest } from '../../lib/forms/chat.ts';
import { formatFigure, formatMoney, formatPrice, moneyOf } from '../../lib/money.ts';
import { lineText, planName } from '../../lib/plans.ts';
import type { FeatureRow, PlanType } from '../../lib/schemas/pricing.schema.ts';
import { articleAnswer, articleSearchAnswer } from './article-answers.ts';
import { knowledge, planFacts, REPORTING_PATH, type Knowledge } from './knowledge.ts';
import { link, listed, reply } from './reply.ts';

/*
 * The local assistant: answers from the site's typed data (and, for questions about the news
 * articles, from the digest the build writes of them: article-answers.ts) by rules, without a
 * model. Every figure it states is read from src/data at the moment it answers; what it cannot
 * answer from there it says it does not know and hands to a person (shouldEscalate). The visitor's text only selects
 * which facts to show: none of it is echoed back, so an instruction hidden in it has nothing to act on.
 */

/** The pricing groups by the words a visitor uses for them. */
const GROUP_WORDS: readonly [PricingSlug, RegExp][] = [
  ['seo-pricing', /\bseo\b|search engine optimi[sz]ation/],
  ['smo-pricing', /\bsmo\b|social media|\bsocial\b/],
  ['ppc-pricing', /\bppc\b|pay[- ]?per[- ]?click|google ads|\bads?\b|advertising/],
  ['web-development-pricing', /\bweb\b|websites?|web ?development|web ?design|\bsite\b/],
];

/** The tiers, as words. */
const TIER = /\b(silver|gold|platinum|premium|diamond)\b/;

/** Words that ask about prices or plans. */
const PRICE_WORDS =
  /how much|\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\bcharge|\bplans?\b|\bpackages?\b|\btiers?\b|cheapest|expensive|afford/;

/** Words for a feature row, each with a part of the row's label (lower case) it stands for. */
const FEATURE_WORDS: readonly [RegExp, string][] = [
  [/backlinks?|\blinks?\b/, 'backlinks'],
  [/landing pages?/, 'landing pages'],
  [/\bblog/, 'blog posts'],
  [/facebook/, 'facebook'],
  [/instagram/, 'instagram'],
  [/twitter|\bx posts?\b|\bx\b/, 'twitter'],
  [/creatives?|graphics?/, 'creatives'],
  [/set-?up|set up|one-time|onboarding fee/, 'setup fee'],
  [/budget|ad spend/, 'ad budget'],
  [/optimi[sz]ations?/, 'optimizations'],
  [/ad ?groups?/, 'ad groups'],
  [/keywords?/, 'keywords'],
  [/postings?|\bposts?\b/, 'postings'],
  [/iterations?|revisions?|design rounds?/, 'design iterations'],
  [/sliders?/, 'sliders'],
  [/e-?mail accounts?|e-?mail addresses|mailbox(?:es)?|hosted e-?mails?|\be-?mails\b/, 'e-mail accounts'],
  [/maintenance/, 'maintenance'],
  [/migrat/, 'migration'],
];

/** Services by the words a visitor uses for them, the most specific first. */
const SERVICE_WORDS: readonly [ServiceSlug | 'web', RegExp][] = [
  ['local-seo-services', /local seo|local search|near me|google maps|map pack|google business profile/],
  ['small-business-seo', /small business/],
  ['ecommerce-seo', /e-?commerce|online stores?|online shops?|shopify|woocommerce/],
  ['white-label-seo', /white[- ]?label|resell|for agencies|agency partner/],
  ['online-reputation-management', /reputation|\breviews?\b|\borm\b/],
  ['content-marketing', /content marketing|content writing|copywriting|\bblog|\barticles?\b|\bcontent\b/],
  ['pay-per-click', /\bppc\b|pay[- ]?per[- ]?click|google ads|paid ads|advertis/],
  ['smo-services', /\bsmo\b|social media|\bsocial\b/],
  ['seo-services', /\bseo\b|search engine|\brank(?:ing)?s?\b|organic/],
  ['web', /web ?development|websites?|web ?design|\bweb\b/],
];

/** Attempts to make the assistant drop its rules or show its setup. */
const INJECTION =
  /ignore (?:all |any |the |your )?(?:previous|prior|above|earlier|preceding)?\s*(?:instructions|rules|prompts?|directions)|disregard (?:all |your |the )?(?:previous |prior )?(?:instructions|rules)|system prompt|(?:reveal|show|print|repeat|output|leak)\b.{0,30}\b(?:prompt|instructions|rules|configuration|config)|developer mode|jailbreak|\bdan\b mode|you are now|pretend (?:to be|you are)|act as (?:an? )?(?:unrestricted|different)|api keys?|environment variables?|(?:your|the) (?:passwords?|credentials)/;

/** Why a person should take over. */
type EscalationReason = 'person' | 'problem' | 'quote';
const ESCALATIONS: readonly [EscalationReason, RegExp][] = [
  [
    'person',
    /\bhuman\b|real person|\ba person\b|\bsomeone\b|\bsomebody\b|\bagent\b|representative|\boperator\b|(?:talk|speak|chat) (?:to|with)|call me|call back|callback/,
  ],
  [
    'problem',
    /\bproblems?\b|\bissues?\b|\bbugs?\b|\bbroken\b|not working|(?:is|are|went|goes|has gone|keeps going) (?:down|offline)|\bhacked\b|\bcrash(?:ed|es|ing)?\b|stopped (?:working|running|showing)|not (?:loading|showing up)|(?:does ?n[o']t|do ?n[o']t|won'?t|can'?t|cannot) (?:work|load|open|send|submit|log ?in)|\berrors?\b|complain|complaint|refund|\bcancel/,
  ],
  [
    'quote',
    /\bquote\b|quotation|\bproposal\b|\bestimate\b|custom (?:plan|package|pricing|price|offer|solution)|bespoke|tailor(?:ed)? (?:plan|package|offer)|negotiat|\bdiscount/,
  ],
];

/**
 * Work the agency does not list among its services: asked about it, the assistant says so (it
 * never stretches a web plan over an app) and hands over to a person, who may still help.
 */
const NOT_OFFERED =
  /\b(?:mobile |ios |android |iphone |web )?apps?\b|\bapplications? development|software development|\blogos?\b|\bbranding\b|graphic design|video (?:production|editing)|photograph|\bprinting\b|email marketing|newsletters?|influencer|translation|\bgames?\b/;

const GREETING = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)(?: there)?[\s!.,]*$/;
const THANKS = /^(?:thanks?(?: you)?|thank you(?: very much| so much)?|thx|cheers|great,? thanks)[\s!.,]*$/;

const HOURS =
  /\bhours?\b|\bopen\b|opening|closing|\bclosed?\b|weekends?|saturday|sunday|time ?zone|what time|\bwhen (?:are|can|do)\b|availab|24\s?[x/]\s?7/;
const CONTACT =
  /contact|e-?mail|\bphone|call you|reach (?:you|your|the team)|get in touch|\baddress\b|write to you|\bcall\b/;
const PLATFORMS = /platforms?|networks?|youtube|pinterest|linkedin|facebook|instagram|tiktok/;
const GETTING_STARTED =
  /get(?:ting)? started|\bstart\b|\bbegin|onboard|sign up|\bregister|first step|next step|work with you|hire you|how does it work/;
const WHY_US = /\bwhy\b.*\b(?:you|your|choose|agency|tidewell)|what makes you|different from|\bbetter than\b|trust you/;
const REPORTING = /\breport(?:s|ing)?\b|analytics|\bmeasure|\btrack|\bresults?\b|\broi\b|\bkpis?\b|metrics|dashboard/;
const ABOUT =
  /\babout (?:you|your|tidewell|the company|the agency)|tidewell|who are you|your company|your agency|founded|history|how long have you|experience|clients|retention/;
const SERVICES_LIST =
  /services|what (?:do|can) you (?:do|offer)|what you (?:do|offer)|\boffer\b|help (?:me )?with|specialis|speciali[sz]e/;

const CONTACT_LINK = link('/contact');

const reachUs = () => `You can also reach us at ${site.email} or ${site.phone.display} (${site.businessHours.label}).`;

function escalate(reason: EscalationReason | 'unknown', opening?: string): ChatReply {
  const said =
    opening ??
    {
      person: 'Of course: a member of our team will be glad to talk with you.',
      problem: "I'm sorry you ran into a problem. A member of our team will look into it for you.",
      quote: 'Happy to help with a custom quote: a member of our team will prepare one for you.',
      unknown: "I'm sorry, I don't know the answer to that from the information on our site, and I'd rather not guess.",
    }[reason];
  return reply(
    `${said} Leave your name, e-mail and the details in the **support ticket** form and a person will reply by e-mail. ${reachUs()}`,
    true,
    [CONTACT_LINK],
  );
}

/** The words of the message, in lower case with one kind of apostrophe. */
const normalise = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();

/** The pricing group a text names first, if any. */
function groupIn(text: string): PricingSlug | undefined {
  let found: { slug: PricingSlug; at: number } | undefined;
  for (const [slug, pattern] of GROUP_WORDS) {
    const at = text.search(pattern);
    if (at >= 0 && (!found || at < found.at)) found = { slug, at };
  }
  return found?.slug;
}

/** The feature-label parts a text asks about. */
const featuresIn = (text: string) => FEATURE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, part]) => part);

/** The feature rows of a group whose labels contain one of `parts`, in the group's order. */
function rowsOf(slug: PricingSlug, parts: readonly string[]) {
  return pricing[slug].features.flatMap((row) =>
    row.kind === 'feature' && parts.some((part) => row.label.toLowerCase().includes(part)) ? [row] : [],
  );
}

/** The only group that has a row for one of `parts`, when exactly one has. */
function groupOfFeatures(parts: readonly string[]): PricingSlug | undefined {
  const groups = pricingSlugs.filter((slug) => rowsOf(slug, parts).length > 0);
  return groups.length === 1 ? groups[0] : undefined;
}

const groupName = (slug: PricingSlug) => (slug === 'web-development-pricing' ? 'web development' : pricing[slug].id);
/** A plan's price as the pages show it, in the site's currency with its period: "$899 per month". */
const priceOf = (slug: PricingSlug, price: string) => formatPrice(price, site.priceCurrency, pricing[slug].billing);

/**
 * The group's note on figures in another currency (the PPC setup fees in rupees), as a sentence
 * to append, when one of `rows` holds such an amount; nothing otherwise.
 */
function currencyNoteFor(slug: PricingSlug, rows: readonly FeatureRow[]): string {
  const note = pricing[slug].currencyNote;
  const amounts = rows.some(
    (row) => row.kind === 'feature' && Object.values(row.values).some((v) => typeof v === 'string' && moneyOf(v)),
  );
  return note && amounts ? ` ${note}` : '';
}

/** The pricing answer, or undefined when the message is not about prices or plans. */
function pricingAnswer(text: string, contextText: string): ChatReply | undefined {
  const tier = TIER.exec(text)?.[1] as PlanType | undefined;
  const parts = featuresIn(text);
  const asksPrice = PRICE_WORDS.test(text) || /how many|included|include|includes|get in/.test(text);
  let slug = groupIn(text);
  if (!slug && parts.length > 0 && (tier || asksPrice)) slug = groupOfFeatures(parts);
  // A follow-up ("and the gold one?") keeps the group the conversation was about.
  if (!slug && tier) slug = groupIn(contextText);

  if (
    slug &&
    (tier || asksPrice || (parts.length > 0 && rowsOf(slug, parts).length > 0 && /how many|what/.test(text)))
  ) {
    return groupAnswer(slug, tier, parts);
  }
  if (tier) return tierAnswer(tier);
  if (!slug && /how much|\bprices?\b|\bpricing\b|\bcosts?\b|\bplans?\b|\bpackages?\b/.test(text)) return overview();
  return undefined;
}

/** Plans of one group: one plan, one feature across plans, or the whole group. */
function groupAnswer(slug: PricingSlug, tier: PlanType | undefined, parts: readonly string[]): ChatReply {
  const group = pricing[slug];
  const links = [link(`/${slug}`)];
  const rows = rowsOf(slug, parts);
  const names = group.plans.map((plan) => planName(plan.type));
  if (tier) {
    const plan = group.plans.find((candidate) => candidate.type === tier);
    if (!plan) {
      return reply(
        `There is no ${planName(tier)} plan for ${groupName(slug)}: the ${groupName(slug)} plans are ${listed(names)} (${group.plans
          .map((p) => `${planName(p.type)} ${priceOf(slug, p.price)}`)
          .join(', ')}).`,
        false,
        links,
      );
    }
    const title = `**${group.id} ${planName(plan.type)}**`;
    if (rows.length > 0) {
      const facts = rows.map((row) => {
        const value = row.values[plan.type] ?? false;
        return value === false ? `${row.label}: not included` : lineText(row.label, value);
      });
      return reply(
        `The ${title} plan (${priceOf(slug, plan.price)}) includes: ${facts.join('; ')}.${currencyNoteFor(slug, rows)}`,
        false,
        links,
      );
    }
    return reply(
      `The ${title} plan costs ${priceOf(slug, plan.price)}. Best for: ${plan.bestFor} It includes: ${planFacts(slug, plan.type).join('; ')}.${currencyNoteFor(slug, group.features)}`,
      false,
      links,
    );
  }
  if (rows.length > 0) {
    const lines = rows.map(
      (row) =>
        `${row.label}: ${group.plans
          .map((plan) => {
            const value = row.values[plan.type] ?? false;
            return `${planName(plan.type)} ${value === false ? 'not included' : value === true ? 'included' : formatFigure(value)}`;
          })
          .join(', ')}.`,
    );
    return reply(`In our ${groupName(slug)} plans: ${lines.join(' ')}${currencyNoteFor(slug, rows)}`, false, links);
  }
  const common = group.features.flatMap((row) =>
    row.kind === 'feature' && group.plans.every((plan) => row.values[plan.type] === true) ? [row.label] : [],
  );
  const perPlan = group.plans.map((plan) => {
    const figures = group.features.flatMap((row) => {
      if (row.kind !== 'feature') return [];
      const value = row.values[plan.type];
      return typeof value === 'string' ? [`${row.label.toLowerCase()} ${formatFigure(value)}`] : [];
    });
    return `**${planName(plan.type)}** ${priceOf(slug, plan.price)}: ${figures.join(', ')}.`;
  });
  return reply(
    `Our ${groupName(slug)} plans:\n${perPlan.join('\n')}\nEvery plan includes: ${common.join(', ').toLowerCase()}.${[
      group.currencyNote,
      ...group.notes,
    ]
      .map((note) => (note ? ` ${note}` : ''))
      .join('')}`,
    false,
    links,
  );
}

/** One tier across the groups that have it. */
function tierAnswer(tier: PlanType): ChatReply {
  const offers = pricingSlugs.flatMap((slug) => {
    const plan = pricing[slug].plans.find((candidate) => candidate.type === tier);
    return plan ? [{ slug, text: `${groupName(slug)} ${priceOf(slug, plan.price)}` }] : [];
  });
  return reply(
    `Our ${planName(tier)} plans: ${offers.map((offer) => offer.text).join('; ')}. Tell me which service you mean and I can list what the plan includes.`,
    false,
    offers.map((offer) => link(`/${offer.slug}`)),
  );
}

/** Every group with its plans and prices. */
function overview(): ChatReply {
  const lines = pricingSlugs.map((slug) => {
    const group = pricing[slug];
    return `**${group.id}** (${group.billing}): ${group.plans
      .map((plan) => `${planName(plan.type)} ${formatMoney(plan.price, site.priceCurrency)}`)
      .join(', ')}.`;
  });
  return reply(
    `We publish four sets of plans:\n${lines.join('\n')}\nAsk me about any plan, for example "What does the SEO Gold plan include?"`,
    false,
    pricingSlugs.map((slug) => link(`/${slug}`)),
  );
}

function hoursAnswer(): ChatReply {
  return reply(
    `Our team is available **${site.businessHours.label}**, and support runs ${site.claims.support}. Outside business hours you can still send a message or a ticket and we will answer on the next working day.`,
    false,
    [CONTACT_LINK],
  );
}

function contactAnswer(): ChatReply {
  return reply(
    `You can e-mail us at **${site.email}** or call **${site.phone.display}** (${site.businessHours.label}), or send a message through the contact form on our contact page.`,
    false,
    [CONTACT_LINK],
  );
}

function platformsAnswer(): ChatReply {
  const platforms = services['smo-services'].platforms ?? [];
  return reply(
    `We manage ${listed(platforms)}. Not every business needs all ${platforms.length}: we recommend the mix where your audience is active and tailor the content to each platform.`,
    false,
    [link('/smo-services'), link('/smo-pricing')],
  );
}

function gettingStartedAnswer(): ChatReply {
  return reply(
    `Getting started is simple: ${processSteps.map((step) => `**${step.title}**: ${step.content}`).join(' ')} To begin, send us a message through the contact page or e-mail ${site.email}.`,
    false,
    [CONTACT_LINK, link('/about')],
  );
}

function whyUsAnswer(): ChatReply {
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
function reportingAnswer(service: ServiceSlug | 'web' | undefined): ChatReply {
  const page = service === 'web' ? '/web-development-pricing' : service && `/${service}`;
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
      `**${named.service}**: your monthly report shows ${listed(named.metrics)}. ${reporting.summary}${included}`,
      false,
      [link(REPORTING_PATH), link(named.href)],
    );
  }
  const measures = reporting.measures.map((measure) => `${measure.service}: ${measure.metrics.join(', ')}.`);
  return reply(
    `${reporting.summary}\nWhat the report measures depends on the service:\n${measures.join('\n')}${included}`,
    false,
    [link(REPORTING_PATH)],
  );
}

function aboutAnswer(): ChatReply {
  return reply(
    `${site.pitch} We have been in business since ${site.foundingYear}, with ${claimText.clients} satisfied clients, client retention ${claimText.retention} and support ${site.claims.support}.`,
    false,
    [link('/about')],
  );
}

function serviceAnswer(slug: ServiceSlug | 'web'): ChatReply {
  if (slug === 'web') {
    const group = pricing['web-development-pricing'];
    return reply(
      `We design and build websites: ${group.intro} Plans: ${group.plans
        .map((plan) => `${planName(plan.type)} ${priceOf('web-development-pricing', plan.price)}`)
        .join(', ')}.`,
      false,
      [link('/web-development-pricing')],
    );
  }
  const page = services[slug];
  const pricingSlug = pricingSlugs.find((candidate) => pricing[candidate].service === slug);
  const from = pricingSlug
    ? ` Plans start at ${priceOf(pricingSlug, String(Math.min(...pricing[pricingSlug].plans.map((plan) => Number(plan.price)))))}.`
    : '';
  return reply(`**${page.header.title}**: ${page.summary} ${page.header.tagline}${from}`, false, [
    link(`/${slug}`),
    ...(pricingSlug ? [link(`/${pricingSlug}`)] : []),
  ]);
}

function servicesAnswer(): ChatReply {
  const names = routesOfKind('service').map((route) => route.label);
  return reply(
    `We offer ${listed(names)}, as well as **web development** with published plans. Ask me about any of them, or about a plan's price.`,
    false,
    [link('/'), link('/seo-services'), link('/web-development-pricing')],
  );
}

/** The answer of the knowledge base's best match, when it matches the question well enough. */
function searchAnswer(text: string, kb: Knowledge): ChatReply | undefined {
  const results = kb.index.search(text, { combineWith: 'OR' });
  const asked = new Set(
    text
      .split(/[^a-z0-9-]+/)
      .map((term) => kb.processTerm(term))
      .filter((term): term is string => term !== null),
  );
  const best = results[0];
  if (!best || asked.size === 0) return undefined;
  const matched = new Set(best.terms);
  if (matched.size < Math.ceil(asked.size / 2) || best.score < 8) return undefined;
  const doc = kb.documents.find((candidate) => candidate.id === best.id);
  if (!doc) return undefined;
  const article = doc.kind === 'article' ? kb.articles.find((candidate) => candidate.path === doc.href) : undefined;
  if (article) return articleSearchAnswer(article, text, kb);
  return reply(`Here is what I can tell you about **${doc.title}**: ${doc.text}`, false, [link(doc.href)]);
}

/** Text the conversation was about, from the context the widget sends. */
function contextText(context: ChatRequest['context']): string {
  if (typeof context === 'string') return normalise(context);
  return normalise(
    context
      .filter((turn) => turn.sender === 'user')
      .slice(-3)
      .reverse()
      .map((turn) => turn.text)
      .join(' '),
  );
}

/** The usual offer of help, the answer to an attempt to change the assistant's rules or see its setup. */
export function scopeReply(): ChatReply {
  return reply(
    `I can only help with questions about ${site.name}: our services, plans and prices, business hours and how to reach us. What would you like to know?`,
    false,
    [link('/')],
  );
}

/**
 * The local answer to a message its rules settle exactly, whatever else may answer the chat: an
 * attempt to change the assistant's rules (the usual offer of help), or a question about plan
 * prices or contents (the price list's own lines, from src/data/pricing.ts). Undefined for
 * anything else, a request for a person included. Where it answers, answerLocally answers the same.
 */
export function settledAnswer(request: ChatRequest): ChatReply | undefined {
  const text = normalise(request.message);
  if (INJECTION.test(text)) return scopeReply();
  if (ESCALATIONS.some(([, pattern]) => pattern.test(text)) || NOT_OFFERED.test(text)) return undefined;
  // Greetings and thanks are whole-message patterns that never name a price, so they cannot
  // come before a pricing answer here.
  return pricingAnswer(text, contextText(request.context));
}

/** The local assistant's answer to a visitor's message. */
export function answerLocally(request: ChatRequest, kb: Knowledge = knowledge()): ChatReply {
  const text = normalise(request.message);
  if (INJECTION.test(text)) return scopeReply();
  for (const [reason, pattern] of ESCALATIONS) if (pattern.test(text)) return escalate(reason);
  if (GREETING.test(text)) {
    return reply(
      `Hello! I'm the ${site.name} assistant. Ask me about our services, plan prices, business hours or how to reach our team.`,
      false,
    );
  }
  if (THANKS.test(text)) return reply("You're welcome! Is there anything else I can help you with?", false);
  // Before prices and services: "how can I lower my cost per click?" is advice, not a price question.
  const service = SERVICE_WORDS.find(([, pattern]) => pattern.test(text));
  const fromArticles = articleAnswer(text, kb, service?.[1].exec(text)?.[0]);
  if (fromArticles) return fromArticles;
  const unlisted = NOT_OFFERED.exec(text)?.[0];
  if (unlisted) {
    const names = routesOfKind('service').map((route) => route.label);
    return escalate(
      'unknown',
      `Our site does not list "${unlisted}" among our services: we offer ${listed(names)}, and web development. ` +
        `I'd rather not guess whether we can take it on.`,
    );
  }

  const priced = pricingAnswer(text, contextText(request.context));
  if (priced) return priced;
  if (HOURS.test(text)) return hoursAnswer();
  if (CONTACT.test(text)) return contactAnswer();
  if (PLATFORMS.test(text) && /social|smo|manage|cover|support|work with|use/.test(text)) return platformsAnswer();
  if (GETTING_STARTED.test(text)) return gettingStartedAnswer();
  if (WHY_US.test(text)) return whyUsAnswer();
  if (REPORTING.test(text)) return reportingAnswer(service?.[0]);
  if (service) return serviceAnswer(service[0]);
  if (ABOUT.test(text)) return aboutAnswer();
  if (SERVICES_LIST.test(text)) return servicesAnswer();
  return searchAnswer(text, kb) ?? escalate('unknown');
}
