import { processSteps } from '../../data/company.ts';
import { auditRoute } from '../../data/audit-page.ts';
import { contactGuide } from '../../data/contact-page.ts';
import { reportMeasuresFor } from '../../data/reporting.ts';
import type { ChatReply, ChatRequest } from '../../lib/calls/chat.ts';
import { escalate, reply } from './reply.ts';
import { articleAnswer, NEWEST_ARTICLE, newestArticle, writersAnswer } from './article-answers.ts';
import {
  ABOUT_US,
  describedOnServicePages,
  serviceStartAnswer,
  nearestAnswer,
  nearOurWork,
  notAllAnswer,
  sentenceSaying,
  pricesBindingAnswer,
  adSpendAnswer,
  NEAREST_FOR_OFFER,
  particularTerms,
  samePageAnswer,
  passageAnswer,
  quotation,
  sentenceOverSummary,
  servicePageDetail,
  STRONG_COVERAGE,
  unknownAnswer,
} from './check.ts';
import {
  aboutAnswer,
  asksPaidSocial,
  auditAnswer,
  auditReachAnswer,
  auditScoreAnswer,
  auditTimeAnswer,
  companyFactAnswer,
  contactAnswer,
  currencyAnswer,
  decidedAnswer,
  gettingStartedAnswer,
  hoursAnswer,
  notOfferedAnswer,
  otherLanguageAnswer,
  paidSocialPriceAnswer,
  platformsAnswer,
  reportingAnswer,
  serviceReportAnswer,
  REPORTING_SUMMARY,
  scopeReply,
  serviceAnswer,
  serviceProcessAnswer,
  servicesAnswer,
  smallTalkAnswer,
  unpricedServiceAnswer,
  whatToWriteAnswer,
  whyUsAnswer,
} from './site-answers.ts';
import {
  LEANS_ON_CONTEXT,
  withDialogue,
  recentMessages,
  resolvedAudit,
  resolvedTime,
  swappedQuestion,
} from './dialogue.ts';
import { knowledge, type Knowledge } from './knowledge.ts';
import { findPassages, onPage, termsOf } from './passages.ts';
import { isOtherLanguage } from './language.ts';
import { fold, normalise, withoutIntroduction } from './normalise.ts';
import { pricingAnswer } from './pricing-answers.ts';
import { AD_COST, FREE_AUDIT, OUR_WRITERS, ROUTES, servicePage, understand, type Understanding } from './understand.ts';

export { scopeReply } from './site-answers.ts';

/*
 * The local assistant: answers from the site's own data and pages, without a model, in one
 * direction through five stages, each a module of its own:
 *   1. normalise.ts   the text folded, split into words, misspellings corrected to the lexicon
 *   2. understand.ts  the intent and the entities (groups, tiers or a rank, features, figures,
 *                     services, networks, company facts)
 *   3. dialogue.ts    what a follow-up leaves out, from the visitor's recent turns
 *   4. answers        figures from the typed data (pricing-answers.ts, site-answers.ts), articles
 *                     (article-answers.ts), otherwise the sentence of a page that answers
 *   5. check.ts       below the confidence threshold: "the site does not say", and a person
 * Every figure it states is read from src/data as it answers. The visitor's text only selects
 * which facts to show: none of it is echoed back, so an instruction hidden in it has nothing to
 * act on.
 */

/** Stages 1 and 2 for the text of one message. */
const readText = (text: string, kb: Knowledge) => understand(normalise(text, kb.lexicon), isOtherLanguage(fold(text)));

/**
 * Stages 1 and 2 for one message, whose opening introduction ("garage owner here", "wedding
 * photographer -", "im a real estate agent,") asks for no company fact, work or person of ours.
 */
function readMessage(text: string, kb: Knowledge): Understanding {
  const whole = readText(text, kb);
  const rest = withoutIntroduction(text);
  if (rest === text) return whole;
  const asked = readText(rest, kb);
  // What is asked of us is read from the question alone.
  const understood: Understanding = { ...whole };
  delete understood.unlisted;
  delete understood.unlistedNear;
  delete understood.companyFact;
  if (asked.unlisted) understood.unlisted = asked.unlisted;
  if (asked.unlistedNear) understood.unlistedNear = asked.unlistedNear;
  if (asked.companyFact) understood.companyFact = asked.companyFact;
  if (asked.intent !== 'escalate' && whole.intent === 'escalate') {
    understood.intent = asked.intent;
    delete understood.escalation;
  }
  return understood;
}

/** Stages 1 to 3 for one message: what it asks, with what the recent turns leave implied. */
export function understandRequest(request: ChatRequest, kb: Knowledge = knowledge()): Understanding {
  const read = (text: string) => readMessage(text, kb);
  const recent = recentMessages(request.context);
  const earlier = recent.map(read);
  // "And ppc?" after "how long does seo take?" asks that again, of PPC; "does it check my whole
  // site?" after a question on the free audit asks it of the audit; "how long does it take?" after
  // "i need a new website" asks it of the website.
  const current = read(
    swappedQuestion(request.message, recent[0]) ??
      resolvedAudit(request.message, earlier) ??
      resolvedTime(request.message, earlier[0]) ??
      request.message,
  );
  // "Do you do technical audits?": work the service pages describe is offered, whatever it is called.
  if (current.unlisted === 'that' && describedOnServicePages(current.text, kb)) delete current.unlisted;
  return withDialogue(current, earlier);
}

/**
 * The local answer to a message its rules settle exactly, whatever else may answer the chat: an
 * attempt to change the assistant's rules (the usual offer of help), or a question about plan
 * prices or contents (the price list's own lines, from src/data/pricing.ts). Undefined for
 * anything else, a request for a person included. Where it answers, answerLocally answers the same.
 */
export function settledAnswer(request: ChatRequest, kb: Knowledge = knowledge()): ChatReply | undefined {
  const understood = understandRequest(request, kb);
  if (understood.intent === 'injection') return scopeReply();
  if (understood.intent !== 'question' || understood.unlisted) return undefined;
  // An article that answers comes first in answerLocally too ("how can I lower my cost per click?").
  if (articleAnswer(understood.text, kb, understood.serviceWords)) return undefined;
  return pricingAnswer(understood);
}

/** What the reporting answer says anyway: a detail must be about something else. */
const REPORT_WORDS = 'report reports reporting monthly month metrics kpi measure track results numbers';
/**
 * The words a question mentions contact by without asking for our details ("the contact form",
 * "e-mail", "phones"), unlike "how do I reach you" or "what's your number".
 */
const CONTACT_WORDS = /\bcontact(?: form| page| us)?\b|\be-?mails?\b|\bphones?\b/g;

/**
 * Asking for a way to reach us in so many words, whatever else the question says: "how can I
 * contact you about a redesign?", "what email should I send our account access to?", "can I
 * contact support by email?". Not "if I contact you, will I get newsletters?".
 */
