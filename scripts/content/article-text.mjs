// The words of a generated article: headline, description and a long MDX body with sections,
// sub-sections, paragraphs and lists, composed from sentence templates and a topic's vocabulary.
// The sentences are written to read as plain advice to a business owner (the browser test
// searches the archive for a word from a body), and an article never repeats a sentence.
import { countWords } from '../../src/lib/articles.ts';
import { audiences, towns } from './article-topics.mjs';

/** @typedef {import('./article-topics.mjs').Topic} Topic */
/** @typedef {ReturnType<typeof import('./random.mjs').randomSource>} Random */
/**
 * What a sentence template may use.
 * @typedef {{
 *   subject: string; one: string; many: string; town: string; example: string;
 *   t: string; it: string; t2: string; metric: string; tool: string; goal: string;
 *   n: number; weeks: number; months: number; pct: number; hours: number; money: string;
 * }} Slots
 */

/**
 * Sections are added until a body has about this many words, then a closing one (1,500 to 1,800 in
 * all; the real articles run 1,650 to 1,900 words, front matter included).
 */
export const TARGET_WORDS = 1600;

/** @param {string} text */
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);
/** Headline case: every word capitalised but short joining words; "GA4" and "A/B" stay as written. */
export const titleCase = (/** @type {string} */ text) =>
  text
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : cap(word)))
    .join(' ');

/** Whether a term names several things ("local citations", "calls to action"), for verbs and pronouns. */
export const isPlural = (/** @type {string} */ term) => /s$/.test(term) || /^calls /i.test(term);

/** A term without its leading article, for headlines ("the map pack" -> "map pack"). */
const bare = (/** @type {string} */ term) => term.replace(/^(?:the|a|an) /, '');

/** @type {Array<(c: Slots) => string>} */
const hooks = [
  (c) =>
    `Most ${c.many} we talk to have tried ${c.subject} at least once. The usual story is a burst of effort, a few weeks of waiting and then a quiet decision that it "doesn't work for a business like ours". In our experience it works fine; it was simply never given a clear job.`,
  (c) =>
    `Ask ten owners what ${c.subject} is for and you will hear ten answers. Ask what it should deliver by the end of the quarter and most go quiet, which is exactly where the money starts to leak.`,
  (c) =>
    `${cap(c.subject)} rarely fails because of one big mistake. It fails slowly, through small decisions nobody writes down: a setting left at its default, a report nobody reads, a page that was "good enough" three years ago.`,
  (c) =>
    `Every week we review accounts for ${c.many}, and the same pattern keeps turning up. The business is good at what it does, the customers are out there searching, and ${c.subject} is quietly sending them somewhere else.`,
  (c) =>
    `There is a lot of noise about ${c.subject}, most of it written for companies with a marketing department. This article is for the owner who has a few hours a month and wants to spend them on what moves the numbers.`,
  (c) =>
    `When ${c.one} asks us where to start with ${c.subject}, our answer is rarely the one they expected. It is usually something unglamorous, like ${c.t}, that has been left untouched for years while the budget went elsewhere.`,
];

/** @type {Array<(c: Slots) => string>} */
const overviews = [
  (c) =>
    `This guide covers what we check first, the order we fix things in and how to tell whether it is working. It leans on what we have seen in real accounts, including ${c.example}, rather than on theory.`,
  (c) =>
    `We will look at ${c.t}, ${c.t2} and the numbers that show progress, with a short checklist you can work through this month. None of it needs a big budget; most of it needs an afternoon and a little discipline.`,
  (c) =>
    `The steps below are the ones we follow when a new client wants to ${c.goal}. Each section stands on its own, so start with the one that matches your biggest problem and come back for the rest.`,
];

