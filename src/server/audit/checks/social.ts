import type { ReadPage } from '../read-page.ts';
import { count, fail, info, list, pass, quote, sample, warn, type CheckDefinition } from './definitions.ts';

type JsonObject = Record<string, unknown>;

/** Every object with an "@type" in the page's JSON-LD, nested ones included (depth-limited). */
export function typedNodes(page: ReadPage): JsonObject[] {
  const found: JsonObject[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as JsonObject;
    if (record['@type'] !== undefined) found.push(record);
    for (const [key, child] of Object.entries(record)) if (key !== '@type') visit(child, depth + 1);
  };
  for (const block of page.jsonLd) visit(block.value, 0);
  return found;
}

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const all = Array.isArray(type) ? type : [type];
  return all.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

/** schema.org types that describe a business you can visit or call (LocalBusiness and its kin). */
const LOCAL = new Set([
  'LocalBusiness',
  'ProfessionalService',
  'Dentist',
  'Physician',
  'MedicalClinic',
  'Optician',
  'Pharmacy',
  'VeterinaryCare',
  'Restaurant',
  'CafeOrCoffeeShop',
  'Bakery',
  'BarOrPub',
  'FoodEstablishment',
  'Plumber',
  'Electrician',
  'HVACBusiness',
  'RoofingContractor',
  'GeneralContractor',
  'HousePainter',
  'Locksmith',
  'MovingCompany',
  'AutoRepair',
  'AutoDealer',
  'Attorney',
  'Notary',
  'AccountingService',
  'InsuranceAgency',
  'RealEstateAgent',
  'BeautySalon',
  'HairSalon',
  'DaySpa',
  'NailSalon',
  'ExerciseGym',
  'HealthClub',
  'ChildCare',
  'DryCleaningOrLaundry',
  'EmploymentAgency',
  'TravelAgency',
  'Hotel',
  'Motel',
  'LodgingBusiness',
]);
/** Most LocalBusiness subtypes end in one of these ("HomeAndConstructionBusiness", "ShoeStore"). */
const LOCAL_SUFFIX = /(Business|Store|Shop|Service|Agency|Contractor|Salon|Clinic|Restaurant|Center)$/;
const ORGANIZATION = /Organization$|^(Corporation|NGO|OnlineStore|OnlineBusiness)$/;

/** Types the suffixes catch that are not businesses (a Service is what a business offers). */
const NOT_LOCAL = new Set([
  'OnlineBusiness',
  'Service',
  'GovernmentService',
  'BroadcastService',
  'CableOrSatelliteService',
  'TaxiService',
  'FoodService',
  'WebService',
]);

function isLocalType(type: string): boolean {
  return LOCAL.has(type) || (LOCAL_SUFFIX.test(type) && !NOT_LOCAL.has(type));
}

export function isLocalBusiness(node: JsonObject): boolean {
  return typesOf(node).some(isLocalType);
}

export function isOrganization(node: JsonObject): boolean {
  return isLocalBusiness(node) || typesOf(node).some((type) => ORGANIZATION.test(type));
}

const structuredData: CheckDefinition = {
  id: 'structured-data',
  category: 'social',
  weight: 7,
  title: 'Structured data',
  looksAt:
    'JSON-LD structured data: every block parses, and one names your business (Organization, LocalBusiness or a kind of either). Microdata is noted too.',
  service: '/seo-services',
  run(page) {
    const broken = page.jsonLd.filter((block) => block.error !== undefined);
    if (broken.length > 0) {
      return fail(
        `${broken.length} of ${count(page.jsonLd.length, 'structured data block')} (JSON-LD) ${broken.length === 1 ? 'does' : 'do'} not parse (${broken[0]?.error ?? ''}). Search engines ignore a block they cannot read, so what it says about you is lost.`,
        'Paste the block into Google’s Rich Results Test to find the error (often a missing comma or quote, or a stray character a plugin added), and fix it at its source.',
      );
    }
    const nodes = typedNodes(page);
    const types = [...new Set([...nodes.flatMap(typesOf), ...page.microdataTypes])];
    const business =
      nodes.some(isOrganization) || page.microdataTypes.some((type) => isLocalType(type) || ORGANIZATION.test(type));
    if (types.length === 0) {
      return fail(
        'The page has no structured data, the schema.org labels that tell search engines precisely who you are, what you sell and where. It can make pages eligible for richer listings (prices, ratings, opening hours), though it guarantees none.',
        'Add Organization or LocalBusiness markup (JSON-LD) with your name, logo, address and phone, plus Product markup on product pages and Article on posts; check it with Google’s Rich Results Test.',
      );
    }
    if (!business) {
      return warn(
        `The page has structured data (${sample(types, 5)}), but nothing that names your business (Organization or LocalBusiness).`,
        'Add Organization markup (or LocalBusiness, if customers visit or call you) with your name, logo, address, phone and social profiles.',
      );
    }
    return pass(`The page’s structured data parses and names your business (${sample(types, 5)}).`);
  },
};

