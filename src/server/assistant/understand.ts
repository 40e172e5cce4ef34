import { pricing, pricingSlugs, type PricingSlug } from '../../data/pricing.ts';
import type { ServiceSlug } from '../../data/services.ts';
import type { PlanType } from '../../lib/schemas/pricing.schema.ts';
import { sentenceCase } from '../../lib/text.ts';
import type { Lexicon, Normalised } from './normalise.ts';

/*
 * Stage 2 of the local assistant: what the visitor asks (the intent) and what about (the
 * entities: pricing groups, tiers or a rank, plan features, figures, services, networks, company
 * facts), read from the normalised text by the patterns below. The patterns are the assistant's
 * lexicon: their words are also the targets of the spelling correction (lexiconWords).
 */

/** The pricing groups by the words a visitor uses for them. */
const GROUP_WORDS: readonly [PricingSlug, RegExp][] = [
  ['seo-pricing', /\bseo\b|search engine optimi[sz]ation/],
  ['smo-pricing', /\bsmo\b|social media|\bsocial\b|\bsmm\b/],
  ['ppc-pricing', /\bppc\b|pay[- ]?per[- ]?click|google ads|\bads?\b|advertising|adwords/],
  ['web-development-pricing', /\bweb\b|websites?|web ?development|web ?design|\bsite\b|\bwebdev\b/],
];

/** Each group named just before a plan word: "seo plan", "social media package", "website tier". */
const GROUP_BESIDE_PLAN = GROUP_WORDS.map(
  ([slug, words]) => [slug, new RegExp(`(?:${words.source}) (?:plans?|packages?|tiers?)\\b`)] as const,
);

/** Of the groups a message names, the one named just before a plan word, if one is. */
export function groupBesidePlan(text: string, groups: readonly PricingSlug[]): PricingSlug | undefined {
  return groups.find((group) => GROUP_BESIDE_PLAN.some(([slug, pattern]) => slug === group && pattern.test(text)));
}

/** The tiers, as words. */
const TIER = /\b(silver|gold|platinum|premium|diamond)\b/g;
/** Words that make a tier's name a plan's: "the gold plan", "silver tier", "gold vs platinum". */
const PLAN_CONTEXT =
  /\b(?:plans?|packages?|tiers?|options?|levels?|one|ones|vs|versus|compare|compared|upgrade|downgrade|included?|includes)\b/;

/** A rank instead of a tier name: the group's most or least expensive plan. */
const RANK_WORDS: readonly ['top' | 'entry', RegExp][] = [
  [
    'top',
    /(?<!\bon )\b(?:top|biggest|largest|highest|most expensive|priciest|best|ultimate|most complete|fanciest|pro)\b(?: (?:tier|plan|package|one|option|level))?|\btop[- ]tier\b|\bhighest[- ]tier\b/,
  ],
  [
    'entry',
    // "the starting price of each plan" ("a starting point" is what the Terms say of the prices).
    /\b(?:cheapest|lowest|least expensive|entry[- ]level|entry|basic|starter|smallest|base|lowest[- ]priced|most affordable|simplest)\b(?: (?:tier|plan|package|one|option|level))?|\bstarting (?:prices?|costs?|rates?|plans?)\b|\b(?:prices?|plans?) (?:start|starts|begin|begins)\b/,
  ],
];

/** "second cheapest", "2nd most expensive": how many places from that end. */
const RANK_OFFSET =
  /\b(?:second|next)[- ](?:cheapest|lowest|least expensive|most expensive|highest|biggest|priciest|best)\b|\b(?:second|one|next) (?:from|below|under) (?:the )?top\b|\b(?:second|one|next) (?:from|above|up from) (?:the )?bottom\b/;

/** A plan by its place in the price list: "the mid tier", "the 3rd one", "the last plan". */
const MIDDLE =
  /\bmid(?:dle)?(?:[- ](?:tier|range|level|priced))?(?: (?:one|plan|tier|option|package|level))?\b(?![- ]?sized?\b)|\bmedium (?:plan|tier|package|one)\b/;
const ORDINALS: readonly [number | 'last', RegExp][] = [
  [1, /\b(?:first|1st) (?:one|plan|tier|option|package|level)\b/],
  [2, /\b(?:second|2nd) (?:one|plan|tier|option|package|level)\b/],
  [3, /\b(?:third|3rd) (?:one|plan|tier|option|package|level)\b/],
  [4, /\b(?:fourth|4th) (?:one|plan|tier|option|package|level)\b/],
  ['last', /\blast (?:one|plan|tier|option|package|level)\b/],
];

/** `{ position }` for a message that names a plan by its place in the price list, else nothing. */
function positionOf(text: string): { position?: number | 'middle' | 'last' } {
  if (MIDDLE.test(text)) return { position: 'middle' };
  const found = ORDINALS.find(([, pattern]) => pattern.test(text));
  return found ? { position: found[0] } : {};
}

/** A plan next to one the conversation named: "the one below it", "a step up". */
const RELATIVE: readonly ['below' | 'above', RegExp][] = [
  [
    'below',
    /\b(?:one|plan|tier|package|step) (?:(?:right|just|directly|immediately) )?(?:below|under|down|cheaper|before)\b|\bcheaper (?:one|plan|option|package)\b|\bbefore (?:the )?(?:gold|platinum|diamond|premium)\b|\bbelow (?:it|that|this)\b|\b(?:below|under) (?:the )?(?:silver|gold|platinum|diamond|premium)\b|\bstep down\b|\bdowngrade\b/,
  ],
  [
    'above',
    /\b(?:one|plan|tier|package|step) (?:(?:right|just|directly|immediately) )?(?:above|up|over|after)\b|\b(?:anything|something) (?:bigger|larger|higher|more)\b|\b(?:pricier|dearer|more expensive|bigger) (?:one|plan|option|package)\b|\bafter (?:the )?(?:silver|gold|platinum|premium)\b|\babove (?:it|that|this)\b|\babove (?:the )?(?:silver|gold|platinum|diamond|premium)\b|\bstep up\b|\bupgrade\b|\bnext (?:one|tier|plan) up\b/,
  ],
];

/** Words that ask about prices or plans. */
const PRICE_WORDS =
  /how much|\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\bcharge|\bplans?\b|\bpackages?\b|\btiers?\b|cheapest|expensive|afford|\brates?\b|\bquote me\b|\$/;

/** The price lists billed monthly with nothing besides the fee, whose first plans compare as they are. */
const ALIKE_BILLED: ReadonlySet<PricingSlug> = new Set(['seo-pricing', 'smo-pricing']);

/** A visitor who has sent us the contact form or a message, or is about to, and asks what follows. */
const ALREADY_SENT =
  /\b(?:fill(?:ed)? (?:in|out)|send|sent|submit(?:ted)?)\b (?:\w+ ){0,3}(?:contact form|contact page|message|msg|enquiry|inquiry)\b.*\b(?:now what|what now|what next|then what|what happens|when will|how long|how (?:fast|quickly|soon))\b/;

/** A price compared: "cheaper", "costs less", "more expensive". */
const CHEAPER = /\bcheaper\b|\b(?:less|more) (?:expensive|affordable)\b|\bpricier\b|\bcosts? (?:less|more)\b/;

/** Words that compare. */
const COMPARE_WORDS = /\bvs\.?\b|\bversus\b|\bcompare|\bcomparison\b|\bdifference\b|\bdiffer\b|\bbetween\b|\bor\b/;

/** Words for a feature row, each with a part of the row's label (lower case) it stands for. */
const FEATURE_WORDS: readonly [RegExp, string][] = [
  [/backlinks?|\blinks?\b|link building/, 'backlinks'],
  [/landing pages?/, 'landing pages'],
  [/\bblogs?\b|blog posts?|\barticles? per month/, 'blog posts'],
  [/facebook/, 'facebook'],
  [/instagram|\binsta\b|\big\b/, 'instagram'],
  [/twitter|\bx posts?\b|\btweets?\b/, 'twitter'],
  // Posts on social media: the networks' rows of an SEO plan, the postings of a social media plan.
  [/\bsocial (?:media )?(?:posts?|postings?)\b/, 'facebook'],
  [/\bsocial (?:media )?(?:posts?|postings?)\b/, 'instagram'],
  [/\bsocial (?:media )?(?:posts?|postings?)\b/, 'twitter'],
  [/creatives?|graphics?|designs? per month/, 'creatives'],
  [/set-?up|one-time|onboarding fee/, 'setup fee'],
  [
    /\bad (?:budget|spend|money|costs?)\b|\bpay (?:google|facebook|meta|microsoft|bing)\b|\bbudget (?:managed|cap|limit|covered)\b|\b(?:manage|manages|managed|cover|covers) (?:\w+ )?budget\b|\bmax(?:imum)? (?:ad |monthly )?budget (?:on|for|of|in) (?:the |that |this )?(?:\w+ )?(?:plan|one|tier|package|silver|gold|platinum|diamond)\b|\bbudget (?:does|do|can|will) (?:it|that|they|you|u|this) (?:cover|manage|handle)\b|^(?:what about )?(?:the )?budget\W*$/,
    'ad budget',
  ],
  [
    /(?<!profile )optimi[sz]ations?|\b(?:optimi[sz]e[sd]?|tweak(?:s|ed)?)\b(?: \w+){0,2} (?:\d+ times|once|twice)\b|\bhow often (?:do|will|would|does) (?:you|u|they|it) (?:\w+ )?(?:optimi[sz]e|tweak|adjust|tune)|\btweaks?\b/,
    'optimizations',
  ],
  [/ad ?groups?/, 'ad groups'],
  [/keywords?/, 'keywords'],
  [/postings?|(?<!blog |facebook |instagram |twitter |x |linkedin |on-site blog )\bposts?\b/, 'postings'],
  [/iterations?|revisions?|design rounds?|redesigns?/, 'design iterations'],
  [/sliders?/, 'sliders'],
  [/e-?mail accounts?|e-?mail addresses|mailbox(?:es)?|hosted e-?mails?|\be-?mails\b|inboxes/, 'e-mail accounts'],
  // "20 staff who each need an email": an address for each of the visitor's people.
  [
    /\b(?:staff|employees|team members|workers|agents)\b.{0,30}\be-?mail\b|\b(?:their|his|her) own e-?mails?\b|\be-?mail (?:for|per) (?:each |every )?(?:staff|employee|team member|worker|person)\b/,
    'e-mail accounts',
  ],
  [/maintenance|upkeep/, 'maintenance'],
  [
    /migrat|products? (?:import|transfer)|\b(?:move|moves|moving|bring|bringing|transfer|transferring|carry|carrying|import|importing) (?:\w+ ){0,2}products?\b|\bproducts? (?:\w+ ){0,3}(?:move|moves|moved|moving|bring|brings|brought|transfer|transfers|transferred|carry|carries|carried) (?:over|across)\b|\bproducts?\b.*\b(?:move|moves|moving|bring|brings|bringing|transfer|transfers|carry|carries|carrying) (?:them|those|these|it|all|everything) (?:\w+ )?(?:over|across)\b/,
    'migration',
  ],
  // "Will my website work on phones?", "is the site mobile friendly?": the plans' responsive build.
  [
    /\bmobile[- ]?(?:friendly|ready|responsive|optimi[sz]ed)\b|\b(?:sites?|websites?|designs?|builds?|layouts?|themes?)\b(?: \w+){0,3} responsive\b|\bresponsive (?:design|site|website|build|layout|theme)s?\b|\b(?:work|works|working|look|looks|display|displays|show|shows|fit|fits|adapt|adapts|ok|okay|good|fine)\b(?: \w+){0,2} on (?:a |an |all |every |my |our |their |people's |customers' )?(?:phones?|mobiles?|mobile (?:devices?|phones?)|tablets?|smartphones?|iphones?|androids?|cell ?phones?)\b/,
    'responsive',
  ],
  [/hashtags?|captions?/, 'hashtag'],
  [/content calendar|scheduling|schedul(?:e|ed) posts?/, 'calendar'],
  [/conversion tracking|track(?:ing)? conversions?/, 'conversion tracking'],
  [/profile optimi[sz]/, 'profile optimization'],
  [/meta (?:titles?|descriptions?|tags?)|title tags?/, 'meta titles'],
  [/technical (?:seo|audit)|site audit/, 'technical seo'],
  [/google business profile|\bgbp\b|google my business|\bgmb\b/, 'google business profile'],
];

/** The plan rows a text names, by a part of their labels ("backlinks", "e-mail accounts"). */
export const featuresIn = (text: string) =>
  FEATURE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, part]) => part);

/** The page of a service: its own, or for websites (which have no service page) their price list. */
export const servicePage = (service: ServiceSlug | 'web'): string =>
  service === 'web' ? '/web-development-pricing' : `/${service}`;