/** @type {Array<(c: Slots) => string>} */
const explanations = [
  (c) => `We start with ${c.t}, because it touches almost everything else.`,
  (c) =>
    `Get ${c.t} right and the rest of the work gets easier; neglect ${c.it} and every later improvement is built on sand.`,
  () =>
    'Search engines and customers end up judging the same thing: whether you look like the obvious answer to what they asked.',
  (c) =>
    `In the accounts we review, problems with ${c.t} explain a surprising share of lost enquiries, often more than the owner's favourite suspect.`,
  (c) =>
    `The good news is that work on ${c.t} pays off quickly: changes here usually show in the numbers within ${c.weeks} weeks.`,
  () => 'It is also the part most often handed to whoever has a spare hour, which is why it drifts out of date.',
  (c) =>
    `Think of ${c.t} as maintenance rather than a project: a little attention every month beats a big overhaul every two years.`,
  (c) =>
    `For ${c.many} the stakes are higher than they look, because one lost customer can be worth ${c.money} over the years they would have stayed.`,
  (c) => `None of this requires specialist software; ${c.tool} covers most of what you need.`,
  (c) => `The common mistake is to treat ${c.t} as a box to tick once and forget.`,
  (c) => `Competitors in ${c.town} and towns like it rarely do this well, which is exactly why it is worth the effort.`,
  (c) =>
    `We have seen ${c.one} double its enquiries without spending more, simply by fixing ${c.t} and leaving everything else alone for a quarter.`,
  () => 'Start small: pick the three pages or campaigns that bring in most of your revenue and work on those first.',
  () => 'If you only have an hour this month, spend it here.',
  () => 'Write down what you change and when, so you can tell later which change made the difference.',
  (c) => `Be wary of advice that promises results in days; most of what works in ${c.subject} compounds over months.`,
  () =>
    'A useful test is to look at your business the way a stranger would: on a phone, in a hurry, with two other options one tap away.',
  () =>
    'That is why we ask every new client the same question first: what does a good month look like, in enquiries or sales rather than clicks?',
  (c) =>
    `Once the goal is clear, decisions about ${c.t2} become much simpler, because each one either serves that goal or it does not.`,
  (c) =>
    `It pays to be specific: "more traffic" is a wish, while "${c.n} more calls a month from ${c.town}" is a plan you can check.`,
  (c) =>
    `Customers rarely notice good work on ${c.t}, but they notice at once when it is missing, and they seldom give a second chance.`,
  (c) =>
    `Most of the owners we work with already know what their customers ask on the phone; those questions are the best guide to ${c.t2} you will find.`,
  () => 'Keep the bar for big changes high and the bar for small experiments low.',
  (c) => `When budgets are tight, cut ${c.t} last: the work keeps paying long after a campaign has ended.`,
  (c) => `Most of the businesses we meet give too much attention to what is new and too little to ${c.t}.`,
  (c) => `A competitor who gets ${c.t} right will often outrank a bigger company that does not.`,
  () =>
    'If you are unsure where you stand, ask your last five customers how they found you; the answers are often a surprise.',
  () => 'Do not wait for a perfect plan: a rough version this month beats a polished one next year.',
  () => 'Treat every change as a small experiment with a start date, a figure to watch and a date to decide.',
  () => 'There is no need to do everything in this guide at once; most owners pick two items a month and finish them.',
  () =>
    'The owners who see the best results are rarely the ones with the biggest budgets; they are the ones who keep going.',
  () => "Google's own guidance points the same way: be useful, be clear and be consistent.",
  (c) =>
    `Work on ${c.t} is also one of the few things you fully control, unlike the algorithm or a competitor's budget.`,
  (c) => `In ${c.town}, as in most towns, the first three businesses a searcher sees collect most of the calls.`,
  () => 'Customers compare you with two or three alternatives in a matter of seconds, usually on a phone.',
  (c) => `An hour spent on ${c.t} now saves many hours of guessing later.`,
  () =>
    'If a task feels too technical, write down the question and ask someone who does it every day; it is usually a five-minute answer.',
  () =>
    'Small businesses have one real advantage here: they can change something on Monday and see the effect by Friday.',
  () =>
    'Whatever you change, keep the customer in front of you: what do they need to know before they pick up the phone?',
  (c) => `We have yet to meet a business that regretted tidying up ${c.t}.`,
];

/** @type {Array<(c: Slots) => string>} */
const problems = [
  (c) => `The most common problem is simple neglect: ${c.t} was set up once, years ago, and nobody has looked since.`,
  () =>
    'Another is inconsistency, where details differ from one place to the next and customers stop trusting any of them.',
  (c) => `We often find work on ${c.t} split between three people, none of whom knows what the others changed.`,
  () =>
    'Sometimes the problem is the opposite: so many changes in a short time that nothing settles long enough to measure.',
  (c) => `Tools make it easy to produce reports about ${c.t}, and just as easy never to act on them.`,
  (c) =>
    `A frequent culprit is advice copied from a large company, which assumes a budget and a team that ${c.one} does not have.`,
  () =>
    'Problems also hide behind averages: a healthy monthly figure can mask one page or campaign that is failing badly.',
  () => 'Then there is the phone test: plenty of setups that look fine on a desktop fall apart on a small screen.',
  () =>
    'Old promotions, closed locations and outdated prices are a quiet drain, because they make the whole business look neglected.',
  () => 'Often nobody writes anything down, so the same mistakes come back every time someone new takes over.',
  () => 'Rushed changes before a busy season are another classic: they break something just when it matters most.',
  () => 'A last pattern is measuring the wrong thing, which rewards activity instead of results.',
];

