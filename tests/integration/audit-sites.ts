import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/*
 * Small websites on loopback for the audit's tests: each a plain HTTP server on an address of
 * 127.0.0.0/8 (127.0.0.1, .2, .3: separate origins on one machine), answering its routes and
 * recording every request it receives, so a test can prove that a refused address received none.
 * The audit's tests send traffic to these and nowhere else.
 */

/** A request a fixture site received. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** How a fixture site answers one path. */
export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A site on loopback with its routes; anything else answers 404. */
export class FixtureSite {
  readonly received: Received[] = [];
  readonly routes: Record<string, Route>;
  readonly host: string;
  #server: Server | undefined;
  #origin = '';

  constructor(host: string, routes: Record<string, Route> = {}) {
    this.host = host;
    this.routes = routes;
  }

  /** Starts listening on a free port of its host; resolves with its origin. */
  async start(): Promise<string> {
    const server = createServer((req, res) => {
      this.received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
      const route = this.routes[(req.url ?? '/').split('?')[0] ?? '/'];
      if (route) return route(req, res);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, this.host, resolve));
    this.#origin = `http://${this.host}:${(server.address() as AddressInfo).port}`;
    return this.#origin;
  }

  /** Its origin (`http://127.0.0.2:PORT`). */
  get origin(): string {
    return this.#origin;
  }

  /** The address of a path of the site. */
  url(path = '/'): string {
    return `${this.#origin}${path}`;
  }

  /** The paths of the requests it received, in order. */
  get paths(): string[] {
    return this.received.map((request) => request.path);
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A site for the tests of a describe block: started once, with nothing received at each test's start. */
export function useSite(host: string, routes: Record<string, Route> = {}): FixtureSite {
  const site = new FixtureSite(host, routes);
  beforeAll(() => site.start());
  afterAll(() => site.stop());
  beforeEach(() => {
    site.received.length = 0;
  });
  return site;
}

/** Answers an HTML page (or another type), with extra headers. */
export const page =
  (body: string | Buffer, headers: Record<string, string> = {}): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

/** Answers a redirect to `location`. */
export const redirect =
  (location: string | (() => string), status = 302): Route =>
  (_req, res) => {
    res.writeHead(status, { location: typeof location === 'string' ? location : location() }).end();
  };

/** A small, well-formed page. */
export const GOOD_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbor Bakery: fresh bread in Portland</title>
<meta name="description" content="Sourdough, rye and pastries baked every morning in Portland.">
<link rel="canonical" href="/">
</head>
<body>
<h1>Harbor Bakery</h1>
<p>Fresh bread every morning. Call us at <a href="tel:+12025550143">(202) 555-0143</a>.</p>
</body>
</html>`;
