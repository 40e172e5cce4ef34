import * as z from 'zod';
import { servicePageSchema, type ServicePage } from '../lib/schemas/service.schema.ts';
import { slugOf } from '../lib/url.ts';
import { claimText } from './company.ts';
import { site } from './site.ts';

/**
 * Content of the nine service pages, keyed by the page's path segment. The keys stay literal
 * (`ServiceSlug`), so the route table, pricing and testimonials can only name a service that is here.
 */
const servicePages = {
  'seo-services': {
    summary:
      'Technical audits, on-page optimization, keyword strategy and earned links that help search engines understand your site and help customers find it.',
    tags: ['Technical SEO', 'On-page SEO', 'Keyword research', 'Link building'],
    header: {
      title: 'SEO Services',
      subTitle: 'Search engine optimization built on audits, data and steady execution',
      tagline:
        'We find what is holding your website back in organic search, fix it in order of impact, and report progress in plain language every month.',
    },
    firstSection: {
      icon: 'Search',
      heading: 'Search visibility that starts with a thorough technical audit',
      paragraphs: [
        'Every SEO engagement at Tidewell Digital starts with a crawl of your whole website. We check indexation, canonical tags, redirects, broken links, sitemaps, robots.txt, page speed, Core Web Vitals and mobile rendering. You get a fix list ranked by impact and effort, so your developers or ours know what comes first. Technical problems cap every other effort, so we solve them before writing new pages.',
        'Then we research the searches your customers type, group them by intent and map each group to one page. We rewrite titles, meta descriptions, headings and copy that miss the mark, strengthen internal links and add structured data where it can earn rich results. Links come from relevant publications, associations and partners in your industry, earned through useful content and outreach, never bought.',
      ],
    },
    deliverables: [
      'A crawl-based technical audit with a fix list ranked by impact',
      'Keyword research that maps each search to the page that should rank',
      'Rewritten titles, meta descriptions and copy on your key landing pages',
      'Links earned every month from relevant, editorially reviewed sites',
      'On-site blog posts written around the searches you target',
      'A monthly ranking and traffic report, explained by your strategist',
    ],
    secondSection: {
      heading: 'Honest timelines, no ranking guarantees and a report every month',
      paragraph: `SEO compounds over months, not days. No agency controls Google's algorithm, so we don't guarantee rankings; we commit to a clear plan, consistent work and open reporting. Each monthly report covers organic traffic, keyword positions, conversions and the work done, and a dedicated strategist knows your account. We have refined this since ${site.foundingYear} with ${claimText.clientsInWords} clients, and ${claimText.retention} stay with us.`,
    },
    cardsHeading: 'Fixes before content, earned links and reports tied to leads',
    agencyCards: [
      {
        icon: 'Wrench',
        heading: 'Technical fixes first',
        content:
          'We resolve crawl errors, duplicate content, slow templates and indexation gaps before investing in new content, so every later effort rests on a sound base.',
      },
      {
        icon: 'Target',
        heading: 'Intent-based keyword mapping',
        content:
          'Each target query is assigned to a single page based on what the searcher wants, which stops your own pages from competing against each other.',
      },
      {
        icon: 'FileText',
        heading: 'Page-by-page optimization',
        content:
          'Titles, headings, copy, image alt text and internal links are revised page by page, and every change is logged so you can see what was done and when.',
      },
      {
        icon: 'Link',
        heading: 'Earned, relevant links',
        content:
          'We pursue links from industry publications, associations and partners through outreach and genuinely useful resources. We do not buy links or use private blog networks.',
      },
      {
        icon: 'ChartLine',
        heading: 'Reporting tied to leads',
        content:
          'Monthly reports connect organic traffic and rankings to leads and sales, and explain in plain language what changed, why it changed and what we plan next.',
      },
      {
        icon: 'Headset',
        heading: 'Support around the clock',
        content: `Our support is available ${site.claims.support}, and your strategist is reachable ${site.businessHours.label}, for planning calls and questions about your account.`,
      },
    ],
  },

  'smo-services': {
    summary:
      'Social media optimization on YouTube, Facebook, Instagram, LinkedIn, X and Pinterest: profiles, content calendars, community management and reporting.',
    tags: ['Social media', 'Community management', 'Content calendars', 'Profile optimization'],
    header: {
      title: 'Social Media Optimization (SMO) Services',
      subTitle: 'Build an audience that knows, trusts and recommends your business',
      tagline:
        'We plan, publish and manage social content on the platforms your customers use, and measure what it contributes to your business.',
    },
    firstSection: {
      icon: 'Share2',
      heading: 'A social media plan where every post has a job to do',
      paragraphs: [
        'Posting often is not a strategy. We start by agreeing what social media should do for your business: website visits, inquiries, customer service or recruiting. Then we choose the platforms that deserve your time, what to publish on each and how often. Every post has a purpose, a format that suits its platform and a clear next step for the people who see it.',
        'We complete your profiles with accurate details, keyword-aware bios and links to the right pages. Each month you approve a content calendar of graphics, short videos, captions and hashtags. Once posts are live, we answer comments and messages, watch mentions of your brand and adjust the plan by reach, engagement and the traffic social sends to your website.',
      ],
    },
    deliverables: [
      'Complete, optimized profiles on the platforms that suit your audience',
      'A monthly content calendar you approve before anything goes live',
      'Original creatives designed for each platform, every month',
      'Captions and hashtag research for every post',
      'Scheduled publishing at the times your audience is most active',
      'A monthly report on reach, engagement and visits from social',
    ],
    secondSection: {
      heading: 'Customers check your profiles before they call, visit or buy',
      paragraph:
        'An abandoned page or an unanswered complaint says something about how a business runs, while an active, helpful presence builds confidence long before a sale. Social platforms are search engines too, so optimized profiles and posts help new people find you. Tracked links tie social activity to website visits, inquiries and purchases, so you judge it by results, not follower counts.',
    },
    thirdSection: {
      heading: 'The platforms that fit your audience, not all six by default',
      content:
        'We work on YouTube, Facebook, Instagram, LinkedIn, X and Pinterest, but few businesses need all six. A B2B consultancy may focus on LinkedIn and YouTube; a home decor retailer may do better on Instagram and Pinterest. We recommend a mix based on where your audience is active and what your team can sustain, and tailor content to each platform instead of posting one message everywhere.',
    },
    cardsHeading: 'Approved content, prompt replies and results you can measure',
    agencyCards: [
      {
        icon: 'CalendarDays',
        heading: 'Planned, approved content',
        content:
          "You review and approve each month's content calendar in advance, so nothing goes live on your channels without your sign-off.",
      },
      {
        icon: 'MessagesSquare',
        heading: 'Responsive community care',
        content:
          'Comments and messages are answered in your brand voice, and anything sensitive, such as a complaint or a refund request, is flagged to you right away.',
      },
      {
        icon: 'Image',
        heading: 'Platform-native creative',
        content:
          'Graphics, carousels and short videos are sized and written for each platform, rather than one post copied unchanged across every channel.',
      },
      {
        icon: 'Radar',
        heading: 'Brand and trend monitoring',
        content:
          'We watch mentions of your business, your competitors and industry hashtags to catch customer feedback early and spot timely topics worth joining.',
      },
      {
        icon: 'ChartPie',
        heading: 'Results you can measure',
        content:
          'Tagged links and platform analytics show how social activity turns into website visits, inquiries and sales, not just likes and follows.',
      },
      {
        icon: 'Users',
        heading: 'One team that knows your brand',
        content:
          'The same account team handles your strategy, content and engagement, so your voice stays consistent from one month to the next.',
      },
    ],
    serviceList: {
      heading: 'Everything from the first audit to the monthly report',
      items: [
        {
          heading: 'Social media audit',
          content:
            "A review of your existing profiles, content history, audience data and competitors' activity to find gaps and opportunities.",
        },
        {
          heading: 'Profile setup and optimization',
          content:
            'Complete, consistent business information, keyword-aware bios, branded cover images and links to the right pages of your website.',
        },
        {
          heading: 'Content calendar and creation',
          content:
            'A monthly plan of posts, graphics, short videos and captions, prepared for your review and approval before anything is published.',
        },
        {
          heading: 'Scheduling and publishing',
          content:
            'Posts go out at the times your audience is most active, using scheduling tools that keep every channel consistent.',
        },
        {
          heading: 'Community management',
          content:
            "Replies to comments and direct messages in your brand voice, with questions that need your team's input passed on promptly.",
        },
        {
          heading: 'Social listening',
          content:
            'Monitoring of brand mentions, relevant hashtags and industry conversations so you can respond to feedback and notice trends early.',
        },
        {
          heading: 'Paid social support',
          content:
            'Boosted posts and targeted campaigns that extend the reach of your best content to defined audiences, within a budget you set.',
        },
        {
          heading: 'Analytics and reporting',
          content:
            'Monthly reports on reach, engagement, follower growth and website traffic from social, with recommendations for the month ahead.',
        },
      ],
    },
    platforms: ['YouTube', 'Facebook', 'Instagram', 'LinkedIn', 'X', 'Pinterest'],
    process: {
      heading: 'Six steps from first review to a plan that keeps improving',
      steps: [
        {
          title: 'Analysis and Goal Setting',
          content:
            'We review your current profiles, audience and competitors, then agree on measurable goals such as website visits, inquiries or engagement rate, so every later decision has a benchmark.',
        },
        {
          title: 'Choosing the Right Communication Platform',
          content:
            'Based on who your customers are and how they use social media, we recommend the platforms worth your investment and explain why others can wait.',
        },
        {
          title: 'Profile Optimization',
          content:
            'We complete and standardize each profile with accurate contact details, keyword-aware bios, branded visuals and links that send visitors to the most relevant pages.',
        },
        {
          title: 'Building a Strong Online Presence',
          content:
            'We publish a consistent mix of educational, promotional and behind-the-scenes content from your approved calendar, adapted to the formats each platform favors.',
        },
        {
          title: 'Community Engagement',
          content:
            'We answer comments and messages promptly, join relevant conversations and encourage customers to share their experiences, turning followers into an active community.',
        },
        {
          title: 'Monitoring and Improving Performance',
          content:
            'We track reach, engagement and referral traffic, test new formats and posting times, and report each month on what worked and what we will change next.',
        },
      ],
    },
  },

  'online-reputation-management': {
    summary:
      'Monitoring, review generation, review responses and branded search management that give prospective customers an accurate, trustworthy picture of you.',
    tags: ['Review management', 'Brand monitoring', 'Crisis response', 'Branded search'],
    header: {
      title: 'Online Reputation Management',
      subTitle: 'Protect and strengthen how your business appears online',
      tagline:
        'We monitor what people say about you, help satisfied customers leave reviews, respond to criticism professionally and improve what appears when someone searches your name.',
    },
    firstSection: {
      icon: 'ShieldCheck',
      heading: 'Your reputation is decided before customers ever contact you',
      paragraphs: [
        'Most buyers read reviews and search your name before they get in touch. A few bad reviews, an old news story or an unanswered complaint on page one can cost you business you never see. We start by auditing what appears for your brand, key people and products, and your ratings on Google, Yelp, Facebook and the review sites of your industry.',
        'Then we set up monitoring so new reviews and mentions reach you quickly, and a process that asks real customers for a review by email or text after a completed job or purchase. We draft replies to positive and negative reviews for your approval, publish and optimize assets you control, such as profiles, articles and case studies, and help you resolve fair complaints at their source.',
      ],
    },
    deliverables: [
      'An audit of your branded search results and review-site ratings',
      'Alerts for new reviews and mentions on review sites, social and news',
      'A policy-compliant review request process by email or text',
      'Drafted replies to every review, sent to you for approval',
      'Profiles, articles and pages you control, published and optimized',
      'A monthly report on ratings, review volume, response times and sentiment',
    ],
    secondSection: {
      heading: 'No fake reviews, no paid ratings, no promises to erase criticism',
      paragraph:
        "Fake reviews and paid ratings break platform policies and can hurt you far more than a bad review. Instead, we make it easy for satisfied customers to share their experience, respond to every review professionally and report content that truly breaches a platform's rules through the proper channels. Over time, authentic reviews and content you control give searchers a fairer picture.",
    },
    thirdSection: {
      heading: 'When a critical story or a wave of complaints hits',
      content: `If a critical news story, a viral post or a sudden wave of complaints appears, speed and tone matter. Our support is available ${site.claims.support}: we help you assess the situation, prepare a factual public response, choose the channels that need it and watch how the conversation develops. Afterward, we review what happened with you and adjust your processes so it is less likely to recur.`,
    },
    cardsHeading: 'Timely alerts, genuine reviews and calm, professional replies',
    agencyCards: [
      {
        icon: 'Bell',
        heading: 'Timely review and mention alerts',
        content:
          'New reviews and brand mentions across review sites, social media and news are tracked, so you hear about feedback while there is still time to respond well.',
      },
      {
        icon: 'Star',
        heading: 'Review generation',
        content:
          'Automated, policy-compliant requests by email or text invite genuine customers to leave a review on the platforms that matter most to your business.',
      },
      {
        icon: 'Reply',
        heading: 'Professional review responses',
        content:
          'We draft replies in your voice that thank happy customers and address unhappy ones calmly, with an offer to resolve the issue offline.',
      },
      {
        icon: 'Newspaper',
        heading: 'Stronger branded search results',
        content:
          'We publish and optimize profiles, articles and pages you control so that more of the first page for your name reflects your business accurately.',
      },
      {
        icon: 'Scale',
        heading: 'Ethical methods only',
        content:
          "No fake reviews, no review gating and no paid ratings. Content is reported for removal only when it breaks a platform's published rules.",
      },
      {
        icon: 'FileChartColumn',
        heading: 'Reputation reporting',
        content:
          'Monthly reports track average ratings, review volume, response times, sentiment and changes in the search results for your brand name.',
      },
    ],
  },

  'small-business-seo': {
    summary:
      'Right-sized SEO for small businesses: a focused keyword plan, fixes to your website and Google Business Profile, and monthly work scaled to your budget.',
    tags: ['Small business', 'Google Business Profile', 'Website fixes', 'Lead tracking'],
    header: {
      title: 'Small Business SEO',
      subTitle: 'Focused search optimization for owners who need every dollar to count',
      tagline:
        'We concentrate your budget on the searches most likely to bring paying customers, and explain every step without jargon.',
    },
    firstSection: {
      icon: 'Store',
      heading: 'SEO sized for the way small businesses actually operate',
      paragraphs: [
        'Most small businesses have no marketing team, no in-house developer and no budget to compete for every industry term. So we pick a few keywords with clear buying intent, often a service plus a place, such as a plumber in a particular suburb, and focus there instead of chasing broad terms national brands own. The goal is calls, bookings and visits, not vanity traffic.',
        'We fix the basics first: slow hosting, missing page titles, thin service pages, a confusing menu and contact details that differ between listings. We optimize your Google Business Profile, improve the service pages that matter most and set up call and form tracking, so you see which inquiries come from search. You approve changes before they go live, and you keep everything we create.',
      ],
    },
    deliverables: [
      'A short list of high-intent keywords you can realistically win',
      'Fixes for slow pages, missing titles and mobile layout problems',
      'An optimized, up-to-date Google Business Profile',
      'Stronger service pages for the work you most want to win',
      'Call and form tracking that shows which inquiries come from search',
      'A written plan up front and a plain-language report every month',
    ],
    secondSection: {
      heading: 'A written plan before we start, and reports in plain language',
      paragraph:
        'Many owners have paid for SEO and never understood what they got. Before work begins, you get a written plan listing the pages we will improve, the keywords we target and the tasks for each month. Monthly reports show calls, form submissions and direction requests, and the work behind them. If something is not working, we say so and change course instead of padding the report.',
    },
    cardsHeading: 'Built around a small budget and a busy owner',
    agencyCards: [
      {
        icon: 'ListChecks',
        heading: 'A short, winnable keyword list',
        content:
          'We target a small set of high-intent searches you can realistically compete for, instead of spreading a limited budget across terms dominated by national brands.',
      },
      {
        icon: 'MapPin',
        heading: 'Google Business Profile care',
        content:
          'Categories, services, hours, photos and posts are kept current on your profile, which for many small businesses drives more calls than the website itself.',
      },
      {
        icon: 'Gauge',
        heading: 'A faster, cleaner website',
        content:
          'We fix slow pages, broken links, missing titles and mobile layout problems that frustrate visitors and hold back your visibility in search.',
      },
      {
        icon: 'PhoneCall',
        heading: 'Inquiry tracking',
        content:
          'Call and form tracking show how many inquiries organic search produces each month, so you can judge SEO by real business results.',
      },
      {
        icon: 'Wallet',
        heading: 'Scoped to your budget',
        content:
          'Monthly work is planned around what you can invest, with the highest-impact tasks done first and nothing added without your agreement.',
      },
      {
        icon: 'HeartHandshake',
        heading: 'A partner, not a vendor',
        content: `More than ${site.claims.retention}% of our clients stay with us, thanks to straight answers, steady work and a team that takes the time to learn how your business runs.`,
      },
    ],
  },

  'ecommerce-seo': {
    summary:
      'SEO for online stores: crawlable categories and products, product schema, faceted navigation control and content that attracts shoppers ready to buy.',
    tags: ['E-commerce', 'Product schema', 'Category pages', 'Faceted navigation', 'Site migrations'],
    header: {
      title: 'E-commerce SEO',
      subTitle: 'Organic search growth for online stores of every size',
      tagline:
        'We make your categories and products easy for search engines to crawl and for shoppers to find, on Shopify, WooCommerce, Magento, BigCommerce and custom platforms.',
    },
    firstSection: {
      icon: 'ShoppingCart',
      heading: 'Online stores face search problems that ordinary websites do not',
      paragraphs: [
        'Thousands of products, filters and variants can create far more URLs than search engines will crawl. Faceted navigation spawns near-duplicates for every size, color and price; discontinued products leave dead ends; and copied manufacturer descriptions give search engines no reason to rank you. We start with a crawl of your store and a review of how your platform handles categories, variants and pages.',
        "We decide which filtered pages deserve indexing and which to consolidate or keep out of the crawl, restructure categories around how shoppers search, and rewrite titles and descriptions for priority categories and best-sellers. Product, Offer, Review and Breadcrumb structured data let listings show price, stock and ratings, and rules for seasonal and discontinued products keep those pages' value.",
      ],
    },
    deliverables: [
      'A full store crawl with a ranked list of technical fixes',
      'Rules for which filter and variant pages search engines should index',
      'Categories restructured around how shoppers actually search',
      'Rewritten titles and descriptions for priority categories and products',
      'Product, Offer, Review and Breadcrumb structured data',
      'Monthly reports on organic revenue, transactions and conversion rate',
    ],
    secondSection: {
      heading: 'SEO measured in revenue, not just traffic',
      paragraph:
        "For a store, the traffic that matters is traffic that buys. We connect Google Search Console with your analytics' e-commerce tracking, so reports show organic revenue, transactions and conversion rate by category, not just sessions. That shows which categories to prioritize by margin and demand, and what is paying off. Query data from your paid shopping campaigns reveals product terms worth targeting organically.",
    },
    thirdSection: {
      heading: 'Replatforming and redesigns without losing search traffic',
      content:
        'A new platform or a redesign is a risky moment for organic search. Before launch, we crawl the current site, map every product, category and content URL to its new address, and check staging for missing metadata, broken structured data and blocked pages. After launch, we test redirects, watch indexing and rankings and fix problems fast, so the move keeps years of visibility.',
    },
    cardsHeading: 'Crawl control, rich product listings and revenue reporting',
    agencyCards: [
      {
        icon: 'Funnel',
        heading: 'Faceted navigation control',
        content:
          'We decide which filter combinations deserve to rank and keep the rest from wasting crawl budget or creating duplicate content.',
      },
      {
        icon: 'Tag',
        heading: 'Product schema markup',
        content:
          'Product, Offer, Review and Breadcrumb structured data help your listings show price, stock status and ratings directly in search results.',
      },
      {
        icon: 'Layers',
        heading: 'Category architecture',
        content:
          'Categories and subcategories are organized around real search demand, with internal links that pass authority to the pages that sell the most.',
      },
      {
        icon: 'PackageSearch',
        heading: 'Original product content',
        content:
          'We replace copied manufacturer descriptions on priority products with original copy that answers shopper questions and targets buying-intent terms.',
      },
      {
        icon: 'Boxes',
        heading: 'Inventory-aware SEO',
        content:
          'Clear rules for out-of-stock, seasonal and discontinued products keep hard-earned rankings from turning into dead ends and 404 errors.',
      },
      {
        icon: 'CircleDollarSign',
        heading: 'Revenue-focused reporting',
        content:
          'Reports tie organic search to transactions, revenue and conversion rate by category, so decisions are based on sales rather than sessions.',
      },
    ],
  },

  'local-seo-services': {
    summary:
      "Local SEO that helps your business appear in Google's map results and nearby searches: Google Business Profile, citations, reviews and location pages.",
    tags: ['Local search', 'Google Business Profile', 'Citations', 'Location pages'],
    header: {
      title: 'Local SEO Services',
      subTitle: 'Get found by customers searching near you',
      tagline:
        'We optimize your Google Business Profile, directory listings, reviews and location pages so nearby customers find you in map results and local searches.',
    },
    firstSection: {
      icon: 'MapPin',
      heading: 'More visibility in the searches that happen near your door',
      paragraphs: [
        'When someone searches for a dentist, an electrician or a restaurant nearby, Google shows a map with a short list of businesses before the ordinary results. Getting into that list depends on relevance, distance and prominence. We work on every factor you can influence, starting with an audit of your Google Business Profile, your directory listings and the local signals on your website.',
        'We complete every relevant section of your profile, choose categories carefully, add services, products and photos, and post updates. We clean up your name, address and phone number across aggregators and directories such as Apple Business Connect, Bing Places, Yelp and industry sites. On your website, we build location and service-area pages with real local content and LocalBusiness structured data.',
      ],
    },
    deliverables: [
      'An audit of your Google Business Profile, listings and local signals',
      'A complete Google Business Profile with regular posts and photos',
      'The same name, address and phone number across key directories',
      'A review request process and a timely reply to every review',
      'Location or service-area pages with LocalBusiness structured data',
      'Map rank tracking across your service area, reported monthly',
    ],
    secondSection: {
      heading: 'One storefront, many branches or a service area: a plan for each',
      paragraph:
        'For one location, we focus on your profile, your reviews and the neighborhoods you serve. For multi-location brands, we manage profiles at scale: consistent naming, a page per location, local photos, review replies for every branch and reports that compare locations. Service-area businesses such as plumbers and cleaners get profiles set up correctly, with the street address hidden where appropriate.',
    },
    cardsHeading: 'Profiles, citations, reviews and map rankings, kept current',
    agencyCards: [
      {
        icon: 'BadgeCheck',
        heading: 'Complete, active business profiles',
        content:
          'Categories, services, attributes, hours, photos and regular posts are managed so your Google Business Profile stays complete, accurate and active.',
      },
      {
        icon: 'ClipboardList',
        heading: 'Citation cleanup and building',
        content:
          'We correct inconsistent business names, addresses and phone numbers across directories and add listings on sites relevant to your industry and city.',
      },
      {
        icon: 'ThumbsUp',
        heading: 'Local review strategy',
        content:
          'A simple request process helps recent customers review you on Google, and every review receives a timely, personal reply.',
      },
      {
        icon: 'Building',
        heading: 'Location landing pages',
        content:
          'Each location or service area gets its own page with local details, directions, staff and services, not a template with the city name swapped in.',
      },
      {
        icon: 'Navigation',
        heading: 'Map rank tracking',
        content:
          'We track your position in map results across a grid of points in your service area, showing where you are strong and where visibility drops off.',
      },
      {
        icon: 'Clock',
        heading: 'Hours and updates kept current',
        content:
          'Holiday hours, temporary closures, new services and special offers are updated promptly, so customers never arrive to find a locked door.',
      },
    ],
  },

  'white-label-seo': {
    summary:
      'SEO fulfillment for agencies: audits, on-page work, content and link outreach delivered behind the scenes, with reports branded as your own.',
    tags: ['Agency partners', 'White-label reporting', 'SEO fulfillment', 'Reseller programs'],
    header: {
      title: 'White-Label SEO',
      subTitle: 'SEO fulfillment your agency can sell under its own brand',
      tagline:
        'We do the research, optimization and reporting behind the scenes while your agency keeps the client relationship, the brand and the pricing.',
    },
    firstSection: {
      icon: 'Handshake',
      heading: 'Offer SEO to your clients without hiring an in-house team',
      paragraphs: [
        "Many web design, marketing and ad agencies are asked for SEO but can't justify a department for it. Our white-label program lets you sell it under your own name. We handle audits, keyword research, on-page work, content and link outreach; your team stays the only contact your clients see. You set the prices and packages, and we never contact your clients unless you ask.",
        'Every deliverable is ready to present as your own: audits, keyword plans and monthly reports carry your logo, colors and domain, and never mention Tidewell Digital. A shared project board shows task status for each client and lets you request changes and download finished work. For sales conversations, we prepare pre-sale audits and proposal material you can brand and send to prospects.',
      ],
    },
    deliverables: [
      'Technical audits and keyword plans for each client account',
      'On-page optimization, content and link outreach done for you',
      'Monthly reports and dashboards under your logo and domain',
      'Branded pre-sale audits and proposal material for prospects',
      'A shared project board with the status of every task',
      'A dedicated account manager for all of your client accounts',
    ],
    secondSection: {
      heading: 'From onboarding call to monthly delivery: how the partnership runs',
      paragraph: `After an onboarding call, we agree on the packages you resell, the turnaround for each deliverable and how you hand over accounts. For each client, we run an audit and build a plan you review before it reaches them. Work arrives monthly, coordinated by a dedicated account manager. Support is available ${site.claims.support}, so an urgent client question does not wait for the next business day.`,
    },
    cardsHeading: 'Your brand on every report, your clients kept confidential',
    agencyCards: [
      {
        icon: 'Presentation',
        heading: 'Reports under your brand',
        content:
          'White-label dashboards and monthly PDF reports carry your logo and domain, so your clients see one consistent experience from your agency.',
      },
      {
        icon: 'LockKeyhole',
        heading: 'Complete confidentiality',
        content:
          'We do not contact your clients, sign our work or present your clients as our own. Your client relationships stay entirely yours.',
      },
      {
        icon: 'Settings',
        heading: 'Flexible packages',
        content:
          'Choose from audits, on-page work, content, link outreach and local SEO, and bundle them into packages at the price points that suit your market.',
      },
      {
        icon: 'Route',
        heading: 'Clear delivery schedules',
        content:
          'Each deliverable has an agreed turnaround, and a shared project board shows the status of every task for every client account.',
      },
      {
        icon: 'ScanSearch',
        heading: 'Pre-sale audits',
        content:
          'Branded audits and proposal support help your sales team win new SEO accounts by showing prospects specific, site-level opportunities.',
      },
      {
        icon: 'UserRoundCheck',
        heading: 'A dedicated account manager',
        content:
          'One contact coordinates all of your client accounts, answers technical questions from your team and keeps every deliverable on schedule.',
      },
    ],
  },

  'pay-per-click': {
    summary:
      'Google Ads and Microsoft Advertising campaigns built on tightly themed ad groups, quality score, conversion tracking and ongoing bid and budget management.',
    tags: ['Google Ads', 'Microsoft Advertising', 'Conversion tracking', 'Landing pages'],
    header: {
      title: 'Pay-Per-Click Advertising',
      subTitle: 'Paid search campaigns managed for leads and sales, not just clicks',
      tagline:
        'We build, manage and test PPC campaigns that put your offer in front of people ready to act, with spend tracked to the results it produces.',
    },
    firstSection: {
      icon: 'MousePointerClick',
      heading: 'Campaigns structured for relevance and cost control',
      paragraphs: [
        'Pay-per-click can put you at the top of search results within days, but a poorly structured account wastes money fast. We start with keyword research and a review of any existing account, then build campaigns by product, service or location, with tightly themed ad groups so each ad matches its searches. That relevance lifts quality score, which can lower your cost per click.',
        'Before launch, we set up conversion tracking for calls, forms, bookings or purchases, so bids follow outcomes, not clicks. We write several responsive search ads per ad group, add sitelinks and callouts, and suggest landing page changes where the page is the bottleneck. Depending on your goals, we also run Performance Max, Shopping, Display and remarketing on Google Ads and Microsoft Advertising.',
      ],
    },
    deliverables: [
      'Account setup with campaigns built by product, service or location',
      'Conversion tracking for calls, forms, bookings or purchases',
      'Tightly themed ad groups, keywords and responsive search ads',
      'Negative keyword lists that keep spend off irrelevant searches',
      'Bid, budget and ad optimizations, as many a month as your plan sets',
      'A monthly report on spend, conversions and cost per conversion',
    ],
    secondSection: {
      heading: 'Ongoing management, not set-and-forget',
      paragraph:
        'PPC results depend on what happens after launch. We review search terms, add negative keywords, adjust bids and budgets by device, location and time of day, and pause weak ads, as often as your plan sets. We test ad copy and landing pages and watch competitors in auction insights. Monthly reports show spend, conversions, cost per conversion and return on ad spend by campaign.',
    },
    cardsHeading: 'Relevant ads, tracked conversions and spend you can account for',
    agencyCards: [
      {
        icon: 'Network',
        heading: 'Tightly themed ad groups',
        content:
          'Keywords are grouped by close meaning, so each ad and landing page matches the search behind it, improving quality score and click-through rate.',
      },
      {
        icon: 'Activity',
        heading: 'Accurate conversion tracking',
        content:
          'Calls, forms, bookings and purchases are tracked through Google Tag Manager and imported into each ad platform to guide automated bidding.',
      },
      {
        icon: 'SlidersHorizontal',
        heading: 'Bid and budget management',
        content:
          'Bids and budgets are adjusted by device, location, audience and time of day, shifting spend toward the campaigns that produce conversions.',
      },
      {
        icon: 'Split',
        heading: 'Continuous A/B testing',
        content:
          'Ad copy, assets and landing pages are tested against each other, and winning variations replace weaker ones on a regular schedule.',
      },
      {
        icon: 'SearchX',
        heading: 'Negative keyword management',
        content:
          'Regular search term reviews add negative keywords that stop your ads from showing for irrelevant, low-intent or job-seeker searches.',
      },
      {
        icon: 'BadgeDollarSign',
        heading: 'Spend you can account for',
        content:
          'Reports show spend, cost per conversion and return on ad spend by campaign, so you always know what your advertising budget is producing.',
      },
    ],
  },

  'content-marketing': {
    summary:
      "Content strategy, editorial calendars, articles, guides and distribution that answer your customers' questions and bring qualified visitors to your site.",
    tags: ['Content strategy', 'Editorial calendar', 'Blog writing', 'Content distribution'],
    header: {
      title: 'Content Marketing',
      subTitle: 'Useful content that earns attention, trust and search traffic',
      tagline:
        'We plan, write, optimize and distribute content that answers real customer questions and moves readers toward an inquiry or purchase.',
    },
    firstSection: {
      icon: 'PenLine',
      heading: 'Content planned around what your customers need to know',
      paragraphs: [
        'Good content marketing starts with questions, not word counts. We interview your team, review common sales and support conversations and study search data to find what buyers ask at each stage, from first research through comparison to purchase. That becomes a strategy defining your audiences, topics, formats and goals, with a topic cluster plan linking related articles to the service pages they support.',
        'Each month you approve an editorial calendar. Our writers produce blog posts, guides, case studies, FAQs, newsletters and downloadable resources, each briefed with a target query, search intent, outline and call to action. Your experts check drafts for accuracy before publication. We optimize every piece for search, add internal links and visuals, and refresh older articles whose traffic has slipped.',
      ],
    },
    deliverables: [
      'A content strategy and topic cluster plan based on buyer research',
      'A monthly editorial calendar with titles, keywords and publish dates',
      'Articles, guides and case studies written from briefs and interviews',
      'Search optimization, internal links and visuals for every piece',
      'Refreshes of older articles whose traffic has slipped',
      'A monthly report on traffic, engagement and leads for each piece',
    ],
    secondSection: {
      heading: 'Every piece distributed, tracked and reviewed each quarter',
      paragraph:
        'Publishing is only half the job. We share each piece through your social channels and email list, turn long articles into shorter posts, graphics and newsletter segments, and pitch strong resources to relevant publications. Every piece is tracked for organic traffic, engagement and the leads it influences. Quarterly reviews show which topics and formats work best, so the next calendar builds on evidence.',
    },
    cardsHeading: 'Research-led topics, expert-checked drafts and built-in distribution',
    agencyCards: [
      {
        icon: 'Compass',
        heading: 'Research-led strategy',
        content:
          "Topics come from search data, competitor gaps and your sales team's most frequent questions, so every piece serves a real audience need.",
      },
      {
        icon: 'CalendarCheck',
        heading: 'A clear editorial calendar',
        content:
          'A monthly calendar lists titles, formats, target keywords, owners and publish dates, so you always know what is in production and when it goes live.',
      },
      {
        icon: 'NotebookPen',
        heading: 'Writers who research',
        content:
          'Our writers work from detailed briefs and interviews with your experts, producing accurate content in your brand voice rather than generic copy.',
      },
      {
        icon: 'RefreshCw',
        heading: 'Content refreshes',
        content:
          'We update, consolidate or retire older articles whose rankings have slipped, which can recover traffic without starting from scratch.',
      },
      {
        icon: 'Megaphone',
        heading: 'Built-in distribution',
        content:
          'Each piece is shared through social media and email and repurposed into smaller formats, extending its reach well beyond search.',
      },
      {
        icon: 'BookOpen',
        heading: 'Content that supports sales',
        content:
          'Case studies, comparison guides and FAQs give your sales team useful material to send to prospects at the moments they need it.',
      },
    ],
  },
} satisfies Record<string, z.input<typeof servicePageSchema>>;

/** The path segment of a service page and key of its content ("seo-services"). */
export type ServiceSlug = keyof typeof servicePages;
/** How a service with no price list of its own is priced: said on its page and by the chat. */
export const unpricedNote = 'Priced to your business: after a short call, you get a written plan with the price.';

export const serviceSlugs = Object.keys(servicePages) as [ServiceSlug, ...ServiceSlug[]];

export const services: Readonly<Record<ServiceSlug, ServicePage>> = z
  .record(z.enum(serviceSlugs), servicePageSchema)
  .parse(servicePages);

/** The content of a service page. */
export function serviceFor(route: { path: `/${ServiceSlug}` }): ServicePage {
  return services[slugOf(route)];
}