/** @type {Array<(c: Slots) => string>} */
const checks = [
  (c) => `Open ${c.tool} and look at the last twelve months, not the last twelve days.`,
  () =>
    'Search for your main service the way a customer would, from a phone, and note where you appear and what the listing says.',
  (c) => `List every place where ${c.t} matters and check each one against the facts as they are today.`,
  (c) => `Compare this quarter's ${c.metric} with the same quarter last year, so the seasons do not fool you.`,
  () => 'Ask a colleague to find one problem in five minutes; if they find one, there are usually more.',
  () =>
    'Check the three pages or campaigns that matter most first, then stop and fix what you found before looking further.',
  () => "Write the results into a simple sheet with a date, so next month's check takes half the time.",
  () => 'If the check takes longer than an hour, the setup is probably more complicated than it needs to be.',
  (c) =>
    `Look at what your two closest competitors in ${c.town} do, not to copy them but to see what customers compare you with.`,
  () => 'Finish by writing down the one change you will make this month and the date you will review it.',
  (c) => `Where ${c.tool} shows a warning, read it in full: many are harmless, but a few explain a sudden drop.`,
  () => 'Test the whole path once: a search, your page, the form or the phone call, and the reply a customer gets.',
];

/** @type {Array<(c: Slots) => string>} */
const steps = [
  (c) =>
    `Write down the one result that matters most this quarter, such as ${c.metric}, and the figure you have today.`,
  (c) => `Open ${c.tool} and note where you stand on ${c.t} before you change anything.`,
  () => 'List the pages or campaigns that bring in most of your revenue; they get attention first.',
  (c) => `Fix the obvious problems with ${c.t}: anything broken, missing or out of date.`,
  (c) => `Make one change at a time and give it ${c.weeks} weeks before you judge it.`,
  () => 'Put a recurring 30-minute review in the calendar and keep it, even in busy months.',
  () => 'Compare the new figures with your starting point and decide what to keep, change or drop.',
  () => 'Ask someone outside the business to go from a search to an enquiry on their phone while you watch.',
  () => 'Share a one-page summary with whoever answers the phone, so they know what the campaign promises.',
  () => 'Record what you did in a shared note, so the next person does not start from scratch.',
];

/** @type {Array<[lead: string, (c: Slots) => string]>} */
const mistakes = [
  [
    'Changing everything at once.',
    () => 'When five things change in one week, nobody can say which one helped. Change one thing, then wait.',
  ],
  [
    'Counting clicks instead of customers.',
    (c) => `Clicks are easy to count and easy to grow. Track ${c.metric} instead.`,
  ],
  [
    'Copying a competitor.',
    (c) => `What works for a chain with a national budget rarely fits ${c.one}. Borrow ideas, not plans.`,
  ],
  ['Forgetting the phone.', (c) => `Most searches for ${c.many} happen on a phone, so check every change on one.`],
  [
    'Setting and forgetting.',
    (c) => `Left alone, work on ${c.t} drifts out of date. A monthly check catches problems before they cost a season.`,
  ],
  [
    'Chasing every new feature.',
    () => 'Platforms launch something new every month. Adopt what serves your goal and ignore the rest.',
  ],
  [
    'Writing for robots.',
    () => 'A page stuffed with phrases reads badly and converts worse. Write for the customer first.',
  ],
  [
    'Giving up too early.',
    (c) => `Most of what works in ${c.subject} needs ${c.months} months to show. Judge it on a quarter, not a week.`,
  ],
  [
    'Leaving the basics to chance.',
    (c) => `Work on ${c.t2} looks dull next to a new campaign, yet it is where we find the quickest wins.`,
  ],
  [
    'Nobody owns it.',
    (c) => `If everyone is responsible for ${c.t}, nobody is. Name one person and give them an hour a week.`,
  ],
];

