import ipaddr from 'ipaddr.js';

/*
 * Which addresses the website audit may fetch: what a visitor typed, turned into a web address,
 * and the IP addresses a connection may go to. Pure functions (no DNS, no network): fetch-page.ts
 * applies them to the address typed, to every redirect and to every address a name resolves to.
 *
 * The audit fetches what a stranger types, from inside our hosting provider's network, so it must
 * never reach anything but a public web server (server-side request forgery: OWASP ASVS V12.6 and
 * the SSRF prevention cheat sheet). IP addresses are judged with ipaddr.js's special-purpose ranges
 * as an allow-list: only global unicast passes, every other range is refused. The messages are
 * shown to the visitor as they are.
 */

/** The longest address the audit takes, in characters (the request's limit too). */
export const MAX_ADDRESS_LENGTH = 2_048;

/** The ports the audit connects to, as URL.port spells them ('' is the scheme's default). */
const ALLOWED_PORTS: ReadonlySet<string> = new Set(['', '80', '443']);

/**
 * Names that never lead to a public website: the local host, local networks and special-use
 * top-level domains (RFC 6761, RFC 6762, RFC 8375, RFC 7686, ICANN's `.internal`). A name that
 * resolves to a private address is caught after DNS anyway; these are refused without asking it.
 */
const LOCAL_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'home.arpa',
  'arpa',
  'onion',
  'test',
  'invalid',
  'example',
  'alt',
] as const;

/** What the audit says when it will not visit an address. */
const PUBLIC_ONLY = 'The audit only checks public websites.';

/** Why an IP address is refused, by ipaddr.js's range name, in words a visitor understands. */
const RANGE_WORDS: Readonly<Record<string, string>> = {
  loopback: 'a loopback address (the computer itself)',
  unspecified: 'the unspecified address (0.0.0.0 or ::)',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  private: 'a private network address',
  linkLocal: 'a link-local address (where cloud metadata services answer)',
  carrierGradeNat: "a carrier-grade NAT address (inside an internet provider's network)",
  uniqueLocal: 'a private (unique-local) IPv6 address',
  deprecatedSiteLocal: 'a private (site-local) IPv6 address',
  reserved: 'a reserved or documentation address',
  benchmarking: 'an address reserved for benchmarking',
  discard: 'an address reserved for discarding traffic',
  '6to4': 'an IPv6 transition address (6to4)',
  teredo: 'an IPv6 transition address (Teredo)',
  rfc6145: 'an IPv6 transition address (IPv4-translated)',
  rfc6052: 'a local-use NAT64 address',
  notGlobal: 'an IPv6 address outside the public (global unicast) range',
  invalid: 'not an IP address',
};

/** An IP address judged: public, or refused with the range it is in and why, in words. */
export type AddressVerdict =
  | { readonly public: true; readonly address: string }
  | { readonly public: false; readonly address: string; readonly range: string; readonly reason: string };

const refused = (address: string, range: string, reason = RANGE_WORDS[range]): AddressVerdict => ({
  public: false,
  address,
  range,
  reason: reason ?? 'an address reserved for special use',
});

/** The global unicast range of IPv6 (RFC 4291): every public IPv6 address is in it. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/** NAT64's well-known prefix (RFC 6052): the IPv4 address is its last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address in bits `from` to `from + 32` of an IPv6 address, XORed with `mask`. */
function embeddedIPv4(v6: ipaddr.IPv6, from: number, mask = 0): ipaddr.IPv4 {
  const bytes = v6.toByteArray().slice(from / 8, from / 8 + 4);
  return new ipaddr.IPv4(bytes.map((byte) => byte ^ mask));
}

/** Judges an IPv4 address: public only in ipaddr.js's `unicast` (no special-purpose range). */
function classifyIPv4(ip: ipaddr.IPv4, address: string): AddressVerdict {
  const range = ip.range();
  return range === 'unicast' ? { public: true, address } : refused(address, range);
}

/**
 * Judges an IP address, IPv4 or IPv6 (no brackets), as it comes from DNS or a URL's host.
 * Public means global unicast and in no special-purpose range. IPv6 forms that carry an IPv4
 * address are judged by it: IPv4-mapped (`::ffff:127.0.0.1`) and NAT64 (`64:ff9b::/96`); 6to4,
 * Teredo and IPv4-translated addresses (transition mechanisms no website needs) are refused
 * whatever they carry, with the carried address's reason when that one is refused too.
 */
