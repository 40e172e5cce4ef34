import { header, type ReadPage } from '../read-page.ts';
import { count, fail, info, list, pass, sample, warn, type CheckDefinition } from './definitions.ts';

/** Something shaped like a phone number: 9 to 15 digits in two or more groups, "+" or "(..)" allowed. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

/** Phone numbers written in the page's text (not only as links). */
export function phonesInText(text: string): string[] {
  return [...text.matchAll(PHONE)]
    .map((match) => match[0].trim())
    .filter((candidate) => {
      const digits = candidate.replace(/\D/g, '').length;
      // Dates, years, prices and postcodes rarely have 9 or more digits in groups; a 9 to 15 digit
      // run with a leading +, a bracketed area code or three groups is a phone number's shape.
      return digits >= 9 && digits <= 15 && (/^\+|\(/.test(candidate) || candidate.split(/[\s.-]/).length >= 3);
    });
}

export function emailsInText(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((match) => match[0]);
}

/** Forms a customer can write to you with: a field for an e-mail, a phone or a message. */
function contactForms(page: ReadPage) {
  return page.forms.filter(
    (form) => !form.search && form.fields.some((field) => field === 'email' || field === 'tel' || field === 'textarea'),
  );
}

const contact: CheckDefinition = {
  id: 'contact',
  category: 'trust',
  weight: 8,
  title: 'Ways to contact you',
  looksAt:
    'A phone link (tel:), an e-mail link (mailto:) or a contact form on the page; a number or address written as text only, or only a link to a contact page, warns.',
  service: '/web-development-pricing',
  run(page) {
    const forms = contactForms(page).length;
    const ways = [
      page.telLinks.length > 0 ? count(page.telLinks.length, 'phone link') : '',
      page.mailtoLinks.length > 0 ? count(page.mailtoLinks.length, 'e-mail link') : '',
      forms > 0 ? count(forms, 'contact form') : '',
    ].filter(Boolean);
    if (ways.length > 0) return pass(`Visitors can reach you from this page: ${list(ways)}.`);
    const phones = phonesInText(page.text);
    const emails = emailsInText(page.text);
    if (phones.length > 0 || emails.length > 0) {
      return warn(
        `The page shows ${list([...phones.slice(0, 1), ...emails.slice(0, 1)])} as text, but not as a link, so a visitor on a phone must copy it by hand to call or write.`,
        'Make the phone number a tel: link and the e-mail address a mailto: link, or add a short contact form.',
      );
    }
    const contactPage = page.links.find(
      (link) => link.internal && (/contact/i.test(link.url?.pathname ?? '') || /contact|get in touch/i.test(link.text)),
    );
    if (contactPage) {
      return warn(
        `The page offers no phone number, e-mail address or form, only a link to your contact page (${contactPage.url?.pathname ?? ''}). Every extra step loses some of the visitors who were ready to get in touch.`,
        'Put a phone number (as a tel: link) or a short form on the page itself, at least in the header or footer.',
      );
    }
    return fail(
      'We found no way to contact you on this page: no phone number, no e-mail address, no form and no link to a contact page. A visitor ready to buy has nowhere to go but back to the search results.',
      'Add your phone number (as a tap-to-call tel: link) and a link to your contact page to the header or footer of every page, and a short form where it fits.',
    );
  },
};

const phoneLink: CheckDefinition = {
  id: 'phone-link',
  category: 'trust',
  weight: 3,
  title: 'Tap to call',
  looksAt:
    'Whether a phone number on the page is a tel: link a visitor can tap to call. Pages with no phone number: information only.',
  service: '/local-seo-services',
  run(page) {
    if (page.telLinks.length > 0) {
      return pass(
        `${count(page.telLinks.length, 'phone number is a', 'phone numbers are')} tap-to-call link${page.telLinks.length === 1 ? '' : 's'} (${sample([...new Set(page.telLinks)])}).`,
      );
    }
    const phones = phonesInText(page.text);
    if (phones.length > 0) {
      return warn(
        `Your phone number (${phones[0] ?? ''}) is on the page as text only. On a phone, a tel: link lets a visitor call with one tap, and calls are how many local customers get in touch.`,
        `Make it a link: <a href="tel:${(phones[0] ?? '').replace(/[^\d+]/g, '')}">${phones[0] ?? ''}</a>.`,
      );
    }
    return info(
      'We found no phone number on the page.',
      'If customers call you, show your number on every page as a tel: link.',
    );
  },
};

const privacy: CheckDefinition = {
  id: 'privacy',
  category: 'trust',
  weight: 2,
  title: 'Privacy policy',
  looksAt: 'A link to a privacy policy (its text or address mentions privacy).',
  service: '/web-development-pricing',
  run(page) {
    const link = page.links.find((l) =>
      /privacy|datenschutz|confidentialit|privacidad/i.test(`${l.text} ${l.url?.pathname ?? ''}`),
    );
    if (link) return pass(`The page links to a privacy policy (${link.text || link.url?.pathname || link.raw}).`);
    const forms = contactForms(page).length > 0;
    return warn(
      forms
        ? 'The page asks for visitors’ details in a form but links to no privacy policy. Privacy laws in many places require one, and people hesitate to send details when they cannot see what happens to them.'
        : 'The page links to no privacy policy. Privacy laws in many places require one once you collect any personal data (analytics and contact forms included), and it reassures careful visitors.',
      'Publish a privacy policy that says what you collect and why, and link it from the footer of every page.',
    );
  },
};

const SECURITY_HEADERS = [
  {
    name: 'strict-transport-security',
    label: 'Strict-Transport-Security',
    does: 'keeps browsers on https',
    httpsOnly: true,
  },
  {
    name: 'content-security-policy',
    label: 'Content-Security-Policy',
    does: 'limits which scripts may run, a defence against injected code',
    httpsOnly: false,
  },
  {
    name: 'x-content-type-options',
    label: 'X-Content-Type-Options',
    does: 'stops browsers guessing file types',
    httpsOnly: false,
  },
  {
    name: 'x-frame-options',
    label: 'X-Frame-Options',
    does: 'stops other sites showing your pages in a frame to trick clicks',
    httpsOnly: false,
  },
  {
    name: 'referrer-policy',
    label: 'Referrer-Policy',
    does: 'limits what other sites learn of your addresses',
    httpsOnly: false,
  },
] as const;

const securityHeaders: CheckDefinition = {
  id: 'security-headers',
  category: 'trust',
  weight: 3,
  title: 'Security headers',
  looksAt:
    'The headers that tell browsers to protect visitors: Strict-Transport-Security (on https), Content-Security-Policy, X-Content-Type-Options, X-Frame-Options (or a CSP frame-ancestors) and Referrer-Policy. All pass; one or none fails.',
  service: '/web-development-pricing',
  run(page) {
    const https = page.url.protocol === 'https:';
    const csp = header(page, 'content-security-policy') ?? '';
    const applicable = SECURITY_HEADERS.filter((h) => https || !h.httpsOnly);
    const present = applicable.filter(
      (h) => header(page, h.name) !== undefined || (h.name === 'x-frame-options' && /frame-ancestors/i.test(csp)),
    );
    const missing = applicable.filter((h) => !present.includes(h));
    if (missing.length === 0) {
      return pass(
        `The server sends all ${count(applicable.length, 'security header')} we look for (${list(present.map((h) => h.label))}).`,
      );
    }
    const sent =
      present.length === 0
        ? `The server sends none of the ${count(applicable.length, 'header')} that tell browsers to protect your visitors.`
        : `The server sends ${present.length} of the ${count(applicable.length, 'header')} that tell browsers to protect your visitors (${list(present.map((h) => h.label))}).`;
    const detail = `${sent} Missing: ${missing.map((h) => `${h.label} (${h.does})`).join('; ')}.`;
    const fix = https
      ? 'Your host or CDN can add these in its settings (or in the server configuration); start with Strict-Transport-Security, X-Content-Type-Options and Referrer-Policy, which rarely break anything.'
      : 'Your host or CDN can add these in its settings (or in the server configuration); start with X-Content-Type-Options and Referrer-Policy, which rarely break anything, and add Strict-Transport-Security once the site is on https.';
    if (present.length <= 1) return fail(detail, fix);
    return warn(detail, fix);
  },
};

const favicon: CheckDefinition = {
  id: 'favicon',
  category: 'trust',
  weight: 2,
  title: 'Site icon',
  looksAt:
    'A site icon declared in the page (<link rel="icon">), which browsers show in tabs and Google beside results.',
  service: '/web-development-pricing',
  run(page) {
    if (page.icons.length > 0) return pass(`The page declares a site icon (${page.icons[0] ?? ''}).`);
    return warn(
      'The page declares no site icon (<link rel="icon">). Google shows a site’s icon next to its results and looks for it in the page; without one it shows a generic globe, and your tab is harder to find among others.',
      'Add a square icon (at least 48 × 48 pixels) and declare it with <link rel="icon" href="/favicon.png"> on every page.',
    );
  },
};

export const trustChecks: readonly CheckDefinition[] = [contact, phoneLink, privacy, securityHeaders, favicon];