/** Services by the words a visitor uses for them, the most specific first. */
const SERVICE_WORDS: readonly [ServiceSlug | 'web', RegExp][] = [
  [
    'local-seo-services',
    /local seo|local search|near me|google maps|map pack|google business profile|\bgbp\b|\bcitations?\b|\bdirector(?:y|ies) listings?\b/,
  ],
  ['small-business-seo', /small business|small businesses|\bsmb\b/],
  ['ecommerce-seo', /e-?commerce|online stores?|online shops?|shopify|woocommerce|product pages/],
  [
    'white-label-seo',
    /white[- ]?label|resell|for agencies|agency partner|\bunder (?:my|our) (?:own )?(?:agency'?s? |company'?s? |studio'?s? )?(?:name|brand|logo)\b|(?<=\b(?:(?:i|we) (?:run|own|are|have)|i'm|we're) (?:a |an )?(?:small |tiny |little )?)(?:web ?(?:design|dev(?:elopment)?)|marketing|digital|design|creative|branding) (?:agency|studio|shop|firm|company)\b(?=.*\bseo\b)(?=.*\bclients?\b)/,
  ],
  ['online-reputation-management', /reputation|\breviews?\b|\borm\b/],
  [
    'content-marketing',
    /content marketing|content writing|copywriting|\bblog|\barticles?\b|\bcontent\b|\bnewsletters?\b/,
  ],
  // Ads on a social network are the social media service's paid social support, not PPC.
  [
    'smo-services',
    /\b(?:facebook|fb|instagram|insta|ig|meta|linkedin|pinterest|social(?: media)?) ads\b|\bpaid social\b|\bpaid boost\w*|\bpaid (?:ads|promotion) on (?:facebook|fb|instagram|insta|ig|meta)\b|\bboosted posts?\b|\bboost(?:ing)? (?:our |my |some |the )?posts?\b/,
  ],
  [
    'pay-per-click',
    /\bppc\b|pay[- ]?per[- ]?click|google ads|paid ads|advertis|adwords|\bads\b|microsoft advertising|bing ads|performance max|\bp ?max\b|\b(?:shopping|display|remarketing) campaigns?\b/,
  ],
  ['smo-services', /\bsmo\b|social media|\bsocial\b|\bsmm\b/],
  ['seo-services', /\bseo\b|search engine|\brank(?:ing)?s?\b|organic/],
  [
    'web',
    /web ?development|websites?|web ?design|\bweb\b|\bwebdev\b|\b(?:build|make|design|create)(?:s|ing)?(?! up\b) (?:\w+ ){0,3}sites?\b(?!'| (?:show|rank|load|appear|better|faster|more|work|look)\b)/,
  ],
];

const UNPRICED_SEO = new Set<string>(['ecommerce-seo', 'small-business-seo', 'local-seo-services', 'white-label-seo']);

/** Networks and ad platforms the site names as ones it manages. */
const LISTED_NETWORKS =
  /\b(?:youtube|facebook|instagram|linkedin|pinterest|twitter|google ads|microsoft advertising|bing ads|bing|x)\b/;

/**
 * Networks, ad platforms and kinds of work the site does not list: asked about one, the assistant
 * says so (it never answers with a neighbouring service) and hands over to a person.
 */
const NOT_OFFERED: readonly [string, RegExp][] = [
  ['TikTok', /\btik ?tok\b/],
  ['conversion rate optimization', /\bconversion rate optimi[sz]ation\b|\bcro\b/],
  ['Snapchat', /\bsnap ?chat\b/],
  ['Reddit', /\breddit\b/],
  ['Threads', /\bthreads\b/],
  ['WhatsApp', /\bwhats ?app\b/],
  ['Telegram', /\btelegram\b/],
  ['Discord', /\bdiscord\b/],
  ['Twitch', /\btwitch\b/],
  ['Amazon advertising', /\bamazon\b/],
  ['Spotify ads', /\bspotify\b/],
  ['Quora', /\bquora\b/],
  ['Yelp ads', /\byelp ads?\b/],
  [
    'app development',
    /\b(?:mobile |ios |android |iphone )?(?<!(?:single|one|web) page |social (?:media )?)apps?\b|\bapplications? development|software development/,
  ],
  // A logo to make, not the visitor's own logo on a report ("my agency's logo or yours?").
  [
    'logo design',
    /(?<!\b(?:my|our|your|their|his|her|whose|agency'?s?|company'?s?|brand'?s?|client'?s?) )\blogos?\b(?! (?:(?:is|are|goes|go) )?(?:on|in|and domain)\b)/,
  ],
  ['branding', /\bbranding\b|brand identity|rebrand/],
  ['graphic design', /graphic design|\bflyers?\b|\bbrochures?\b(?! ?(?:web)?sites?\b)|business cards?/],
  ['video production', /video (?:production|editing|shoot)|\bvideography\b|\banimation\b/],
  // Photography asked for, not a photographer's own trade ("i'm a wedding photographer").
  [
    'photography',
    /photograph(?!ers?\b)|photo ?shoots?|\bshoot(?:ing)? (?:\w+ ){0,2}(?:photos?|pictures?|headshots?)\b/,
  ],
  ['video shoots', /\bshoot(?:ing)? (?:\w+ ){0,3}videos?\b|\bfilm(?:ing)? (?:\w+ ){0,2}videos?\b/],
  ['Google Ad Grants', /\bad ?grants?\b|\bgoogle grants?\b/],
  // Booking software or a listings feed built into a site: the web plans list a contact form only.
  [
    'connecting other software to a website',
    /\bidx\b|\bmls\b|\bbooking (?:software|system|widget|app|tool|platform|engine)s?\b|\b(?:hook|connect|sync|link|plug|integrat\w*)(?: up| in| into)? (?:\w+ ){0,4}(?:software|system|pos|booking|calendar|scheduler|scheduling tool)\b/,
  ],
  ['printing', /\bprinting\b|\bprint ads?\b/],
  // Newsletters are not here: content marketing writes them.
  ['e-mail marketing', /e-?mail marketing|\bmailchimp\b|e-?mail campaigns?|cold e-?mail/],
  ['influencer marketing', /influencers?/],
  ['translation', /translat/],
  ['Wikipedia pages', /\bwikipedia\b/],
  ['marketplace listings (Etsy, eBay)', /\betsy\b|\bebay\b|marketplace listings?/],
  [
    'CRM and marketing automation',
    /\bcrm\b|\bhubspot\b|\bsalesforce\b|\bpipedrive\b|lead scoring|e-?mail automations?|marketing automation/,
  ],
  ['affiliate programs', /\baffiliates?\b/],
  [
    'SMS marketing',
    /\bsms (?:marketing|campaigns?|blasts?|promos?)\b|\btext (?:marketing|blasts?)\b|\bpromo blasts?\b/,
  ],
  [
    'training and courses',
    /\btraining\b|\bcourses\b|\b(?:a|an|seo|marketing|online|training|video) course\b|\bworkshops?\b|\bcoaching\b|\bteach (?:us|me|my|our)\b/,
  ],
  ['game development', /\bgames?\b/],
  [
    'hosting',
    /\bweb hosting\b|\b(?:include|includes|including|with|do|does|offer|provide)(?: (?:the|website|site|web))? hosting\b|\bhosting (?:included|too|as well)\b|\bhosting (?:only |alone )?(?:plan|service|package)s?\b|\bhosting[- ]only\b|\b(?:just|only) hosting\b|\bdomain (?:registration|names?)\b/,
  ],
  [
    'TV and radio advertising',
    /\b(?:tv|television|radio|billboards?) (?:ads?|advertising|commercials?)\b|\bbillboards?\b/,
  ],
  ['SMS marketing', /\bsms (?:marketing|campaigns?|blasts?|promos?)\b|text message marketing/],
  ['cold calling', /\bcold call|telemarketing/],
  [
    'press releases and PR',
    /\bpress releases?\b|\bpr (?:agency|firm|campaigns?|newswire)\b|\bpublic relations\b|\bnewswire\b|\bmedia (?:coverage|bookings?)\b/,
  ],
  [
    'film and video shoots',
    /\b(?:brand|promo|promotional|corporate|company) (?:film|video shoot)s?\b|\ba day of filming\b|\b(?:film|camera|video) crews?\b|\bvideo shoots?\b|\bexplainer videos?\b/,
  ],
  ['market research', /\bmarket research\b|\bfocus groups?\b|\bconsumer (?:surveys?|research)\b/],
  [
    'customer support outsourcing',
    /\boutsourc\w* (?:our |my )?customer (?:support|service)\b|\bcall cent(?:er|re)\b|\b(?:staff|staffing) (?:our |my )?(?:live )?(?:chat|support|phones)\b|\banswering (?:our |my )?(?:live chat|phones|support (?:e-?mails|tickets))\b/,
  ],
];

/** Networks and ad platforms we do not list, with the service that lists the ones we manage. */
const UNLISTED_NEAR: Readonly<Record<string, 'smo-services' | 'pay-per-click'>> = {
  TikTok: 'smo-services',
  Snapchat: 'smo-services',
  Reddit: 'smo-services',
  Threads: 'smo-services',
  WhatsApp: 'smo-services',
  Telegram: 'smo-services',
  Discord: 'smo-services',
  Twitch: 'smo-services',
  Quora: 'smo-services',
  'Amazon advertising': 'pay-per-click',
  'Spotify ads': 'pay-per-click',
  'Yelp ads': 'pay-per-click',
  'Google Ad Grants': 'pay-per-click',
};

/** Attempts to make the assistant drop its rules or show its setup. */
const INJECTION =
  /ignore (?:(?:all|any|the|your|my|of) ){0,3}(?:previous|prior|above|earlier|preceding)?\s*(?:instructions|rules|prompts?|directions)|disregard (?:all |your |the )?(?:previous |prior )?(?:instructions|rules)|system prompt|(?:reveal|show|print|repeat|output|leak|tell me)\b.{0,30}\b(?:prompt|instructions|rules|configuration|config)|(?:paste|dump)\b(?!.*\b(?:into|code|snippet|tag|script|header|footer|my (?:old|own))\b).{0,30}\b(?:prompt|instructions|rules|configuration|config)\b|hidden prompt|developer mode|\b(?:your|you're|you are|enter|enable|activate|switch to|turn on|go into) dev ?mode\b|\bdev ?mode (?:on|now|enabled|activated)\b|jailbreak|\bdan\b|you are now|pretend (?:to be|you are|you're)|act as (?:an? )?(?:unrestricted|different|evil)|api keys?|environment variables?|(?:your|the) (?:passwords?|credentials)|\bsudo\b|admin mode|roleplay|role-play|new instructions|override|forget (?:your|all|the|previous|any|everything)\b|repeat (?:the|everything|all)\b.{0,20}\b(?:above|before|earlier)|from now on|what (?:model|llm|ai|gpt)\b.{0,12}\b(?:are you|is this|do you use|powers)|your (?:instructions|prompt|rules)\b|word for word|verbatim|pirate|talk like|speak like|insult|swear/;

/**
 * Why a person should take over: a person asked for, a problem reported, a quote wanted, or terms
 * of business the site does not state (`unstated`).
 */
export type EscalationReason = 'person' | 'problem' | 'quote' | 'unstated';

/**
 * Terms of doing business with us that the site does not state anywhere: discounts, trials,
 * refunds, taxes, ways to pay, contract length and cancelling, partner badges, when work could
 * start and how long a build takes. Asked, the assistant says it does not know and hands over,
 * rather than answer with a price list that reads as an answer. (The site's own mentions of such
 * words are about the visitor's customers: "a refund request in your DMs is flagged to you".)
 */
const UNSTATED_TERMS =
  /\bdiscounts?\b|\bdiscounted\b|\bhipaa\b|\bsoc ?2\b|\biso ?27001\b|\bndas?\b|\bnon-?disclosure\b|\bconfidentiality agreements?\b|\b(?:advertising|bar|attorney|legal) (?:\w+ )?(?:ethics|compliance) rules\b|\bethics rules\b|\bpay (?:\w+ ){0,4}in (?:rupees|inr|euros?|eur|pounds|gbp|local currency|another currency|my currency|our currency)\b|\bcoupons?\b|\bpromo(?:tion(?:al)?)? codes?\b|\bfree trial\b|\btrial (?:period|month|week|run)\b|\bmoney[- ]back\b|\brefund (?:policy|guarantee)\b|\b(?:non-?)?refundable\b|\b(?:i|we|me|us)\b.{0,30}\brefunds?\b|\bsales tax\b|\bvat\b|\b(?:include|includes|including|plus|incl|excl|before|after) (?:sales )?tax(?:es)?\b|\btax(?:es)? (?:included|extra|on top)\b|\bpaypal\b|\bcredit cards?\b|\bdebit cards?\b|\bbank transfer\b|\bcrypto(?:currency)?\b|\bbitcoin\b|\bpay (?:by|with|via) (?:card|cheque|check)\b|\bminimum (?:contract|term|commitment|length|period)\b|\bcontract (?:length|term|period)\b|\block(?:ed)?[- ]in\b|\bnotice period\b|\bcancel (?:any ?time|whenever|at any time|any month)\b|\bcancell?ation (?:policy|fee|terms)\b|\b(?:google|meta|facebook|bing|microsoft|hubspot|shopify) (?:premier )?partners?\b|\bcertified partner\b|\bhow (?:soon|fast|quickly) (?:can|could|would|will) (?:you|we)(?: (?:start|begin|get started))?\b|\bwhen (?:can|could) (?:you|we) (?:start|begin)\b|\bwhen (?:does|would|will|do) (?:the )?work (?:actually )?(?:start|begin)\b|\bhow (?:long|many (?:days|weeks)) (?:does|will|would|did) it take (?:you )?to (?:build|make|design|launch|create|develop|finish)\b|\bhow long (?:does|will|would) (?:a |an |the |our |my )?(?:new )?(?:web ?site|site|build|redesign) take\b|\bhow (?:long|many (?:days|weeks|months))\b(?=.{0,80}\b(?:web ?site|site)\b)(?=.{0,80}\b(?:go(?:es|ing)? live|launch(?:es|ed)?|ready|built|finished)\b)|\breferences\b(?! (?:to|in|on) )|\b(?:client|customer) references?\b|\bas (?:a )?references?\b|\bspeak (?:with|to) (?:\w+ ){0,3}(?:current |past |existing )?clients\b|\bhow much notice\b|\b(?:if|when|how do) (?:we|i) cancel\b|\bcertified\b|\bcertifications?\b|\baccredit\w*\b|\b(?:women|woman|minority|veteran)[- ]owned\b|\bcertificate of insurance\b|\b(?:you|u|your (?:agency|company|team)|tidewell) (?:\w+ )?(?:carry|have|hold) (?:\w+ ){0,3}insurance\b|\bare (?:you|u) insured\b|\b(?:won|win|received|got) (?:any |an |some )?(?:\w+ )?awards?\b|\b(?:are|r|will|is) (?:you|u|your team|the team|your office|the office|anyone)\b.{0,40}\b(?:christmas|new year'?s?|thanksgiving|easter|holidays?)\b|\b(?:do|will|does) (?:you|u|your team|the office) close (?:for|over|during) (?:the )?(?:holidays?|christmas|new year)|\bexclusivity\b|\bexclusive (?:to|for|with) (?:us|our|me|my)\b|\bwork exclusively\b|\bnot (?:to )?work with (?:other |our |my )?(?:competitors|other \w+s)\b|\b(?:are|r) (?:you|u) hiring\b|\b(?:able to|can (?:you|u)|could (?:you|u)) start (?:next|this|on|in|by|right)\b|\breferral (?:program(?:me)?|fee|commission|scheme)s?\b|\b(?:commission|kickback|finder'?s fee) (?:if|for|when) (?:i|we)\b|\b(?:seo|content|ads|marketing|copy|website) in (?:french|german|spanish|italian|portuguese|dutch|chinese|japanese|arabic|hindi|other languages)\b|\bmultilingual\b|\bmulti-?language\b|\binternships?\b|\bjob (?:openings?|vacanc\w+)\b/;

/**
 * A price asked for a situation of the visitor's own, which no listed plan prices: several
 * locations, a shop of thousands of products, a bundle of services, a ballpark.
 */
const QUOTE_SITUATION =
  /\bballpark\b|\bprice[- ]?match|\b(?:match|beat) (?:it|that|this|their|the|his|her|a|an|any) (?:\w+ )?(?:price|quote|offer|rate)\b|\b(?:match|beat) (?:it|that|this)\W*$|\bprepa(?:y|id)\b|\bpay (?:for )?(?:a |the )?(?:full |whole )?year (?:up ?front|in advance|ahead)\b|\brough(?:ly)? (?:price|cost|idea|figure|number)\b|\bbundled?\b|\bbundling\b|\bpackage deal\b|\bcombo (?:deal|price)\b|\bwhat would (?:you|it) (?:charge|cost)\b|\b(?:for|with|across|of) (?:my|our) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple) (?:\w+ )?(?:office|location|store|shop|clinic|branch|site|website|client|brand|restaurant|practice)(?:e?s)?\b|\b\d[\d,]* (?:product|sku|location|store|client|brand|branch|clinic|office)(?:e?s)?\b/;

/**
 * A problem reported with our work or the site, in the words people use when something already
 * went wrong: nobody answered, something never came, was posted without approval, went over
 * budget, has been down since.
 */
const REPORTED =
  /\b(?:nobody|no one|noone|no-one) (?:has )?ever (?:replied|answered|called|responded|got back)\b|\b(?:haven't|have not|hasn't|has not|didn't|did not) (?:yet )?(?:gotten|got|received|had) (?:our|my|the|a|any) (?:\w+ )?(?:reports?|invoices?|reply|replies|response|answer|login|access|updates?|e-?mails?|call ?back|refund)\b|\bspent (?:way |well |far )?(?:over|more than|past) (?:the |our |my )?(?:\w+ )?budget\b|\bsince (?:you|your team|u) (?:moved|changed|migrated|updated|rewrote|redesigned|launched|took over)\b|\bafter (?:you|your team|u) (?:\w+ )?(?:moved|changed|migrated|updated|rewrote|redesigned|launched|took over)\b|\b(?:takes|took|goes|went|leads|led) (?:me |us )?to (?:a )?404\b|\bbroken links?\b|\b(?:nobody|no one|noone|no-one) (?:has )?(?:got|gotten|get|replied|answered|called|responded|came|come|got back)\b|\b(?:haven't|have not|never|still not|not yet) (?:heard|got|gotten|received) (?:back|a reply|an answer|a response|anything)\b|\bstill waiting\b|\b(?:isn't|is not|aren't|are not|not|stopped) (?:replying|responding|answering|returning)\b|\bnever (?:showed up|arrived|came|turned up)\b|\b(?:didn't|did not|never) (?:get|got|receive|received|arrive|arrived|show up|showed up)\b(?! (?:a |the )?(?:chance|to|around|round|time)\b)|\bkeeps? (?:failing|erroring|timing out)\b|\bjust spinning\b|\b(?:i|we) (?:never|didn't|did not) (?:approve|approved|agree|agreed|ok|okay|sign off)\b|\bwithout (?:my|our) (?:approval|permission|ok|okay|consent|sign-off)\b|\b(?:blew|blown|went|gone|going|ran|run) (?:way |well )?(?:past|over|through) (?:the |our |my )?(?:\w+ )?budget\b|\bover ?spent\b|\boverspending\b|\b(?:down|offline|broken) since\b|\b(?:hasn't|has not|haven't|have not|didn't|did not|doesn't|does not|won't|isn't|is not) (?:been )?(?:updated|updating|loaded|loading|come through|arrived|refreshed)\b|\bspins? forever\b|\bkeeps? (?:loading|spinning|crashing)\b|\bstuck (?:on|loading|at)\b|\bnever (?:shows|loads|finishes|works)\b|\b(?:nobody|no one|noone|no-one)(?:'s| is) (?:answering|replying|responding|getting back|picking up)\b|\b(?:is|are|was|were|'s) (?:\d+ |a |two |three |several |over a |over two )?(?:days?|weeks?|months?) (?:late|overdue)\b|\bstill (?:haven't|have not|don't have|do not have|didn't get|did not get|haven't got|haven't gotten|no sign of) (?:got |gotten |received |seen |had )?(?:our |my |the |a |an |any |this |last |this month's |last month's )?(?:\w+ )?(?:reports?|invoices?|reply|replies|response|answer|login|access|updates?|e-?mails?|call ?back|refund|posts?|results?|deliverables?)\b|\b(?:paid|been (?:\w+ )?(?:weeks|months)|(?:was|were|it's|its) (?:due|promised|supposed))\b.{0,60}\bstill (?:haven't|have not|don't have|do not have|no sign of)\b|\bstill (?:haven't|have not|don't have|do not have) (?:got |gotten |received )?(?:our|the) new (?:web ?site|site|logo|store|shop)\b|\bwho (?:do|should|can) (?:i|we) chase\b|(?<!\bif )\bonly (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|half) (?:of (?:the|them|our|my) )?(?:\w+ )?(?:posts?|reports?|links?|backlinks?|articles?|blog posts?|pages?) (?:went out|were posted|got posted|were published|got published|went live|arrived|came through|were delivered|got delivered)\b|\b(?:spent|charged|billed|went|gone|ran|cost) (?:us |me )?(?:way |well |far )?(?:over|more than|above|beyond) what (?:we|i) (?:agreed|approved|signed)\b|(?<!\b(?:will|would|could|can|might|may|ever|if)\b.*)\b(?:spent|charged|billed|went|ran|cost (?:us|me)) (?:us |me )?(?:way |well |far )?(?:over|more than|above|beyond) (?:we|i) (?:agreed|approved|signed)\b/;