/** @type {Array<(c: Slots) => string>} */
const measurements = [
  () => 'Measure against where you started, not against an industry average that mixes businesses unlike yours.',
  () => 'A figure on its own says little; the trend over three months says a lot.',
  (c) => `For ${c.one}, we would expect movement in ${c.metric} within ${c.months} months if the basics are in place.`,
  () =>
    'If nothing moves after that, the problem is usually upstream: the offer, the price or the page the visitor lands on.',
  () =>
    'Keep the report short enough to read over a coffee; if it takes longer, nobody reads it after the second month.',
  () => 'We send clients one page a month: what we did, what changed and what we plan next. It is enough.',
  (c) =>
    `Note anything unusual beside the figures, such as a holiday, a price change or a competitor opening in ${c.town}.`,
];

/** @type {Array<Array<(c: Slots) => string>>} */
const examples = [
  [
    (c) =>
      `Take ${c.example}. When they came to us, nobody had touched ${c.t} in years and ${c.metric} had been flat for most of that time. The owner assumed the market was simply full.`,
    (c) =>
      `Think of ${c.example} we worked with last year. They had tried two agencies and a stack of tools, yet ${c.metric} had barely moved, and nobody could say why.`,
  ],
  [
    (c) =>
      `We started with a half-day review and found ${c.n} problems, most of them small. Fixing them took about ${c.hours} hours spread over ${c.weeks} weeks, with no change to the budget.`,
    (c) =>
      `The first month went on ${c.t}: ${c.n} fixes, none of them clever, each one written down with the date it went live. The budget stayed exactly where it was.`,
  ],
  [
    (c) =>
      `Three months later, ${c.metric} had risen ${c.pct} percent. Nothing about the business had changed except how clearly it showed up when people in ${c.town} went looking.`,
    (c) =>
      `By the end of the quarter ${c.metric} had risen ${c.pct} percent, and the owner could see which change did it. That second part mattered as much as the first.`,
  ],
];

/** @type {Array<(c: Slots) => string>} */
const costs = [
  (c) =>
    `Most of the work in this guide costs time rather than money. Budget ${c.hours} hours for the first month and two to four hours a month after that.`,
  (c) =>
    `If you hire help, ask what will be done each month and how you will see the result. A fair quote for ${c.one} names the tasks, not just a retainer.`,
  (c) =>
    `Results arrive in stages: quick fixes show within weeks, while work on ${c.t2} usually takes ${c.months} months to pay back in full.`,
  () =>
    'Spending more does not speed up the slow part. Extra money helps once the basics are in place and the numbers show where it should go.',
];

/** @type {string[]} */
const toolUses = [
  'Free or already paid for, and enough for most of the checks above.',
  'Open it once a month to spot changes before they become problems.',
  'Good for a quick baseline before you change anything.',
  'Worth learning properly: an hour with it saves a lot of guessing.',
];

/** @type {string[]} */
const metricNotes = [
  'compared with the same month last year',
  'tracked in a simple shared sheet',
  'split by device, since phones and desktops behave differently',
  'with a note of what changed that month',
];

/** @type {Array<(c: Slots) => string>} */
const closings = [
  () =>
    'If you would rather spend your time running the business, everything above is part of our [SERVICE](SERVICE_PATH), with a monthly report in plain English. [Tell us about your business](/contact) and we will say honestly where we would start.',
  () =>
    'Want a second opinion before you begin? [Send us a short note](/contact) about your business and your goals. We will look at where you stand today and, if working together through our [SERVICE](SERVICE_PATH) makes sense, explain how we would approach the first ninety days.',
  () =>
    'None of this is complicated, but it does take steady attention. If that is hard to find, our [SERVICE](SERVICE_PATH) can take it off your plate. [Get in touch](/contact) and tell us what a good month would look like for you.',
];

/**
 * Everything one article is made of, drawn from `random` (the same seed gives the same article).
 * @param {Random} random
 * @param {Topic} topic
 */
