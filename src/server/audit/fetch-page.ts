import { lookup } from 'node:dns/promises';
import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { connect as netConnect, type Socket } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import robotsParser from 'robots-parser';
import { checkUrl, classifyIp, ipLiteral, isAllowedOrigin, refusalMessage } from './address.ts';
import { AuditError } from './audit-error.ts';
import type { FetchedPage, FetchedResponse } from './types.ts';

/*
 * Fetches a prospect's page for the website audit, with robots.txt and the sitemap of its origin,
 * built against server-side request forgery (the address is a stranger's):
 * - Every connection goes to an address checked after DNS: a name is resolved here, every address
 *   it resolves to must be public (address.ts), and the socket is opened to the checked address
 *   itself (never resolved again, so a name that changes its answer between check and connect
 *   cannot slip through); an IP address in the URL is checked the same way before connecting.
 *   Connections are never reused (no agent).
 * - Redirects are followed here, at most MAX_REDIRECTS, each address checked as the first was
 *   (scheme, port, user name, host).
 * - One deadline for everything (the environment's audit timeout, at most 8 s), a cap on the
 *   decoded body (PAGE_BYTE_CAP: a longer page is read up to it and marked truncated), gzip,
 *   deflate and brotli decoded under that cap, only an HTML page accepted.
 * - No cookies or credentials are ever sent; the User-Agent names the audit bot and links the
 *   page that explains it.
 * Failures are AuditErrors, written for the visitor: refused (422) or, with the reason, the
 * site unreachable, too slow, not HTML, answering an error status or redirecting too often (502).
 */

/** The audit bot's User-Agent: its name, version and the page that says what it does. */
export const AUDIT_USER_AGENT = 'TidewellAuditBot/1.0 (+https://tidewell.digital/free-seo-audit#about-the-audit)';

/** The most redirects followed from the address asked for to the page. */
export const MAX_REDIRECTS = 5;

/** The most bytes of a decoded body read: a longer page is audited on its first 2 MB. */
export const PAGE_BYTE_CAP = 2 * 1024 * 1024;

/** The most sitemaps robots.txt names that are tried before `/sitemap.xml`. */
const MAX_NAMED_SITEMAPS = 3;

/** The most addresses of one name tried in turn when a connection fails. */
const MAX_ADDRESSES_TRIED = 4;

/** How long one connection attempt may take while other addresses of the name are left to try. */
const ATTEMPT_MS = 3_000;

/** Resolves a host name to its addresses (every one of them, IPv4 and IPv6). */
export type Resolver = (hostname: string) => Promise<readonly { address: string }[]>;

/** Where a connection goes: an address already checked, never a name to resolve. */
export interface ConnectTarget {
  /** The IP address to connect to. */
  address: string;
  port: number;
  /** TLS (https) or plain TCP (http). */
  secure: boolean;
  /** The name TLS asks for and checks the certificate against (undefined for an IP address). */
  servername: string | undefined;
}

/** Opens a socket to a checked address (net.connect or tls.connect). */
export type Connector = (target: ConnectTarget) => Socket;

/** How a fetch is made: the deadline, the allowed origins and, for tests, the resolver and connector. */
export interface FetchOptions {
  /** The deadline of the whole fetch, page, redirects, robots.txt and sitemap, in milliseconds. */
  timeoutMs: number;
  /** Origins fetched though their addresses are not public (AUDIT_ALLOW_ORIGINS: tests, local use). */
  allowOrigins?: readonly string[] | undefined;
  /** The most decoded bytes read of a body; PAGE_BYTE_CAP unless set. */
  maxBytes?: number | undefined;
  /** Resolves names; the system's resolver (getaddrinfo, all addresses) unless set. */
  resolve?: Resolver | undefined;
  /** Opens sockets; net.connect and tls.connect unless set. */
  connect?: Connector | undefined;
}

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