const EXPLICIT_CONTACT =
  /\bhow (?:do|can|could|should|would) (?:i|we) (?:reach|contact|get in touch|talk to|speak (?:to|with)|call|phone|e-?mail|message)\b|(?<!\b(?:if|after|when|once|before|and) (?:i|we) )\b(?:can|could|should) (?:i|we) (?:call|phone|e-?mail|contact|reach|message)\b|\b(?:what|which)(?:'s| is)? (?:\w+ )?(?:e-?mail|e-?mail address|phone number|number|address) (?:should|do|can|would|is)\b|\b(?:your|ur) (?:\w+ )?(?:e-?mail|phone number|number)\b(?! (?:list|newsletter|marketing))|\bis there an? (?:\w+ )?(?:e-?mail|phone number|number)\b/;

/**
 * The fewest other terms beside those words with which a question asks something else: "will my
 * site work on phones", "will i get newsletters if i fill in your contact form". Chosen on the
 * five-fold dev part (2026-11-27, 2,874 cases): two before a sentence is searched for and three at
 * the last, +13 (dev +5), no contact question lost; two and two +13 with two contact questions
 * lost; three and three +12. Without the explicit ways of asking kept ("how may I get in touch
 * with your team regarding a new project?"), three and three was +8 with four lost.
 */
const CONTACT_ANSWERS = { first: 2, last: 3 };

/** Whether a question that mentions contact only by its words asks `least` other terms besides. */
function asksBesides(text: string, least: number): boolean {
  if (EXPLICIT_CONTACT.test(text)) return false;
  if (ROUTES.contact.test(text.replace(CONTACT_WORDS, ' x '))) return false;
  return termsOf(text).filter((term) => !CONTACT_TERMS.has(term)).length >= least;
}

/** The words of asking for our contact details: a question with more than these asks something else. */
const CONTACT_TERMS = new Set(
  termsOf(
    'contact contacts form email e-mail mail phone number call calls reach message touch write address details ring dm whatsapp hold talk speak person team office best quickest fastest way someone anyone human real directly',
  ),
);
/**
 * What becomes of what a visitor sends ("do you sell my email to anyone?"): the privacy policy's to
 * answer, not the contact details'.
 */
const WHAT_WE_KEEP =
  /\bhow long\b|\bkeep\b|\bstored?\b|\bstores\b|\bprivacy\b|\bsell\b|\bshare\b|\bdelete\b|\bdata\b|\bgdpr\b|\bauto-?reply\b|\bautomatic\b/;

/**
 * A message sent to us through the contact form: "after i fill in ur contact form", "i emailed you
 * yesterday", "sent an enquiry". Not the audit's form, a support ticket or this chat, which a
 * strategist does not answer with a call.
 */
const AFTER_CONTACT =
  /\bcontact (?:form|page)\b|\b(?:enquiry|inquiry)\b|\b(?:contacted|messaged|e-?mailed|wrote to|reached out to) (?:you|your team)\b|\bafter (?:i|we) contact (?:you|your team)\b/;
/**
 * What follows the first call: "what happens after i book a call", "after the intro call do i get
 * anything in writing", "and after the call?". Not a call that comes in from an ad ("after a call
 * from google ads", "after the call comes in").
 */
const AFTER_CALL =
  /\b(?:what happens|what comes|what do (?:you|u) (?:send|do)|then what|what next|do (?:i|we) get|will (?:i|we) get|and)\b.{0,30}\bafter (?:(?:i|we) (?:book|have|had) )?(?:a |an |the |our |my |that )?(?:intro |introductory |first |discovery |initial |strategy |short )?call\b(?! (?:comes?|from|to action|extensions?|tracking))|\bafter (?:the|our|my) (?:intro|introductory|first|discovery|initial|strategy) call\b|^(?:and |so )?after (?:the|that|our) call\W*$/;
/** Whose name or logo the work carries: ours, or the reselling agency's. */
const OUR_NAME_ON_IT =
  /\b(?:see|say|says|show|shows|mention|mentions|carry|carries|put|has|have|with)\b.{0,20}\b(?:your|ur|tidewell'?s?) (?:name|logo|brand(?:ing)?)\b|\b(?:your|ur|tidewell'?s?) (?:company |agency |brand )?name (?:show|shows|appear|appears|anywhere|on)\b|\b(?:say|says|mention|mentions|show|shows) tidewell\b|\btidewell (?:anywhere|on (?:them|it))\b|\b(?:our|my) (?:own |agency'?s? |agency )(?:logo|brand(?:ing)?)\b|\b(?:our|my) (?:logo|branding)\b|\bknow we outsource\b/;

/** A young visitor, or the minimum age: "im 15", "my 14 yr old", "is there an age limit". */
const UNDER_AGE =
  /\b(?:i'm|im|i am|he's|she's|he is|she is)(?: only)? 1[0-5]\b(?! (?:min|mins|minutes|hours|days|weeks|months|years? (?:in|of)|people|person|staff|employees|locations|offices|of|percent|%)\b)|\bmy 1[0-5] ?(?:yrs?|years?|yo)\b(?! (?:in|of)\b)|\b(?:1[0-5]|thirteen|fourteen|fifteen) (?:yrs?|years?) old\b|\bunder (?:16|sixteen)\b|\b(?:age (?:limit|requirement|restriction)|minimum age)\b/;
/** Sending us something: a message, a question in the chat, a form. */
const SENDS_US = /\b(?:message|messages|contact|send|chat|talk|ask|e-?mail|forms?|sign up)\b/;

/** Bad news about the visitor's business spreading fast: a post gone viral, a wave of complaints, bad press. */
const CRISIS =
  /\b(?:viral|blows? up|blew up|blowing up)\b(?: \w+){0,6} (?:about us|on us|against us|trash\w*|complain\w*|angry|negative|critical|1[- ]star|one[- ]star)\b|\bviral bad\b|\b(?:trash\w*|complain\w*|angry|negative|critical)\b(?: \w+){0,6} (?:viral|blows? up|blew up|blowing up)\b|\b(?:wave|flood\w*|pil(?:e|es|ed|ing) on)\b(?: \w+){0,4} (?:complaints|(?:bad|negative|fake|angry|1[- ]star|one[- ]star) (?:reviews|comments))\b|\bcritical (?:news )?(?:story|article|piece)\b|\bbad press\b|\bbacklash\b/;

/** What to write to us: "what should i put in my message", "what info do you need from me". */
const WHAT_TO_WRITE =
  /\bwhat (?:should|do|would|can|must|shall) (?:i|we) (?:put|write|include|say|mention|send|tell (?:you|u))\b(?: \w+){0,6} (?:message|msg|form|e-?mail|note|enquiry|inquiry|(?:to|for|with) (?:you|u|your team))\b|\bwhat (?:info|information|details) (?:do|would|should|will) (?:you|u) need\b|\bwhat (?:do|would|will) (?:you|u) need (?:to know )?from (?:me|us)\b(?!.*\b(?:cancel\w*|refund\w*|ticket)\b)/;
/** What the visitor writes for their own business, not to us: a bio, a post, an ad, a page. */
const THEIR_OWN_COPY =
  /\b(?:bios?|posts?|captions?|profiles?|ads?|titles?|descriptions?|blogs?|pages?|listings?|reviews?|replies|hashtags?|tags?|headlines?|web ?sites?|sites?|emails? to (?:my|our))\b/;

/** When we answer a message: "how soon do you get back to me", "how fast do u reply". */
const REPLY_TIME =
  /\b(?:how (?:long|soon|quick(?:ly)?|fast)|when (?:will|would|do|can))\b.*\b(?:(?:you|u|someone|somebody|anyone|anybody|your team|a person|they) (?:\w+ )?gets? back|get back|hears? back|hear from (?:you|your team)|repl(?:y|ies)|respond|answer (?:me|my|emails?|messages?))\b/;
const DATA_REQUEST = /\b(?:delete|deleted|data|privacy|gdpr|remove|erase|personal information)\b/;
const NOT_TO_A_STRATEGIST = /\baudit\b|\btickets?\b|\bchat\b|\bbot\b|\bassistant\b/;

/** The fewest words of a question a sentence that holds nearly all of it answers first. */
const LONG_QUESTION_WORDS = 12;

/** The reporting answer, with the detail of the about page or the service's page asked about. */
function reportingReply(understood: Understanding, kb: Knowledge): ChatReply {
  const page = understood.service && servicePage(understood.service);
  // A service the reporting data names no measures for: its page's best sentence on its reports.
  if (page && reportMeasuresFor(page).length === 0) {
    const own = findPassages(`${understood.text} report`, kb.passages, { limit: 200 }).find(
      ({ passage }) => onPage(passage, page) && /\breports?\b/i.test(passage.text),
    );
    if (own) {
      const { passage } = own;
      return serviceReportAnswer({
        text: quotation(passage.id, kb),
        link: { href: passage.href, title: passage.page },
      });
    }
  }
  const detail = servicePageDetail(understood.text, kb, understood, ['/about'], REPORT_WORDS, REPORTING_SUMMARY);
  return reportingAnswer(understood.service, detail);
}

/** What the getting-started answer lists already, never added to it as a detail. */
const PROCESS_TEXT = processSteps.map((step) => step.content).join(' ');

/** What the getting-started answer says anyway. */
const START_WORDS = 'start started starting begin onboarding steps step process first next';

/** Stage 4 and 5 for a question: the first answer that fits, else the check's hand-over. */
function answerUnderstood(understood: Understanding, kb: Knowledge): ChatReply | undefined {
  const { text } = understood;
  // "Does that plan include blog posts?" asks about a plan's feature, not our articles.
  // "Could you write a press release and get me on local TV news?" asks for work, not our articles.
  const aboutArticles =
    ROUTES.articleList.test(text) &&
    !understood.asksOffer &&
    !/\b(?:which|what) (?:of your )?services?\b/.test(text) &&
    !(understood.groups.length > 0 && understood.features.includes('blog posts'));
  // "Whats your latest blog post?": the newest article, not the content service a blog names.
  if (NEWEST_ARTICLE.test(text)) return newestArticle(kb);
  // "Who writes ur blog articles, real ppl or ai?": the people of our team who write them.
  if (OUR_WRITERS.test(text)) return writersAnswer(kb);
  // "What cms do you build websites on, wordpress?": the site does not say, and the web plans are
  // not an answer to it.
  if (CMS_QUESTION.test(text)) return unknownAnswer(understood);
  // Questions one page's own sentence answers (PAGE_QUESTIONS: the legal pages in plain words, the
  // plan of work, a contract, paid social, bought links, a crisis…).
  for (const [asks, page, says] of PAGE_QUESTIONS) {
    if (!asks(text, understood)) continue;
    const said = sentenceSaying(page, says, kb);
    if (said) return said;
  }
  // "Where is this chat saved?", "does it expire?", "will it still be here if i reload?": the
  // Cookie Policy's section on what the chat keeps in the browser, its sentence nearest the question.
  if (THIS_CHAT.test(text) && KEPT.test(text) && !NOT_CHAT_DATA.test(text) && !CHAT_DATA.test(text)) {
    const kept = samePageAnswer(text, CHAT_STORAGE_SECTION, kb, 0);
    if (kept) return kept;
  }
  // The weather, a match, a recipe: not ours to answer.
  if (OFF_TOPIC.test(text) && !understood.service && understood.groups.length === 0) return unknownAnswer(understood);
  // "Got 62 on your audit, is that bad?": the band the report puts it in, before the audit's offer.
  const auditScore = FREE_AUDIT.test(text) ? auditScoreReply(text) : undefined;
  if (auditScore) return auditScore;
  if (understood.auditRequest) return auditAnswer(understood.webAddress);
  // "How many checks does your audit tool do?": the free audit's page, before any other page's words.
  if (FREE_AUDIT.test(text)) {
    // "Does your audit cost anything?", "do I have to give you my email for it?": the promise beside
    // its form.
    if (AUDIT_COST.test(text)) {
      const free = sentenceSaying('/free-seo-audit', /\bno sign-up and no e-mail\b/i, kb);
      if (free) return free;
    }
    const onAuditPage = auditPageAnswer(text, kb, AUDIT_PAGE_COVERAGE);
    if (onAuditPage) return onAuditPage;
  }
  // A question about our articles is answered from them, even on a topic we do not offer.
  // ("Do I get one person, or passed around a call center?" asks who works on the account.)
  const aboutTheTeam = understood.companyFact === 'team' && !understood.asksOffer;
  if (understood.unlisted && !aboutArticles && !aboutTheTeam)
    return notOfferedAnswer(understood.unlisted, understood.unlistedNear);
  // "How much for facebook ads?": paid social, which has no price list (not the PPC plans).
  const paidSocial = paidSocialPriceAnswer(understood);
  if (paidSocial) return paidSocial;
  // "Is that a quote or just an estimate?": what the Terms say of the published prices.
  // ("Are the prices final, or could the real quote be different?": the "starting points" sentence.)
  const prices = ROUTES.pricesBinding.test(text) ? 'binding' : ROUTES.pricesFinal.test(text) ? 'final' : undefined;
  if (prices) {
    const binding = pricesBindingAnswer(kb, prices);
    if (binding) return binding;
  }
  // "Do I pay Google for the clicks on top of the $299?": ad spend is not part of our fee. A plan
  // named by its tier or by its ad budget in rupees gets its row, with the same note, below; a
  // question of what the report shows is the report's.
  if (
    AD_SPEND.test(text) &&
    BESIDES_FEE.test(text) &&
    understood.tiers.length === 0 &&
    !understood.escalation &&
    !/\breports?\b|\bdashboard\b/.test(text) &&
    understood.numbers.every((number) => number < RUPEE_FIGURES)
  ) {
    const adSpend = adSpendAnswer(kb);
    if (adSpend) return adSpend;
  }
  // "Is that rupees or dollars?": the currency, of the price list asked about (or the last one).
  if (CURRENCY_QUESTION.test(text)) return currencyAnswer(understood.groups[0]);
  // A plan named by tier, rank, place ("the middle one") or its neighbour: the price list answers first.
  const namesPlan =
    understood.tiers.length > 0 ||
    ((understood.rank !== undefined || understood.relative !== undefined || understood.position !== undefined) &&
      understood.groups.length > 0) ||
    (understood.groups.length > 0 &&
      understood.features.length > 0 &&
      (/\b(?:how many|how much|which|what)\b.*\b(?:plans?|packages?|tiers?|(?<!\b(?:in|per|like) )one|(?<=\bin )one(?= (?:week|month|year|day)\b))\b(?! (?:ad ?groups?|posts?|pages?|campaigns?|keywords?)\b)|\bwhich ones\b/.test(
        text,
      ) ||
        // "do all the smo plans include profile optimization?": the rows of the plans.
        /\b(?:all|every|each|the|your|ur) (?:\w+ )?(?:plans?|packages?|tiers?) (?:\w+ )?(?:include|includes|come with|comes with|have|has|cover|covers|do anything with)\b/.test(
          text,
        ) ||
        // "will my site work on phones?": a short yes-or-no question of a plan's row.
        (ROUTES.yesNo.test(text) && text.split(' ').length <= SHORT_YES_NO_WORDS) ||
        // "seo plan with 2 blog posts a month?": the plan that has the figure.
        (understood.numbers.length > 0 &&
          /\b(?:plans?|packages?|tiers?) (?:with|that has|that have|having|including)\b/.test(text)))) ||
    // "which plan has 600 backlinks": a figure of a plan's row, the group left to the row.
    (understood.groups.length === 0 &&
      understood.features.length > 0 &&
      understood.numbers.length > 0 &&
      /\b(?:plans?|packages?|tiers?)\b/.test(text)) ||
    // "which ppc plan is for a first campaign?": the plan whose "best for" says so.
    (understood.groups.length > 0 &&
      /\bwhich (?:\w+ )?(?:plan|package|tier)\b(?: \w+){0,3} (?:for|fits?|suits?)\b/.test(text));
  if (namesPlan && !understood.companyFact && !aboutArticles) {
    const priced = pricingAnswer(understood);
    if (priced) return priced;
  }
  // A long question that one sentence holds nearly all of asks something in particular: that
  // sentence answers it before the broad answers below (the reports, the contact details, a company
  // fact, the list of services), which its words would otherwise call up. Chosen on the five-fold
  // dev part (docs/assistant.md).
  const long = text.split(' ').length >= LONG_QUESTION_WORDS;
  if (long) {
    const particular = passageAnswer(text, kb, understood, STRONG_COVERAGE, 3);
    if (particular) return particular;
  }
  // "What days are you open?": our hours, before any sentence that says "days" or "open".
  if (OUR_HOURS.test(text) && !THEIR_LISTING.test(text) && !understood.service && understood.groups.length === 0) {
    return hoursAnswer();
  }
  // What we report: before the contact details ("what numbers do you report on?") and the list of services.
  if (
    ROUTES.reporting.test(text) &&
    /\breports?\b|\bkpis?\b|metrics|numbers|review call|\bmeasure\b|\btrack\b/.test(text)
  ) {
    return reportingReply(understood, kb);
  }
  const asksContact =
    ROUTES.contact.test(text) &&
    /e-?mail|phone|number|call|reach|contact|\b(?:talk|speak) (?:to|with) (?:a |an |the )?(?:real |actual |live )?(?:person|human|someone|somebody|anyone|you|your team|the team)\b/.test(
      text,
    ) &&
    !asksBesides(text, CONTACT_ANSWERS.first);
  // "What happens after I send the contact form?" asks what follows it (below), not how to reach us.
  const whatFollows = ROUTES.gettingStarted.test(text) && !EXPLICIT_CONTACT.test(text);
  const afterContact =
    whatFollows && AFTER_CONTACT.test(text) && !NOT_TO_A_STRATEGIST.test(text) && !WHAT_WE_KEEP.test(text);
  if (
    asksContact &&
    !afterContact &&
    !WHAT_TO_WRITE.test(text) &&
    !understood.companyFact &&
    !aboutArticles &&
    !understood.unlisted &&
    !WHAT_WE_KEEP.test(text)
  ) {
    return contactAnswer();
  }
  if (understood.companyFact) return companyFactAnswer(understood.companyFact, text, understood.service);
  // "Can you help with our youtube channel?": a network we manage, not the list of services.
  if (
    understood.listedNetwork &&
    !understood.service &&
    understood.groups.length === 0 &&
    ROUTES.servicesList.test(text)
  ) {
    return platformsAnswer();
  }
  if (ROUTES.servicesList.test(text) && (!understood.service || ROUTES.otherServices.test(text))) {
    return servicesAnswer(understood.service, text);
  }

  const serviceSteps = serviceProcessAnswer(understood) ?? serviceStartAnswer(text, kb, understood);
  if (serviceSteps) return serviceSteps;
  // "How much is SEO per month?", "what ppc plans r there": a price list, before any article.
  if (
    (understood.groups.length > 0 && (PLAIN_PRICE.test(text) || PLANS_LIST.test(text)) && !ROUTES.advice.test(text)) ||
    (understood.groups.length === 0 && ALL_PRICES.test(text))
  ) {
    const priced = pricingAnswer(understood);
    if (priced) return priced;
  }
  // Before prices and services: "how can I lower my cost per click?" is advice, not a price question.
  // "What is local seo?" names a service and asks nothing in particular: its summary, not an
  // article that mentions local search in passing.
  if (
    understood.service &&
    !aboutArticles &&
    !understood.asksPrice &&
    understood.features.length === 0 &&
    !ROUTES.advice.test(text) &&
    // "How much does a click cost on Google Ads?" asks about the auction, not about our service.
    !AD_COST.test(text) &&
    particularTerms(text, understood).length === 0
  ) {
    return serviceAnswer(understood.service);
  }
  // "How much is local seo?": a plain price question of a service without a price list says so,
  // before an article that mentions the service.
  const unpricedFirst = PLAIN_PRICE.test(text) || PLANS_LIST.test(text) ? unpricedServiceAnswer(understood) : undefined;
  if (unpricedFirst) return unpricedFirst;
  const fromArticles = articleAnswer(text, kb, understood.serviceWords);
  if (fromArticles) return fromArticles;
  if (understood.unlisted) return notOfferedAnswer(understood.unlisted, understood.unlistedNear);
  const unpriced = unpricedServiceAnswer(understood);
  if (unpriced) return unpriced;
  if (ROUTES.whichPlatforms.test(text)) return platformsAnswer();
  // "Sent your contact form yesterday, what happens now?" asks what follows: the contact page's
  // "What happens next", not our contact details.
  if (afterContact) {
    const next = samePageAnswer(text, '/contact', kb, 0);
    if (next) return next;
  }
  // "What should I put in the message?", "what info do you need from me?": the contact page's list
  // of what helps us answer. (Not a support ticket's, nor what a service needs once it runs.)
  if (
    WHAT_TO_WRITE.test(text) &&
    !THEIR_OWN_COPY.test(text) &&
    !understood.service &&
    understood.groups.length === 0 &&
    !understood.escalation &&
    !NOT_TO_A_STRATEGIST.test(text)
  )
    return whatToWriteAnswer();
  // What follows the first call: the contact page's next steps only.
  if (AFTER_CALL.test(text) && !WHAT_WE_KEEP.test(text)) {
    const next = samePageAnswer(text, `/contact#${contactGuide.next.anchor}`, kb, 0);
    if (next) return next;
  }
  // A sentence that holds nearly all of a question of three terms or more answers it, before the
  // broader answers below ("how long do you keep what I send through the contact form?").
  // (A long question was searched so above already, with the same result.)
  const closely = long ? undefined : passageAnswer(text, kb, understood, STRONG_COVERAGE, 3);
  if (closely) return closely;
  if (ROUTES.hours.test(text) && !THEIR_LISTING.test(text)) return hoursAnswer();
  // "How long does it take for you to get back to me?": when a person answers, our hours.
  // A request about their data is the privacy policy's to time ("usually within 30 days").
  if (REPLY_TIME.test(text) && !NOT_TO_A_STRATEGIST.test(text) && !DATA_REQUEST.test(text)) return hoursAnswer();
  if (ROUTES.contact.test(text) && !asksBesides(text, CONTACT_ANSWERS.last) && !WHAT_WE_KEEP.test(text) && !whatFollows)
    return contactAnswer();
  if (
    ROUTES.platforms.test(text) &&
    !ROUTES.advice.test(text) &&
    /\b(?:which|what) (?:social (?:media )?)?(?:platforms|networks|sites|channels|apps)\b|\b(?:you|your)\b.*\b(?:manage|cover|support|work with|do)\b|\bdo you do\b/.test(
      text,
    )
  ) {
    return platformsAnswer();
  }
  if (ROUTES.gettingStarted.test(text)) {
    return gettingStartedAnswer(
      servicePageDetail(text, kb, understood, understood.service ? [] : ['/', '/about'], START_WORDS, PROCESS_TEXT),
    );
  }
  if (ROUTES.whyUs.test(text)) return whyUsAnswer();
  const strongly = passageAnswer(text, kb, understood, STRONG_COVERAGE, 2);
  if (strongly) return strongly;
  // "What does your technical seo audit check?": what the work is, from the service's own page,
  // not the plans' row saying it is included. The page's best sentence on it answers however little
  // of the question it holds, since the question names the work the page describes (five-fold +3;
  // asking 0.3 of the question, +2).
  if (
    WHAT_IT_DOES.test(text) &&
    understood.features.length > 0 &&
    understood.tiers.length === 0 &&
    understood.service
  ) {
    const own = samePageAnswer(text, servicePage(understood.service), kb, 0);
    if (own) return own;
  }
  // "…how many keywords should go in each ad group": advice for the visitor's own account, not
  // the plans' figures (five-fold +1).
  const ownWork = ROUTES.advice.test(text) && understood.tiers.length === 0 && !ABOUT_US.test(text);
  const priced = ownWork ? undefined : pricingAnswer(understood);
  if (priced) return priced;
  if (ROUTES.reporting.test(text)) {
    return reportingReply(understood, kb);
  }
  const quoted = passageAnswer(text, kb, understood, undefined, undefined, true);
  if (quoted) return quoted;
  // "How long does it take to build a website?": a question of time or amount that no sentence
  // answers is not answered with a description of the service.
  if (ROUTES.quantity.test(text)) return undefined;
  // Advice for the visitor's own work is answered from the articles, or not at all: a summary of
  // our service is not an answer to "when should I pause a keyword?".
  if (ROUTES.advice.test(text) && particularTerms(text, understood).length > 0) return undefined;
  if (understood.service) {
    return (
      sentenceOverSummary(text, kb, understood) ??
      serviceAnswer(understood.service, servicePageDetail(text, kb, understood))
    );
  }
  // "Can Tidewell run our affiliate programme?": not answered with who we are, which reads as yes.
  if (ROUTES.about.test(text) && !understood.asksOffer) return aboutAnswer();
  if (ROUTES.servicesList.test(text)) return servicesAnswer(understood.service, text);
  return undefined;
}

/**
 * The questions of a message that asks two ("how much is seo gold, and do you do tiktok?"): split
 * at a question mark with more after it (not after "now what?", whose next words say what it asks:
 * "now what? do u call me"), or at "and" or "+" before a question word. One question comes back as
 * it is.
 */
export function questionsOf(message: string): string[] {
  const parts = message
    .replace(/^\s*(?:hi+|hello|hey|hiya|good (?:morning|afternoon|evening))(?: there)?[\s!.,]+(?=\S)/i, '')
    .split(
      /(?<!\b(?:now what|what now|then what|what next))\?\s+(?=\S)|[,;]?\s+(?:and(?: also)?|also|plus)\s+(?=(?:do|does|did|is|are|r u|r you|can|could|will|would|what|what's|whats|how|who|where|when|which|why)\b)|\s\+\s/i,
    )
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2);
  // A part that asks nothing ("need it for our paperwork", "+ phone number") belongs to the question
  // before it: its reason, or more of what it asks.
  const asks: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0 && (!QUESTION_CUE.test(part) || ASKS_OF_THE_LAST.test(part))) asks[asks.length - 1] += ` ${part}`;
    else asks.push(part);
  }
  return asks.length >= 2 && asks.length <= 3 ? asks : [message];
}

/**
 * Questions a page's own sentence answers, each with the page and the sentence, tried in order:
 * - "do u sell my email to anyone?": the Privacy Policy's sentence on selling, which ties in the
 *   search with the one on who delivers our e-mail;
 * - "is what I type here sent to OpenAI?", "does anybody read this chat?": where a chat message goes,
 *   quoted with the next sentence, on where the conversation stays;
 * - "how do I get you to delete everything you have on me?": how to use that right, by e-mail (how
 *   long it takes is the sentence on when we respond; the chat's history is the Cookie Policy's);
 * - "im 15, can i send u a message?": the Terms' minimum age for sending us anything;
 * - "will i get spammed with newsletters if i contact you?": the Privacy Policy's sentence that we
 *   send no marketing e-mail unless asked (not newsletters as work we do, or the visitor's own; the
 *   free audit, which asks no e-mail, and what follows a message are answers of their own);
 * - "why is there no cookie popup?", "does your site use google analytics?": the Cookie Policy's
 *   sentences on the banner and on the cookies our site sets (not tracking we set up for a client,
 *   or the chat's own storage);
 * - "will my clients see your name on the reports?", "can the reports carry our logo?": the
 *   white-label page's sentence on presenting our work as the agency's own;
 * - "is there a plan before you start?", "is the plan fixed or does it change?": the home page's
 *   steps, a written plan agreed before any work starts and adjusted to what the data says (not a
 *   price plan, and not a service's own plan, which its page describes);
 * - "is there a contract or is it month to month?": the Terms' sentence that a signed agreement
 *   governs the work (not its length, which the site does not state, a form, which makes none, or
 *   the visitor's contract with someone else; after the plan, which "is the plan fixed for the
 *   whole contract?" asks about);
 * - "do u run facebook ads", "any paid boosting?": the social media page's paid social support (not
 *   for a network we do not list, its price, beside a comparison or a dislike of ads);
 * - "are the backlinks bought?", "do you buy links": the SEO page's sentence that links are earned,
 *   never bought (not the visitor buying them, which the backlinks article answers, nor beside fake
 *   reviews, which the search answers with the reviews);
 * - "can google spend more than my daily budget on busy days?": the campaign article's sentence;
 * - "what if a post trashing us goes viral on a sunday night?": the reputation page on a crisis
 *   (speed and tone, a factual public response, support at any hour), not our hours.
 */
const PAGE_QUESTIONS: readonly [
  asks: (text: string, understood: Understanding) => boolean,
  page: string,
  says: RegExp,
][] = [
  [
    (text) => ROUTES.personalData.test(text) && /\b(?:sell|rent|trade)\b/.test(text),
    '/privacy-policy',
    /\bdo not sell\b/,
  ],
  [(text) => CHAT_DATA.test(text) && !NOT_CHAT_DATA.test(text), '/privacy-policy', /\bsent to OpenAI's API\b/],
  [
    (text) => DELETE_MINE.test(text) && !THEIR_BROWSER.test(text) && !/\bhow (?:long|soon|fast|quick)/.test(text),
    '/privacy-policy',
    /^To use any of these rights, email\b/,
  ],
  [(text) => UNDER_AGE.test(text) && SENDS_US.test(text), '/terms-and-conditions', /\bat least 16 years old\b/],
  [
    (text) =>
      MARKETING_MAIL.test(text) &&
      SENDS_US.test(text) &&
      !OUR_MAIL_WORK.test(text) &&
      !FREE_AUDIT.test(text) &&
      !AFTER_A_MESSAGE.test(text),
    '/privacy-policy',
    /\bdo not send you marketing emails\b/,
  ],
  [(text) => COOKIE_BANNER.test(text) && !THEIRS.test(text), '/cookies', /\bdoes not show a cookie banner\b/],
  [
    (text) => OUR_TRACKING.test(text) && OUR_SITE.test(text) && !THEIRS.test(text) && !NOT_OUR_TRACKING.test(text),
    '/cookies',
    /^The short version: our site does not set any cookies\b/,
  ],
  [
    (text) =>
      OUR_NAME_ON_IT.test(text) && /\breports?\b|\bdashboards?\b|\bdeliverables?\b|\baudits?\b|\bpdfs?\b/.test(text),
    '/white-label-seo',
    /\bnever mention Tidewell Digital\b/,
  ],
  [(text, understood) => PLAN_FIRST.test(text) && workPlan(understood), '/', /\bagreed before any work starts\b/],
  [
    (text, understood) => PLAN_CHANGES.test(text) && workPlan(understood),
    '/',
    /\badjust the plan to what the data says\b/,
  ],
  [
    (text) =>
      WORK_CONTRACT.test(text) &&
      !THEIR_CONTRACT.test(text) &&
      !CONTRACT_TERM.test(text) &&
      !CONTRACT_BY_MESSAGE.test(text),
    '/terms-and-conditions',
    /\bgoverned by a signed agreement\b/,
  ],
  [
    (text, understood) =>
      asksPaidSocial(understood) &&
      !understood.unlisted &&
      !understood.asksPrice &&
      !/\b(?:diff\w*|vs|versus|compared?|instead|better|worse)\b/.test(text) &&
      !NOT_ADS.test(text),
    '/smo-services',
    /^Boosted posts and targeted campaigns\b/,
  ],
  [
    (text) => BOUGHT_LINKS.test(text) && OUR_LINKS.test(text) && !THEY_BUY.test(text) && !/\breviews?\b/.test(text),
    '/seo-services',
    /\bnever bought\b/,
  ],
  [(text) => ABOVE_DAILY.test(text), '/news/ppc-campaign', /\bup to twice your daily budget\b/],
  [
    (text, understood) => CRISIS.test(text) && !understood.escalation,
    '/online-reputation-management',
    /\bspeed and tone matter\b/,
  ],
];

/**
 * Whether the work comes with a contract: "is there a contract or is it month to month", "do i have
 * to sign a contract", "if our signed contract says something different from your website", "is a
 * handshake enough or do you need a contract". Not a fee in it ("any hidden fees in the contract").
 */
const WORK_CONTRACT =
  /(?=.*\bcontract\b)(?:\b(?:is there|there's)(?: \w+){0,3} contract\b|\bsign(?:ing)? (?:a|an|the|any) (?:\w+ )?contract\b|\bdo (?:i|we|you|u) (?:\w+ ){0,2}sign\b|\b(?:actual|proper|real|written|formal|signed) contract\b|\bcontract (?:or|before|when|for that)\b|\bhandshake\b)/;
/** Someone else's contract: with the visitor's clients, staff or another supplier. */
const THEIR_CONTRACT =
  /\b(?:with|for) (?:my|our) (?:clients?|customers?|staff|employees?|team|suppliers?|designer|developer)\b|\b(?:my|our) (?:clients?|customers?|staff|employees?|landlord|supplier|web designer|developer)\b.{0,30}\bcontract\b|\bmade (?:me|us) sign\b/;
/** How long it binds, which the site does not say: "minimum contract", "can i cancel whenever". */
const CONTRACT_TERM = /\b(?:minimum|min|length|lenght|lock(?:ed)?(?:[- ]in)?|cancel\w*|commit\w*|stop|quit|how long)\b/;
/** A contract made by writing to us, which the Terms say a form or this chat does not make. */
const CONTRACT_BY_MESSAGE = /\b(?:form|chat|bot|assistant|message|sending|send)\b/;

/** Whether there is a plan before the work starts: "do u jump straight into work or is there a plan first". */
const PLAN_FIRST =
  /\b(?:is there|there's|do (?:i|we|u|you) (?:get|see|give)|will (?:i|we) (?:get|see)|(?:see|get|sign off on|agree(?: to)?|approve|look at|check)(?: \w+){0,3}) (?:a |the |your |ur )?(?:written |work |action )?plan\b(?=.*\b(?:before|up ?front|in writing|in writting)\b)|\b(?:straight|right) into (?:the )?work\b.*\bplan\b|\bplan (?:first|up ?front|in writ+ing)\b/;
/** Whether the plan of work changes as it goes: "is the marketing plan fixed for the whole year". */
const PLAN_CHANGES =
  /\bplan\b.{0,40}\b(?:fixed|changes?|changed|adjust\w*|stick to|set in stone)\b|\b(?:change|adjust|update)\w* (?:the|your|ur) plan\b/;
/**
 * The plan of work, not a price plan: no service, price list, tier or price named (a service's page
 * says how its own plan is made), and not the visitor changing their plan ("can i change my plan").
 */
const workPlan = (understood: Understanding) =>
  !understood.service &&
  !/\b(?:prices?|pricing|costs?|fees?|charges?|payments?|billing|billed|invoices?)\b|\bpay (?:again|more|extra|twice)\b/.test(
    understood.text,
  ) &&
  understood.groups.length === 0 &&
  understood.tiers.length === 0 &&
  !/\b(?:which|what) plan\b|\bplans\b|\b(?:can|could|may) (?:i|we)\b|\b(?:my|our) plan\b|\b(?:upgrade|downgrade|switch)\w*\b/.test(
    understood.text,
  );

/** Links bought: "are the backlinks bought?", "do you buy links". */
const BOUGHT_LINKS =
  /\b(?:backlinks?|links)\b.{0,30}\b(?:bought|buy|buying|paid for|purchased?)\b|\b(?:buy|buys|bought|pay for|purchase[sd]?)\b.{0,20}\b(?:backlinks?|links)\b/;
/** Ours: "those backlinks", "do you buy", "one of those agencies that buys links". */
const OUR_LINKS =
  /\b(?:you|u|your|ur|those|these|the) (?:\w+ )?(?:backlinks?|links)\b|\b(?:do|will|would|did) (?:you|u)(?: guys)? (?:\w+ )?(?:buy|pay for|purchase)\b|\bagenc(?:y|ies) that buys?\b/;
/** The visitor buying links, which the backlinks article answers: "should i buy backlinks". */
const THEY_BUY =
  /\b(?:should|can|could|do|how do|is it ok(?:ay)? to|where do|where can) (?:i|we)\b.{0,20}\b(?:buy|pay for|purchase)\b|\b(?:i|we) (?:bought|paid for|purchased)\b/;
/**
 * Google spending more than the daily budget on some days: "can it go over that on busy days", "can
 * google spend more than my daily budget" (the campaign article's sentence: up to twice, on a busy day).
 */
const ABOVE_DAILY =
  /\b(?:can|could|will|would|does|do|is|might|may)\b.{0,30}\b(?:spend|spends|go|goes|charge|charges|exceed)\b.{0,20}\b(?:more than|over|above|past|beyond)\b.{0,30}\b(?:(?:some|busy|certain|other) days?|(?:my|the|our|its|your) (?:daily )?budget)\b/;

/** A dislike of ads: "i hate facebook ads", "we don't want paid ads". */
const NOT_ADS = /\b(?:hate|dislike|(?:do(?:n'?t| not)|never) (?:want|like))\b(?: \w+){0,2} (?:ads|advertising|paid)\b/;

/** Marketing mail a visitor fears getting for writing to us: "will i get spammed with newsletters if i contact you". */
const MARKETING_MAIL =
  /^(?!.*\b(?:protect\w*|block\w*|prevent\w*|stop\w*|filter\w*|bots?|captcha)\b).*\b(?:newsletters?|mailing lists?|marketing e-?mails?|promo(?:tional)? e-?mails?|spam(?:med|ming)?|junk mail)\b/;
/** What follows a message, or sales calls after it: answers of their own. */
const AFTER_A_MESSAGE = /\bwhat happens\b|\bwhat next\b|\bnow what\b|\bsales calls?\b/;
/** Newsletters or e-mail as work we do, or the visitor's own: "can you write our newsletter". */
const OUR_MAIL_WORK =
  /\b(?:can|could|do|will|would) (?:you|u)(?: guys)? (?:\w+ )?(?:write|send(?! (?:me|us)\b)|do|run|design|set up|manage|make|grow)\b|\b(?:my|our) (?:newsletters?|mailing lists?|e-?mail lists?)\b|\bcaptcha\b/;
/** Whether our site shows a cookie banner: "why is there no cookie popup on your site". */
const COOKIE_BANNER =
  /\bcookie (?:banners?|pop-?ups?|consent|notices?|prompts?)\b|\b(?:banners?|pop-?ups?)\b(?=.*\bcookies?\b)/;
/**
 * Analytics or trackers, asked of our site: "does your site use google analytics". (Cookies alone are
 * the search's: it quotes the list of those we do not use.)
 */
const OUR_TRACKING =
  /\b(?:tracking pixels?|pixels?|google analytics|analytics|trackers?|tracking (?:scripts?|codes?))\b|\btrack(?:s|ing)? (?:me|us|people|ppl|visitors|users)\b/;
const OUR_SITE =
  /\b(?:this|your|ur) (?:site|website|web site|page)\b|\bon (?:your|ur|this) (?:site|website|page)\b|\bon here\b|\btrack(?:s|ing)? (?:me|us)\b/;
/** The visitor's own site, or something set up for it: "add a cookie popup to my website". */
const THEIRS =
  /\bset ?up\b|\binstall\b|\bfor (?:my|our|clients?)\b|\b(?:my|our) (?:site|website|store|shop|page)\b|\bshopify\b|\bwordpress\b/;
/** The chat's own storage, conversion tracking, or the social icons' links. */
const NOT_OUR_TRACKING =
  /\bchat\b|\bhistory\b|\bclear\b|\bdelete\b|\bconversions?\b|\bads\b|\b(?:icons?|links?|buttons?|widgets?)\b/;

/** This chat, its conversation or its history. */
const THIS_CHAT =
  /\b(?:this|the|my|our|your|ur) (?:chat|convo|conversation|chatbot|chat ?bot)\b|\bchat ?(?:history|messages?|msgs)\b/;
/** Kept, and for how long or where: "saved", "expire", "still here if i reload", "how many". */
const KEPT =
  /\b(?:saved?|saves|stored?|stores|kept|stick around|expire\w*|still (?:be )?(?:here|there)|reload\w*|refresh\w*|local ?storage)\b/;
/** The Cookie Policy's section on what the chat stores in the browser. */
const CHAT_STORAGE_SECTION = '/cookies#browser-storage-we-use';

/** A question of what happens to what the visitor types in this chat. */
const CHAT_DATA =
  /(?=.*\b(?:this chat|the chat|(?:this|the|your) chat ?bot|what i (?:type|write|say|send|put) (?:in )?(?:here|this chat|the chat)|in here|this conversation)\b)(?=.*(?:\bsent to\b|\b(?:go(?:es|ing)?|passed|shared|handed) (?:on )?(?:to|with) (?:random |other |outside )?(?:openai|chatgpt|anyone|anybody|someone|other|third|ai|compan\w*)\b|\b(?:who|anybody|anyone|somebody|someone|people|humans?|you|u|your team)\b.{0,20}\b(?:see|sees|read|reads)\b|\bprivate\b|\bopenai\b|\bai compan))|\b(?:my (?:chat )?(?:messages|msgs)|what i (?:type|write))\b(?=.*\b(?:openai|chatgpt|ai compan\w*)\b)/;
/** What the chat's own page says otherwise: clearing its history, cookies, building one. */
const NOT_CHAT_DATA =
  /\b(?:delete|clear|remove|erase|wipe|history|cookies?|build|make|create|sell|set ?up|install|offer|for my|on my)\b/;

/** Asking us to delete what we hold on the visitor: "everything you have on me", "delete my data". */
const DELETE_MINE =
  /\b(?:delete|erase|remove|wipe)\b.{0,40}\b(?:my (?:data|info\w*|details|personal (?:data|info\w*|details))(?! (?:from|on|off) (?:my|our|the|yelp|google))|everything (?:you|u) (?:have|hold|got|keep|store)|(?:what|all) (?:you|u) (?:have|hold|got|keep|store) (?:on|about) me)\b|\bmy (?:data|info\w*|details|personal (?:data|info\w*|details)) (?:\w+ ){0,2}(?:deleted|erased|removed|wiped)\b(?! (?:from|on|off) )/;
/** What stays in the visitor's own browser, whose deleting the Cookie Policy explains. */
const THEIR_BROWSER = /\b(?:chat|history|conversation|browser|cookies?|local ?storage)\b/;

/** Subjects that are not the agency's: said not to be known, and handed over. */
const OFF_TOPIC =
  /\bweather\b|\b(?:gonna|going to|will it|is it|it's|its) (?:rain|snow)\b|\bforecast\b|\brecipes?\b|\bsports? (?:scores?|results?)\b|\b(?:football|soccer|basketball|baseball|hockey) (?:game|match|score)s?\b|\bmovies?\b|\bhoroscope\b|\blottery\b|\bstock (?:price|tip)s?\b/;

/** A question about our opening hours, asked plainly. */
const OUR_HOURS =
  /\b(?:are|r) (?:you|u)(?: guys)? open\b(?! to)|\bwhat (?:days|time|hours)\b.{0,30}\b(?:are|r|is) (?:you|u|your (?:team|office)|the office)\b.{0,15}\b(?:open|available|in the office|working)\b|(?<!\b(?:our|my) )\b(?:opening|business|office|working) hours\b/;

/**
 * The most words of a yes-or-no question that a plan's row answers before any sentence: a longer
 * one asks more than the row says ("do you set up conversion tracking before the ads go live or
 * after"). Chosen on the five-fold dev part (2026-11-27, 3,313 cases): nine +5, no limit −3.
 */
const SHORT_YES_NO_WORDS = 9;

/** A question for a group's list of plans: "what ppc plans r there", "how many social media plans are there". */
const PLANS_LIST =
  /\b(?:what|which|how many|list|show)\b(?: \w+){0,3} (?:plans|packages|tiers|options)\b(?: (?:are there|do you have|do u have|r there|have you got|you got|available))?\W*$|^(?:[\w'-]+ ){1,3}(?:plans|packages|tiers)\W*$/;

/** Every price list asked for: "list all ur pricing", "show me all your prices". */
const ALL_PRICES = /\b(?:list|show|see|send)\b(?: \w+){0,3} (?:pricing|prices|plans|packages|rates)\W*$/;

/** The visitor's own listing, whose hours we may update: "the opening hours on our Google profile". */
const THEIR_LISTING = /\b(?:google|business profile|gbp|listings?|maps|yelp|directories)\b/;

/** A question of a price, asked plainly (not of ad or click costs: the ad spend's answer). */
const PLAIN_PRICE =
  /^(?!.*\b(?:ad|ads|click|clicks) (?:costs?|spend)\b)(?:[\w'-]+ ){0,4}(?:pricing|prices?|costs?|rates?)(?: pls| please)?\W*$|\bhow much (?:is|are|does|do|for)\b|\bwhat(?:'s| is| are) the (?:price|cost)s?\b|\bprices? (?:of|for)\b|\b(?:monthly|per month|recurring) or (?:one[- ]?time|one[- ]?off|per project)\b|\b(?:one[- ]?time|one[- ]?off|per project) or (?:monthly|per month|recurring)\b/;

/**
 * How far the audit reaches ("my whole site or just the home page", "a members area"): what its
 * limits say, not "the whole report, free" beside the form.
 */
const AUDIT_SCOPE =
  /\b(?:whole|entire|full|every|all(?: of)?(?: my| our| the)?(?: \d+\w*)?) (?:web ?site|site|pages?)\b|\b(?:just|only) (?:the |one |1 |a single |my )?(?:home ?page|page|url)\b|\bmembers?(?:'s?)? (?:area|section|pages?)\b|\bbehind (?:a |the )?log ?in\b/;

/**
 * What the free audit itself asks of a visitor: "does your audit cost anything", "how much is ur
 * site checker", "is the checker really free", "do i need to give you my email for it". Not what
 * acting on its findings costs ("how much to implement what your audit found"), an audit as a paid
 * service, or an e-mail address or account the audit might look at.
 */
const AUDIT_COST =
  /\b(?:price|cost) (?:of|for) (?:the|your|this|ur) (?:free )?(?:website |site |seo )?(?:audit|checker)\b|\bhow much (?:is|does|would|will) (?:the|your|this|it)(?: free)?(?: website| site| seo)?(?: audit| checker| check)?(?: tool)?(?: cost)?\W*$|\b(?:audit|checker|tool) (?:really |actually |totally |completely |100% )?(?:cost|costs|free|charge)\b(?! (?:me |us )?to\b)|\b(?:is|are) there (?:a |any )?(?:catch|fee|charge)\b|\b(?:sign ?up|register|log ?in|give (?:you |u )?(?:my |an |our )?e-?mail(?: address)?|an account|e-?mail address) (?:for|to use|to run|to get)\b/;

/** How long the audit takes to run ("how long does the site checker take"), which its title says. */
const AUDIT_TIME = /\bhow (?:long|fast|quick(?:ly)?)\b|\bhow much time\b/;

/** The audit's robot ("is TidewellAuditBot crawling my whole site?"): its own paragraph answers. */
const AUDIT_BOT = /\baudit ?bot\b|\bcrawl\w*|\bserver logs?\b/;

/** Which system we build websites on, which the site does not say. */
const CMS_QUESTION =
  /\b(?:what|which) (?:cms|content management system|website builder|site builder)\b(?=.{0,60}\b(?:build|built|make|made|use|develop|sites?|websites?)\b)|\b(?:what|which) (?:platform|tech(?:nology)? stack|stack)\b(?=.{0,40}\b(?:build|built|make|made|develop)\b.{0,20}\b(?:sites?|websites?)\b)|\b(?:sites?|websites?) (?:\w+ ){0,3}(?:built|made|developed) (?:on|in|with) (?:wordpress|webflow|wix|squarespace|a cms|what)\b|\b(?:build|make|develop) (?:\w+ ){0,3}(?:sites?|websites?) (?:on|in|with) (?:wordpress|webflow|wix|squarespace|a cms)\b|\bwhat do (?:you|u) use\b.{0,30}\b(?:wordpress|webflow|wix|squarespace)\b/;

/** What a piece of work consists of: "what does the audit check", "what's in the technical part". */
const WHAT_IT_DOES =
  /\bwhat (?:does|do|will|would) (?:the |your |ur |a |that |this )?(?:\w+ ){0,4}(?:check|look at|involve|consist of|entail|examine)\b|\bwhat(?:'s| is) in (?:the|your|a) (?:\w+ ){0,2}(?:audit|part)\b/;

/**
 * The score a visitor says the audit gave: "got 62", "scored 48", "a score of 71", "62 out of 100",
 * "55/100" (read as "55 100"), "what does a 45 mean", "is 85 good". Not a count of something else
 * ("a 10 page site", "got 2 questions", "an 8 year old site").
 */
const SCORE_GIVEN =
  /\b(?:got|get|scored|score (?:of|was|is)|received|gave (?:\w+ ){0,4}(?:a|an)) (?:a |an )?(\d{1,3})\b(?! (?:\w+ )?(?:pages?|years?|locations?|stars?|questions?|products?|posts?|keywords?|people|clients?)\b)|\b(\d{1,3}) (?:out of |\/ ?)?100\b(?! \w)|\b(?:a|an) (\d{1,3}) mean\b|\bis (\d{1,3}) (?:good|bad|ok|okay|decent|poor)\b/;
/** What a score means ("got 62… is that good or bad?", "what's a good score"), not how it is made. */
const SCORE_MEANING = /\b(?:good|bad|ok|okay|decent|poor|mean|means|meaning|normal|average|terrible|count as)\b/;
/** The audit's score, not a credit score or a quality score. */
const SCORE_WORD = /(?<!\b(?:credit|quality|trust|review) )\bscor(?:e|ed|es)\b/;

/** What a score of the free audit means, if the message asks that ("what does a 45 mean on your audit"). */
function auditScoreReply(text: string): ChatReply | undefined {
  const given = SCORE_GIVEN.exec(text);
  if (!SCORE_MEANING.test(text) || (!given && !SCORE_WORD.test(text))) return undefined;
  const score = Number(given?.slice(1).find(Boolean) ?? Number.NaN);
  return auditScoreAnswer(score >= 0 && score <= 100 ? score : undefined);
}

/**
 * The audit page's answer to a question about the audit: its limits for how far it reaches, its
 * title for how long it takes, else the sentence of the page that answers.
 */
function auditPageAnswer(text: string, kb: Knowledge, coverage?: number): ChatReply | undefined {
  if (AUDIT_SCOPE.test(text) && !AUDIT_BOT.test(text)) return auditReachAnswer();
  if (AUDIT_TIME.test(text) && !AUDIT_BOT.test(text)) return auditTimeAnswer();
  return samePageAnswer(text, auditRoute.path, kb, coverage);
}

/** The coverage from which the audit page's sentence answers a question on the audit tool (five-fold +2 at 0.5). */
const AUDIT_PAGE_COVERAGE = 0.5;

/** The money spent on the ads themselves, not our fee (five-fold +2 with BESIDES_FEE). */
const AD_SPEND =
  /\bad ?spend\b|\bad money\b|\b(?:what|money|amount) (?:i|we) spend on (?:the )?(?:google |facebook |meta |bing )?ads\b|\bclick costs?\b|\bcost of (?:the )?clicks\b|\bpay (?:google|facebook|meta|bing|microsoft)\b|\bmoney (?:(?:google|facebook|meta|bing|microsoft) charges )?for the (?:actual )?(?:ads|clicks)\b|\bwhat (?:google|facebook|meta|bing|microsoft) charges\b/;
/** Asking whether something is part of the fee or paid besides it. */
const BESIDES_FEE = /\binclud\w*|\bon top\b|\bextra\b|\bseparate(?:ly)?\b|\bpart of\b|\bout of\b|\bin addition\b/;
/** From this figure a number is a plan's ad budget in rupees (₹83,900), not a price in dollars. */
const RUPEE_FIGURES = 10_000;

/** A question of what currency the prices are in. */
const CURRENCY_QUESTION =
  /\b(?:in|are (?:they|those|these|the prices)|is (?:that|this|it)) (?:in )?(?:rupees|dollars|usd|inr|euros?|pounds)\b|\b(?:rupees|inr) or (?:dollars|usd)\b|\b(?:dollars|usd) or (?:rupees|inr)\b|\bwhat currency\b|\bwhich currency\b|\b(?:which|what) money\b|\bin (?:dollars?|usd|rupees?|inr) or\b/;

/** A part that asks only of the one before it: "how is that possible?", "is that normal?", "why is that?". */
const ASKS_OF_THE_LAST =
  /^(?:and |so |but |ok )?(?:(?:how|why) (?:is|was|would|could|can|does|did) (?:that|this|it) (?:even )?(?:possible|happen(?:ing)?|work|so|true|the case)|(?:is|was|isn't) (?:that|this|it) (?:normal|possible|true|bad|good|ok|okay|legit|right|fair)|why (?:not|is that|so)|how come)\W*$/i;

/** What makes a part of a message a question of its own. */
const QUESTION_CUE =
  /\?\s*$|^(?:and |also |plus |ok |so )?(?:do|does|did|is|are|r|can|could|will|would|what|what's|whats|how|who|where|when|which|why|tell|list|show|explain|any)\b|\bprice of\b|\b(?:silver|gold|platinum|premium|diamond)\b/i;

/**
 * Several replies as one: their texts in order, each once ("can I speak to someone? will I reach a
 * person?" asks for one hand-over), every link (up to the cap), a hand-over if any asks.
 */
function joined(replies: readonly ChatReply[]): ChatReply {
  return reply(
    [...new Set(replies.map((part) => part.response))].join('\n\n'),
    replies.some((part) => part.shouldEscalate),
    replies.flatMap((part) => part.links ?? []),
  );
}

/** The local assistant's answer to a visitor's message: one reply, for each question it asks. */
export function answerLocally(request: ChatRequest, kb: Knowledge = knowledge()): ChatReply {
  // A quote asked across several parts ("a price for seo + social + a website, bundled") is one.
  const whole = understandRequest(request, kb);
  if (whole.intent === 'escalate' && whole.escalation === 'quote' && !whole.unlisted) return escalate('quote');
  const questions = questionsOf(request.message);
  if (questions.length === 1) return answerOne(request, kb, whole, true);
  // Each later question leans on the ones before it ("which plan has 210 backlinks, and how many
  // keywords does it target"), as a follow-up leans on the turns before it.
  const earlier = typeof request.context === 'string' ? [] : request.context;
  const replies = questions.map((message, index) =>
    answerOne(
      {
        message,
        context: [...earlier, ...questions.slice(0, index).map((text) => ({ sender: 'user' as const, text }))],
      },
      kb,
    ),
  );
  // An attempt to change the rules, or nothing answered at all, is answered once.
  const scope = replies.find((part) => part.response === scopeReply().response);
  if (scope) return scope;
  const unknown = escalateUnknown().response;
  const known = replies.filter((part) => part.response !== unknown);
  if (known.length === 0) return replies[0] ?? escalateUnknown();
  // A fragment after an answered question ("same thing?", "total damage?", "what extra do you get?") leans on it: no "I
  // don't know" for it. A question of its own that nothing answers is said to be unknown, once.
  const unanswered = replies.filter((part, index) => {
    const question = questions[index] ?? '';
    const words = question.split(/\s+/).length;
    return (
      part.response === unknown &&
      words > FRAGMENT_WORDS &&
      !(index > 0 && REFERS_BACK.test(question) && words <= REFERS_BACK_WORDS) &&
      termsOf(fold(question)).length > FRAGMENT_TERMS
    );
  });
  return joined(replies.length === known.length ? replies : [...known, ...unanswered.slice(0, 1)]);
}

const escalateUnknown = () => escalate('unknown');

/**
 * A short later part that points back at a plan of the one before ("ok and platinum?? whats that
 * one get"): it leans on it, as a fragment does.
 */
const REFERS_BACK = /\b(?:that|this|which) one\b/i;
const REFERS_BACK_WORDS = 6;

/**
 * The most words, or the most terms, of a later part of a message that is a fragment of the
 * question before it: "what extra do you get?" after "is seo diamond worth it over platinum?" names
 * nothing of its own. One term: five-fold +3 of 3,096 (held-out +1), the same as two.
 */
const FRAGMENT_WORDS = 3;
const FRAGMENT_TERMS = 1;

/**
 * A follow-up no sentence answers alone ("does the ad spend come out of that?" after a question on
 * PPC plans): the sentence search again, with the visitor's last message beside it.
 */
function followUpAnswer(understood: Understanding, request: ChatRequest, kb: Knowledge): ChatReply | undefined {
  const [previous] = recentMessages(request.context);
  if (!previous || understood.text.split(' ').length > FOLLOW_UP_WORDS) return undefined;
  return passageAnswer(`${understood.text} ${fold(previous)}`, kb, understood);
}

/** The most words of a follow-up searched with the last turn beside it. */
const FOLLOW_UP_WORDS = 14;

/** The most words of a follow-up that names nothing of its own and is asked of the page just quoted. */
const SAME_PAGE_WORDS = 8;

/**
 * Our hours, networks, reports, contact details, first steps, currency, what the prices bind and
 * whether they include ad spend: answers of their own, never a follow-up's page.
 */
const OWN_ANSWERS = [
  ROUTES.hours,
  ROUTES.platforms,
  ROUTES.reporting,
  ROUTES.contact,
  ROUTES.gettingStarted,
  ROUTES.pricesBinding,
  ROUTES.pricesFinal,
  CURRENCY_QUESTION,
  AD_SPEND,
];

/** Whether all of a list just given is needed: "do i really need all of them tho". */
const NEED_ALL =
  /\b(?:need|have to|got to|gotta|must|supposed to)\b(?: (?:to )?(?:be on|use|do|have|get|run|post on|be active on))? (?:all|every one|each) (?:of )?(?:them|em|those|these|six|6|the (?:platforms|networks|channels|steps|trends|things))\b/;

/** Where our answer to each request's last visitor message links first (null: nowhere), once per request. */
const lastLinks = new WeakMap<ChatRequest, string | null>();

/**
 * The first link of our answer to the visitor's last message: the section they were reading
 * about. None for the contact page, which a hand-over links.
 */
function lastAnswerLink(request: ChatRequest, kb: Knowledge): string | undefined {
  if (!lastLinks.has(request)) {
    const [previous] = recentMessages(request.context);
    lastLinks.set(request, (previous && answerLink(previous, kb)) ?? null);
  }
  return lastLinks.get(request) ?? undefined;
}

/** Where our answer to a message, asked alone, links first (not the contact page). */
function answerLink(message: string, kb: Knowledge): string | undefined {
  const href = answerLocally({ message, context: [] }, kb).links?.[0]?.href;
  return href && href.split('#')[0] !== '/contact' ? href : undefined;
}

/** A short follow-up that names nothing of its own, asked of the page the last answer quoted. */
function samePageFollowUp(understood: Understanding, request: ChatRequest, kb: Knowledge): ChatReply | undefined {
  // "Do I have to be on all of them? I only have a fb page": whether all of the list is needed.
  // The list may be a message further back ("which networks do u cover", then "we're a small
  // accounting firm fyi"): the last two messages are tried, newest first.
  if (NEED_ALL.test(understood.text)) {
    const messages = recentMessages(request.context).slice(0, 2);
    for (const [at, message] of messages.entries()) {
      const path = (at === 0 ? lastAnswerLink(request, kb) : answerLink(message, kb))?.split('#')[0];
      const notAll = path ? notAllAnswer(path, fold(message), kb) : undefined;
      if (notAll) return notAll;
    }
  }
  const names =
    understood.service ||
    understood.groups.length > 0 ||
    understood.tiers.length > 0 ||
    understood.features.length > 0 ||
    understood.companyFact ||
    understood.unlisted ||
    understood.webAddress ||
    understood.auditRequest ||
    understood.asksPrice;
  if (names || understood.text.split(' ').length > SAME_PAGE_WORDS) return undefined;
  if (OWN_ANSWERS.some((route) => route.test(understood.text))) return undefined;
  // The page of our answer to the visitor's last message: what they were reading about.
  const path = lastAnswerLink(request, kb)?.split('#')[0];
  if (path === auditRoute.path) return auditPageAnswer(understood.text, kb);
  return path ? samePageAnswer(understood.text, path, kb) : undefined;
}

/**
 * A short follow-up that leans on the last answer ("does that apply to facebook too" after the
 * hashtags per post): the nearest sentence of the section that answer quoted, said to be only the
 * nearest. Five-fold +4 of 4,060; from the whole page as well, no more; without the words that
 * lean, +1 more but a quote's hand-over lost.
 */
function lastAnswerFollowUp(understood: Understanding, request: ChatRequest, kb: Knowledge): ChatReply | undefined {
  if (understood.text.split(' ').length > FOLLOW_UP_WORDS || !LEANS_ON_CONTEXT.test(understood.text)) return undefined;
  const section = lastAnswerLink(request, kb);
  if (!section) return undefined;
  return nearestAnswer(understood.text, kb, LAST_SECTION, (passage) => passage.href === section);
}

/** What the nearest sentence of the last answer's section must hold: one term, and 0.3 of the follow-up's weight (0.2 the same, 0.5 −3). */
const LAST_SECTION = { matched: 1, coverage: 0.3 };

/** An answer to a message that names a site, with the free audit of that site offered after it. */
function withAuditLink(answer: ChatReply, webAddress: string): ChatReply {
  const [audit] = auditAnswer(webAddress).links ?? [];
  return reply(
    `${answer.response}\n\nTo see how that site does today, our free website audit checks it in seconds: the link opens it with the address filled in.`,
    answer.shouldEscalate,
    [...(audit ? [audit] : []), ...(answer.links ?? [])],
  );
}

/** The answer to one question (`understood`: the request's understanding, when already read). */
function answerOne(
  request: ChatRequest,
  kb: Knowledge,
  understood: Understanding = understandRequest(request, kb),
  /** Whether the message asks this one question only (not a part of a longer one). */
  alone = false,
): ChatReply {
  // A visitor who has chosen ("ok i want gold, can someone call me?"): a person, with the plan.
  if (understood.decided && (understood.intent === 'question' || understood.escalation === 'person'))
    return decidedAnswer(understood);
  switch (understood.intent) {
    case 'other-language':
      return otherLanguageAnswer();
    case 'injection':
      return scopeReply();
    case 'escalate':
      return escalate(understood.escalation ?? 'person');
    case 'greeting':
    case 'thanks':
    case 'bye':
      return smallTalkAnswer(understood.intent);
    default: {
      const answer =
        samePageFollowUp(understood, request, kb) ??
        answerUnderstood(understood, kb) ??
        followUpAnswer(understood, request, kb) ??
        lastAnswerFollowUp(understood, request, kb) ??
        // Whether we offer something is answered with the sentence nearest to it only when that sentence
        // holds much of the question: a loose one reads as "yes".
        nearestAnswer(understood.text, kb, understood.asksOffer ? NEAREST_FOR_OFFER : undefined);
      // A message that names a site and asks nothing the site answers ("check out example.org"):
      // the audit of that site.
      if (!answer && understood.webAddress) return auditAnswer(understood.webAddress);
      // "Can you design our trade show booth?": work nothing on the site answers is said not to be
      // listed, not only not known, unless a service names it or some sentence of ours holds two of
      // its words ("can you recover our lost traffic" is in the content service's words). A later
      // part of a longer message ("what extra do you get?") leans on the part before it.
      const unlistedWork =
        alone &&
        understood.asksOffer &&
        !understood.service &&
        understood.groups.length === 0 &&
        !nearOurWork(understood.text, kb);
      const given = answer ?? (unlistedWork ? notOfferedAnswer('that') : unknownAnswer(understood));
      return understood.webAddress ? withAuditLink(given, understood.webAddress) : given;
    }
  }
}