export function composeArticle(random, topic) {
  const audience = random.pick(audiences);
  const town = random.pick(towns);
  const terms = random.shuffle(topic.terms);
  const nextTerm = (() => {
    let index = 0;
    return () => /** @type {string} */ (terms[index++ % terms.length]);
  })();
  const deal = {
    explanation: random.deck(explanations),
    problem: random.deck(problems),
    check: random.deck(checks),
    step: random.deck(steps),
    mistake: random.deck(mistakes),
    measurement: random.deck(measurements),
    cost: random.deck(costs),
    metric: random.deck(topic.metrics),
    tool: random.deck(topic.tools),
  };
  const example = `${audience.one} in ${town}`;
  /** Slots for one paragraph or list, around `focus`. */
  const slots = (/** @type {string} */ focus = nextTerm()) => ({
    subject: topic.subject,
    one: audience.one,
    many: audience.many,
    town,
    example,
    t: focus,
    it: isPlural(focus) ? 'them' : 'it',
    t2: terms.find((term) => term !== focus) ?? focus,
    metric: deal.metric(),
    tool: deal.tool(),
    goal: random.pick(topic.goals),
    n: random.int(3, 9),
    weeks: random.int(2, 6),
    months: random.int(3, 6),
    pct: random.int(12, 85),
    hours: random.int(6, 20),
    money: `$${(random.int(8, 60) * 100).toLocaleString('en-US')}`,
  });
  const uses = random.shuffle(toolUses);
  const notes = random.shuffle(metricNotes);
  const paragraph = (/** @type {string} */ focus, sentences = random.int(3, 5)) => {
    const c = slots(focus);
    return Array.from({ length: sentences }, () => deal.explanation()(c)).join(' ');
  };
  /** `count` sentences dealt from `pool`, around `focus`. */
  const sentences = (/** @type {() => (c: Slots) => string} */ pool, /** @type {string} */ focus, count = 3) => {
    const c = slots(focus);
    return Array.from({ length: count }, () => pool()(c)).join(' ');
  };
  const bold = (/** @type {string} */ text) => `**${text}**`;

  /** @type {Array<(focus: string) => { heading: string; body: string }>} */
  const sectionKinds = [
    (focus) => ({
      heading: random.pick([`Why ${focus} matters`, `Start with ${focus}`, `Get ${focus} right first`]),
      body: [paragraph(focus, 4), paragraph(focus, 3), '### A quick test', sentences(deal.check, focus, 3)].join(
        '\n\n',
      ),
    }),
    (focus) => {
      const c = slots(focus);
      const count = random.int(5, 7);
      return {
        heading: random.pick([`How to improve ${focus} step by step`, `A simple process for ${focus}`]),
        body: [
          paragraph(focus, 2),
          Array.from({ length: count }, (_, index) => `${index + 1}. ${deal.step()(c)}`).join('\n'),
          paragraph(focus, 2),
        ].join('\n\n'),
      };
    },
    (focus) => {
      const c = slots(focus);
      return {
        heading: random.pick([`Common mistakes with ${focus}`, `What we see go wrong with ${focus}`]),
        body: [
          `These are the problems we find most often when we take over ${c.subject} for ${c.many}.`,
          Array.from({ length: random.int(4, 5) }, () => {
            const [lead, text] = deal.mistake();
            return `- ${bold(lead)} ${text(slots(focus))}`;
          }).join('\n'),
          sentences(deal.problem, focus, 2),
        ].join('\n\n'),
      };
    },
    (focus) => {
      const c = slots(focus);
      return {
        heading: random.pick(['How to measure progress', 'What to track each month', 'Reading the numbers']),
        body: [
          [deal.measurement()(c), deal.measurement()(c), deal.measurement()(c)].join(' '),
          '### The figures that matter',
          topic.metrics.map((metric, index) => `- ${bold(cap(metric))}, ${notes[index]}.`).join('\n'),
          '### What good looks like',
          [deal.measurement()(c), deal.measurement()(c)].join(' '),
        ].join('\n\n'),
      };
    },
    (focus) => {
      const c = slots(focus);
      return {
        heading: random.pick([`An example from ${town}`, `What this looked like for ${audience.one}`]),
        body: examples.map((variants) => random.pick(variants)(c)).join('\n\n'),
      };
    },
    (focus) => {
      const c = slots(focus);
      return {
        heading: random.pick(['What it costs and how long it takes', 'Time, budget and patience']),
        body: [[deal.cost()(c), deal.cost()(c)].join(' '), [deal.cost()(c), deal.explanation()(c)].join(' ')].join(
          '\n\n',
        ),
      };
    },
    (focus) => ({
      heading: random.pick(['Tools worth using', 'The tools we actually use']),
      body: [
        paragraph(focus, 2),
        topic.tools.map((tool, index) => `- ${bold(`${cap(tool)}.`)} ${uses[index]}`).join('\n'),
        paragraph(focus, 2),
      ].join('\n\n'),
    }),
    (focus) => ({
      heading: `A closer look at ${focus}`,
      body: [
        paragraph(focus, 3),
        '### Where it goes wrong',
        sentences(deal.problem, focus, 3),
        '### How to check yours',
        sentences(deal.check, focus, 3),
      ].join('\n\n'),
    }),
  ];

  const intro = [hooks, overviews].map((pool) => random.pick(pool)(slots())).join('\n\n');
  // A first section on the main term, then the other kinds in random order until the article
  // reaches its length; each section is about another of the topic's terms.
  // A closer look at another term lengthens an article that is still short once every kind is used.
  const [first, ...rest] = sectionKinds;
  const closerLook = /** @type {(typeof sectionKinds)[number]} */ (sectionKinds.at(-1));
  const order = [/** @type {(typeof sectionKinds)[number]} */ (first), ...random.shuffle(rest), closerLook, closerLook];
  const sections = [];
  let words = countWords(intro);
  for (const kind of order) {
    if (sections.length >= 5 && words >= TARGET_WORDS - 50) break;
    const section = kind(nextTerm());
    if (sections.some((other) => other.heading === section.heading)) continue;
    sections.push(section);
    words += countWords(`${section.heading}\n${section.body}`);
  }
  const closing = random
    .pick(closings)(slots())
    .replace('[SERVICE](SERVICE_PATH)', `[${topic.service.label}](${topic.service.path})`);
  sections.push({
    heading: random.pick(['Where to go from here', `Get help with ${topic.subject}`, 'Next steps']),
    body: closing,
  });

  const body = [intro, ...sections.map(({ heading, body: text }) => `## ${cap(heading)}\n\n${text}`)].join('\n\n');
  return { body, audience, town, example, headlineTerm: titleCase(bare(/** @type {string} */ (terms[0]))) };
}