const systemConnector: Connector = ({ address, port, secure, servername }) => {
  if (!secure) return netConnect({ host: address, port });
  const options: ConnectionOptions = { host: address, port, ALPNProtocols: ['http/1.1'] };
  // The certificate is checked against the name asked for (servername), not the address.
  if (servername) options.servername = servername;
  return tlsConnect(options);
};

/** One fetch's deadline, its sockets (all destroyed when it ends) and its settings. */
class Session {
  readonly signal: AbortSignal;
  readonly allowOrigins: readonly string[];
  readonly maxBytes: number;
  readonly resolve: Resolver;
  readonly connect: Connector;
  readonly #sockets = new Set<Socket>();
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;

  constructor(options: FetchOptions) {
    this.signal = this.#controller.signal;
    this.allowOrigins = options.allowOrigins ?? [];
    this.maxBytes = options.maxBytes ?? PAGE_BYTE_CAP;
    this.resolve = options.resolve ?? systemResolver;
    this.connect = options.connect ?? systemConnector;
    const seconds = Math.round(options.timeoutMs / 100) / 10;
    this.#timer = setTimeout(
      () =>
        this.#controller.abort(
          new AuditError('timeout', `The site did not send the page within ${seconds} seconds, so we stopped.`),
        ),
      options.timeoutMs,
    );
    this.signal.addEventListener('abort', () => this.#destroySockets(), { once: true });
  }

  /** Keeps a socket so that the deadline or the end of the fetch closes it. */
  track(socket: Socket): void {
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
  }

  /** The deadline's error when it has passed, else `error`. */
  failure(error: unknown): unknown {
    return this.signal.aborted ? this.signal.reason : error;
  }

  /** `work`, or the deadline's error as soon as it passes. */
  async race<T>(work: Promise<T>): Promise<T> {
    this.signal.throwIfAborted();
    const { promise: aborted, reject } = Promise.withResolvers<never>();
    const onAbort = () => reject(this.signal.reason);
    this.signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await Promise.race([work, aborted]);
    } finally {
      this.signal.removeEventListener('abort', onAbort);
    }
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#destroySockets();
  }

  #destroySockets(): void {
    // With the deadline's error, so that whatever waits on a socket fails with it.
    const reason = this.signal.aborted ? (this.signal.reason as Error) : undefined;
    for (const socket of this.#sockets) socket.destroy(reason);
    this.#sockets.clear();
  }
}

/** What the visitor reads when a connection to `url` failed with `error`. */
function unreachable(error: unknown, url: URL): AuditError {
  if (error instanceof AuditError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const host = url.hostname;
  let message = `We could not reach ${host}${code ? ` (${code})` : ''}.`;
  if (['ENOTFOUND', 'EAI_AGAIN', 'ENODATA', 'EAI_NONAME', 'EAI_FAIL'].includes(code)) {
    message = `We could not find ${host}: no address answers to that name. Check the spelling of the address.`;
  } else if (code === 'ECONNREFUSED') {
    message = `${host} refused the connection: no web server answers there.`;
  } else if (/CERT|SELF_SIGNED|ALTNAME|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL/.test(code)) {
    message = `${host}'s HTTPS certificate could not be verified (${code}), so the page could not be read safely.`;
  } else if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'EPIPE') {
    message = `${host} closed the connection before sending the whole page.`;
  } else if (code.startsWith('HPE_')) {
    message = `${host} sent an answer that is not valid HTTP (${code}).`;
  }
  return new AuditError('unreachable', message);
}