const businessDetails: CheckDefinition = {
  id: 'business-details',
  category: 'social',
  weight: 3,
  title: 'Local business details',
  looksAt:
    'If the page has LocalBusiness markup: its name, address, phone number and opening hours. Without it this is for information only.',
  service: '/local-seo-services',
  run(page) {
    const local = typedNodes(page).find(isLocalBusiness);
    if (local === undefined) {
      return info(
        'The page has no LocalBusiness markup. If customers visit you or you serve a local area, that markup (with your address, phone and hours) helps Google match you to nearby searches.',
        'If you serve customers locally, add LocalBusiness markup with your name, address, phone and opening hours, matching your Google Business Profile.',
      );
    }
    const address = local['address'];
    const hasAddress =
      typeof address === 'string'
        ? address.trim() !== ''
        : typeof address === 'object' &&
          address !== null &&
          ['streetAddress', 'addressLocality'].some((key) => key in address);
    const fields = [
      { name: 'name', present: typeof local['name'] === 'string' && local['name'].trim() !== '' },
      { name: 'address', present: hasAddress },
      { name: 'phone number (telephone)', present: typeof local['telephone'] === 'string' },
      { name: 'opening hours', present: 'openingHours' in local || 'openingHoursSpecification' in local },
    ];
    const missing = fields.filter((field) => !field.present).map((field) => field.name);
    const kind = typesOf(local).join(', ');
    if (missing.length > 0) {
      return warn(
        `The page’s ${kind} markup lacks the ${list(missing)}. Google uses these to match you to nearby searches and to check they agree with your Business Profile and directory listings.`,
        'Add the missing details to the markup, written exactly as on your Google Business Profile.',
      );
    }
    return pass(`The page’s ${kind} markup gives your name, address, phone number and opening hours.`);
  },
};

function offersOf(product: JsonObject): JsonObject[] {
  const offers = product['offers'];
  const all = Array.isArray(offers) ? offers : [offers];
  return all.filter((offer): offer is JsonObject => typeof offer === 'object' && offer !== null);
}

const productData: CheckDefinition = {
  id: 'product-data',
  category: 'social',
  weight: 3,
  title: 'Product details for search',
  looksAt:
    'On a product page (Product markup, og:type "product" or an "Add to cart" button): Product markup with an offer giving price, currency and availability. Other pages: information only.',
  service: '/ecommerce-seo',
  run(page) {
    const product = typedNodes(page).find((node) => typesOf(node).some((t) => t === 'Product' || t === 'ProductGroup'));
    if (product === undefined) {
      const looksLikeProduct =
        (page.openGraph.get('og:type') ?? '').toLowerCase().startsWith('product') ||
        page.buttons.some((text) => /add to (cart|basket|bag|trolley)/i.test(text));
      if (page.microdataTypes.includes('Product')) {
        return pass('The page describes its product with microdata (schema.org/Product).');
      }
      if (looksLikeProduct) {
        return fail(
          'This looks like a product page (it has an "Add to cart" button or says it is a product), but it has no Product markup, so Google cannot show its price, stock and ratings in search results and Shopping.',
          'Add Product markup (JSON-LD) with the name, image, description and an Offer giving price, currency and availability; most shop platforms have an app or setting for it.',
        );
      }
      return info('The page does not look like a product page, so product markup does not apply.');
    }
    const offers = offersOf(product);
    const has = (key: string) => offers.some((offer) => offer[key] !== undefined);
    const missing = [
      typeof product['name'] === 'string' ? '' : 'a name',
      product['image'] === undefined ? 'an image' : '',
      offers.length === 0 ? 'an offer' : '',
      offers.length > 0 && !has('price') && !has('lowPrice') ? 'a price' : '',
      offers.length > 0 && !has('priceCurrency') ? 'a currency' : '',
      offers.length > 0 && !has('availability') ? 'the availability' : '',
    ].filter(Boolean);
    const name = typeof product['name'] === 'string' ? ` for ${quote(product['name'], 60)}` : '';
    if (missing.length > 0) {
      return warn(
        `The Product markup${name} lacks ${list(missing)}, which Google needs to show price and stock in results.`,
        'Complete the markup: an Offer with price, priceCurrency and availability, plus the product’s image.',
      );
    }
    return pass(`The Product markup${name} gives its price, currency and availability.`);
  },
};

