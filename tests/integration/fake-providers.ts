import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake provider received. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An answer of the fake: a status, a JSON body and headers. */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * How the fake answers the next calls: always the same answer, an answer made from the request
 * (a fake model that echoes what it was sent), or no answer at all.
 */
export type Behaviour = Answer | ((request: Received) => Answer) | 'hang';

/**
 * A loopback HTTP server standing in for a provider's API. Routes map "METHOD /path" prefixes to
 * behaviours; everything received is recorded for assertions.
 */
export class FakeProvider {
  readonly received: Received[] = [];
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  constructor(private routes: Record<string, Behaviour>) {}

  /** Changes how a route answers from now on. */
  set(route: string, behaviour: Behaviour): void {
    this.routes[route] = behaviour;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        const received: Received = {
          method: req.method ?? '',
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.received.push(received);
        const key = Object.keys(this.routes).find((route) => `${req.method} ${path}`.startsWith(route));
        const behaviour = key ? this.routes[key] : { status: 404, body: { error: 'no such route' } };
        if (behaviour === 'hang' || behaviour === undefined) {
          this.hanging.add(res);
          return;
        }
        const answer = typeof behaviour === 'function' ? behaviour(received) : behaviour;
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
