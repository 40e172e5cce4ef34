import { describe, expect, it } from 'vitest';
import { checkUrl, classifyIp, ipLiteral, MAX_ADDRESS_LENGTH, parseAddress } from '../../src/server/audit/address.ts';
import { MAX_AUDIT_TIMEOUT_MS, parseOrigins, readEnv } from '../../src/server/env.ts';

/*
 * Which addresses the website audit may fetch (src/server/audit/address.ts), as pure functions:
 * what a visitor types, and every IP address a connection could go to. No DNS and no network
 * here: the connect-time checks are tested in tests/integration/audit-fetch-page.test.ts.
 */

/** The URL a typed address becomes, or its refusal message. */
const parsed = (input: string, allow: readonly string[] = []) => {
  const result = parseAddress(input, allow);
  return result.ok ? result.url.href : `refused: ${result.message}`;
};

describe('what a visitor types', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  Example.COM  ', 'https://example.com/'],
    ['example.com/about?x=1#team', 'https://example.com/about?x=1'],
    ['www.example.co.uk', 'https://www.example.co.uk/'],
    ['//example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['http:example.com', 'http://example.com/'],
    ['example.com:443', 'https://example.com/'],
    ['example.com:80/x', 'https://example.com:80/x'],
    ['http://example.com:80', 'http://example.com/'],
    ['http://example.com:443', 'http://example.com:443/'],
    ['bücher.example.de', 'https://xn--bcher-kva.example.de/'],
    ['example.com.', 'https://example.com./'],
    ['8.8.8.8', 'https://8.8.8.8/'],
    ['[2606:4700:4700::1111]', 'https://[2606:4700:4700::1111]/'],
  ])('takes %j as %s', (input, url) => {
    expect(parsed(input)).toBe(url);
  });

  it.each([
    ['', /Enter the address/],
    ['   ', /Enter the address/],
    ['ftp://example.com', /Only web addresses/],
    ['file:///etc/passwd', /Only web addresses/],
    ['javascript:alert(1)', /Only web addresses/],
    ['data:text/html,<p>hi</p>', /Only web addresses/],
    ['mailto:someone@example.com', /Only web addresses/],
    ['gopher://example.com:70/', /Only web addresses/],
    ['ws://example.com', /Only web addresses/],
    ['https://user:secret@example.com', /user name and password/],
    ['https://user@example.com', /user name and password/],
    ['someone@example.com', /user name and password/],
    ['https://example.com:8080', /standard web ports.*not port 8080/],
    ['example.com:22', /not port 22/],
    ['localhost:3000', /local or reserved name/],
    ['127.0.0.1:8080', /loopback/],
    ['http://example.com:0', /not port 0/],
    ['localhost', /local or reserved name/],
    ['LOCALHOST.', /local or reserved name/],
    ['app.localhost', /local or reserved name/],
    ['printer.local', /local or reserved name/],
    ['metadata.google.internal', /local or reserved name/],
    ['router.home.arpa', /local or reserved name/],
    ['1.0.0.127.in-addr.arpa', /local or reserved name/],
    ['site.test', /local or reserved name/],
    ['intranet', /full address, with its domain/],
    ['http://intranet/', /full address, with its domain/],
    ['http://exa mple.com', /does not look like a web address/],
    ['http://999.1.1.1/', /does not look like a web address/],
    ['https://', /does not look like a web address/],
    [`example.com/${'a'.repeat(MAX_ADDRESS_LENGTH)}`, /too long/],
  ])('refuses %j in words a person understands', (input, message) => {
    expect(parsed(input)).toMatch(message);
  });

  it('lets an allowed origin through, exactly: scheme, host and port', () => {
    const allow = parseOrigins('http://127.0.0.2:8123');
    expect(parsed('http://127.0.0.2:8123/page', allow)).toBe('http://127.0.0.2:8123/page');
    expect(parsed('https://127.0.0.2:8123/page', allow)).toMatch(/refused: .*loopback/);
    expect(parsed('http://127.0.0.2:8124/', allow)).toMatch(/refused: .*loopback/);
    expect(parsed('http://127.0.0.2/', allow)).toMatch(/refused: .*loopback/);
    expect(parsed('http://127.0.0.3:8123/', allow)).toMatch(/refused/);
    // Never past the scheme and user-info rules.
    expect(parsed('http://user:pw@127.0.0.2:8123/', allow)).toMatch(/user name and password/);
  });
});