/**
 * A visitor who has chosen, and says so ("ok i want gold, how do i sign up", "sign us up", "im sold
 * on platinum seo"): a person takes it from there, with the plan as the subject.
 */
const TIER_NAME = /(?:silver|gold|platinum|diamond|premium)/.source;
const GROUP_NAME = /(?:seo|smo|ppc|social|web|website|ads)/.source;
// "ppc silver for my driving school": what it is for, after a plan named as one ("silver for my
// wedding" is not).
const CHOSEN_TIER = `(?:the |your )?(?:(?:${GROUP_NAME} ${TIER_NAME}(?: (?:plan|package|tier))?|${TIER_NAME} (?:plan|package|tier)) for (?:my|our) (?:\\w+ ){0,4}\\w+|(?:${GROUP_NAME} )?${TIER_NAME}(?: (?:plan|package|tier|one|seo|smo|ppc|web|website))?)(?= (?:how|what|whats|what's|can|could|please|pls|plz|then|now|so|ok|thanks|thx)\\b|$)`;
const DECIDED = new RegExp(
  `\\bsign (?:me|us) up(?= (?:please|pls|plz|now|today|then|how|what)\\b|$)|\\bsign (?:me|us) up for (?:it|that|this|that one|this one|that plan|this plan|${CHOSEN_TIER})|\\b(?:i'?m|we'?re|i am|we are) (?:\\w+ )?sold(?: on (?:it|that|this|that one|this one|${CHOSEN_TIER}))?(?= (?:how|what|whats|what's|can|please|pls|so|then|ok)\\b|$)|\\b(?:i|we)(?:'ll| will| want to| wanna| would like to|'d like to)? (?:take|go with|go for|buy|purchase|order) ${CHOSEN_TIER}|\\b(?:i|we) (?:want|need) ${CHOSEN_TIER}|\\blet'?s (?:do|go with|go for|start with) ${CHOSEN_TIER}|\\b(?:i'?m|we'?re|i am|we are|(?:i|we) (?:think|guess) (?:i'?m|we'?re)) (?:\\w+ ){0,2}ready to (?:buy|sign up|sign|get started|go ahead|order)(?= (?:how|what|whats|what's|can|please|pls|so|then|ok|with (?:it|that|this|${CHOSEN_TIER}))\\b|$)`,
);

/**
 * Wanting a plan, or sold, and asking how to go ahead: "ok im sold. want the seo gold plan for my law
 * firm, how do i sign up", "we wanna start with the platinum social package asap, whats next".
 */
const GOING_AHEAD =
  /\b(?:(?:i|we)(?:'ll| will|'d| would)? (?:want|wanna|need|take|go with|go for|start with|choose|pick)\b.{0,40}\b(?:silver|gold|platinum|diamond|premium)\b|(?:i'?m|we'?re|i am|we are) (?:\w+ )?sold\b|\blet'?s do (?:it|this)\b.{0,40}\b(?:silver|gold|platinum|diamond|premium)\b).*\b(?:how (?:do|can|would) (?:i|we) (?:sign up|get started|start|pay|buy|go ahead|proceed|order)|what'?s next|whats next|next steps?|where do (?:i|we) (?:sign|start|begin))\b/;

/**
 * A choice still weighed ("if i want gold, what do i get", "should we go with gold or platinum"),
 * or turned down ("not sold on seo", "we're not ready to buy yet").
 */
const UNDECIDED =
  /\b(?:if|should|whether|which|decide|deciding|between|vs|versus|or|worth|compare|difference|better|include[sd]?|but|not|no|never|yet)\b|n't\b|\bwhat (?:do|would|will|does) (?:i|we|it)\b(?! (?:pay|owe))|\bhow (?:much|many)\b/;

