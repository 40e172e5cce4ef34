import { z } from 'zod';
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
        'Every SEO engagement at Tidewell Digital begins with a crawl of your entire website. We check indexation, canonical tags, redirect chains, broken links, XML sitemaps, robots.txt rules, page speed, Core Web Vitals and mobile rendering. The result is a prioritized list of issues ranked by likely impact and effort, so your developers or ours know exactly what to fix first. Technical problems quietly cap the results of every other marketing activity, which is why we address them before writing a single new page.',
        'With the foundation sound, we research the queries your customers actually type, group them by intent and map each group to one specific page. We rewrite title tags, meta descriptions, headings and body copy where they miss the mark, strengthen internal linking between related pages, and add structured data where it can qualify you for rich results. Link acquisition focuses on relevant publications, associations and partners in your industry, earned through useful content and outreach rather than purchased placements.',
      ],
    },
    secondSection: {
      heading: 'What you can expect when you work with us',
      paragraph: `SEO compounds over months, not days, and we are upfront about that. We do not guarantee rankings, because no agency controls Google's algorithm, but we do commit to a clear plan, consistent work and transparent reporting. Each month you receive a report covering organic traffic, keyword positions, conversions from organic visitors and the work completed, along with what comes next. You have a dedicated strategist who knows your account. We have refined this process since ${site.foundingYear} with ${claimText.clientsInWords} clients, and ${claimText.retention} of them choose to keep working with us.`,
    },
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
      heading: 'Social media that supports your business goals',
      paragraphs: [
        'Posting regularly is not the same as having a social media strategy. Our SMO service starts by defining what social channels should do for your business, whether that is driving website visits, generating inquiries, supporting customer service or helping you recruit. From there we decide which platforms deserve your time, what you should publish on each and how often. Every post has a purpose, a format suited to the platform and a clear next step for the people who see it.',
        'We optimize your profiles so they are complete, consistent and searchable, with accurate business information, keyword-aware descriptions and links that lead to the right pages. We then produce a monthly content calendar for your approval, covering graphics, short videos, captions and hashtags. Once content is live, we respond to comments and messages, monitor mentions of your brand, and adjust the plan based on reach, engagement and the traffic your social channels send to your website.',
      ],
    },
    secondSection: {
      heading: 'Why social media optimization matters for your business',
      paragraph:
        'Customers check social profiles before they call, visit or buy. An abandoned page or an unanswered complaint says something about how a business operates, while an active, helpful presence builds confidence long before a sale. Social platforms also work as search engines in their own right, so optimized profiles and posts help new people discover you. Tracked links and platform analytics let us connect social activity to website sessions, form submissions and purchases, so you can judge social media by its results instead of by follower counts alone.',
    },
    thirdSection: {
      heading: 'Platforms we manage',
      content:
        'We work on YouTube, Facebook, Instagram, LinkedIn, X and Pinterest, but not every business needs all six. A B2B consultancy may focus on LinkedIn and YouTube, while a home decor retailer may get more from Instagram and Pinterest. We recommend a mix based on where your audience is active and what your team can realistically sustain, then tailor the content to each platform instead of posting the same message everywhere.',
    },
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
    serviceList: [
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
    platforms: ['YouTube', 'Facebook', 'Instagram', 'LinkedIn', 'X', 'Pinterest'],
    processSteps: [
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
        "Most buyers read reviews and search a company's name before they get in touch. A handful of negative reviews, an outdated news story or an unanswered complaint on the first page of results can cost you business you never knew you had. Our online reputation management service starts with an audit of what appears when people search for your brand, your key people and your products, along with your ratings on Google, Yelp, Facebook and the review sites that matter in your industry.",
        'From there we set up monitoring so new reviews and mentions reach you quickly, and we build a review generation process that asks real customers for feedback at the right moment, by email or text after a completed job or purchase. We draft thoughtful responses to positive and negative reviews for your approval, publish and optimize positive assets such as profiles, articles and case studies, and help you resolve legitimate complaints at their source.',
      ],
    },
    secondSection: {
      heading: 'An honest approach to reputation management',
      paragraph:
        "We do not write fake reviews, pay for ratings or promise to make legitimate criticism disappear. Those tactics violate platform policies and can damage a business far more than a bad review ever could. Instead, we make it easy for satisfied customers to share their experience, respond to every review professionally, and report content that genuinely breaches a platform's guidelines through the proper channels. Over time, a steady flow of authentic reviews and well-optimized content you control gives searchers a fuller, more accurate picture of your business.",
    },
    thirdSection: {
      heading: 'When a negative situation escalates',
      content: `If a critical news story, a viral post or a sudden wave of complaints appears, speed and tone matter. Our support is available ${site.claims.support}, and we help you assess the situation, prepare a factual public response, decide which channels need it and monitor how the conversation develops. Afterward, we review what happened with you and adjust your processes so the same problem is less likely to recur.`,
    },
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
        'Small businesses rarely have a marketing department, a developer on staff or the budget to compete for every industry term. Our small business SEO service is built around that reality. We identify a focused set of keywords with clear buying intent, often combinations of a service and a place, such as a plumber in a particular suburb, and concentrate effort there instead of chasing broad terms that large national brands dominate. The goal is more calls, bookings and visits, not vanity traffic.',
        'We start by fixing the basics that hold many small business websites back: slow hosting, missing page titles, thin service pages, a confusing menu and contact details that differ from one listing to the next. We optimize your Google Business Profile, write or improve the service pages that matter most, and set up call and form tracking so you can see which inquiries come from search. You approve changes before they go live, and you keep everything we create for you.',
      ],
    },
    secondSection: {
      heading: 'Plain-language plans and progress you can follow',
      paragraph:
        'Many small business owners have paid for SEO before and never understood what they received. We take the opposite approach. Before work begins, you get a written plan listing the pages we will improve, the keywords we are targeting and the tasks scheduled for each month. Monthly reports focus on the numbers you care about, such as calls, form submissions and direction requests, and explain the work behind them. If something is not working, we say so and change course rather than padding the report.',
    },
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
        'A store with thousands of products, filters and variants can generate far more URLs than search engines will ever crawl. Faceted navigation creates near-duplicate pages for every combination of size, color and price; out-of-stock and discontinued products leave dead ends; and manufacturer descriptions copied across hundreds of sites give search engines little reason to rank yours. Our e-commerce SEO service tackles these issues directly, starting with a crawl of your store and a review of how your platform handles categories, variants and pagination.',
        'We then decide which filtered pages deserve to be indexed and which should be consolidated with canonical tags or kept out of the crawl, restructure categories around how shoppers search, and rewrite titles and descriptions for priority categories and best-selling products. We implement Product, Offer, Review and Breadcrumb structured data so listings can show price, availability and ratings in search results, and we set rules for seasonal and discontinued products so those pages keep the value they have built.',
      ],
    },
    secondSection: {
      heading: 'SEO measured in revenue, not just traffic',
      paragraph:
        "For an online store, the traffic that matters is traffic that buys. We connect Google Search Console with your analytics platform's e-commerce tracking so that reports show organic revenue, transactions and conversion rate by category, not just sessions. That lets us prioritize the categories with the strongest margins and demand, and shows you which investments are paying off. We also work alongside your paid shopping campaigns, using search query data from both channels to find product terms worth targeting organically.",
    },
    thirdSection: {
      heading: 'Replatforming and redesigns without losing search traffic',
      content:
        'Moving to a new e-commerce platform or redesigning your store is one of the riskiest moments for organic search. Before launch, we crawl the existing site, map every product, category and content URL to its new equivalent, and check the staging site for missing metadata, broken structured data and blocked pages. After launch, we test redirects, monitor indexing and rankings closely, and fix problems quickly so the move does not erase years of search visibility.',
    },
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
        'When someone searches for a dentist, an electrician or a restaurant nearby, Google shows a map with a short list of businesses before the ordinary results. Appearing there depends on three broad factors: how relevant your business is to the search, how close it is to the searcher and how prominent it is online. Our local SEO service works on every factor you can influence, starting with an audit of your Google Business Profile, your directory listings and the local signals on your website.',
        'We fill out every relevant section of your Google Business Profile, choose primary and secondary categories carefully, add services, products and photos, and publish regular updates. We clean up your name, address and phone number across data aggregators and directories such as Apple Business Connect, Bing Places, Yelp and industry-specific sites, because inconsistent listings confuse both search engines and customers. On your website, we build location and service-area pages with genuinely local content and add LocalBusiness structured data.',
      ],
    },
    secondSection: {
      heading: 'Built for single-location and multi-location businesses',
      paragraph:
        'A single storefront and a chain of branches need different approaches, and we plan for both. For one location, we focus on your profile, your reviews and the neighborhoods you serve. For multi-location brands, we manage profiles at scale with consistent naming, a unique page for each location, locally relevant photos, review responses for every branch and reporting that compares locations side by side. Service-area businesses such as plumbers and cleaners, who visit their customers, get profiles configured correctly, with the street address hidden where that is appropriate.',
    },
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
        'Many web design, marketing and advertising agencies are asked for SEO but cannot justify a full department to deliver it. Our white-label SEO program lets you add the service under your own name. We handle the technical audits, keyword research, on-page optimization, content production and link outreach, while your team remains the only point of contact your clients ever see. You set your own prices and packages, and we never contact your clients directly unless you ask us to.',
        'Every deliverable is prepared for you to present as your own. Audits, keyword plans and monthly reports carry your logo, colors and domain, and nothing in them mentions Tidewell Digital. We work from a shared project board where you can follow task status for each client, request changes and download finished work. For sales conversations, we prepare pre-sale audits and proposal material you can brand and send to prospects, so you can demonstrate expertise before a contract is signed.',
      ],
    },
    secondSection: {
      heading: 'How our agency partnership works',
      paragraph: `After an onboarding call, we agree on the service packages you want to resell, the turnaround time for each deliverable and the way you prefer to hand over new accounts. For each client you bring, we run an initial audit and build a plan, which you review before it goes to your client. Work is delivered on a monthly schedule, and a dedicated account manager coordinates with your team. Support is available ${site.claims.support}, so an urgent question from one of your clients does not have to wait until the next business day.`,
    },
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
        'Pay-per-click advertising can put your business at the top of search results within days, but a poorly structured account wastes money quickly. We start with keyword research and a review of any existing account, then build campaigns organized by product, service or location, with tightly themed ad groups so every ad matches the searches that trigger it. That relevance improves quality score, which can lower your cost per click and improve ad position. Negative keyword lists keep your budget away from searches that will never convert.',
        'Before any campaign launches, we set up conversion tracking for calls, form submissions, bookings or purchases, so bidding decisions are based on outcomes rather than clicks. We write several responsive search ads for each ad group, add sitelinks, callouts and other assets, and recommend landing page changes where the page is the bottleneck. Depending on your goals, we also manage Performance Max, Shopping, Display and remarketing campaigns across Google Ads and Microsoft Advertising.',
      ],
    },
    secondSection: {
      heading: 'Ongoing management, not set-and-forget',
      paragraph:
        'PPC results depend on what happens after launch. Each week we review search term reports, add negative keywords, adjust bids and budgets by device, location and time of day, and pause ads that underperform. We run controlled tests on ad copy and landing pages, and we watch competitor activity through auction insights. Monthly reports show spend, conversions, cost per conversion and return on ad spend for each campaign, together with clear recommendations for the month ahead and the reasoning behind them.',
    },
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
          'Weekly search term reviews add negative keywords that stop your ads from showing for irrelevant, low-intent or job-seeker searches.',
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
        'Effective content marketing starts with questions, not word counts. We interview your team, review common sales and support conversations, and analyze search data to find what prospective customers ask at each stage of a buying decision, from first research through comparison to purchase. That research becomes a content strategy defining your audiences, topics, formats and goals, along with a topic cluster plan that links related articles to the core service pages they support.',
        'The strategy turns into an editorial calendar you approve each month. Our writers produce blog posts, in-depth guides, case studies, FAQs, email newsletters and downloadable resources, each briefed with a target query, search intent, outline and call to action. Subject-matter experts on your team review drafts for accuracy before publication. We then optimize every piece for search, add internal links and visuals, and update older articles whose traffic has declined so your existing library keeps earning its place.',
      ],
    },
    secondSection: {
      heading: 'Distribution and measurement',
      paragraph:
        'Publishing is only half the job. We share each piece through your social channels and email list, repurpose long articles into shorter posts, graphics and newsletter segments, and pitch strong resources to relevant publications and partners for links and mentions. Every piece is tracked for organic traffic, engagement, assisted conversions and the leads it influences. Quarterly reviews identify which topics and formats perform best, so the next calendar builds on evidence rather than guesswork.',
    },
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
export const serviceSlugs = Object.keys(servicePages) as [ServiceSlug, ...ServiceSlug[]];

export const services: Readonly<Record<ServiceSlug, ServicePage>> = z
  .record(z.enum(serviceSlugs), servicePageSchema)
  .parse(servicePages);

/** The content of a service page. */
export function serviceFor(route: { path: `/${ServiceSlug}` }): ServicePage {
  return services[slugOf(route)];
}
