// A compressing proxy in front of the Netlify emulator, for the benchmark's browser measurements.
// Netlify's CDN compresses text responses (HTML, CSS, JavaScript, JSON, SVG, XML) for browsers
// that accept it; `netlify dev` sends them uncompressed. Lighthouse's transfer sizes and its
// simulated slow-4G timings depend on the bytes on the wire, so without this the benchmark would
// measure a site nobody is served. The proxy gzips (level 6, the default) what the CDN would
// compress and passes everything else through unchanged.
import { request as httpRequest, createServer } from 'node:http';
import { createGzip } from 'node:zlib';

/** Content types a CDN compresses: text, and the text formats that do not say so in their type. */
const COMPRESSIBLE =
  /^(?:text\/[\w.+-]+|application\/(?:javascript|x-javascript|json|ld\+json|manifest\+json|xml|rss\+xml|atom\+xml|xhtml\+xml)|image\/svg\+xml)\b/i;

/**
 * Whether a response with these headers should be gzipped for a client that sent `acceptEncoding`:
 * a compressible type, not compressed already, and a client that takes gzip.
 * @param {{ contentType?: string | undefined; contentEncoding?: string | undefined; acceptEncoding?: string | undefined; method?: string | undefined; status?: number | undefined }} message
 */
export function shouldCompress({ contentType, contentEncoding, acceptEncoding, method, status }) {
  if (method === 'HEAD' || status === 204 || status === 304) return false;
  if (contentEncoding && contentEncoding !== 'identity') return false;
  if (!/\bgzip\b/i.test(acceptEncoding ?? '')) return false;
  return COMPRESSIBLE.test(contentType ?? '');
}

/**
 * Starts the proxy on a free loopback port in front of `target` (an http:// origin). Resolves
 * with its origin and a function that stops it.
 * @param {string} target
 * @returns {Promise<{ origin: string; stop: () => Promise<void> }>}
 */
export async function startCompressProxy(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    // The emulator answers uncompressed anyway; asking for it keeps it that way.
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const compress = shouldCompress({
          contentType: answer.headers['content-type'],
          contentEncoding: answer.headers['content-encoding'],
          acceptEncoding: req.headers['accept-encoding'],
          method: req.method,
          status: answer.statusCode,
        });
        if (!compress) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // Gzipped, the body has another length: it goes chunked.
        const rest = { ...answer.headers };
        delete rest['content-length'];
        const vary = rest['vary'] ? `${rest['vary']}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-encoding': 'gzip', vary });
        answer.pipe(createGzip()).pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