export function classifyIp(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return refused(address, 'invalid');
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return classifyIPv4(ip as ipaddr.IPv4, address);
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  const carried = (v4: ipaddr.IPv4): AddressVerdict => {
    const inner = classifyIPv4(v4, address);
    return inner.public ? inner : refused(address, inner.range, `${inner.reason}, written as IPv6`);
  };
  switch (range) {
    case 'ipv4Mapped':
      return carried(v6.toIPv4Address());
    case 'rfc6052':
      return v6.match(NAT64_WELL_KNOWN) ? carried(embeddedIPv4(v6, 96)) : refused(address, range);
    case '6to4':
    case 'teredo':
    case 'rfc6145': {
      // 6to4 carries the IPv4 address in bits 16-48, Teredo its server's in bits 32-64 and its
      // client's in the last 32, inverted; IPv4-translated in the last 32.
      const inner =
        range === '6to4'
          ? [embeddedIPv4(v6, 16)]
          : range === 'teredo'
            ? [embeddedIPv4(v6, 32), embeddedIPv4(v6, 96, 0xff)]
            : [embeddedIPv4(v6, 96)];
      const refusedInner = inner.map((v4) => classifyIPv4(v4, address)).find((verdict) => !verdict.public);
      return refusedInner && !refusedInner.public
        ? refused(address, refusedInner.range, `${refusedInner.reason}, inside ${RANGE_WORDS[range] ?? range}`)
        : refused(address, range);
    }
    case 'unicast':
      return v6.match(GLOBAL_UNICAST) ? { public: true, address } : refused(address, 'notGlobal');
    default:
      return refused(address, range);
  }
}

/** The message a visitor reads for a refused IP address; `name` is the site name that led to it. */
export function refusalMessage(verdict: AddressVerdict & { public: false }, name?: string): string {
  const what = name ? `${name} points to` : 'That address is';
  return `${what} ${verdict.reason}, not a public website. ${PUBLIC_ONLY}`;
}

/** The IP address a URL's hostname is (IPv6 without its brackets), or undefined for a name. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  // The URL parser has already turned every IPv4 spelling (2130706433, 0x7f000001, 0177.0.0.1,
  // 127.1) into four decimal parts and compressed IPv6; anything else is a name.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return bare;
  if (bare !== hostname && ipaddr.IPv6.isValid(bare)) return bare;
  return undefined;
}

/** Whether the URL's origin is one of `allowOrigins` exactly (scheme, host and port). */
export const isAllowedOrigin = (url: URL, allowOrigins: readonly string[]): boolean =>
  allowOrigins.includes(url.origin);

/** An address the audit may fetch, or the reason it may not. */
export type AddressCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly message: string };

/**
 * Whether the audit may fetch a parsed URL, before any DNS: http(s) only, no user name or
 * password, the standard ports, a host that is a public IP address or a name with a domain that
 * is not a local one. The addresses a name resolves to are checked at connect time (fetch-page.ts).
 * An origin in `allowOrigins` passes whatever its host and port (tests and local use only). The
 * fragment is dropped: it is never sent.
 */
export function checkUrl(url: URL, allowOrigins: readonly string[] = []): AddressCheck {
  const fail = (message: string): AddressCheck => ({ ok: false, message });
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('Only web addresses (http:// or https://) can be audited.');
  }
  if (url.username || url.password) {
    return fail('Leave the user name and password out of the address: the audit only checks public pages.');
  }
  const clean = new URL(url.href);
  clean.hash = '';
  if (clean.href.length > MAX_ADDRESS_LENGTH) {
    return fail(`That address is too long: the audit takes addresses of up to ${MAX_ADDRESS_LENGTH} characters.`);
  }
  if (isAllowedOrigin(clean, allowOrigins)) return { ok: true, url: clean };
  // The host first: "not a public website" says more than the port about 127.0.0.1:8080.
  const literal = ipLiteral(clean.hostname);
  if (literal) {
    const verdict = classifyIp(literal);
    if (!verdict.public) return fail(refusalMessage(verdict));
  } else {
    const name = clean.hostname.replace(/\.$/, '');
    if (!name) return fail('That address has no site name: enter one such as example.com.');
    if (LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) {
      return fail(`${name} is a local or reserved name, not a public website. ${PUBLIC_ONLY}`);
    }
    if (!name.includes('.')) {
      return fail(`Enter the site's full address, with its domain: ${name}.com, for example, not ${name}.`);
    }
  }
  if (!ALLOWED_PORTS.has(clean.port)) {
    return fail(
      `The audit only checks sites on the standard web ports (80 and 443), not port ${clean.port}: enter the address without it.`,
    );
  }
  return { ok: true, url: clean };
}

/** `scheme:` at the start of what was typed, unless it is a host followed by a port (`example.com:8080`). */
const SCHEME = /^([a-z][a-z\d+.-]*):(?!\d+(?:[/?#]|$))/i;

/**
 * What a visitor typed, as the address the audit fetches: trimmed; a bare domain or a path
 * without a scheme (`example.com/about`) becomes https; then checked by checkUrl. A refusal
 * carries a message to show the visitor (the endpoint answers 422 with it).
 */
export function parseAddress(input: string, allowOrigins: readonly string[] = []): AddressCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Enter the address of the page to audit, such as example.com.' };
  if (text.length > MAX_ADDRESS_LENGTH) {
    return {
      ok: false,
      message: `That address is too long: the audit takes addresses of up to ${MAX_ADDRESS_LENGTH} characters.`,
    };
  }
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return { ok: false, message: 'Only web addresses (http:// or https://) can be audited.' };
  }
  const candidate = scheme ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: 'That does not look like a web address: check it and try again (example.com).' };
  }
  return checkUrl(url, allowOrigins);
}