/** Connects to one checked address; resolves once the connection (and TLS) is up. */
function connectTo(session: Session, target: ConnectTarget, attemptMs: number | undefined): Promise<Socket> {
  session.signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const socket = session.connect(target);
    session.track(socket);
    // Errors after the connection is handed over reach the request, which listens too; this
    // listener keeps one that comes in between from being thrown.
    socket.on('error', () => undefined);
    const timer =
      attemptMs === undefined
        ? undefined
        : setTimeout(
            () => socket.destroy(Object.assign(new Error('connection timed out'), { code: 'ETIMEDOUT' })),
            attemptMs,
          );
    const fail = (error?: Error) => {
      clearTimeout(timer);
      socket.off('close', onClose);
      socket.destroy();
      reject(error ?? Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
    };
    const onClose = () => fail();
    socket.once('error', fail);
    socket.once('close', onClose);
    socket.once(target.secure ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      socket.off('close', onClose);
      resolve(socket);
    });
  });
}

/**
 * Opens a connection for `url`: its host resolved (or taken as the IP address it is), every
 * address checked before any connection, then the checked addresses tried in turn, IPv4 first.
 */
async function openSocket(session: Session, url: URL): Promise<Socket> {
  const secure = url.protocol === 'https:';
  const port = Number(url.port) || (secure ? 443 : 80);
  const literal = ipLiteral(url.hostname);
  const name = url.hostname.replace(/\.$/, '');
  let addresses: string[];
  if (literal) {
    addresses = [literal];
  } else {
    try {
      addresses = (await session.race(session.resolve(name))).map((entry) => entry.address);
    } catch (error) {
      throw unreachable(session.failure(error), url);
    }
    if (addresses.length === 0) throw unreachable(Object.assign(new Error(), { code: 'ENOTFOUND' }), url);
  }
  if (!isAllowedOrigin(url, session.allowOrigins)) {
    for (const address of addresses) {
      const verdict = classifyIp(address);
      if (!verdict.public) throw new AuditError('refused', refusalMessage(verdict, literal ? undefined : name));
    }
  }
  // IPv4 first: a function's network may not route IPv6, and one address failing tries the next.
  const ordered = addresses
    .toSorted((a, b) => Number(a.includes(':')) - Number(b.includes(':')))
    .slice(0, MAX_ADDRESSES_TRIED);
  let lastError: unknown;
  for (const [index, address] of ordered.entries()) {
    const last = index === ordered.length - 1;
    try {
      return await connectTo(
        session,
        { address, port, secure, servername: literal ? undefined : name },
        last ? undefined : ATTEMPT_MS,
      );
    } catch (error) {
      if (session.signal.aborted) throw session.signal.reason;
      lastError = error;
    }
  }
  throw unreachable(lastError, url);
}

/** Sends the GET for `url` on a socket of its own and resolves with the response's head. */
async function exchange(session: Session, url: URL, accept: string): Promise<IncomingMessage> {
  const socket = await openSocket(session, url);
  try {
    return await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest({
        method: 'GET',
        path: `${url.pathname}${url.search}`,
        // Nothing of the visitor's and nothing stored: no cookie, no authorization, ever.
        headers: {
          host: url.host,
          'user-agent': AUDIT_USER_AGENT,
          accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en',
        },
        createConnection: () => socket,
      });
      request.once('response', resolve);
      // Kept for the whole exchange: a socket error during the body reaches the request too.
      request.on('error', reject);
      request.end();
    });
  } catch (error) {
    throw unreachable(session.failure(error), url);
  }
}

/** A response's headers by lower-case name, a repeated header's values joined by ", ". */
function headersOf(response: IncomingMessage): Record<string, string> {
  const headers = new Map<string, string>();
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const value = raw[i + 1] ?? '';
    const before = headers.get(name);
    headers.set(name, before === undefined ? value : `${before}, ${value}`);
  }
  return Object.fromEntries(headers);
}

/**
 * The decoder of a body: its content-encoding (gzip, deflate, br), or gzip for a gzip file sent
 * as it is (a `sitemap.xml.gz`); undefined when the body is not encoded.
 */