const ESCALATIONS: readonly [EscalationReason, RegExp][] = [
  ['unstated', UNSTATED_TERMS],
  [
    'person',
    /\b(?:(?:can|could|may) (?:i|we)|(?:i|we)(?:'d| would)? (?:like|want|need) to|how (?:do|can) (?:i|we)|let'?s) (?:schedule|book|arrange|set up|organi[sz]e|get) (?:a |an )?(?:\w+ )?(?:call|meeting|consultation|video call|zoom)\b(?! tracking)|\b(?:schedule|book|arrange) (?:a |an )?(?:\w+ )?(?:call|meeting|consultation) with\b|\bphone consultation\b|\b(?:speak|talk) (?:with|to) my (?:account )?(?:strategist|manager|account manager)\b|\bmeet (?:your team|you|the team)(?: \w+){0,2} (?:face to face|in person)\b|\b(?:talk|speak|chat|connect|transfer)\b.{0,25}\bhuman\b|\bhuman (?:agent|being|please|pls|support|(?:i|we) can)\b|\b(?:is there|are there|any|get) (?:a |an )?(?:real |actual |live )?humans?\b(?! (?:translator|writer|editor|review|touch))|^(?:a )?human\b|\b(?:i|we) (?:just |really )?(?:want|need|prefer|would like|'d like) (?:a |an |to (?:talk|speak|chat) (?:to|with) (?:a |an )?)?(?:real |actual |live )?(?:human|person)(?:$| (?:please|pls|plz|now|asap|instead|here|not (?:a |an )?(?:bot|robot|ai|machine))\b)|\b(?:real|actual|live) (?:person|people)\b|\ba person\b|\bperson (?:i|we) can (?:chat|talk|speak)\b|\b(?:talk|speak|chat) (?:to|with) (?:someone|somebody)\b|\b(?:someone|somebody) (?:to |who can |that can )?(?:call|contact|phone|ring|email|e-mail|get back to|reach out to|talk to|speak to|help) (?:me|us)\b|\b(?:can|could|will) (?:someone|somebody) (?:call|contact|help|get back|reach)\b|\bget (?:someone|somebody) (?:on|to)\b|\bis there (?:someone|somebody|anyone) (?:i|we) can\b|\bagent\b|representative|\b(?:connect|put|transfer|pass|patch) (?:me|us) (?:through )?(?:with|to) (?:your |the |a |an )?(?:manager|boss|owner|founder|ceo|director|sales|support|team|someone|somebody|person|human|strategist|staff|whoever)\b(?! (?:funnel|widget|tool|software|system|page|form|app|platform|integration|crm|account|chat|bot)s?\b)|\b(?:talk|speak|chat) (?:to|with) whoever\b|\boperator\b|(?:talk|speak|chat) (?:to|with) (?:a |an |the |your |someone|somebody|sales|support|people|team)|call me|call me back|call back|callback|ring me|phone me|\baccount manager\b|(?<!\b(?:my|our|their) )sales team|sales person|salesperson/,
  ],
  [
    'problem',
    /\bproblems?\b|\bissues?\b|\bbugs?\b|\bbroken\b|not working|(?:is|are|went|goes|has gone|keeps going) (?:down|offline)|\bhacked\b|\bcrash(?:ed|es|ing)?\b|stopped (?:working|running|showing|sending|loading|submitting|arriving)|not (?:loading|showing up)|(?:does ?n[o']t|do ?n[o']t|won'?t|can'?t|cannot) (?:work|load|open|send|submit|log ?in)|\b(?:failed|fails|failing) to (?:send|submit|load|go through)\b|\bkeeps? (?:saying|showing|giving) (?:me |us )?(?:an? )?(?:error|failed|failure|something went wrong|invalid|try again)|\berrors?\b|complain|complaint|refund|\bscam(?:mers?)?\b|rip-?off|\bterrible\b|\bawful\b|\bworst\b|\bdisappointed\b|\bfrustrated\b(?! (?:with|by) (?:my|our) (?:current|old|previous|last|other)\b)|\bthis is (?:so |really |very )?frustrating\b|\bfrustrating that\b|\b(?:nobody|no one|noone|no-one)(?:'s| is) (?:fixing|doing anything about|sorting|looking at)\b|\bunhappy\b|\bangry\b|\bfurious\b|\bfraud\b|\blawsuit\b|\bsue\b|(?:want|get|need) (?:my|our) money back|\binvoice\b|\bbilling\b|\bcharged\b(?! (?:me |us )?(?:less|under|below)\b)|overcharged|\bdouble[- ]?billed\b|\bbilled twice\b|\boverbilled\b|\bdropped\b|\blost (?:rankings|traffic)\b|\bwrong\b|\bsuspended\b|\bmistake\b|messed up|\bnot happy\b|\bdisaster\b|\buseless\b|\bridiculous\b|\bunacceptable\b|\boutrageous\b|\bnot impressed\b/,
  ],
  [
    'quote',
    /\b(?:beat|match|better|undercut) (?:a|an|the|their|that|this|his|her|any) (?:\w+ )?(?:quote|price|offer|rate)\b|\b(?:get|send|give|need|want|request|prepare|have|like|see|put together|make|do) (?:me |us )?(?:a |an |your |the |my |our )?(?:custom |rough |quick |free |formal |written |price |personal )?quote\b|\bquote (?:me|us|for|on)\b|^quote\b|\bquote\??$|quotation|\bproposal\b|\bestimate\b|custom (?:\w+ ){0,2}(?:plan|package|pricing|price|offer|solution|quote)|\b(?:can|could|would|will) (?:you|u) quote\b|bespoke|tailor(?:ed)? (?:plan|package|offer)|negotiat|(?:would|will|could|can) you (?:do|go|accept|take|match)\b.{0,40}\bfor \$?\d|\bfor \$\d[\d,]*(?: a| per)? month|price match|\bpromo\b|cheaper (?:price|rate)|lower (?:price|rate)|non-?profit (?:rate|pricing)/,
  ],
];

/** A question about what we would do, or a policy ("if a customer complains, what do you do?"). */
const POLICY_QUESTION =
  /^(?:(?:and|so|but|ok|okay|then),? )?(?:if|when|after|before|what|how|who|why|which|where|is|are|do|does|did|will|would|can|could|should)\b|\bwhat(?:'s| is| are) (?:your|ur) (?:approach|process|policy|take|view)\b|\bhow (?:do|would|will) you (?:handle|deal with|approach|tackle)\b|\b(?:do|does|will|would|can|could|is|are) (?:i|we|you|your|u|ur)\b|\bwhat (?:do|would|will|happens)\b|\bhypothetically\b|\bwho (?:decides|sets|chooses|picks|pays|owns|handles|approves)\b/;

/**
 * A trouble told to ask whether we would take it on ("…google keeps swapping which one shows. is
 * that something your seo handles"): a question about our work, not a complaint.
 */
const SERVICE_ASK =
  /\bis (?:that|this|it) something (?:you|your|u)\b|\b(?:can|could|would|will|do|does) (?:you|u|your \w+)(?: guys)? (?:\w+ )?(?:handle|fix|help with|deal with|cover|take care of|sort out)\b|\bwhere would (?:you|u) (?:\w+ )?start\b|\bwhat would (?:you|u) do\b|\bhow would (?:you|u) (?:handle|approach|fix|deal with|tackle)\b|\banything (?:worth doing|(?:you|we|i) can do|to be done)\b|\bcan anything be done\b/;

/**
 * Asking whether something is a problem: "is that a problem?", "would that be an issue for seo?",
 * "500 backlinks for $99, worth it or scam?".
 */
const ASKS_IF_PROBLEM =
  /\b(?:is|are|would|will|could|can) (?:that|this|it|they|those|these)(?: be| cause)? (?:\w+ )?(?:a |an )?(?:problems?|issues?|bad)\b|\b(?:legit|worth it) or (?:a |just a )?scam\b|\bscam or (?:not|legit)\b/g;

/** Faults a visitor reports, whatever the form of the sentence. */
const FAULT =
  /\b(?:my|our) (?:\w+ ){0,3}(?:is|are|was|were|got|has|have|keeps?|went) (?:\w+ )?(?:down|offline|broken|hacked|crashed|suspended|not working|disapproved|penali[sz]ed)\b|\bhacked\b|\bnot working\b|\b(?:is|are) (?:down|broken)\b|\bcharged (?:me |us )?twice\b|\bi (?:want|would like|'d like) to (?:complain|cancel|get a refund)\b|\b(?:i|we) have (?:a|an) (?:problem|issue|complaint)\b/;

/**
 * Why a person should take over, if the message asks for one: a person asked for, a problem
 * reported (a fault, or a complaint that is not a question about our policy), a quote wanted.
 */
/** What a visitor fears, not what happened: the rest of the sentence after "I don't want". */
const FEARED =
  /\b(?:(?:i|we) (?:really )?(?:don't|do not|wouldn't|would not) want|(?:i'm|i am|we're|we are) (?:worried|afraid|scared))\b[^.?!]*/g;

/** The fewest words a message must hold besides what it fears for the fear to be set aside. */
const FEW_WORDS = 4;

/** "How do I get hold of someone?": how to reach us, asked, not a person asked for. */
const HOW_TO_REACH =
  /\bhow (?:do|can|could|should) (?:i|we) (?:get hold of|reach|contact|get in touch with|talk to|speak to|speak with|talk with)\b|\b(?:when|what time|what hours|what days)\b.{0,20}\b(?:can|could|do|will) (?:i|we) (?:actually |really )?(?:get|reach|talk|speak|call)\b/;

/** Asking who wrote an article: "who wrote the ppc article", "the author of the ai in seo article". */
export const WHO_WROTE =
  /\bwho (?:wrote|writes|authored|is behind)\b|\b(?:author|writer) of\b|\bwritten by\b|\bwho(?:'s| is) the (?:author|writer)\b/;

/**
 * Who writes our articles, asked of the blog as a whole ("who writes ur blog articles, real ppl or
 * ai?"), not of articles written for the visitor ("who writes the blog posts for us").
 */
export const OUR_WRITERS = new RegExp(
  `(?=.*(?:${WHO_WROTE.source}|\\bwho is writing\\b))(?=.*\\b(?:your|ur|the|these|those) (?:blog posts|blog(?! posts?\\b)|articles|news)\\b(?! (?:on|about|in)\\b))(?!.*\\bfor (?:us|me|my|our)\\b|.*\\b(?:my|our) (?:blog|articles?|site|website)\\b)`,
);

/** "Am I talking to a real person or a bot?": a question about this chat, not a person asked for. */
const ASSISTANT_QUESTION =
  /\b(?:trust|rely on|believe|double[- ]?check)\b(?: \w+){0,6} (?:the |this |your )?(?:bot|chat|chatbot|assistant)\b|\b(?:the |this )?(?:bot|chat|chatbot|assistant) (?:tells|gives|says|quotes)\b(?: \w+){0,4} (?:prices?|answers?)\b(?=.*\b(?:trust|rely|right|correct|accurate|binding|double[- ]?check)\b)|\b(?:am i|are we|r we|am i even) (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:real |actual |live )?(?:person|human|bot|robot|ai|machine|chatbot)\b|\b(?:are|r) (?:you|u) (?:a |an )?(?:real |actual |live )?(?:person|human|bot|robot|ai|chatbot|machine)\b|\bis (?:this|it) (?:a |an )?(?:real |actual |live )?(?:bot|robot|ai|chatbot|person|human)\b(?= or\b|$)|\bis (?:this|it) (?:chat )?(?:automated|automatic)\b/;

/** The second half of "is this a bot or a real person?", left when the question about this chat is taken out. */
const OR_A_PERSON = /\bor (?:a |an |with a |to a )?(?:real |actual |live )?(?:person|human|people)\b/;

function escalationIn(text: string): EscalationReason | undefined {
  // "I don't want to be billed for things I never approved" fears a fault; it does not report one.
  // A message that is only the fear ("I don't want to be billed for ad spend I never approved")
  // still gets a person.
  const told = text.replace(FEARED, ' ');
  if (REPORTED.test(told.split(' ').filter(Boolean).length >= FEW_WORDS ? told : text)) return 'problem';
  if (
    (PRICE_WORDS.test(text) || /\bmonthly\b(?! report)|\bquoted\b|\bper month\b/.test(text)) &&
    QUOTE_SITUATION.test(text)
  )
    return 'quote';
  for (const [reason, pattern] of ESCALATIONS) {
    // "…is that a problem?" asks; a fault or a complaint told beside it still reports one.
    if (!pattern.test(reason === 'problem' ? text.replace(ASKS_IF_PROBLEM, ' ') : text)) continue;
    // A fault after "if" is supposed, not told ("if it's not working, will you say so?").
    const told = text.replace(/\b(?:if|unless|in case)\b.*$/, '');
    if (reason === 'problem' && (POLICY_QUESTION.test(text) || SERVICE_ASK.test(text)) && !FAULT.test(told)) continue;
    // "Am I talking to a real person?" asks about this chat; "r u a bot? i want a human" asks for one
    // too. "Who writes your articles, real people?" asks about our writers.
    if (
      reason === 'person' &&
      (HOW_TO_REACH.test(text) ||
        (OUR_WRITERS.test(text) && !/\b(?:i|we) (?:just )?(?:want|need|would like|'d like)\b/.test(text)) ||
        !pattern.test(text.replace(ASSISTANT_QUESTION, ' ').replace(OR_A_PERSON, ' ')))
    )
      continue;
    return reason;
  }
  return undefined;
}

/** Company facts a visitor asks about. */
export type CompanyFact =
  | 'what'
  | 'story'
  | 'founded'
  | 'office'
  | 'owner'
  | 'size'
  | 'clients'
  | 'examples'
  | 'retention'
  | 'legal-name'
  | 'people'
  | 'team'
  | 'values'
  | 'socials'
  | 'assistant';
const COMPANY_FACTS: readonly [CompanyFact, RegExp][] = [
  [
    'what',
    /what (?:kind|type|sort) of (?:company|agency|business|firm)|what (?:is|does) tidewell\b|who are you\b|what are you\b/,
  ],
  [
    'story',
    /\bwhy did you (?:start|found|set up|create|begin|launch)\b|\byour story\b|\bthe story\b|how did (?:you|tidewell\b|the agency|it all) (?:start|begin|get started)|why (?:does )?(?:tidewell\b|the agency|your agency|your company) exist/,
  ],
  [
    'founded',
    /\bfounded\b|\bfounding\b|\bestablished\b|since when|what year|how long have you been|how long (?:are|have|has) (?:you|u|you guys|u guys|y'all|tidewell\b|the agency|your agency|the company) (?:been )?(?:around|in business|operating|existed|going)|how long (?:\w+ ){0,2}been (?:around|in business|operating)|\bhow old (?:is|are) (?:your|the|you|u|tidewell)\b(?! (?:need|have|must|required))|(?<!\b(?:get|gets|getting|got) )\bstarted\b.*\b(?:company|agency|business)\b|in business since|\bwhen (?:did|was) (?:you|u|you guys|tidewell|the (?:agency|company)|your (?:agency|company)) (?:start|begin|open|get started|set up|launch)(?:ed)?(?: (?:out|up|the (?:agency|company|business)|your (?:agency|company|business)|tidewell))?$/,
  ],
  [
    'office',
    /(?<!\b(?:\d+|one|two|three|single|a|another|new|second|each|every|per|multiple|several|estate|realty|dental|law|legal|medical|doctor'?s|vet|accounting|insurance|home|front|post|(?:we have|we've got|our) (?:a |an )?(?:branch|satellite)) )\boffices?\b(?! hours| of (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b)|\bnyc\b|\bnew york\b|\bremote\b|\blocated\b|(?<!-)(?<!\b(?:a|another|new|second|third|each|every|one|per|multiple|several) )\blocation\b(?! pages?)|where are you|where is (?:your|the) (?:company|agency|team|office|hq|headquarters)|\bwhere (?:are|r|is) (?:you|u|tidewell|y'?all)(?: guys| folks)?(?: (?:based|located|from))?\W*$|\bheadquarters\b|\bhq\b|(?<!\b(?:we're|we are|i'm|i am|we|i|im|were) )based (?:in|out of)|where are you based|(?<!\b(?:e-?mail|web|ip|old|new|wrong|previous|current|same|business|shop|store|our|my) )\baddress\b(?! (?:my|our))(?!.*\be-?mail\b)(?<!\be-?mail\b.*)|visit you|come by|in person/,
  ],
  [
    'legal-name',
    /\blegal name\b|registered (?:business |company )?(?:name|company)|(?:company|business) name|\bllc\b|trading name/,
  ],
  [
    'people',
    /\bhead of\b|\bin charge of\b|who (?:runs|handles|manages|leads) (?:the |your )?(?:seo|ppc|paid|ads|google ads|content|social|search)|\b(?:maya|okafor|daniel|reyes|sofia|lind)\b|who(?:'s| is)? (?:your |the )?(?:head|lead|leader)\b|who leads (?:your |the )?(?:seo|ppc|paid|social|content|search|ads)|\bpaid media lead\b|who writes (?:your|the) (?:articles|blog|posts)|\bwho (?:are|is) the writers?\b|\bwriters? of (?:your|the|ur) (?:\w+ )?(?:articles|blog|posts)\b|\bauthors?\b/,
  ],
  [
    'team',
    /who(?:'s| is| are)? on the team\b|\bthe team that (?:would|will) work\b|who (?:would|will|is going to|does|do) (?:actually )?(?:work|handle|manage|look after)|who works? on (?:my|our) (?:account|project|business|campaigns?)|who (?:do|would|will) (?:i|we) (?:deal|work|talk|speak) with|\bwho (?:do|would|will) (?:i|we) (?:actually )?(?:talk|speak) to\W*$|day to day|who else is on|\bmain (?:point of )?contact\b(?! (?:e-?mail|number|phone|address|details|info))|\bcontact person\b|\bwho (?:actually |really )?(?:does|do|will do|would do) (?:the|all the|all that|all this|my|our) work\b(?! (?:best )?for\b)|(?<!\bfor )\b(?:one|a single|just one|just a) (?:guy|person|man|freelancer) or (?:a )?(?:team|whole team|group)\b|\b(?:all|just) one (?:guy|person|man)\b|one[- ]man (?:band|show)|point of contact|\bspecialists\b|who (?:am i|will i be|would i be) (?:talking|working|dealing)|account manager|dedicated (?:person|strategist|manager)|\b(?:one|a single|the same) person (?:to (?:deal|talk|work)|(?:i|we) (?:deal|talk|work)|for (?:everything|all of it))\b|\b(?:have|get|be) one person\b|\bone[- ]person (?:agency|shop|team|operation|outfit|business|band|show)\b|\bonly one person\b|\bone person (?:doing|handling|handle|handles|do|does|working|works|running|runs) (?:on )?(?:everything|it all|all of it|my account|our account)\b|\b(?:different|diff|new) (?:person|contact) (?:every|each)\b|\b(?:deal(?:ing)? with|talk(?:ing)? to|emailing me|emailing us|passed (?:around )?(?:to|between)) (?:\d+ |two |three |four |five |several |multiple |a bunch of |lots of |many )?(?:different |diff )(?:people|ppl|contacts)\b|\b(?:\d+|two|three|four|five|several|multiple|a bunch of|lots of|many) (?:different|diff) (?:people|ppl|contacts) (?:emailing|calling|contacting)\b|\bpassed around\b|\bsame (?:people|ppl|person) (?:handle|work on|look after)\b/,
  ],
  ['values', /\bvalues\b|what do you stand for|\bprinciples\b|\bethics\b|\bethical\b/],
  ['assistant', ASSISTANT_QUESTION],
  [
    'socials',
    /\b(?:your|ur|tidewell'?s?) (?:\w+ )?(?:facebook|instagram|insta|linkedin|social(?: media)?) (?:page|account|profile|handle|link|url)s?\b|^(?:\w+ )?(?:facebook|instagram|insta|linkedin) (?:page |account |profile )?(?:link|url|handle)\b|\bwhat social (?:media|networks?|platforms?) (?:are|r) (?:you|u) on\b|\b(?:are|r) (?:you|u|y'all|you guys) on (?:facebook|instagram|insta|linkedin)\b|^(?:you|u|y'all) on (?:facebook|instagram|insta|linkedin)\b|^(?:(?:your|ur|a|the) )?(?:facebook|instagram|insta|linkedin) (?:page|account|profile)s?\W*$|\b(?:your|ur) (?:facebook|instagram|insta|linkedin)\s*\??$|\bwhat social (?:media )?(?:accounts|profiles|pages|handles) do (?:you|u) have\b|\bfollow (?:you|u) on\b/,
  ],
  [
    'owner',
    /\bowner\b|\bowns (?:the |this )?(?:company|agency|tidewell\b|business|firm)\b|who owns (?:you|it|tidewell\b)\b|\bceo\b|\bfounder\b|\bfounders\b|who (?:runs|leads|started|founded|is behind|is in charge)|\bboss\b|\bpresident\b|\bdirector\b|\bleadership\b/,
  ],
  [
    'size',
    /how many (?:people|employees|staff|team members)|team size|how big is (?:your|the) (?:team|company|agency)|\bheadcount\b|\bemployees\b/,
  ],
  [
    'examples',
    /\b(?:have|did|do) (?:you|u)(?: guys)? (?:ever )?(?:worked|work|done (?:\w+ )?) ?(?:with|for) (?:any|a|an|other|some|anyone|businesses|companies)\b|\bany (?:\w+ ){0,3}(?:clients|customers)\b(?! (?:do you have|have you))|\bamong (?:your|ur) (?:clients|customers)\b|\b(?:clients|customers|work) (?:i|we) (?:could|can) (?:look at|see|check out)\b|\bany (?:\w+ )?experience\b|\bexperience (?:with|in) (?:\w+ )?(?:\w+s)\b|\bdone (?:\w+ ){0,2}for (?:any|anyone|other)\b|\breal clients\b|\bclients (?:u|you) can name\b|\bwho (?:u|you)(?:'ve| have|ve)? worked with\b|\bcase studies of (?:your|ur)\b|\b(?:your|ur) (?:portfolio|case studies)\b/,
  ],
  [
    'clients',
    /how many (?:clients|customers|businesses|companies|brands)|how many (?:have|did) you (?:worked|work) (?:for|with)|\bclients? (?:do you have|have you)\b|satisfied clients/,
  ],
  [
    'retention',
    /\bretention\b|\bchurn\b(?! out)|(?:clients|customers) (?:\w+ )?(?:stay|leave(?! (?:a |us a |you a )?(?:reviews?|feedback|comments?|ratings?))|renew|stick around|stick with)|\bstick (?:around|with you)\b|\bstay with you\b/,
  ],
];

/** Facts whose words may be the visitor's own ("our office", "my company name"); "my point of contact" is ours. */
const THEIRS_CAN_BE: ReadonlySet<CompanyFact> = new Set([
  'office',
  'legal-name',
  'what',
  'story',
  'founded',
  'retention',
  'clients',
  'examples',
  'size',
  'owner',
]);

/** COMPANY_FACTS made global once, to find every place each is named. */
const COMPANY_FACT_SCANS = COMPANY_FACTS.map(([fact, pattern]) => [fact, new RegExp(pattern.source, 'g')] as const);

/**
 * The company fact a message asks about: the first of COMPANY_FACTS whose words are not the
 * visitor's own ("our company name", "my street address", "our old address" are theirs).
 */
function companyFactIn(text: string): CompanyFact | undefined {
  const found = COMPANY_FACT_SCANS.flatMap(([fact, pattern]) =>
    [...text.matchAll(pattern)]
      .filter(
        (match) =>
          !THEIRS_CAN_BE.has(fact) ||
          !/\b(?:my|our|their|his|her)(?: \w+)?\s*$|\b(?:i'm|i am|im|we're|we are|will i be|i'll be|i be) (?:the |a |an )?(?:\w+ )?$|\b(?:office|business|shop|store|clinic|practice|firm|restaurant|salon|studio|gym|bakery) $/.test(
            text.slice(0, match.index),
          ),
      )
      .map((match) => ({ fact, at: match.index })),
  );
  return found.sort((a, b) => a.at - b.at)[0]?.fact;
}

/** A question whether we do something: "do you do X", "can you build X", "is X something you offer". */
const OFFER =
  /\b(?:do|does|can|could|will|would) (?:you|your (?:team|agency|company))(?: guys| folks| all)? (?:also |ever |even )?(?:do|offer|provide|build|make|create|sell|handle|run|design|develop|set up|setup|help with|take on|support|deal with|write|publish|manage|launch|optimi[sz]e|recruit|send|produce|integrate|configure|install|get)\b|\bis (?:that|this|it) (?:something|a service) (?:you|your team) (?:do|offer|provide)\b|\bdo you have (?:a |an )?(?:service|package|plan|offer) for\b|\b(?:you|u) (?:guys )?(?:do|offer) (?:any )?[a-z]+ (?:too|as well)\b/;

/**
 * "Can your team file a trademark?", "could you translate our menu?": asking us to do a piece of
 * work, whatever the verb, unless it asks us to say, show or do something about the chat itself or
 * about work we have (tell, explain, check, keep, cancel...). Such a question is never answered with
 * the sentence nearest to it, which reads as "yes". Measured on the dev part: one misleading answer
 * fewer, five-fold 5 of 2,216 fewer right (questions a nearby sentence happened to answer).
 */
const ASKS_US_TO = new RegExp(
  `(?<!\\bhow (?:\\w+ )?)\\b(?:can|could|will|would) (?:you|u|your (?:team|agency|company))(?: guys| folks)? (?!(?:please |also |just )?(?:${[
    'tell',
    'explain',
    'give',
    'show',
    'send me',
    'help me',
    'answer',
    'share',
    'describe',
    'list',
    'clarify',
    'recommend',
    'suggest',
    'let',
    'check',
    'look',
    'see',
    'confirm',
    'remind',
    'walk',
    'talk',
    'call',
    'email',
    'e-mail',
    'reply',
    'respond',
    'get back',
    'contact',
    'be',
    'have',
    'need',
    'want',
    'ever',
    'still',
    'really',
    'guarantee',
    'promise',
    'charge',
    'bill',
    'keep',
    'store',
    'use',
    'access',
    'read',
    'say',
    'sign',
    'ask',
    'approve',
    'expect',
    'stop',
    'cancel',
    'refund',
    'change',
    'update',
    'delete',
    'remove',
    'post',
    'reach',
    'work with',
    'accept',
    'take',
    'mention',
    'know',
    'summari[sz]e',
    'compare',
    'outline',
    'recap',
    'point',
    'link',
    'define',
    'repeat',
    'elaborate',
    'go over',
    'go through',
    'break down',
    'advise',
    'guide',
    'direct',
    'forward',
    'transfer',
    'connect',
    'put me',
    'speak',
    'chat',
  ].join('|')})\\b)[a-z]+`,
);

/**
 * Offer questions in more words ("are you able to run Baidu ads?", "looking for an agency to
 * produce a brand video", "is this a service Tidewell provides?"): read for work the site does not
 * list, but not taken as asking whether we offer something (which would turn off the nearest sentence).
 */
const OFFER_WIDE = new RegExp(
  `\\b(?:(?:are|r) (?:you|u)(?: guys)? able to|would (?:you|u)(?: guys)? be able to|any chance (?:you|u) (?:could |can |would )?|looking for (?:an? (?:agency|company|firm|team)|someone) (?:to|who can|that can)) ?(?:do|offer|provide|build|make|create|sell|handle|run|design|develop|set up|setup|help with|take on|support|deal with|write|publish|manage|launch|optimi[sz]e|recruit|send|produce|integrate|configure|install|get)\\b|\\bis (?:this|that|it) (?:a service|something) (?:tidewell|you|your team)(?: could| can| would)? (?:provides?|offers?|does|do)\\b|\\b(?:i|we) (?:also |really |just )?need (?:some )?help with\\b|${OFFER.source}`,
);

/** What a visitor sends us, asked about as data we might pass on. */
const PERSONAL_DATA =
  /\b(?:sell|share|pass on|give away|rent|trade)\b.{0,20}\b(?:my|our|your|customers?'?|personal|people'?s|ppl'?s|users'?|visitors'?) (?:\w+ )?(?:data|information|info|details|e-?mails?|contacts?|email address(?:es)?)\b/;

/** A request to buy something from us: "can I just buy 10k followers from you". */
const BUY_FROM_US =
  /\b(?:can|could|do) (?:i|we) (?:just |also )?(?:buy|order|purchase|get)\b.{0,40}\bfrom (?:you|your)\b|\bdo you sell\b/;

/**
 * What an offer question asks about, when none of it is a service, a plan feature, a network or a
 * word of the lexicon the site uses for its work: the thing the site does not list. Undefined for
 * any other message.
 */
function unlistedObject(text: string): string | undefined {
  const offer = OFFER_WIDE.exec(text);
  if (!offer) return undefined;
  // "What days do you do new-client consultations?" asks when, not whether.
  if (/\b(?:what (?:days?|time|times|hours)|when|how often|how long)\b/.test(text.slice(0, offer.index)))
    return undefined;
  // "What do you do first?", "how do you do keyword research?", "what extra do you get?": what or
  // how, not whether.
  if (/\b(?:what|how)(?: \w+)?\s*$/.test(text.slice(0, offer.index))) return undefined;
  // "Do you sell my data?" asks what we do with it, a question for the privacy policy.
  if (PERSONAL_DATA.test(text)) return undefined;
  const object = text
    .replace(offer[0], ' ')
    .replace(
      /\b(?:for|on|in|with|to|our|my|us|me|a|an|the|any|some|too|also|as well|please|thing|things|stuff|something|website|websites|site|business|company|what|which|kind|kinds|type|types|sort|else|other|services?|work|help|marketing|online|digital|kind of|campaigns?|through|until|till|next|every|each|month|months|week|weeks|year|years|only|side|daily|weekly|monthly|january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|fall)\b/g,
      ' ',
    );
  const words = object.match(/[a-z][a-z'-]{2,}/g) ?? [];
  if (words.length === 0) return undefined;
  // "Can you build a careers page on our new website?": a page or a site is web work (a chatbot
  // "for our website" is not).
  if (
    /\b(?:build|design|make|create|develop|set up|add) (?:a |an |the |our |my )?(?:new )?(?:\w+ )?(?:web ?sites?|site|pages?)\b/.test(
      text,
    )
  ) {
    return undefined;
  }
  const known = [
    ...GROUP_WORDS,
    ...SERVICE_WORDS,
    ...FEATURE_WORDS.map(([pattern, part]) => [part, pattern] as const),
  ].some(([, pattern]) => pattern.test(object));
  return known || LISTED_NETWORKS.test(object) ? undefined : 'that';
}

/** Months and seasons, which follow "through" as often as a platform does. */
const CALENDAR_WORDS =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|summer|winter|spring|fall|autumn)$/;

/**
 * An ad or listing platform the site never names, where a platform goes: "ads on Taboola", "Baidu
 * search ads", "Nextdoor advertising", "advertise through Criteo". The word must be one neither the
 * site nor ordinary questions use, after "ads on", "advertise via" and the like, or written with a
 * capital before "search ads", "display ads" or "advertising"; "brewery ads" (ads for a brewery,
 * which we run), "Kelowna ads" and a month ("ads through December") are not one.
 */
function unnamedPlatform(message: Normalised): string | undefined {
  const unknown = new Set(message.unknown);
  const slots = [
    /\b(?:ads|advertising|advertise|listings?|sell|selling) (?:on|via|through) ([a-z]{3,})\b/g,
    /\b([a-z]{3,}) (?:(?:search|native|display|video) ads|advertising)\b/g,
  ];
  for (const [index, slot] of slots.entries()) {
    for (const match of message.text.matchAll(slot)) {
      const word = match[1] ?? '';
      if (!unknown.has(word) || CALENDAR_WORDS.test(word)) continue;
      const name = sentenceCase(word);
      if (index === 0 || new RegExp(`\\b${name}\\b`).test(message.original)) return name;
    }
  }
  return undefined;
}

/**
 * The free audit by the names visitors give it: "the free audit", "your audit", "the site
 * checker", "the seo audit" (not "your audit process", nor "the audit my last agency did").
 */
export const FREE_AUDIT =
  /\b(?:your|ur|the|this) (?:free )?(?:website |site |seo )?(?:audit|checker)\b(?! (?:process|you do|u do|of (?:my|our)\b|(?:my|our|his|her|their|the) (?:\w+ )?(?:agency|accountant|company|firm|team|developer|guy)\b|(?:i|we|they|he|she) (?:got|had|did|ran)\b))|\bfree (?:website |site |seo )?(?:audit|checker)s?\b|\bfree (?:website|site|seo) check(?:up)?s?\b|\b(?:site|website|seo) checker\b|\baudit ?bot\b|\btidewellauditbot\b/;

/**
 * What the tool does, asked of "it" ("does it check my whole site or just the home page", "will
 * the free audit go through my whole site"): a question, not a request.
 */
const TOOL_ASKED =
  /^(?:and |so |ok )?(?:does|will|can|would|do) (?:it|that|this|(?:the|your|ur) (?:free )?(?:website |site |seo )?(?:tool|checker|check|audit(?: tool)?)) (?:\w+ )?(?:check|audit|scan|look at|test|read|review|grade|rate|go through|look through|crawl|cover)\b/;

/** A request to check a website: ours to offer as the free audit. */
const AUDIT_REQUEST =
  /\b(?:check|audit|analy[sz]e|review|scan|test|grade|rate|look (?:at|over)|go over)\b (?:out )?(?:my|our|this|the|a|his|her|their) (?:\w+ )?(?:web ?site|site|home ?page|landing page|page|url|domain|seo)\b|\bwhat(?:'s| is) wrong with (?:my|our) (?:\w+ )?(?:web ?site|site|seo)\b|\bhow (?:good|bad|healthy) is (?:my|our) (?:web ?site|site|seo)\b|\b(?:free|quick) (?:seo |site |website )?(?:audit|check|review|report)\b|\bwhat(?: \w+){0,2} (?:does|do|will|would) (?:the|your|ur|this) (?:free )?(?:seo |site |website )?(?:audit|checker) (?:actually |really |even )?(?:check|look at|test|cover|measure|scan)\b(?! (?:on|for|in|if|whether|about)\b)|\bseo (?:audit|check|score) (?:of|for|on) (?:my|our)\b/;

/** The site the visitor is on ("does this website use cookies?")… */
const THIS_SITE = /\bthis (?:web ?site|site)\b/g;
/** …unless it is a website to build or price ("how much would this website cost me to build"). */
const SITE_TO_BUILD = /\bbuild|\bbuilt\b|\bdesign|\bredesign|\bcost|\bprice/;

/** Every name of the free audit in a message. */
const FREE_AUDIT_NAMES = new RegExp(FREE_AUDIT.source, 'g');

/**
 * A question about the free audit itself, not a wish to run it: what it checks, what it cannot
 * see, whether it works on a kind of site, its robot ("does the free audit check my whole site?").
 */
const AUDIT_QUESTION =
  /\b(?:does|do|will|would|can|could|is|are|did)\b(?:\s+\w+){0,4}\s+(?<!\b(?:you|u|please|pls) )(?:audit|audits|auditbot|audit tool|audit bot)\b(?:\s+\w+){0,3}\s+(?:check|checks|show|shows|see|sees|compare|look|work|read|reads|include|cover|measure|tell|test|crawl|find|catch|handle)\b|\bauditbot\b|\baudit (?:bot|robot|crawler)\b|\bwhat (?:can't|cannot|doesn't|does not|won't) (?:the |your |this )?(?:free )?(?:\w+ )?audit\b/;

/**
 * A web address in the visitor's message ("example.com", "https://shop.example.co.uk/path"), not
 * an e-mail address and not ours; what the audit link pre-fills.
 */
const WEB_ADDRESS =
  /(?<![@\w.-])((?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,24})(?::\d{2,5})?(?:\/[^\s"'<>]*)?)(?![\w@-])/i;

/** What a message asks, before looking at what it is about. */
export type Intent =
  | 'other-language'
  | 'injection'
  | 'escalate'
  | 'greeting'
  | 'thanks'
  | 'bye'
  | 'pricing'
  | 'not-offered'
  | 'company'
  | 'hours'
  | 'contact'
  | 'platforms'
  | 'getting-started'
  | 'why-us'
  | 'reporting'
  | 'articles'
  | 'services'
  | 'service'
  | 'about'
  | 'question';

/** What the assistant understood of a message. */
export interface Understanding {
  intent: Intent;
  /** The normalised text the entities were read from. */
  text: string;
  escalation?: EscalationReason;
  /** The pricing groups named, in the order named. */
  groups: PricingSlug[];
  /** An amount the visitor says they can spend, read in the plans' currency ("i have $500 a month"). */
  budget?: number;
  /** The tiers named, in the order named, without repeats. */
  tiers: PlanType[];
  /** A rank standing for a tier: the group's most or least expensive plan. */
  rank?: 'top' | 'entry';
  /** Places from that end: 1 for "the second cheapest". */
  rankOffset: number;
  /** Each rank the message names, in order ("entry level vs top"). */
  ranks: ('top' | 'entry')[];
  /** A plan next to the one the conversation named. */
  relative?: 'below' | 'above';
  /** A plan by its place in the price list, cheapest first: 1 to 4, the middle one, the last. */
  position?: number | 'middle' | 'last';
  /** Feature-label parts asked about. */
  features: string[];
  /** Plain numbers in the message (not years or phone numbers). */
  numbers: number[];
  /** The service named, the most specific first. */
  service?: ServiceSlug | 'web';
  /** What the service was called in the message ("google maps"). */
  serviceWords?: string;
  /** Something the site does not list, by its name ("TikTok"). */
  unlisted?: string;
  /** The listed service nearest to what is not listed: social networks for TikTok, our ad platforms for Yelp ads. */
  unlistedNear?: 'smo-services' | 'pay-per-click';
  /** A company fact asked about. */
  companyFact?: CompanyFact;
  /** The visitor has chosen ("ok i want gold, how do i sign up"): a person takes it from there. */
  decided?: boolean;
  /** The message asks to check a website, or names one: the free audit answers. */
  auditRequest: boolean;
  /** Whether it asks if we do, offer or sell something ("do you do X", "can I buy X from you"). */
  asksOffer: boolean;
  /** The web address the message names, as typed (never stated back; only pre-filled in a link). */
  webAddress?: string;
  /** The message asks about prices or plans. */
  asksPrice: boolean;
  /** The message compares two things. */
  compares: boolean;
  /** The message names a network the site manages. */
  listedNetwork: boolean;
}

const GREETING =
  /^(?:hi+|hello+|hey+|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|greetings|hola|hallo|bonjour)(?: there| team| guys| all| everyone| tidewell\b)?[\s!.,?]*$/;
const THANKS =
  /^(?:(?:ok(?:ay)?|great|cool|perfect|awesome|nice|got it)[ ,!.]*)?(?:thanks?|thank you|thx|ty|cheers)\b[ ,!.]*(?:that'?s|thats|that is) (?:all|everything|it)\b[^?]*$|^(?:(?:ok(?:ay)?|great|cool|perfect|awesome|nice|brilliant|got it|good)[ ,!.]*)?(?:thanks?(?: you)?|thank you(?: very much| so much)?|thx|ty|cheers|much appreciated|appreciate it)(?: (?:a lot|so much|very much|for (?:the|your) help|for that|mate|again))?[\s!.,]*(?:(?:that|this|it)(?:'s|s| is| was)? (?:(?:really|very|so|super) )?(?:helps|helped|helpful|useful|great|perfect|clear)|(?:(?:really|very|so|super) )?(?:helpful|useful)|got it|perfect|great)?(?: now| mate)?[\s!.,]*$/;
const BYE =
  /^(?:(?:ok(?:ay)?|thanks?|thank you)[ ,!.]*)?(?:bye+|goodbye|see you|see ya|later|cya|take care|have a (?:good|nice) (?:day|one))[\s!.,]*$/;

const HOURS =
  /\b(?:call|ring|reach|phone|contact|e-?mail|message) (?:you|u)\b.{0,20}\b\d{1,2}(?::\d{2})? ?(?:am|pm)\b|\b(?:call|ring|phone)\b.{0,10}\bat \d{1,2}(?::\d{2})? ?(?:am|pm)\b|\bwhat days\b.{0,30}\b(?:consultations?|calls?|meetings?)\b|\b(?:latest|earliest) (?:i|we) can (?:call|ring|phone|reach|contact|get)\b|\bhours?\b|\bopen\b(?! to)|opening|closing|\bclosed?\b|weekends?|saturdays?|sundays?|time ?zone|what time|\bwhen (?:are|can|do)\b|availab|24\s?[x/]\s?7|(?:open|closed?|work|working|available)\b.{0,30}\bholidays?\b|\bholidays?\b.{0,30}\b(?:open|closed?|hours)\b|\best\b|eastern time|24 7|24x7|around the clock|round the clock|twenty four seven|\b(?:breaks?|goes down|is down|crash(?:es)?|need (?:something|help|you)|emergency|urgent)\b.{0,30}\b(?:at night|overnight|(?:[1-6]|12)(?::00)? ?am|midnight|middle of the night|on holiday|after hours)\b|\b(?:at night|overnight|midnight|middle of the night|on holiday|after hours)\b.{0,30}\b(?:breaks?|goes down|is down|crash(?:es)?|emergency|urgent)\b/;
const CONTACT =
  /\bring (?:you|u)\b|\b(?:your|ur) (?:\w+ )?(?:phone |telephone )?number\b|\bcountry code\b|get hold of|how (?:do|can|could|should) (?:i|we) (?:reach|contact|get in touch with|talk to|speak to|speak with|talk with)\b|where (?:do|can|should) (?:i|we) send\b|what number\b|which number|\bwhat(?:'s| is|s) (?:the|your|ur) (?:phone )?number(?: to (?:call|ring))?(?: then)?\W*$|number (?:do|should|can) i call|contact(?! (?:my|our|their) (?:\w+ )?(?:clients?|customers?|users?|leads?|audience|followers|patients|subscribers|buyers|visitors)\b(?! (?:support|service|success|care)))|\be-?mail\b(?! (?:newsletters?|marketing|campaigns?|lists?|automations?|blasts?|sequences?))|\bphone\b|phone number|(?:your|phone|contact|telephone|office) number|call you|can i call|call (?:the|your) (?:office|team)|reach (?:you|your|the team)|get in touch|write to you|\bdm\b|message you|how do i (?:call|ring|phone)|\bwhatsapp you\b|give you a (?:call|ring)|best way to (?:reach|contact|talk)|which (?:e-?mail|address) should|e-?mail you|send you (?:a|an|the|our) /;
const PLATFORMS =
  /(?<!\b(?:different|new|another|other|store|shop|e-?commerce|website|cms|hosting|our|my|wix|squarespace|wordpress|webflow|shopify|woocommerce|magento|bigcommerce) )platforms?|networks?|\bsocial (?:media )?(?:sites|channels|apps)\b|youtube|pinterest|linkedin|facebook|instagram|twitter|\bx\b/;
const GETTING_STARTED =
  /how does working with (?:you|u)|what are the steps|what(?:'s| is) the process|steps? (?:in|of) (?:your|the) process|your process|how do you work|get(?:ting)? started|how (?:do|can|would|should) (?:we|i) (?:start|begin)|\bhow do (?:you|u) (?:start|begin|onboard|kick off)\b|(?:start|begin) working with you|onboard|sign up|\bregister|first step|next step|work with you|hire you|how does it work|what happens (?:next|after|first|now)|\bnow what\b|sign on|become a client|\bwhat (?:do|will|would) (?:you|u)(?: guys)? do first\b|\bfirst (?:few )?(?:weeks|days)\b/;
const WHY_US =
  /\bwhy\b.*\b(?:you|your|choose|agency|tidewell\b)|what makes you|different from|\bbetter than\b|trust you|should i (?:pick|choose|hire) you/;
const REPORTING =
  /\breport(?:s|ing)?\b|analytics|how (?:do |will |would )?(?:you|u) (?:measure|track|show)|what (?:do|will|would) you (?:\w+ )?(?:measure|track)|\broi\b|\bkpis?\b|metrics|dashboard|go over the numbers|review call|monthly call|report on results|\bwhat (?:numbers|figures|stats) (?:do|does|will|would) (?:you|u|i|we|it|they) (?:\w+ )?(?:get|see|show|track|report|send|measure)\b|^(?:(?:ok|so|and|but)[, ]+)*(?:but )?what (?:numbers|figures|stats)(?: exactly| specifically)?\W*$/;
const ABOUT =
  /\babout (?:you|your|tidewell\b|the company|the agency)|tidewell\b|who are you|your company|your agency|history|experience/;
const SERVICES_LIST =
  /\bservices\b|what (?:do|can) you (?:guys |all |folks )?(?:actually |really |even )?(?:do|offer)(?! (?:if|when|about|with|for|first)\b)|anything (?:else|besides|other than)|other services|what (?:kinds?|types?|sorts?) of (?:services?|work|things|stuff|help|marketing|projects?|businesses|clients|companies|seo|ads|advertising|social media|content)\b|what you (?:do|offer)|\boffer\b|help (?:me )?with|specialis|speciali[sz]e|what else/;
const ARTICLE_LIST =
  /\b(?:articles?|blog posts?|guides?|news)\b|\bposts? (?:about|on) (?!(?:my|our|your|the|facebook|instagram|linkedin|social)\b)/;

/** The words of every pattern above that a misspelling may stand for (the correction's targets). */
export const LEXICON_WORDS = [
  ...pricingSlugs.map((slug) => pricing[slug].id.toLowerCase()),
  'silver',
  'gold',
  'platinum',
  'premium',
  'diamond',
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'package',
  'packages',
  'plans',
  'expensive',
  'cheapest',
  'website',
  'websites',
  'development',
  'design',
  'social',
  'media',
  'advertising',
  'backlinks',
  'keywords',
  'landing',
  'pages',
  'facebook',
  'instagram',
  'twitter',
  'creatives',
  'budget',
  'optimization',
  'optimizations',
  'groups',
  'postings',
  'iterations',
  'sliders',
  'emails',
  'maintenance',
  'migration',
  'reputation',
  'management',
  'business',
  'ecommerce',
  'content',
  'marketing',
  'local',
  'search',
  'engine',
  'rankings',
  'guarantee',
  'founded',
  // Its own word, not a typo of "founded": "who is the founder?" asks who runs the agency.
  'founder',
  'office',
  'located',
  'address',
  'phone',
  'contact',
  'hours',
  'saturday',
  'sunday',
  'weekend',
  'support',
  'report',
  'reporting',
  'analytics',
  'services',
  'youtube',
  'pinterest',
  'linkedin',
  'tiktok',
  'snapchat',
  'platforms',
  'articles',
  'contract',
  'cancel',
  'minimum',
  'entry',
  'biggest',
  'highest',
  'lowest',
  'compare',
  'difference',
];

/** The site's lexicon for spelling correction: its targets, and every word the site itself uses. */
export function buildLexicon(siteWords: ReadonlyMap<string, number>, commonWords: Iterable<string>): Lexicon {
  const targets = new Map<string, number>();
  for (const word of LEXICON_WORDS) targets.set(word, siteWords.get(word) ?? 1);
  return { targets, known: new Set([...siteWords.keys(), ...commonWords]) };
}

/** Things named in `text` by `table`, in the order the text names them. */
function named<T>(text: string, table: readonly (readonly [T, RegExp])[]): T[] {
  return table
    .map(([value, pattern]) => ({ value, at: text.search(pattern) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.value);
}

/** `{ webAddress }` for a message that names a site other than ours, else nothing. */
function webAddressIn(original: string): { webAddress?: string } {
  const found = WEB_ADDRESS.exec(original)?.[1];
  if (!found || /(?:^|\.)tidewell\.digital\b/i.test(found) || /\.(?:png|jpe?g|gif|pdf|docx?)$/i.test(found)) return {};
  // A word with a dot is not an address: "e.g", "vs.", a figure like "1.5".
  if (!/\.[a-z]{2,}(?:[:/]|$)/i.test(found) || /^\d+(?:\.\d+)+$/.test(found)) return {};
  return { webAddress: found.replace(/[.,;:!?)]+$/, '') };
}

/** `{ relative }` for a message that names a plan next to another, else nothing. */
function relativeOf(text: string): { relative?: 'below' | 'above' } {
  const found = RELATIVE.find(([, pattern]) => pattern.test(text));
  return found ? { relative: found[0] } : {};
}

/**
 * Plain numbers of a text: "300 backlinks", "1,199" (years and long digit runs are left out); a
 * count a week as its count a month ("2 posts a week" is 8 a month, as the plans count), not as
 * itself ("2 blog posts a week" had found the plan with 2 a month).
 */
function numbersIn(text: string): number[] {
  return [
    ...text.matchAll(
      /(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+)(?![\d,]*\d)((?: [a-z-]+){0,2} (?:a|per|each|every) week\b)?/g,
    ),
  ]
    .flatMap((match) => {
      const value = Number((match[1] ?? '').replace(/,/g, ''));
      return match[2] ? [value * 4] : [value];
    })
    .filter((value) => Number.isFinite(value) && value > 0 && value < 1_000_000 && !(value >= 1990 && value <= 2100));
}

/** Words that say an amount is what the visitor can spend. */
const BUDGET_WORDS =
  /\b(?:budget|have|got|afford|spend|up to|under|max|maximum|less than|below|within|only|around|about)\b/;

/** `{ budget }` when the message says how much the visitor can spend: "$500", "350 a month". */
function budgetOf(text: string, original: string): { budget?: number } {
  // "A quote of $700 a month from another agency" is their price, not the visitor's budget; "how
  // about the $899 plan?" names a plan; pounds, euros or rupees are not the plans' dollars; "1520
  // a month for google ads, whats that per day" asks the ad budget's daily share, not our plans.
  if (
    !BUDGET_WORDS.test(text) ||
    /\b\d[\d,]* (?:dollars |bucks |usd )?(?:a|per|each) day\b|\bwhat(?:'s|s| is)? (?:that|it|this) (?:per|a) day\b|\bdaily (?:budget|spend|cap)\b/.test(
      text,
    ) ||
    /\bquoted?\b|\boffer(?:ed)?\b|\d (?:a month |per month |month )?(?:plan|one|tier|package)\b/.test(text) ||
    /[£€₹]/.test(original)
  )
    return {};
  const found =
    /\$\s?(\d[\d,]*)/.exec(original)?.[1] ??
    /\b(\d[\d,]*) (?:dollars|usd|bucks|a month|per month|month|monthly)\b/.exec(text)?.[1];
  const amount = Number((found ?? '').replace(/,/g, ''));
  return found && amount >= 50 && amount < 100_000 ? { budget: amount } : {};
}

/**
 * The plan of work an engagement starts with, not a price plan: "will I see a plan before you
 * start", "does my client see the SEO plan before I've checked it", "what do I get before the work
 * begins".
 */
const WORK_PLAN =
  /\b(?:see|check|checked|review|reviewed|approve|approved|sign off on|look at|read|get)\b(?: \w+){0,4} plan\b(?=(?: \w+){0,5} before\b)|\b(?:written|work|action|marketing|content|project) plan\b|\bwhat do (?:i|we) (?:actually |really )?get (?:from you )?before\b/g;

/**
 * What a visitor pays the ad platform, not our price: "i set my max cpc at $5 but get charged less",
 * "the most i can afford to pay per lead". A price word beside it asks about the auction, unless
 * the message names our price too ("what do you charge per click").
 */
export const AD_COST =
  /\b(?:max(?:imum)? (?:cpc|bid)|cost per (?:click|lead|conversion|acquisition)|cpc|cpl|cpa|click costs?|bid (?:range|amount)s?|top of page bids?)\b|\b(?:a|each|one|per) click cost\b|\b(?:i|we)\b(?: \w+){0,4} (?:pay|paying|charged|spend|spending|afford)(?: \w+){0,3} (?:per|for (?:a|each)|a|each) (?:click|lead|conversion)\b/;
const OUR_PRICE =
  /\b(?:you|u)(?: guys)? (?:charge|cost|bill)\b|\b(?:your|ur) (?:\w+ ){0,2}(?:prices?|pricing|fees?|plans?|packages?|rates?)\b/;

/** Whether a message asks what something costs or includes. */
function asksPriceIn(text: string): boolean {
  if (AD_COST.test(text) && !OUR_PRICE.test(text)) return /how many|included|include|includes/.test(text);
  return (
    PRICE_WORDS.test(text) ||
    /how many|included|include|includes|get in|\bcomes? with\b|\bwhat do (?:i|we) (?:actually |really )?get\b/.test(
      text,
    )
  );
}

/** Whether the published prices bind us: the Terms' to answer ("is that a quote?", "binding?"). */
const PRICES_BINDING =
  /\bbinding\b|\bis (?:that|this|it|the price) (?:a |an |just )?(?:(?:real|firm|actual|official) )?(?:quote|offer|estimate)\b/;

/**
 * Whether the published prices are final or may change once we talk ("are the prices on your site
 * final?", "could the real quote be different?"), not the price of a final piece of work ("the
 * price for the final design revisions").
 */
const PRICES_FINAL =
  /(?:\b(?:prices?|pricing)\b.{0,40}\b(?:are|is) (?:those |these |they |it )?|\b(?:are|is) (?:the |your |ur |those |these )?(?:prices?|pricing)\b(?: \w+){0,6} )(?:final|set in stone)\b(?! (?:\w+ )?(?:design|phase|version|draft|round|revisions?|stage|step|payment|invoice))|\b(?:prices?|pricing)\b(?: \w+){0,6} (?:could|can|will|might|may|would) (?:\w+ )?(?:change|be different|differ|go up|rise|increase)\b|\b(?:real|final|actual) (?:quote|price)\b(?: \w+){0,3} (?:be )?different\b|\b(?:can|could|will|might|may|would) (?:the |your |ur |those |these )?(?:prices?|pricing) (?:\w+ )?(?:change|go up|rise|increase|be different)\b|\b(?:prices?|pricing)\b.{0,60}\b(?:what (?:i|we)(?:'ll| will| would)? (?:actually|really) pay|(?:just )?a starting (?:number|point|price|figure))\b/;

/** An SEO service without a price list, by name: "local seo", "shopify seo" ("local seo pricing" is its price). */
const UNPRICED_SEO_NAMED =
  /\b(?:e-?commerce|ecom|small (?:business|biz)|smb|local|white[- ]?label|shopify|store|shop) seo\b/g;

/** Stage 2: the intent and entities of a normalised message. */
export function understand(message: Normalised, otherLanguage: boolean): Understanding {
  const text = message.text;
  // "does seo silver come with any social media posting?": posts on social media are a feature of
  // the plan named, not the social media price list, when another list is named.
  // "What does your free website checker look at?": the audit's name names no service or price
  // list, nor does this site ("does this website use cookies?").
  const withoutAudit = text.replace(FREE_AUDIT_NAMES, ' ');
  const subject = SITE_TO_BUILD.test(text) ? withoutAudit : withoutAudit.replace(THIS_SITE, ' ');
  const namedGroups = named(subject, GROUP_WORDS);
  const groups =
    namedGroups.length > 1 &&
    /\bsocial(?: media)? post(?:s|ing|ings)?\b/.test(text) &&
    !/\b(?:smo|social media (?:plans?|packages?|management|optimi[sz]ation))\b/.test(text)
      ? namedGroups.filter((group) => group !== 'smo-pricing')
      : namedGroups;
  // "Which apps do you post on?" asks where, not how many postings.
  const features = ROUTES.whichPlatforms.test(text) ? [] : featuresIn(text);
  // "Silver jewellery", "gold coins": a tier's name is a plan's only beside a price list, a plan
  // word or a price, or in a short message ("and gold?").
  const tierNames = [...text.matchAll(TIER)];
  const decided = (DECIDED.test(text) || GOING_AHEAD.test(text)) && !UNDECIDED.test(text);
  const tierContext =
    decided ||
    groups.length > 0 ||
    tierNames.length >= 2 ||
    PLAN_CONTEXT.test(text) ||
    PRICE_WORDS.test(text) ||
    COMPARE_WORDS.test(text) ||
    features.length > 0 ||
    /\bwhat do (?:i|we) (?:actually |really )?get\b|\bhow many\b|\b(?:going|go|switch|move|moving) (?:to|with|for|up to)\b/.test(
      text,
    ) ||
    text.split(' ').length <= 6;
  const tiers = tierContext ? [...new Set(tierNames.map((match) => match[1] as PlanType))] : [];
  const serviceMatch = SERVICE_WORDS.find(([, pattern]) => pattern.test(subject));
  // "how much is ecommerce seo per month": that service, which has no price list, not the SEO plans.
  if (
    serviceMatch &&
    UNPRICED_SEO.has(serviceMatch[0]) &&
    tiers.length === 0 &&
    text.match(UNPRICED_SEO_NAMED) !== null &&
    !/\bseo (?:plans?|packages?|pricing|tiers?)\b/.test(text.replace(UNPRICED_SEO_NAMED, ''))
  ) {
    const at = groups.indexOf('seo-pricing');
    if (at >= 0) groups.splice(at, 1);
  }
  const rank = named(text, RANK_WORDS)[0];
  // "Which apps do you post on?", "which apps do you manage": the networks we manage, not apps to build.
  const networksAsked = ROUTES.whichPlatforms.test(text);
  const listedName = named(text, NOT_OFFERED).find((name) => !networksAsked || name !== 'app development');
  const platform = listedName ? undefined : unnamedPlatform(message);
  const unlisted = listedName ?? platform ?? (networksAsked ? undefined : unlistedObject(text));
  const unlistedNear =
    (listedName && UNLISTED_NEAR[listedName]) ??
    (platform && /\bads?\b|advertis/.test(text) ? 'pay-per-click' : undefined);
  // Work the site names as not offered is said to be so, though it comes as a quote ("SMS promo
  // blasts every month"): no quote is made for what we do not list.
  // "Which website package migrates our 250 products?" is a plan's listed figure, not a quote.
  const asksPlan =
    (features.length > 0 &&
      (tiers.length > 0 ||
        /\bwhich\b|\b(?:does|do|will|can) (?:the|your|it|that|this|a|any)\b|\bpart of (?:any|the|a|your|each|every) (?:\w+ )?(?:plans?|packages?|tiers?)\b/.test(
          text,
        ))) ||
    (groups.length > 0 &&
      /\b(?:which|what) (?:\w+ )?(?:plan|package|tier|one)\b.{0,20}\b(?:fits?|suits?|for|right|best)\b/.test(text));
  const asked = escalationIn(text);
  // "Are the prices on your site binding, like is that a quote?" asks what the prices are, not for one.
  // "I just filled in your contact form, now what? do u call me?" has asked for a person already:
  // what follows is the contact page's to say.
  const escalation =
    (asked === 'quote' && ((unlisted && unlisted !== 'that') || asksPlan || PRICES_BINDING.test(text))) ||
    (asked === 'person' && ALREADY_SENT.test(text))
      ? undefined
      : asked;
  const companyFact = companyFactIn(text);
  // "which is cheaper to start with, seo or social media?": the price lists' first plans, compared.
  // Only lists billed alike with nothing on top: not a website's one-off price, nor PPC's setup fee
  // and ad spend.
  const cheaperList =
    groups.length >= 2 &&
    groups.every((group) => ALIKE_BILLED.has(group)) &&
    tiers.length === 0 &&
    !rank &&
    features.length === 0 &&
    CHEAPER.test(text);
  const base: Understanding = {
    intent: 'question',
    text,
    groups,
    tiers,
    ...(features.length === 0 && tiers.length === 0 ? budgetOf(text, message.original) : {}),
    ...(rank && (PRICE_WORDS.test(text) || /\b(?:one|option|level|version)s?\b/.test(text)) ? { rank } : {}),
    ...(cheaperList ? { rank: 'entry' as const } : {}),
    rankOffset: RANK_OFFSET.test(text) ? 1 : 0,
    ranks: cheaperList
      ? groups.map(() => 'entry' as const)
      : [...text.matchAll(new RegExp(RANK_WORDS.map(([, pattern]) => pattern.source).join('|'), 'g'))].map((match) =>
          RANK_WORDS[0]?.[1].test(match[0]) ? 'top' : 'entry',
        ),
    ...relativeOf(text),
    ...positionOf(text),
    features,
    numbers: numbersIn(text),
    ...(serviceMatch ? { service: serviceMatch[0], serviceWords: serviceMatch[1].exec(text)?.[0] ?? '' } : {}),
    ...(unlisted ? { unlisted } : {}),
    ...(unlistedNear ? { unlistedNear } : {}),
    ...(companyFact ? { companyFact } : {}),
    ...(decided ? { decided } : {}),
    asksPrice: cheaperList || asksPriceIn(text.replace(WORK_PLAN, ' ')),
    compares: cheaperList || (COMPARE_WORDS.test(text) && (tiers.length >= 2 || groups.length >= 2)),
    listedNetwork: LISTED_NETWORKS.test(text),
    // "What does the free audit check?" is answered with the audit itself and what it looks at.
    auditRequest:
      AUDIT_REQUEST.test(text) &&
      !TOOL_ASKED.test(text) &&
      // "…or can they go up once you look at my site?" asks about the prices.
      !PRICES_FINAL.test(text) &&
      (!AUDIT_QUESTION.test(text) ||
        /^what(?: \w+){0,2} (?:does|do|will|would)\b(?!.*\b(?:not|can't|cannot|doesn't|miss)\b)/.test(text)),
    asksOffer: OFFER.test(text) || BUY_FROM_US.test(text) || ASKS_US_TO.test(text),
    ...webAddressIn(message.original),
  };
  const intent = ((): Intent => {
    if (otherLanguage) return 'other-language';
    if (INJECTION.test(text)) return 'injection';
    if (GREETING.test(text)) return 'greeting';
    if (THANKS.test(text)) return 'thanks';
    if (BYE.test(text)) return 'bye';
    if (escalation) return 'escalate';
    return 'question';
  })();
  return { ...base, intent, ...(escalation ? { escalation } : {}) };
}

/** Patterns the answer stage reads to route a question (exported for it, tested with it). */
export const ROUTES = {
  /** A question answered yes or no: "will my site work on phones?", "does the smo plan do hashtag research". */
  yesNo: /^(?:do|does|is|are|will|would|can|could|r|u)\b/,
  /** How a price is billed: "is it monthly?", "is that per project or a month?". */
  billing:
    /\b(?:is (?:it|that|this)|are (?:they|those|these|the prices?)) (?:a |billed |charged |paid )?(?:monthly|per month|a month|one[- ]?(?:time|off)|per project|recurring|every month)\b|\b(?:monthly|per month) or (?:one[- ]?(?:time|off)|per project)\b/,
  hours: HOURS,
  contact: CONTACT,
  platforms: PLATFORMS,
  gettingStarted: GETTING_STARTED,
  whyUs: WHY_US,
  reporting: REPORTING,
  about: ABOUT,
  servicesList: SERVICES_LIST,
  articleList: ARTICLE_LIST,
  price: PRICE_WORDS,
  /** Which platforms or networks: the list of the ones we manage. */
  whichPlatforms:
    /^(?!.*\b(?:ppc|ads?|advertising|google ads|pay per click|pay-per-click)\b).*(?:\b(?:which|what) (?:social )?(?:media )?(?:platforms|networks|channels)\b|\bplatforms do you\b|\b(?:which|what) (?:social )?(?:media )?apps\b(?= (?:do|does|will|would|can) (?:you|u)\b(?: \w+){0,2} (?:post|manage|cover|run)\b))/,
  /** Services besides one named: the list of them all. */
  /** What a visitor sends us, asked about as data we might pass on ("do you sell my email?"). */
  personalData: PERSONAL_DATA,
  pricesBinding: PRICES_BINDING,
  pricesFinal: PRICES_FINAL,
  otherServices:
    /\b(?:range|full list|complete (?:list|picture)|all) of (?:the |your )?(?:services|what you)\b|\banything (?:else|besides)|\bother than\b|\bapart from\b|\bbesides\b|\bwhat (?:kinds?|types?|sorts?) of\b|\blist (?:your|all|the|of)\b/,
  /** Advice for the visitor's own work ("should I…", "how do I…", "is it bad to…"), not a question about us. */
  advice:
    /\bshould (?:i|we|my|our)\b|\b(?:is it|are they|am i|is that) (?:supposed|meant) to\b|\bwhat do (?:i|we) (?:actually |even |then )?(?:type|put|enter|set|write|fill)\b|\bhow (?:many|much|long|often) (?:\w+ ){1,3}should\b|\bhow (?:do|can|should|would) (?:i|we)\b|\bhow to\b|\bwhat should (?:i|we)\b|\bwhen should\b|\bis it (?:bad|ok|okay|fine|worth)\b|\bbest way to\b|\b(?:max|maximum|ideal|recommended) (?:\w+ )?(?:length|characters|number|size|count)\b|\bmax characters\b|\b(?:i|we) (?:must|have to)\b|\bwhat (?:do |would )?(?:you|u) (?:advi[cs]e|suggest)\b|(?<!\b(?:price|prices|cost|costs|charge|fee|rate|pay|much|backlinks?|links?) )\b(?:per|in (?:one|each|an|a|a single|every)) (?:ad ?group|post|blog post|article|ad|campaign)\b/,
  /** A question of time or amount. */
  /** How many or how much of something: "how many backlinks is that a month?" asks a feature, not billing. */
  howMany: /\bhow (?:many|much)\b/,
  quantity:
    /\bhow (?:long|soon|fast|quickly|many|often)\b|\bwhen (?:can|could|will|would) (?:you|we)\b|\btimeline\b|\bturnaround\b/,
};