/** Every spelling of an address the URL parser accepts, with the host it normalises to. */
const SPELLINGS: [typed: string, range: RegExp][] = [
  // Loopback, IPv4 in every notation WHATWG's URL parser reads.
  ['http://127.0.0.1/', /loopback/],
  ['http://127.255.255.254/', /loopback/],
  ['http://2130706433/', /loopback/],
  ['http://0x7f000001/', /loopback/],
  ['http://0x7f.0x0.0x0.0x1/', /loopback/],
  ['http://0177.0.0.1/', /loopback/],
  ['http://0177.0000.0000.0001/', /loopback/],
  ['http://127.1/', /loopback/],
  ['http://127.0.1/', /loopback/],
  ['http://0x7f.1/', /loopback/],
  ['http://%31%32%37.0.0.1/', /loopback/],
  ['http://127.0.0.1./', /loopback/],
  ['http://①②⑦.⓪.⓪.①/', /loopback/],
  // Loopback, IPv6 and IPv4-mapped.
  ['http://[::1]/', /loopback/],
  ['http://[0:0:0:0:0:0:0:1]/', /loopback/],
  ['http://[::ffff:127.0.0.1]/', /loopback.*IPv6/],
  ['http://[::ffff:7f00:1]/', /loopback.*IPv6/],
  ['http://[0:0:0:0:0:ffff:127.0.0.1]/', /loopback.*IPv6/],
  // The unspecified address, which connects to the local host.
  ['http://0.0.0.0/', /unspecified/],
  ['http://0/', /unspecified/],
  ['http://0x0/', /unspecified/],
  ['http://0.0.0.1/', /unspecified/],
  ['http://[::]/', /unspecified/],
  ['http://[::ffff:0.0.0.0]/', /unspecified/],
  // Cloud metadata and the rest of link-local.
  ['http://169.254.169.254/latest/meta-data/', /link-local/],
  ['http://2852039166/', /link-local/],
  ['http://0xa9fea9fe/', /link-local/],
  ['http://0251.0376.0251.0376/', /link-local/],
  ['http://[::ffff:169.254.169.254]/', /link-local/],
  ['http://[fd00:ec2::254]/', /unique-local/],
  ['http://[fe80::1]/', /link-local/],
  ['http://[febf::1]/', /link-local/],
  // Private networks.
  ['http://10.0.0.1/', /private network/],
  ['http://10.255.255.255/', /private network/],
  ['http://167772161/', /private network/],
  ['http://172.16.0.1/', /private network/],
  ['http://172.31.255.254/', /private network/],
  ['http://192.168.1.1/', /private network/],
  ['http://192.168.257/', /private network/],
  ['http://[::ffff:10.0.0.1]/', /private network/],
  ['http://[::ffff:c0a8:101]/', /private network/],
  // Carrier-grade NAT, unique-local and site-local IPv6.
  ['http://100.64.0.1/', /carrier-grade NAT/],
  ['http://100.127.255.254/', /carrier-grade NAT/],
  ['http://[fc00::1]/', /unique-local/],
  ['http://[fdff:ffff::1]/', /unique-local/],
  ['http://[fec0::1]/', /site-local/],
  // Multicast and broadcast.
  ['http://224.0.0.1/', /multicast/],
  ['http://239.255.255.250/', /multicast/],
  ['http://[ff02::1]/', /multicast/],
  ['http://255.255.255.255/', /broadcast/],
  ['http://4294967295/', /broadcast/],
  // Reserved, benchmarking and documentation ranges.
  ['http://240.0.0.1/', /reserved/],
  ['http://192.0.0.8/', /reserved/],
  ['http://192.0.2.1/', /reserved/],
  ['http://198.51.100.7/', /reserved/],
  ['http://203.0.113.9/', /reserved/],
  ['http://198.18.0.1/', /reserved/],
  ['http://198.19.255.1/', /reserved/],
  ['http://192.88.99.1/', /reserved/],
  ['http://[2001:db8::1]/', /reserved/],
  ['http://[2001:2::1]/', /benchmarking/],
  ['http://[100::1]/', /discard/],
  ['http://[3fff::1]/', /reserved/],
  // IPv6 outside global unicast (the old IPv4-compatible form among them).
  ['http://[::127.0.0.1]/', /outside the public/],
  ['http://[::8.8.8.8]/', /outside the public/],
  ['http://[4000::1]/', /outside the public/],
  // Transition forms carrying a refused IPv4 address: named for it.
  ['http://[2002:7f00:1::]/', /loopback.*6to4/],
  ['http://[2002:a9fe:a9fe::1]/', /link-local.*6to4/],
  ['http://[2002:0a00:0001::]/', /private network.*6to4/],
  ['http://[2001:0:7f00:1::]/', /loopback.*Teredo/],
  ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', /loopback.*Teredo/],
  ['http://[64:ff9b::7f00:1]/', /loopback.*IPv6/],
  ['http://[64:ff9b::169.254.169.254]/', /link-local.*IPv6/],
  ['http://[64:ff9b::10.1.2.3]/', /private network.*IPv6/],
  ['http://[64:ff9b:1::808:808]/', /NAT64/],
  ['http://[::ffff:0:127.0.0.1]/', /loopback.*IPv4-translated/],
  // Transition forms carrying a public address: refused all the same (no website needs them).
  ['http://[2002:808:808::1]/', /6to4/],
  ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', /Teredo/],
];