function decoderOf(headers: Readonly<Record<string, string>>, url: URL): Transform | undefined {
  const codings = (headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding && coding !== 'identity');
  if (codings.length === 0) {
    const gzipFile = /^application\/(x-)?gzip\b/i.test(headers['content-type'] ?? '') || url.pathname.endsWith('.gz');
    return gzipFile ? createGunzip() : undefined;
  }
  const [coding] = codings;
  if (codings.length === 1 && (coding === 'gzip' || coding === 'x-gzip')) return createGunzip();
  if (codings.length === 1 && coding === 'deflate') return createInflate();
  if (codings.length === 1 && coding === 'br') return createBrotliDecompress();
  throw new AuditError(
    'unreachable',
    `${url.hostname} sent the page in an encoding the audit cannot read (${codings.join(', ')}).`,
  );
}

/** Reads a body, decoded, up to `maxBytes` decoded bytes; counts the bytes on the wire. */
async function readBody(
  session: Session,
  response: IncomingMessage,
  headers: Readonly<Record<string, string>>,
  url: URL,
): Promise<{ bytes: Buffer; transferred: number; truncated: boolean }> {
  let transferred = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      transferred += chunk.length;
      done(null, chunk);
    },
  });
  let decoder: Transform | undefined;
  try {
    decoder = decoderOf(headers, url);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const stages: [Readable, Transform, ...Transform[]] = decoder ? [response, counter, decoder] : [response, counter];
  const output = decoder ?? counter;
  // Errors surface in the loop below; leaving it early (the cap) ends the pipeline too.
  pipeline(stages, () => undefined);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      const room = session.maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size += room;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    const failure = session.failure(error);
    if (failure instanceof AuditError) throw failure;
    const code = String((error as { code?: unknown } | null)?.code ?? '');
    throw code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code.startsWith('ERR__ERROR_FORMAT')
      ? new AuditError('unreachable', `${url.hostname} sent a compressed page that could not be decoded.`)
      : unreachable(error, url);
  } finally {
    response.destroy();
  }
  return { bytes: Buffer.concat(chunks, size), transferred, truncated };
}

/** The body as text: the charset of content-type, else of a `<meta>` near the start, else UTF-8. */
function textOf(bytes: Buffer, contentType: string | undefined): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(bytes.subarray(0, 1024).toString('latin1'))?.[1];
  for (const label of [declared, meta]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // A charset TextDecoder does not know: the next guess.
    }
  }
  return new TextDecoder().decode(bytes);
}

/** Whether a response is an HTML document, by its content-type, or, without one, by its start. */
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
const LOOKS_LIKE_HTML = /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)\b/i;

/** What is fetched: the page itself (checked: 2xx HTML only), or a file beside it (any answer). */
type Kind = 'page' | 'file';

const ACCEPT: Record<Kind, string> = {
  page: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  file: '*/*',
};

/** A URL for a message, shortened. */
const shown = (url: URL) => (url.href.length > 120 ? `${url.href.slice(0, 117)}...` : url.href);

/**
 * Fetches `url`, following redirects (each one checked), and reads the answer: for the page, a
 * 2xx HTML document, else an AuditError; for a file, whatever answered.
 */