const OG_CORE = ['og:title', 'og:description', 'og:type', 'og:url'] as const;

const openGraph: CheckDefinition = {
  id: 'open-graph',
  category: 'social',
  weight: 5,
  title: 'Social sharing (Open Graph)',
  looksAt:
    'The Open Graph tags og:title, og:description, og:type and og:url, which shape the preview when the page is shared.',
  service: '/smo-services',
  run(page) {
    const present = OG_CORE.filter((tag) => (page.openGraph.get(tag) ?? '') !== '');
    const missing = OG_CORE.filter((tag) => !present.includes(tag));
    if (present.length === 0) {
      return fail(
        'The page has no Open Graph tags. When someone shares it on Facebook, LinkedIn, WhatsApp or Slack, the preview is guessed from the page and often looks broken or bland, so fewer people click it.',
        'Add og:title, og:description, og:type, og:url and og:image to the head (SEO plugins and site builders have fields for them).',
      );
    }
    if (missing.length > 0) {
      return warn(
        `The page has ${list(present)} but not ${list(missing)}, so its previews on social networks and in messages are incomplete.`,
        `Add ${list(missing)} to the head.`,
      );
    }
    return pass(
      `The page has the Open Graph tags a share preview needs; it will be titled ${quote(page.openGraph.get('og:title') ?? '', 80)}.`,
    );
  },
};

const socialImage: CheckDefinition = {
  id: 'social-image',
  category: 'social',
  weight: 3,
  title: 'Share image',
  looksAt: 'og:image (or twitter:image): present, and a full https address.',
  service: '/smo-services',
  run(page) {
    const image =
      page.openGraph.get('og:image') || page.twitter.get('twitter:image') || page.twitter.get('twitter:image:src');
    if (!image) {
      return fail(
        'The page names no image for shares (og:image). Shared links then show without a picture, or with a random one from the page, and pictures are what people stop scrolling for.',
        'Add og:image with a full https address of an image about 1200 × 630 pixels that represents the page.',
      );
    }
    let url: URL | undefined;
    try {
      url = new URL(image);
    } catch {
      url = undefined;
    }
    if (url === undefined) {
      return warn(
        `The share image is given as ${quote(image, 80)}, not a full address. Facebook, LinkedIn and others need the whole address (https://…) and may show no image.`,
        'Write the image’s full https address in og:image.',
      );
    }
    if (url.protocol !== 'https:') {
      return warn(
        `The share image (${image}) is addressed over plain http; some networks refuse it.`,
        'Use the image’s https address.',
      );
    }
    return pass(`The page names a share image (${image}).`);
  },
};

const twitterCard: CheckDefinition = {
  id: 'twitter-card',
  category: 'social',
  weight: 2,
  title: 'X (Twitter) card',
  looksAt: 'The twitter:card tag, which chooses how a link to the page shows on X.',
  service: '/smo-services',
  run(page) {
    const card = page.twitter.get('twitter:card');
    if (!card) {
      return warn(
        'The page has no twitter:card tag. X reads the Open Graph tags for the title, description and image, but without twitter:card it shows a small card at best.',
        'Add <meta name="twitter:card" content="summary_large_image"> so links show with a large image.',
      );
    }
    return pass(`The page asks X to show it as a “${card}” card.`);
  },
};

export const socialChecks: readonly CheckDefinition[] = [
  structuredData,
  openGraph,
  socialImage,
  twitterCard,
  businessDetails,
  productData,
];