describe('a typed IP address', () => {
  it.each(SPELLINGS)('refuses %s (%s)', (typed, range) => {
    const result = parseAddress(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(range);
      expect(result.message).toMatch(/not a public website\. The audit only checks public websites\.$/);
    }
  });

  it.each([
    ['http://8.8.8.8/', '8.8.8.8'],
    ['http://134744072/', '8.8.8.8'],
    ['http://[2606:4700:4700::1111]/', '2606:4700:4700::1111'],
    ['http://[::ffff:8.8.8.8]/', '::ffff:808:808'],
    ['http://[64:ff9b::8.8.8.8]/', '64:ff9b::808:808'],
    ['http://100.63.255.255/', '100.63.255.255'],
    ['http://100.128.0.1/', '100.128.0.1'],
    ['http://172.32.0.1/', '172.32.0.1'],
    ['http://192.169.0.1/', '192.169.0.1'],
    ['http://169.253.255.255/', '169.253.255.255'],
    ['http://223.255.255.255/', '223.255.255.255'],
  ])('takes %s, a public address (%s)', (typed, literal) => {
    const result = parseAddress(typed);
    expect(result.ok).toBe(true);
    if (result.ok) expect(ipLiteral(result.url.hostname)).toBe(literal);
  });

  it('checks a redirect the same way (checkUrl takes a parsed URL)', () => {
    expect(checkUrl(new URL('http://[::ffff:7f00:1]:80/')).ok).toBe(false);
    expect(checkUrl(new URL('gopher://example.com/')).ok).toBe(false);
    expect(checkUrl(new URL('https://a:b@example.com/')).ok).toBe(false);
    expect(checkUrl(new URL('https://example.com:8443/')).ok).toBe(false);
    expect(checkUrl(new URL('https://example.com/#top'))).toMatchObject({
      ok: true,
      url: new URL('https://example.com/'),
    });
  });
});

describe('an address from DNS', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.20.1.1', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.170.2', 'linkLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.5.5', 'reserved'],
    ['203.0.113.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff05::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['2002:7f00:1::', 'loopback'],
    ['2001:db8::1', 'reserved'],
    ['not an address', 'invalid'],
    ['127.1', 'loopback'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyIp(address)).toMatchObject({ public: false, range });
  });

  it.each([
    '93.184.215.14',
    '8.8.4.4',
    '1.1.1.1',
    '2606:4700::6810:85e5',
    '2a00:1450:4001:82b::200e',
    '::ffff:1.1.1.1',
  ])('takes %s, a public address', (address) => {
    expect(classifyIp(address)).toEqual({ public: true, address });
  });
});

describe('AUDIT_ALLOW_ORIGINS and AUDIT_TIMEOUT_MS', () => {
  it('reads exact origins, leaving out what is not one', () => {
    expect(parseOrigins(' http://127.0.0.2:8123 , http://127.0.0.3:8124/path,ftp://x.example, nonsense,,')).toEqual([
      'http://127.0.0.2:8123',
      'http://127.0.0.3:8124',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('honours the allowed origins off Netlify only, as the providers’ URL overrides', () => {
    const vars = { AUDIT_ALLOW_ORIGINS: 'http://127.0.0.2:8123' };
    expect(readEnv(vars, 'dev').audit.allowOrigins).toEqual(['http://127.0.0.2:8123']);
    expect(readEnv({ ...vars, NETLIFY_DEV: 'true' }).audit.allowOrigins).toEqual(['http://127.0.0.2:8123']);
    for (const context of ['production', 'deploy-preview', 'branch-deploy', undefined]) {
      expect(readEnv(vars, context).audit.allowOrigins).toEqual([]);
    }
  });

  it('takes a shorter deadline, never a longer one than 8 s', () => {
    expect(readEnv({}, 'dev').audit.timeoutMs).toBe(MAX_AUDIT_TIMEOUT_MS);
    expect(MAX_AUDIT_TIMEOUT_MS).toBe(8_000);
    expect(readEnv({ AUDIT_TIMEOUT_MS: '500' }, 'dev').audit.timeoutMs).toBe(500);
    expect(readEnv({ AUDIT_TIMEOUT_MS: '60000' }, 'dev').audit.timeoutMs).toBe(8_000);
    expect(readEnv({ AUDIT_TIMEOUT_MS: '-1' }, 'dev').audit.timeoutMs).toBe(8_000);
    expect(readEnv({ AUDIT_TIMEOUT_MS: 'soon' }, 'production').audit.timeoutMs).toBe(8_000);
  });
});