async function follow(
  session: Session,
  start: URL,
  kind: Kind,
): Promise<{ response: FetchedResponse; redirects: string[] }> {
  const redirects: string[] = [];
  let url = start;
  for (;;) {
    const started = performance.now();
    const response = await exchange(session, url, ACCEPT[kind]);
    const status = response.statusCode ?? 0;
    const headers = headersOf(response);
    const location = headers['location'];
    if (status >= 300 && status < 400 && location !== undefined) {
      response.destroy();
      if (redirects.length === MAX_REDIRECTS) {
        throw new AuditError(
          'redirects',
          `The site redirected more than ${MAX_REDIRECTS} times (a redirect loop?), so we stopped following it.`,
        );
      }
      const next = URL.canParse(location, url) ? new URL(location, url) : undefined;
      if (!next) throw new AuditError('unreachable', `${url.hostname} redirected to an address that is not valid.`);
      const check = checkUrl(next, session.allowOrigins);
      if (!check.ok) throw new AuditError('refused', `The page redirects to ${shown(next)}. ${check.message}`);
      url = check.url;
      redirects.push(url.href);
      continue;
    }
    if (kind === 'page') {
      if (status < 200 || status >= 300) {
        response.destroy();
        const words = STATUS_CODES[status];
        throw new AuditError(
          'http-status',
          `The page answered ${status}${words ? ` ${words}` : ''}: the audit needs a page that loads.`,
        );
      }
      const type = headers['content-type'];
      if (type !== undefined && !HTML_TYPE.test(type)) {
        response.destroy();
        throw new AuditError(
          'not-html',
          `That address is not an HTML page (it is ${type.split(';')[0]?.trim() || 'of no stated type'}): the audit checks web pages.`,
        );
      }
    }
    const { bytes, transferred, truncated } = await readBody(session, response, headers, url);
    const body = textOf(bytes, headers['content-type']);
    if (kind === 'page' && headers['content-type'] === undefined && !LOOKS_LIKE_HTML.test(body)) {
      throw new AuditError(
        'not-html',
        'That address is not an HTML page (it does not say what it is, and does not look like one): the audit checks web pages.',
      );
    }
    return {
      response: {
        url: url.href,
        status,
        headers,
        body,
        transferredBytes: transferred,
        decodedBytes: bytes.length,
        truncated,
        elapsedMs: Math.round(performance.now() - started),
      },
      redirects,
    };
  }
}

/** A file beside the page, or undefined when it could not be fetched (refused, unreachable, too slow). */
async function optionalFile(session: Session, url: URL): Promise<FetchedResponse | undefined> {
  try {
    return (await follow(session, url, 'file')).response;
  } catch (error) {
    if (error instanceof AuditError) return undefined;
    throw error;
  }
}

/** The first sitemap that answers 200: those robots.txt names (a few), then `/sitemap.xml`. */
async function findSitemap(
  session: Session,
  origin: string,
  robotsTxt: FetchedResponse | undefined,
): Promise<FetchedResponse | undefined> {
  const named = robotsTxt?.status === 200 ? robotsParser(robotsTxt.url, robotsTxt.body).getSitemaps() : [];
  const candidates = new Set<string>();
  for (const entry of named.slice(0, MAX_NAMED_SITEMAPS)) {
    if (URL.canParse(entry, origin)) candidates.add(new URL(entry, origin).href);
  }
  candidates.add(new URL('/sitemap.xml', origin).href);
  for (const candidate of candidates) {
    if (session.signal.aborted) return undefined;
    const check = checkUrl(new URL(candidate), session.allowOrigins);
    if (!check.ok) continue;
    const sitemap = await optionalFile(session, check.url);
    if (sitemap?.status === 200) return sitemap;
  }
  return undefined;
}

/**
 * Fetches the page at `address` (parsed by parseAddress, and checked again here), following its
 * redirects, then robots.txt of the final origin and its sitemap, all within one deadline.
 * Throws an AuditError when the page cannot be audited; robots.txt and the sitemap are
 * undefined when they could not be fetched.
 */
export async function fetchPage(address: URL, options: FetchOptions): Promise<FetchedPage> {
  // Checked here too, as every redirect is: whoever calls this, nothing unchecked is fetched.
  const check = checkUrl(address, options.allowOrigins);
  if (!check.ok) throw new AuditError('refused', check.message);
  const session = new Session(options);
  try {
    const { response: page, redirects } = await follow(session, check.url, 'page');
    const origin = new URL(page.url).origin;
    const robotsTxt = await optionalFile(session, new URL('/robots.txt', origin));
    const sitemap = await findSitemap(session, origin, robotsTxt);
    return { requestedUrl: check.url.href, finalUrl: page.url, redirects, page, robotsTxt, sitemap };
  } catch (error) {
    throw session.failure(error);
  } finally {
    session.close();
  }
}