/**
 * Headlines for an article, best first, each 10 to 60 characters; the caller takes the first that
 * no other article has.
 * @param {Random} random
 * @param {Topic} topic
 * @param {{ audience: { title: string }; headlineTerm: string; year: number }} parts
 */
export function headlines(random, topic, { audience, headlineTerm, year }) {
  const s = topic.titleSubject;
  const t = headlineTerm;
  const a = audience.title;
  const n = random.int(3, 9);
  const candidates = random.shuffle([
    `${s} for ${a}: A Practical Guide`,
    `How ${a} Can Get More From ${s}`,
    `${n} ${s} Mistakes ${a} Still Make`,
    `A ${year} Guide to ${t}`,
    `How to Improve ${t} in ${n} Steps`,
    `What ${a} Should Know About ${t}`,
    `${t}: A Checklist for ${a}`,
    `Why ${t} ${isPlural(t) ? 'Matter' : 'Matters'} More Than You Think`,
    `Getting Started With ${t}`,
    `${s} on a Small Budget: Where to Start`,
    `How We Plan ${s} for ${a}`,
    `${t} Explained for Busy Owners`,
    `The First 90 Days of ${s} for ${a}`,
    `Fixing ${t}: Lessons From ${n * 10} Audits`,
  ]);
  return candidates.filter((title) => title.length >= 10 && title.length <= 60);
}

/**
 * A meta description of 70 to 160 characters.
 * @param {Random} random
 * @param {Topic} topic
 * @param {{ audience: { many: string }; terms: string[] }} parts
 */
export function description(random, topic, { audience, terms }) {
  const [t1 = '', t2 = '', t3 = ''] = terms;
  const goal = random.pick(topic.goals);
  const candidates = random.shuffle([
    `How ${audience.many} can ${goal}: ${t1}, ${t2} and ${t3}, with a checklist to follow this month.`,
    `A practical look at ${t1} for ${audience.many}: what to fix first, what to measure and what to leave alone.`,
    `What we learned about ${t1} from client accounts, and the steps ${audience.many} can take this month to ${goal}.`,
    `Plain advice on ${topic.subject} for ${audience.many}: where to start, what it costs and how to tell it is working.`,
  ]);
  const fits = candidates.find((text) => text.length >= 70 && text.length <= 160);
  return (
    fits ?? `Plain advice on ${topic.subject}: where to start, what it costs and how to tell whether it is working.`
  );
}
